import MSALErrorModel
import Testing
@testable import MSALErrorText

/// When two exception headings are one error and when they are two.
@Suite struct ExceptionGroupingTests {
    @Test("two .NET exceptions logged one after the other are two errors")
    func backToBackExceptions() throws {
        let text = try CorpusLoader.text("dotnet-wam-network") + CorpusLoader.text("dotnet-wam-configuration")
        let found = ErrorTextDecoder.decode(text)
        #expect(found.map(\.brokerStatus) == ["NoNetwork", "IncorrectConfiguration"])
    }

    /// .NET's `ToString()` closes each inner exception with `--- End of inner exception stack
    /// trace ---`; the properties MSAL.NET prints after an exception's stack trace come after
    /// its inner's marker, so each marker hands what follows it one level out.
    @Test("properties after an end-of-inner marker belong to the exception one level out")
    func propertiesAfterEndOfInner() {
        let found = ErrorTextDecoder.decode("""
            Azure.Identity.AuthenticationFailedException: InteractiveBrowserCredential authentication failed: AADSTS50076: MFA required.
             ---> MSAL.NetCore.4.66.2.0.MsalUiRequiredException:
            \tErrorCode: invalid_grant
            Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: MFA required.
             ---> MSAL.NetCore.4.66.2.0.MsalServiceException:
            \tErrorCode: invalid_grant
            Microsoft.Identity.Client.MsalServiceException: AADSTS50076: MFA required.
               at Microsoft.Identity.Client.OAuth2.OAuth2Client.ThrowServerException(HttpResponse response, RequestContext requestContext)
            \tStatusCode: 401
               --- End of inner exception stack trace ---
               at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshError(MsalServiceException e, MsalRefreshTokenCacheItem cachedRefreshToken)
            \tStatusCode: 400
            \tClassification: BasicAction
               --- End of inner exception stack trace ---
               at Azure.Identity.CredentialDiagnosticScope.FailWrapAndThrow(Exception ex, String additionalMessage, Boolean isCredentialUnavailable)
            """)
        #expect(found.count == 1)
        let outer = found.first
        #expect(outer?.domain == "AuthenticationFailedException")
        #expect(outer?.httpStatus == nil && outer?.classification == nil)
        let middle = outer?.underlying
        #expect(middle?.domain == "MsalUiRequiredException")
        #expect(middle?.httpStatus == 400)
        #expect(middle?.classification == "BasicAction")
        let inner = middle?.underlying
        #expect(inner?.domain == "MsalServiceException")
        #expect(inner?.httpStatus == 401)
        #expect(inner?.classification == nil)
    }

    @Test("MSAL.NET's ToString() heading and the full type name after it are one error")
    func productHeadingAndFullName() {
        let found = ErrorTextDecoder.decode("""
            MSAL.NetCore.4.66.2.0.MsalUiRequiredException:
            \tErrorCode: invalid_grant
            Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication is required.
            \tStatusCode: 400
            """)
        #expect(found.count == 1)
        #expect(found.first?.code == .text("invalid_grant"))
        #expect(found.first?.httpStatus == 400)
    }

    @Test("a type written twice on one line (a logger's prefix, then ToString()) is one error")
    func typeRepeatedOnOneLine() {
        let found = ErrorTextDecoder.decode(
            "ERROR Microsoft.Identity.Client.MsalUiRequiredException: Microsoft.Identity.Client.MsalUiRequiredException: "
                + "AADSTS50076: Multi-factor authentication is required.")
        #expect(found.count == 1)
        #expect(found.first?.aadsts == [50076])
    }

    @Test("a network type in the message of the type before it is that error's cause, not an error of its own")
    func networkCauseInMessage() throws {
        let found = ErrorTextDecoder.decode(
            "java.util.concurrent.CompletionException: com.microsoft.aad.msal4j.MsalClientException: "
                + "java.net.ConnectException: java.net.SocketException: Network is unreachable")
        try #require(found.count == 1)
        #expect(found[0].domain == "MsalClientException")
        #expect(found[0].errorDescription == "java.net.ConnectException: java.net.SocketException: Network is unreachable")
        #expect(found[0].underlying?.domain == "java.net.ConnectException")
        #expect(found[0].underlying?.underlying == nil)
        #expect(AdviceEngine.advise(found[0]).action == .noNetwork)
    }

    @Test("a runtime's network exception takes no MSAL code from a line the app logged near it")
    func networkExceptionBorrowsNoCode() throws {
        let found = ErrorTextDecoder.decode("""
            2026-11-24 09:50:00.010 WARN  [main] c.c.sync.Auth - retrying after errorCode=invalid_grant
            java.net.UnknownHostException: login.microsoftonline.com
            errorCode=cache_miss
            """)
        try #require(found.count == 1)
        #expect(found[0].domain == "java.net.UnknownHostException")
        #expect(found[0].code == nil)
        #expect(AdviceEngine.advise(found[0]).action == .noNetwork)
    }

    @Test("a type that only looks like a network type (no namespace, or another one) starts nothing")
    func onlyFullNetworkNames() {
        #expect(ErrorTextDecoder.decode("ConnectException: Connection refused").isEmpty)
        #expect(ErrorTextDecoder.decode("org.example.net.UnknownHostException: db.internal").isEmpty)
        #expect(ErrorTextDecoder.decode("urllib3.exceptions.NewConnectionError: Failed to establish a new connection").isEmpty)
    }
}
