import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL Go's `CallErr` for an error status whose body is no OAuth error: the status is the
/// error, and gives the HTTP advice.
@Suite struct GoReplyStatusErrorTests {
    @Test func aThrottledManagedIdentityEndpointInAKlogField() throws {
        let text = #"E1103 07:41:19.204118       1 tokens.go:58] "token request failed" err="http call(http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01)(GET) error: reply status code was 429:\nToo many requests, retry in 30 seconds." attempt=2"#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.domain == "CallErr")
        #expect(diagnosis.httpStatus == 429)
        #expect(diagnosis.errorDescription?.hasSuffix("reply status code was 429: Too many requests, retry in 30 seconds.") == true)
        #expect(AdviceEngine.advise(diagnosis).action == .retryAfterDelay)
    }

    /// A gateway's HTML page on the next line: the status is kept, the page is left out.
    @Test func aGatewaysPageGivesItsStatus() throws {
        let text = """
            token refresh: http call(https://login.microsoftonline.com/8d2c51f0-7a3e-4b69-9c04-e1f6a2b8d735/oauth2/v2.0/token)(POST) error: reply status code was 502:
            <html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.httpStatus == 502)
        #expect(diagnosis.errorDescription?.contains("<html>") == false)
        #expect(AdviceEngine.advise(diagnosis).action == .retryOnce5xx)
    }

    /// With an OAuth error in the body, the response decoder's answer stands (one error).
    @Test func anOAuthBodyIsReadAsBefore() throws {
        let text = #"err="http call(https://login.microsoftonline.com/contoso/oauth2/v2.0/token)(POST) error: reply status code was 400:\n{\"error\":\"invalid_grant\",\"error_description\":\"AADSTS70043: The refresh token has expired.\",\"error_codes\":[70043]}""#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [70043])
        #expect(diagnosis.httpStatus == 400)
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// Not an error status, or not the sentence: nothing.
    @Test func otherStatusesAndWordsAreNoError() {
        #expect(ErrorTextDecoder.decode("reply status code was 200:\nok").isEmpty)
        #expect(ErrorTextDecoder.decode("the reply status code was fine").isEmpty)
    }
}
