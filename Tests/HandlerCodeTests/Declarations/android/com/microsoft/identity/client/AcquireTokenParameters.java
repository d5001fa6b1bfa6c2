// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/AcquireTokenParameters.java (TokenParameters.Builder<B> flattened into the builder). Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client;

import android.app.Activity;
import com.microsoft.identity.client.claims.ClaimsRequest;
import java.util.List;

public class AcquireTokenParameters {
    public static class Builder {
        public Builder startAuthorizationFromActivity(Activity activity) { throw new UnsupportedOperationException(); }
        public Builder withScopes(List<String> scopes) { throw new UnsupportedOperationException(); }
        public Builder forAccount(IAccount account) { throw new UnsupportedOperationException(); }
        public Builder withClaims(ClaimsRequest claimsRequest) { throw new UnsupportedOperationException(); }
        public Builder withCallback(AuthenticationCallback callback) { throw new UnsupportedOperationException(); }
        public AcquireTokenParameters build() { throw new UnsupportedOperationException(); }
    }
}
