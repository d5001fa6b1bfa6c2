import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL.NET's exception log with PII logging off (`Exception type:`, `, ErrorCode:`,
/// `HTTP StatusCode`, `SubError`, `CorrelationId`, `Microsoft Entra ID Error Code`): every
/// line is read, an inner exception nests, and the error ends where the lines end.
@Suite struct ScrubbedExceptionDetailsTests {
    private let heading = "Exception type: Microsoft.Identity.Client.MsalServiceException"

    @Test(arguments: ["\n", "\r\n"])
    func everyDetailLineFillsItsField(_ newline: String) throws {
        let text = [heading, ", ErrorCode: invalid_grant", "HTTP StatusCode 400", "SubError bad_token",
                    "CorrelationId 2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a4b", "Microsoft Entra ID Error Code AADSTS50173 700082",
                    "To see full exception details, enable PII Logging. See https://aka.ms/msal-net-logging"]
            .joined(separator: newline)
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 1)
        let diagnosis = diagnoses[0]
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.codeName == "InvalidGrantError")
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.httpStatus == 400)
        #expect(diagnosis.subError == "bad_token")
        #expect(diagnosis.correlationId == "2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a4b")
        #expect(diagnosis.aadsts == [50173, 700082])
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    @Test func aServerErrorMSALNETHasNoConstantForIsStillItsCode() throws {
        // `temporarily_unavailable` is the server's OAuth error: MSAL.NET has no MsalError for it.
        let diagnoses = ErrorTextDecoder.decode([heading, ", ErrorCode: temporarily_unavailable", "HTTP StatusCode 503"]
            .joined(separator: "\n"))
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].code == .text("temporarily_unavailable"))
        #expect(diagnoses[0].httpStatus == 503)
        #expect(AdviceEngine.advise(diagnoses[0]).action == .retryOnce5xx)
    }

    @Test func anInnerExceptionNestsAsUnderlying() throws {
        let text = [heading, ", ErrorCode: managed_identity_request_failed", "HTTP StatusCode 0",
                    "CorrelationId 00000000-0000-0000-0000-000000000000", "---> Inner Exception Details",
                    "Exception type: System.Net.Http.HttpRequestException", "", "=== End of inner exception stack trace ==="]
            .joined(separator: "\n")
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].httpStatus == nil)  // 0: no HTTP call was made
        #expect(diagnoses[0].correlationId == nil)  // all zeros names no request
        #expect(diagnoses[0].underlying?.domain == "System.Net.Http.HttpRequestException")
    }

    @Test func theDetailsEndAtTheFirstOtherLine() throws {
        let text = [heading, ", ErrorCode: invalid_grant", "HTTP StatusCode 400", "CorrelationId by itself",
                    "{'error': 'invalid_client', 'error_description': 'AADSTS7000215: Invalid client secret provided.'}"]
            .joined(separator: "\n")
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 2)
        #expect(diagnoses[0].code == .text("invalid_grant"))
        #expect(diagnoses[0].correlationId == nil)
        #expect(diagnoses[1].oauthError == "invalid_client")
    }

    @Test func theLinesAreReadAfterAnyExceptionLine() throws {
        // A logger may print the type its own way; the lines below it are still MSAL.NET's.
        let diagnoses = ErrorTextDecoder.decode(
            "Microsoft.Identity.Client.MsalUiRequiredException: no account\n, ErrorCode: user_null\nHTTP StatusCode 0")
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].code == .text("user_null"))
        #expect(diagnoses[0].classification == "AcquireTokenSilentFailed")
        #expect(diagnoses[0].httpStatus == nil)
    }

    @Test func aLineThatOnlyLooksLikeOneIsNotRead() throws {
        // `HTTP StatusCode: 503` (with a colon) is a labelled field; `HTTP statuscode 503` is not MSAL.NET's spelling.
        let diagnoses = ErrorTextDecoder.decode("Microsoft.Identity.Client.MsalServiceException: boom\nHTTP statuscode 503")
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].httpStatus == nil)
    }
}
