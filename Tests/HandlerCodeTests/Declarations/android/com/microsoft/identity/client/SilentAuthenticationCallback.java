// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/SilentAuthenticationCallback.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client;

import com.microsoft.identity.client.exception.MsalException;

public interface SilentAuthenticationCallback {
    void onSuccess(IAuthenticationResult authenticationResult);
    void onError(MsalException exception);
}
