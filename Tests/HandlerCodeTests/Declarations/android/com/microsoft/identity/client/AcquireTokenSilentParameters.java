// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/AcquireTokenSilentParameters.java (TokenParameters.Builder<B> flattened into the builder). Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client;

import java.util.List;

public class AcquireTokenSilentParameters {
    public static class Builder {
        public Builder withScopes(List<String> scopes) { throw new UnsupportedOperationException(); }
        public Builder forAccount(IAccount account) { throw new UnsupportedOperationException(); }
        public Builder fromAuthority(String authority) { throw new UnsupportedOperationException(); }
        public Builder withCallback(SilentAuthenticationCallback callback) { throw new UnsupportedOperationException(); }
        public AcquireTokenSilentParameters build() { throw new UnsupportedOperationException(); }
    }
}
