import MSALErrorModel
import Testing
@testable import MSALErrorText

/// An app's structured log line names the OAuth error and the status in fields of its own
/// around the server's text: they are read with the AADSTS code.
@Suite struct AppFieldsOnTheLineTests {
    @Test func errorCodeAndStatusCodeFields() throws {
        let text = "2029-02-03 04:05:06,789 ERROR [billing-sync] token request failed errorCode=invalid_client statusCode=401 "
            + "msg=\"AADSTS7000215: Invalid client secret provided. Trace ID: 1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a00\""
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(diagnosis.httpStatus == 401)
        #expect(diagnosis.aadsts == [7000215])
    }

    /// A field that holds no OAuth error (an app's own code) is not taken for one.
    @Test func anAppsOwnCodeIsNoOAuthError() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(
            "sync failed errorCode=E_SYNC_42 reason=\"AADSTS50173: The grant was revoked.\"").first)
        #expect(diagnosis.oauthError == nil)
        #expect(diagnosis.aadsts == [50173])
    }
}
