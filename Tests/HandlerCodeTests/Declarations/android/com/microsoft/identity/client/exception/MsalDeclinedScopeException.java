// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/exception/MsalDeclinedScopeException.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client.exception;

import java.util.List;

public class MsalDeclinedScopeException extends MsalException {
    private static final long serialVersionUID = 1L;
    public List<String> getGrantedScopes() { throw new UnsupportedOperationException(); }
    public List<String> getDeclinedScopes() { throw new UnsupportedOperationException(); }
}
