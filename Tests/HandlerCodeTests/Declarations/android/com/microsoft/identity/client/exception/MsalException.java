// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/exception/MsalException.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client.exception;


public class MsalException extends Exception {
    private static final long serialVersionUID = 1L;
    public String getErrorCode() { throw new UnsupportedOperationException(); }
}
