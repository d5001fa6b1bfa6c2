import MSALErrorModel
import Testing
@testable import TriageConsole

/// Chinese line breaking (kinsoku) in the panes' text wrapping.
@Suite("TextWrap: Chinese line-breaking rules")
struct TextWrapTests {
    @Test("a full stop never lands alone at the start of a line")
    func fullStopStaysWithItsSentence() {
        // 18 cells hold nine characters; the tenth, 「。」, would start the next line.
        #expect(TextWrap.lines("請再登入一次以繼續。", width: 18) == ["請再登入一次以繼", "續。"])
    }

    @Test("an opening bracket never ends a line")
    func openingBracketMovesDown() {
        // Without the rule the first line would be 「請按「」.
        #expect(TextWrap.lines("請按「登入」繼續", width: 6) == ["請按", "「登", "入」繼", "續"])
    }

    @Test("closing marks in a row move down together with the character before them")
    func closingRun() {
        let lines = TextWrap.lines("請按「登入」。", width: 12)
        #expect(lines == ["請按「登", "入」。"])
    }

    @Test("every Chinese message wraps by the rules at every width, losing nothing",
          arguments: [MessageLocale.zhHant, .zhHans])
    func everyMessageEveryWidth(_ locale: MessageLocale) {
        for key in UserMessageKey.allCases {
            let text = UserMessages.text(key, locale: locale)
            for width in 6...80 {
                let lines = TextWrap.lines(text, width: width)
                #expect(lines.joined() == text, "\(key.rawValue) at \(width)")
                for (number, line) in lines.enumerated() {
                    #expect(CellWidth.of(line) <= width)
                    if number > 0, let first = line.first {
                        #expect(!TextWrap.noLineStart.contains(first), "\(key.rawValue) at \(width): line starts with \(first)")
                    }
                    if number < lines.count - 1, let last = line.last {
                        #expect(!TextWrap.noLineEnd.contains(last), "\(key.rawValue) at \(width): line ends with \(last)")
                    }
                }
            }
        }
    }

    @Test("text with spaces still breaks at its spaces")
    func spacesFirst() {
        #expect(TextWrap.lines("sign in again please", width: 10) == ["sign in", "again", "please"])
    }
}
