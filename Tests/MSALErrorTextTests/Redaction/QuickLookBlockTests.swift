import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The quick looks' many-bytes-at-a-time paths: the id test eight bytes at a time, the secret
/// look's step over a whole GUID, and the address look that only reads `@ . : %`. Each must
/// decide exactly as the byte-by-byte walk would, wherever the deciding byte falls.
@Suite struct QuickLookBlockTests {
    static func isHexId(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { Redactor.isHexId($0) }
    }

    @Test func theIdTestRefusesAnyOtherByteWhereverItFalls() {
        let hex = Array("0123456789abcdefABCDEF-".utf8)
        for length in 1..<45 {
            let clean = (0..<length).map { hex[($0 * 7) % hex.count] }
            #expect(Self.isHexId(String(decoding: clean, as: UTF8.self)), "length \(length)")
            for position in 0..<length {
                for stranger in ["g", "G", "/", ":", "@", "`", "_", " ", "é", "\u{7F}"] {
                    var bytes = clean
                    bytes.replaceSubrange(position...position, with: Array(stranger.utf8))
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(!Self.isHexId(text), "\(text)")
                }
            }
        }
    }

    @Test func theGuidStepIsTakenOnlyWhereNoSecretStartCanHide() {
        // If a key of hex digits were ever added, the step turns itself off (and these tests
        // would no longer exercise it).
        #expect(QuickLookTables.shared.guidsHoldNoSecretStart)
    }

    static let guid = "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40"

    @Test(arguments: [
        // A token byte after the GUID makes it part of a longer run: an opaque token.
        "Trace ID: \(guid)-Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9 end",
        "id \(guid)=Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv end",
        // A secret right after a GUID, and one straddling where the step lands.
        "\(guid) password=hunter22",
        "\(guid),client_secret=abcdefghij",
        "\(guid)\(guid) access_token=abcdefghij",
        // After `%` or `://` the word is a key or a URL's user.
        "q=%26\(guid)%26client_secret%3Dabcdefghij",
        "https://\(guid):hunter22@login.example.com/",
        // A GUID-shaped run that is not all hex is looked at word by word.
        "x 0b6f3c2d-1e4a-4b8c-a1d2-eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijklmn",
    ])
    func secretsNextToGuidsAreStillFound(_ input: String) {
        let full = Redactor.secretsRemovedWithoutQuickLook(from: input)
        #expect(full != nil, "the full pass redacts \(input)")
        #expect(Redactor.redact(input, personalData: .shown) == full)
    }

    @Test func aDescriptionWithGuidsPassesTheQuickLook() {
        var text = "AADSTS50173: The provided grant has expired. Trace ID: \(Self.guid) Correlation ID: "
            + "C802CF2E-57E8-4663-8E80-DD7C2DD2DC37 Timestamp: 2026-11-02 12:00:00Z"
        #expect(!text.withUTF8 { Redactor.mayHoldSecret($0) })
    }

    /// GUIDs and their near misses glued to secret-shaped pieces: the quick look must
    /// never pass over a text the full pass would change.
    @Test func guidsAmongSecretPiecesNeverHideOne() {
        let pieces = [
            Self.guid, Self.guid.uppercased(), String(Self.guid.dropLast()), "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b4g",
            "-", "=", "+", "~", "Q~", "8Q~", " ", "%", "%26", "/", "://", "@", ":", "\"", "password", "code", "eyJ",
            "0.A", "access_token", "client-secret", "Bearer ", "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9", "0123456789", "xyz",
        ]
        var generator = SeededGenerator(seed: 0x6D1D_5EED)
        var redacted = 0
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let full = Redactor.secretsRemovedWithoutQuickLook(from: text)
            if full != nil { redacted += 1 }
            #expect(Redactor.redact(text, personalData: .shown) == (text.utf8.count >= 10 ? full ?? text : text), "\(text)")
        }
        #expect(redacted > 1_000)
    }

    @Test(arguments: [
        "10.1.2.3", "fe80::1", "2001:db8:0:0:0:0:0:1", "::ffff:10.0.0.1", "1:2:3:4:5:6:1.2.3.4", "j@contoso.com",
        "j%40contoso.com",
    ])
    func anAddressIsFoundWhereverItFallsAmongTheBlocks(_ address: String) {
        for offset in 0..<40 {
            for tail in ["", " ok", ". And more text after it, past one block"] {
                let text = "Sign-in from: " + String(repeating: "x", count: offset) + " " + address + tail
                let full = PersonalDataRedactor.personalDataRemovedWithoutQuickLook(from: text)
                #expect(full != nil, "\(text)")
                #expect(PersonalDataRedactor.personalDataRemoved(from: text) == full, "\(text)")
            }
        }
    }

    @Test(arguments: [
        "AADSTS50173: The provided grant has expired. Trace ID: 0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40 Timestamp: 2026-11-02 12:00:00Z",
        "Version 4.61 then 3.0, at 10:00:00 and 11:00:00, ratio 1:2.",
    ])
    func sentenceDotsAndTimesHoldNoAddressMark(_ text: String) {
        var text = text
        #expect(!text.withUTF8 { PersonalDataRedactor.holdsAddressMarks($0) })
    }
}
