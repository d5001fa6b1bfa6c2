// Declaration for compiling the generated msal4j handler (javac): msal4j 1.17.2
// (AzureAD/microsoft-authentication-library-for-java, commit ff44d4a6), copied from
// msal4j-sdk/src/main/java/com/microsoft/aad/msal4j/InteractiveRequestParameters.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.aad.msal4j;

import java.net.URI;
import java.util.Set;

public class InteractiveRequestParameters {
    public static InteractiveRequestParametersBuilder builder(URI redirectUri) {
        throw new UnsupportedOperationException();
    }

    public static class InteractiveRequestParametersBuilder {
        public InteractiveRequestParametersBuilder scopes(Set<String> scopes) { throw new UnsupportedOperationException(); }
        public InteractiveRequestParametersBuilder loginHint(String loginHint) { throw new UnsupportedOperationException(); }
        public InteractiveRequestParametersBuilder claims(ClaimsRequest claims) { throw new UnsupportedOperationException(); }
        public InteractiveRequestParameters build() { throw new UnsupportedOperationException(); }
    }
}
