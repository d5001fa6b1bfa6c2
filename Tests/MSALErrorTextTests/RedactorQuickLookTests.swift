import Testing
@testable import MSALErrorText

/// `Redactor.redact` first takes a quick look at the text's bytes and returns it
/// unchanged when no secret can be in it. These texts sit right at the edges of that
/// look (quoted keys, spaced separators, case, token lengths and shapes), so a look
/// that passes over a real secret, or one that stops passing over clean text, shows.
@Suite struct RedactorQuickLookTests {
    static let opaque64 = "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0UvWxYzAbCdEfGhIjKlMnOpQrStUvWxYzAb"

    @Test(arguments: [
        ("sent \"code\" = \"ABCDEFGHIJKL\" back", "sent \"code\" = \"[redacted]\" back"),
        ("header 'x-ms-refresh_token' : abcdef1234", "header 'x-ms-refresh_token' : [redacted]"),
        ("PASSWORD\t=\t'hunter2horse'", "PASSWORD\t=\t'[redacted]'"),
        ("raw value \(opaque64) seen", "raw value [redacted] seen"),
        ("Authorization: BASIC dXNlcjpwYXNzd29yZA==", "Authorization: BASIC [redacted]"),
    ])
    func findsSecretsAtTheEdges(_ input: String, _ expected: String) {
        #expect(Redactor.redact(input) == expected)
    }

    @Test(arguments: [
        "error code: 0123456789abcdef was returned",  // `code` takes only `=`
        "the code is invalid and the password expired",  // keys without a value
        "Correlation ID: 0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40 Timestamp: 2024-05-01 10:00:00Z",
        "WWW-Authenticate: Basic realm",  // too short to be a credential
        "ThisIsAVeryLongIdentifierMadeOfWordsOnlyWithoutDigitsAtAllSoItStays",
    ])
    func leavesCleanTextAlone(_ input: String) {
        #expect(Redactor.redact(input) == input)
    }
}
