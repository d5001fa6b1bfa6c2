import Testing
@testable import MSALErrorModel

/// `explain` copies the advice's texts from bytes made once per thread (`PreparedTexts`):
/// they must be exactly what making them visible (text) or escaping them (JSON) on each call
/// writes, for every text the advice table and the message files have, and for hostile ones.
@Suite struct PreparedTextsTests {
    /// Every developer advice worded per platform, every action, rule id and user message,
    /// and texts with characters that are made visible or escaped.
    private static var texts: [String] {
        var texts: [String] = []
        for rule in AdviceTable.rules + [AdviceTable.unknown] {
            texts.append(rule.id)
            if case .perPlatform(let wordings) = rule.advice {
                texts += ([nil] + Platform.allCases.map(Optional.some)).map { wordings[$0] }
            }
        }
        texts += RecommendedAction.allCases.map(\.rawValue)
        for key in UserMessageKey.allCases {
            texts += MessageLocale.allCases.map { UserMessages.text(key, locale: $0) }
        }
        texts += [
            "a bell \u{07} and an escape \u{1B}[31m in a long text", "quote \" and backslash \\ and tab \t here",
            "short \u{07}", "", "a line\nbreak in a text longer than fifteen bytes", "naïve ünïcödé text, long enough",
        ]
        return texts
    }

    private static func bytes(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var out = ByteWriter(capacity: 16)
        write(&out)
        return out.withUnsafeBytes { Array($0) }
    }

    @Test(arguments: [PreparedTexts.Form.visible, .json])
    func copiedBytesAreTheOnesMadePerCall(form: PreparedTexts.Form) {
        let texts = Self.texts
        #expect(texts.count > 300)
        // Twice over: first made and kept, then copied (more texts than entries: some evicted).
        for _ in 0..<2 {
            for text in texts {
                let made = Self.bytes { PreparedTexts.make(text, as: form, to: &$0) }
                let written = Self.bytes { PreparedTexts.current.write(text, as: form, to: &$0) }
                #expect(written == made, "\(text)")
            }
        }
    }

    /// The made-visible advice is the same as ``VisibleText/make(_:replacing:keepingLineBreaks:limit:)``
    /// and the escaped one as ``JSONValue``'s: the per-call making the table keeps.
    @Test func theMakingIsTheRenderersOwn() {
        let text = "a bell \u{07} and a \"quote\" in a long text"
        #expect(String(decoding: Self.bytes { PreparedTexts.make(text, as: .visible, to: &$0) }, as: UTF8.self)
            == VisibleText.make(text))
        #expect(String(decoding: Self.bytes { PreparedTexts.make(text, as: .json, to: &$0) }, as: UTF8.self)
            == JSONValue.string(text).serialized())
    }

    /// Every AADSTS code the catalog names, and codes it does not: the kept bytes are the name
    /// as the per-call path writes it, after a space, or nothing.
    @Test func aadstsNamesAreTheCatalogsMadeVisible() {
        let codes = Array(CatalogIndex.shared.aadsts.keys) + [0, 1, 64, 99_999_999, -7]
        #expect(codes.count > 100)
        for _ in 0..<2 {
            for code in codes {
                let expected = DiagnosisNaming.aadstsName(code).map { " " + VisibleText.make($0) } ?? ""
                let written = Self.bytes { PreparedTexts.current.writeAADSTSName(code, to: &$0) }
                #expect(String(decoding: written, as: UTF8.self) == expected, "AADSTS\(code)")
            }
        }
        #expect(Self.bytes { PreparedTexts.current.writeAADSTSName(50079, to: &$0) }
            == Array(" UserStrongAuthEnrollmentRequired".utf8))
    }

    /// A text changed after it was written is written as it now is, not as it was.
    @Test func aChangedTextIsWrittenAsItIsNow() {
        var text = "Call acquireToken interactively with the same scopes."
        #expect(Self.bytes { PreparedTexts.current.write(text, as: .visible, to: &$0) } == Array(text.utf8))
        text += " \u{07}"
        #expect(Self.bytes { PreparedTexts.current.write(text, as: .visible, to: &$0) }
            == Array(VisibleText.make(text).utf8))
    }
}
