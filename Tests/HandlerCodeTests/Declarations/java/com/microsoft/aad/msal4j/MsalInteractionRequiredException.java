// Declaration for compiling the generated msal4j handler (javac): msal4j 1.17.2
// (AzureAD/microsoft-authentication-library-for-java, commit ff44d4a6), copied from
// msal4j-sdk/src/main/java/com/microsoft/aad/msal4j/MsalInteractionRequiredException.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.aad.msal4j;

public class MsalInteractionRequiredException extends MsalServiceException {
    public MsalInteractionRequiredException(String message, String errorCode) { super(message, errorCode); }
}
