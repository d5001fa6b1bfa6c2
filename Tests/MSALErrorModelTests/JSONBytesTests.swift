import Foundation
import Testing
@testable import MSALErrorModel

/// The byte writer `explain --json` streams with writes exactly what the `String` writer writes.
@Suite struct JSONBytesTests {
    static let awkward = [
        "", "plain", "say \"hi\"", "back\\slash", "line\nbreak\r\ttab", "esc \u{1B}[2J bell \u{07} del \u{7F}",
        "C1 \u{85} \u{9B}31m end", "non-ASCII: café 離線 Łódź ✓ 🙂", "\u{A0}no-break \u{C2}", "\u{1B}",
        "bidi \u{202E}exe.txt\u{202C} lrm \u{200E} rlm \u{200F} isolate \u{2066}x\u{2069} end",
        "typographic … — ’ ‘ “ ” ‰ €", "\u{202E}", "\u{200F}",
    ]

    /// Each awkward text also at every offset within two vectors of plain text before it, so
    /// the sixteen- and eight-bytes-at-a-time looks meet each awkward byte in every position;
    /// and every byte value in every lane of a vector.
    static let awkwardAtEveryOffset = awkward + awkward.flatMap { text in
        (0..<33).map { String(repeating: "p", count: $0) + text + " plain text after it" }
    } + (0..<256).flatMap { byte in
        (0..<16).map { lane in
            String(repeating: "v", count: lane) + String(UnicodeScalar(UInt8(byte))) + String(repeating: "w", count: 24 - lane)
        }
    } + awkward.flatMap { text in
        // At the very end too, where the last sixteen (or eight) bytes are looked at again.
        (0..<48).map { String(repeating: "q", count: $0) + text }
    } + [String(repeating: "long plain text ", count: 400) + awkward[5]]

    @Test func everyStringIsEscapedAsJSONAndNoControlCharacterSurvives() throws {
        for text in Self.awkwardAtEveryOffset {
            var bytes: [UInt8] = []
            JSONValue.writeString(text, to: &bytes)
            let written = String(decoding: bytes, as: UTF8.self)
            let decoded = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
            #expect(decoded == text, "round trip of \(written)")
            #expect(!written.unicodeScalars.contains { VisibleText.isUnsafe($0) }, "\(written)")
            var string = ""
            JSONValue.writeString(text, to: &string)
            #expect(string == written, "the String and byte writers agree")
        }
    }

    @Test("a directional formatting character is written as its \\u escape; typographic punctuation as itself")
    func directionalCharactersAreEscaped() {
        var bytes: [UInt8] = []
        JSONValue.writeString("a\u{202E}b\u{200E}c\u{2069}d’e…", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""a\u202eb\u200ec\u2069d’e…""#)
    }

    @Test func wholeValuesAgree() {
        let value = JSONValue.object([
            ("a", .array([.int(-3), .null, .bool(true), .bool(false), .double(1.5), .string(Self.awkward[5])])),
            ("b", .object([("c\"", .string("d"))])),
        ])
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == value.serialized())
    }

    /// `explain --json` writes each report straight into bytes; `codes --json` and the
    /// simulator build the tree. Every catalog entry in every locale, and a diagnosis with
    /// every field set, awkward text and an underlying error: the two are the same text.
    @Test func diagnosisReportBytesAreTheTreesText() {
        var diagnoses = Catalog.entries.map(Catalog.diagnosis(for:))
        var inner = Diagnosis(domain: Self.awkward[6], code: .text(Self.awkward[2]))
        inner.omittedUnderlyingCount = 3
        diagnoses.append(Diagnosis(
            domain: Self.awkward[5], code: .number(-50002), oauthError: "invalid_grant", subError: Self.awkward[4],
            correlationId: Self.awkward[7], traceId: "t", claims: "{\"access_token\":{}}", grantedScopes: ["a", Self.awkward[3]],
            declinedScopes: [""], classification: "BasicAction", errorDescription: Self.awkward[8], brokerStatus: "s",
            underlying: inner))
        diagnoses[diagnoses.count - 1].aadsts = [50076, 50079, 0, -7, Int.max, Int.min]
        diagnoses[diagnoses.count - 1].b2cCodes = [90118]
        diagnoses[diagnoses.count - 1].httpStatus = 400
        diagnoses[diagnoses.count - 1].retryAfterSeconds = 0
        // A report longer than the writer's first block, which must grow.
        diagnoses[diagnoses.count - 1].errorDescription = String(repeating: Self.awkward[8], count: 300)
        diagnoses[diagnoses.count - 1].brokerErrorCode = -2147023838
        #expect(diagnoses.count > 400)
        for locale in MessageLocale.allCases {
            for diagnosis in diagnoses {
                var bytes: [UInt8] = [UInt8(ascii: "x")]
                DiagnosisReport.write(diagnosis, locale: locale, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == "x" + DiagnosisReport.json(diagnosis, locale: locale).serialized())
            }
        }
    }
}
