import MSALErrorModel
import Testing
@testable import MSALErrorText

@Suite struct RedactorTests {
    static let jwt = "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJhcGk6Ly9jb250b3NvIiwic3ViIjoiMTIzIn0.c2lnbmF0dXJlLXBhcnQ"
    static let refreshToken = "0.AXEAv4j5cvGGr0GRqy180BHbR1kt8OhJ2rFBm2XYZ1abcdEFGH_ijklMNOPqrstUVWXyz0123456789"

    @Test(arguments: [
        ("Authorization: Bearer \(jwt)", "Authorization: Bearer [redacted]"),
        ("token=\(jwt) next", "token=[redacted] next"),
        ("grant_type=refresh_token&refresh_token=\(refreshToken)&client_id=abc", "grant_type=refresh_token&refresh_token=[redacted]&client_id=abc"),
        ("client_secret=Abc8Q~x1y2z3A4B5C6D7E8F9G0h1i2j3k4l5m6n7&scope=x", "client_secret=[redacted]&scope=x"),
        ("{\"access_token\": \"opaque-value-123\", \"token_type\": \"Bearer\"}", "{\"access_token\": \"[redacted]\", \"token_type\": \"Bearer\"}"),
        ("{'id_token': 'xyz.abc.def'}", "{'id_token': '[redacted]'}"),
        ("client_assertion_type=jwt-bearer&client_assertion=\(jwt)", "client_assertion_type=jwt-bearer&client_assertion=[redacted]"),
        ("https://app/cb?code=0.AXEAabcdefghijklmnop_qrs&state=12", "https://app/cb?code=[redacted]&state=12"),
        ("stray secret Xy78Q~abcdEFGHijklMNOPqrstUVWX0123456789ab in a log", "stray secret [redacted] in a log"),
        ("password: hunter2horse", "password: [redacted]"),
    ])
    func removesSecrets(_ input: String, _ expected: String) {
        #expect(Redactor.redact(input) == expected)
    }

    @Test func keepsIdsCodesAndUrls() {
        let text = """
        Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALCorrelationIDKey=0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40}
        https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/oauth2/v2.0/token?error_uri=x&code=50076
        Trace ID: 4f1c2a9e-7d1b-4c55-9e0e-2b7f5d0c3a11 StatusCode: 400 Error code: 1234567890123
        "claims":"{\\"access_token\\":{\\"capolids\\":{\\"essential\\":true}}}"
        """
        #expect(Redactor.redact(text) == text)
    }

    @Test func decodedFieldsNeverHoldTheSecret() {
        let text = "InteractionRequiredAuthError: interaction_required: AADSTS50058: silent sign-in failed refresh_token=\(Self.refreshToken) Authorization: Bearer \(Self.jwt)"
        let diagnosis = ErrorTextDecoder.decode(text).first
        #expect(diagnosis?.errorDescription?.contains("[redacted]") == true)
        #expect(diagnosis?.errorDescription?.contains("eyJ") == false)
        #expect(diagnosis?.errorDescription?.contains("0.AXEA") == false)
    }
}
