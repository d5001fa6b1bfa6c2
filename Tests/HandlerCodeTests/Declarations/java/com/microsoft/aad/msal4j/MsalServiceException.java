// Declaration for compiling the generated msal4j handler (javac): msal4j 1.17.2
// (AzureAD/microsoft-authentication-library-for-java, commit ff44d4a6), copied from
// msal4j-sdk/src/main/java/com/microsoft/aad/msal4j/MsalServiceException.java. Only what the handler uses; bodies are placeholders.
package com.microsoft.aad.msal4j;

import java.util.List;
import java.util.Map;

public class MsalServiceException extends MsalException {
    public MsalServiceException(String message, String errorCode) { super(message, errorCode); }

    public Integer statusCode() { throw new UnsupportedOperationException(); }
    public String statusMessage() { throw new UnsupportedOperationException(); }
    public String correlationId() { throw new UnsupportedOperationException(); }
    public String claims() { throw new UnsupportedOperationException(); }
    public Map<String, List<String>> headers() { throw new UnsupportedOperationException(); }
}
