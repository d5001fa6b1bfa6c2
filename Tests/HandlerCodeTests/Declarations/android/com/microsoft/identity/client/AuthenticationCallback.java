// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/AuthenticationCallback.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client;

public interface AuthenticationCallback extends SilentAuthenticationCallback {
    void onCancel();
}
