import MSALErrorModel
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

    /// Secret-shaped pieces, their near misses and separators, glued at random: the
    /// quick look must never pass over a text the full pass would change.
    @Test func neverPassesOverWhatTheFullPassRedacts() {
        let pieces = [
            "access_token", "Refresh_Token", "id_token", "client-secret", "x-ms-refresh_token", "code", "Code",
            "password", "bearer ", "BASIC ", "pop ", "eyJ", "0.A", "1.A", "M.C", "M.R", "=", ":", " = ", "\"", "'",
            "\\", "\t", " ", "\n", "_", "-", "+", "~", "8Q~", "Q~", ".", "/", "0123456789", "abcdefghij",
            "ABCDEFGHIJKLMNOP", "xyz", "é", "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40",
            "%3D", "%3a", "%22", "%27", "%2", "sig", "ESTSAUTH", "fpc", "x-ms-refresh-token", "Bearer\t",
        ]
        var generator = SeededGenerator(seed: 0x0C0F_FEE5)
        var redacted = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...24, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let full = Redactor.secretsRemovedWithoutQuickLook(from: text)
            if full != nil { redacted += 1 }
            #expect(Redactor.redact(text, personalData: .shown) == (text.utf8.count >= 10 ? full ?? text : text), "\(text)")
        }
        // The pieces do make secrets often enough for the comparison to mean something.
        #expect(redacted > 2_000)
    }

    /// Address-shaped pieces and their near misses (versions, times, ids, `::`, masked
    /// addresses) glued at random: the personal-data quick look must never pass over a
    /// text the full walk would mask.
    @Test func personalDataQuickLookNeverPassesOverAnAddress() {
        let pieces = [
            "jane.doe", "@", "contoso", ".com", ".", ":", "::", "192", "168", "1", "20", "255", "256", "fe80", "2001",
            "db8", "8a2e", "0370", "7334", "10:00:00", "MSAL.NetCore.4.66.2.0", " ", "\n", "-", "_", "*", "j***",
            "AADSTS50076", "ID", "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40", "é", "(", ")", "'", "\"", "x", "Z",
            " 10.0.0.", "1.2.3", ".4 ", " fe80::", "2001:db8:0:0:0:0:", "1:2", " j@contoso.com", "a:b:c:d:e:f:",
        ]
        var generator = SeededGenerator(seed: 0x1D_ADD5)
        var masked = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...16, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let full = PersonalDataRedactor.personalDataRemovedWithoutQuickLook(from: text)
            if full != nil { masked += 1 }
            #expect(PersonalDataRedactor.personalDataRemoved(from: text) == full, "\(text)")
        }
        // The pieces do make addresses often enough for the comparison to mean something.
        #expect(masked > 2_000)
    }

    /// A decoder unescapes form-encoded and JSON-escaped values: a secret that the raw
    /// input only holds escaped is still gone from the diagnosis.
    @Test(arguments: [
        // Form-encoded `=` (%3d) and spaces (+) inside an Apple userInfo description.
        #"Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALOAuthErrorKey=invalid_grant, "#
            + #"MSALErrorDescriptionKey=AADSTS50058%3a+silent+sign-in+failed+refresh_token%3d"#
            + RedactorTests.refreshToken + #", MSALOAuthSubErrorKey=basic_action}"#,
        // JSON `\u003d` for `=` inside an escaped response body.
        #"{"body":"{"error":"invalid_grant","error_description":"AADSTS50058: failed password\u003dhunter2horse"}"}"#,
    ])
    func secretsThatOnlyAppearAfterUnescapingAreRedacted(_ input: String) throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(input).first)
        let description = try #require(diagnosis.errorDescription)
        #expect(description.contains(Redactor.placeholder), "\(description)")
        #expect(!description.contains("0.AXEA") && !description.contains("hunter2horse"), "\(description)")
    }

    /// The redaction runs in place over every field, the underlying error's included,
    /// and keeps ids that are GUIDs.
    @Test func redactsEveryFieldInPlaceAndKeepsGuids() {
        let secret = "password=hunter2horse"
        var inner = Diagnosis(domain: "inner \(secret)")
        inner.errorDescription = "inner description Bearer \(RedactorTests.jwt)"
        var diagnosis = Diagnosis(
            domain: "Domain \(secret)", code: .text("code \(secret)"), oauthError: "oauth \(secret)",
            subError: "sub \(secret)", correlationId: "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40",
            traceId: "trace \(secret)", claims: "claims \(secret)", grantedScopes: ["User.Read", "scope \(secret)"],
            declinedScopes: ["scope \(secret)"], classification: "class \(secret)",
            errorDescription: "description \(secret)", brokerStatus: "status \(secret)", underlying: inner)
        let changed = diagnosis.redactSecrets()
        #expect(changed)
        let texts = [diagnosis.domain, diagnosis.oauthError, diagnosis.subError, diagnosis.traceId, diagnosis.claims,
                     diagnosis.classification, diagnosis.errorDescription, diagnosis.brokerStatus,
                     diagnosis.underlying?.domain, diagnosis.underlying?.errorDescription]
            + diagnosis.grantedScopes.map(Optional.some) + diagnosis.declinedScopes.map(Optional.some)
        for text in texts {
            #expect(text?.contains("hunter2horse") == false && text?.contains("eyJ") == false, "\(text ?? "nil")")
        }
        #expect(diagnosis.code == .text("code password=[redacted]"))
        #expect(diagnosis.correlationId == "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40")
        #expect(diagnosis.grantedScopes.first == "User.Read")

        var clean = Diagnosis(domain: "MSALErrorDomain", errorDescription: "AADSTS50076: MFA required.")
        let cleanChanged = clean.redactSecrets()
        #expect(!cleanChanged)
        #expect(clean == Diagnosis(domain: "MSALErrorDomain", errorDescription: "AADSTS50076: MFA required."))
    }
}
