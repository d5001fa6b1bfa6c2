import Testing
@testable import MSALErrorModel

/// The byte-level look `VisibleText.make` takes first must refuse exactly what the scalar
/// check refuses, wherever the scalar falls among the sixteen- and eight-byte blocks.
@Suite struct VisibleTextSafetyTests {
    /// Every unsafe scalar, and safe ones whose UTF-8 starts with the same lead bytes
    /// (C2 for `©` and the no-break space, E2 for typographic punctuation and the neighbours
    /// of the bidi marks), so a look that stops at a lead byte must read on correctly.
    static let scalars: [Unicode.Scalar] = {
        let unsafe = (0..<0x20).map { $0 } + Array(0x7F...0x9F) + [0x200E, 0x200F]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        let lookalikes: [UInt32] = [0x20, 0x7E, 0xA0, 0xA9, 0xBF, 0x2010, 0x2014, 0x2019, 0x201C, 0x2026,
                                    0x200D, 0x2010, 0x2029, 0x202F, 0x2065, 0x206A, 0x2070, 0x20AC, 0x2122]
        return (unsafe.map(UInt32.init) + lookalikes).compactMap(Unicode.Scalar.init)
    }()

    static func isSafe(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { VisibleText.isSafe($0) }
    }

    @Test func agreesWithTheScalarCheckAtEveryOffset() {
        for scalar in Self.scalars {
            let expected = !VisibleText.isUnsafe(scalar)
            for offset in 0..<33 {
                let text = String(repeating: "a", count: offset) + String(Character(scalar)) + String(repeating: "z", count: 20)
                #expect(Self.isSafe(text) == expected, "U+\(String(scalar.value, radix: 16)) after \(offset) bytes")
            }
        }
    }

    @Test func anUnsafeScalarInTheLastBytesIsFoundWhateverTheLength() {
        // The overlapping looks at a text's last sixteen (then eight) bytes must not pass over
        // a scalar at its end, nor one just before a short tail.
        for scalar in Self.scalars {
            let expected = !VisibleText.isUnsafe(scalar)
            for offset in 0..<48 {
                let atEnd = String(repeating: "a", count: offset) + String(Character(scalar))
                #expect(Self.isSafe(atEnd) == expected, "U+\(String(scalar.value, radix: 16)) ending \(offset) bytes")
                let beforeTail = String(repeating: "b", count: offset) + String(Character(scalar)) + "yz"
                #expect(Self.isSafe(beforeTail) == expected, "U+\(String(scalar.value, radix: 16)) after \(offset) bytes")
            }
        }
    }

    @Test func aLeadByteAtTheVeryEndIsNotReadPast() {
        // A text that ends mid-look (C2 or E2 as the last bytes) is judged on what is there.
        #expect(Self.isSafe(String(repeating: "a", count: 15) + "\u{A9}"))
        #expect(Self.isSafe(String(repeating: "a", count: 30) + "…"))
        #expect(!Self.isSafe(String(repeating: "a", count: 31) + "\u{202E}"))
    }

    @Test func aCutTextIsTheFirstScalarsWhereverAnUnsafeOrWideOneFalls() {
        // The plain-ASCII shortcut for long lines must give what the scalar-by-scalar cut gives.
        let limit = 12
        for scalar in Self.scalars + ["é", "日", "😀"] {
            for offset in 0..<20 {
                let text = String(repeating: "a", count: offset) + String(Character(scalar)) + String(repeating: "z", count: 20)
                let kept = text.unicodeScalars.prefix(limit).map { VisibleText.isUnsafe($0) ? VisibleText.picture(for: $0) : $0 }
                var expected = String.UnicodeScalarView()
                expected.append(contentsOf: kept)
                #expect(VisibleText.make(text, limit: limit) == String(expected) + "…",
                        "U+\(String(scalar.value, radix: 16)) after \(offset) bytes")
            }
        }
        #expect(VisibleText.make(String(repeating: "b", count: limit), limit: limit) == String(repeating: "b", count: limit),
                "a text exactly as long as the limit is not cut")
    }

    @Test func makeKeepsSafeTextAndPicturesUnsafeText() {
        let typographic = "The operation couldn’t be completed — retry… “later” © 2026"
        #expect(VisibleText.make(typographic) == typographic)
        #expect(VisibleText.make("user\u{202E}gnp.exe") != "user\u{202E}gnp.exe")
        #expect(!VisibleText.make("padding padding \u{1B}[2J").unicodeScalars.contains("\u{1B}"))
    }
}
