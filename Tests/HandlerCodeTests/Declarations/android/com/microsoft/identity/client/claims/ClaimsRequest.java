// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/claims/ClaimsRequest.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client.claims;

public class ClaimsRequest {
    public static ClaimsRequest getClaimsRequestFromJsonString(String claimsRequestJson) {
        throw new UnsupportedOperationException();
    }
}
