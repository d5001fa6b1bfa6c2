import Foundation
import Testing
@testable import MSALErrorModel

/// The byte writer `explain --json` streams with writes exactly what the `String` writer writes.
@Suite struct JSONBytesTests {
    static let awkward = [
        "", "plain", "say \"hi\"", "back\\slash", "line\nbreak\r\ttab", "esc \u{1B}[2J bell \u{07} del \u{7F}",
        "C1 \u{85} \u{9B}31m end", "non-ASCII: café 離線 Łódź ✓ 🙂", "\u{A0}no-break \u{C2}", "\u{1B}",
    ]

    @Test func everyStringIsEscapedAsJSONAndNoControlCharacterSurvives() throws {
        for text in Self.awkward {
            var bytes: [UInt8] = []
            JSONValue.writeString(text, to: &bytes)
            let written = String(decoding: bytes, as: UTF8.self)
            let decoded = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
            #expect(decoded == text, "round trip of \(written)")
            #expect(!written.unicodeScalars.contains { VisibleText.isControl($0) }, "\(written)")
            var string = ""
            JSONValue.writeString(text, to: &string)
            #expect(string == written, "the String and byte writers agree")
        }
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
}
