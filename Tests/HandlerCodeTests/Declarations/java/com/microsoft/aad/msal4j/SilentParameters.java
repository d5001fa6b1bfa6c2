// Declaration for compiling the generated msal4j handler (javac): msal4j 1.17.2
// (AzureAD/microsoft-authentication-library-for-java, commit ff44d4a6), copied from
// msal4j-sdk/src/main/java/com/microsoft/aad/msal4j/SilentParameters.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.aad.msal4j;

import java.util.Set;

public class SilentParameters {
    public static SilentParametersBuilder builder(Set<String> scopes, IAccount account) {
        throw new UnsupportedOperationException();
    }

    public static class SilentParametersBuilder {
        public SilentParametersBuilder claims(ClaimsRequest claims) { throw new UnsupportedOperationException(); }
        public SilentParameters build() { throw new UnsupportedOperationException(); }
    }
}
