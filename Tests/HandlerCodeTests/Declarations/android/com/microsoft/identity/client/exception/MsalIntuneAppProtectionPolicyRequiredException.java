// Declaration for compiling the generated MSAL Android handler (kotlinc): MSAL Android 5.7.0
// (AzureAD/microsoft-authentication-library-for-android, commit d2deec34), copied from
// msal/src/main/java/com/microsoft/identity/client/exception/MsalIntuneAppProtectionPolicyRequiredException.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.identity.client.exception;


public class MsalIntuneAppProtectionPolicyRequiredException extends MsalServiceException {
    private static final long serialVersionUID = 1L;
    public String getAccountUpn() { throw new UnsupportedOperationException(); }
    public String getAccountUserId() { throw new UnsupportedOperationException(); }
    public String getTenantId() { throw new UnsupportedOperationException(); }
    public String getAuthorityUrl() { throw new UnsupportedOperationException(); }
}
