import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Structured loggers (logrus, slog, zap's console form) write the error under their own
/// `error="…"` key, as a sentence that holds the server's response escaped once more. That
/// sentence is not an OAuth error code: the response is read from inside it.
@Suite struct ResponseInsideLoggerFieldTests {
    private func only(_ text: String) throws -> Diagnosis {
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1, "\(text)")
        return try #require(diagnoses.first)
    }

    @Test func aLogrusErrorFieldHoldingAGoResponse() throws {
        let text = #"time="2029-07-19T08:41:10+02:00" level=error msg="sign-in callback" error="exchange code: http call(https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token)(POST) error: reply status code was 400:\n{\"error\":\"invalid_grant\",\"error_description\":\"AADSTS54005: The code was used before. Trace ID: 6a0d7b61-3c2e-4f51-9e0a-2b7f4c1d8e90\",\"error_codes\":[54005],\"correlation_id\":\"c1f0a2b3-4d5e-4f60-8a7b-9c0d1e2f3a4b\"}" route=/signin-oidc"#
        let diagnosis = try only(text)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [54005])
        #expect(diagnosis.httpStatus == 400, "Go's status sentence stands inside the field too")
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.correlationId == "c1f0a2b3-4d5e-4f60-8a7b-9c0d1e2f3a4b")
        #expect(diagnosis.time?.iso == "2029-07-19T06:41:10Z")
    }

    /// An `error=` field whose sentence holds no response is no OAuth error.
    @Test func aSentenceUnderErrorIsNoCode() {
        let diagnoses = ErrorTextDecoder.decode(#"level=error error="could not reach the cache: timeout after 3 tries" path=/api/orders"#)
        #expect(diagnoses.allSatisfy { $0.code != .text("could not reach the cache: timeout after 3 tries") })
        #expect(diagnoses.allSatisfy { $0.oauthError == nil })
    }

    /// A form field's one-word value is still read as it was.
    @Test func aFormValueStaysTheCode() throws {
        let diagnosis = try only("GET /callback?error=access_denied&error_description=AADSTS65004%3A+User+declined+to+consent.&state=12")
        #expect(diagnosis.oauthError == "access_denied")
        #expect(diagnosis.aadsts == [65004])
    }
}
