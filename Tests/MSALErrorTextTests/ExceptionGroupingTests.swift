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
}
