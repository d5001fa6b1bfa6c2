import ConsoleTheme
import MSALErrorModel
import Testing
@testable import TriageConsole

@Suite struct ScreenDrawingTests {
    @Test func controlCharactersNeverReachACell() {
        var screen = Screen(width: 40, height: 1)
        screen.put("a\u{1B}[31mb\u{07}c\r\nd\u{9B}2Je\u{7F}\u{202E}f", x: 0, y: 0)
        for cell in screen.cells {
            for scalar in cell.text.unicodeScalars {
                #expect(!(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)), "control \(scalar.value) in a cell")
                #expect(scalar.value != 0x202E)
            }
        }
        #expect(screen.text == "a␛[31mb␇c␍d\u{FFFD}2Je␡\u{FFFD}f\n")
        // "\r\n" is one character: one placeholder.
        #expect(screen[1, 0].role == .placeholder, "placeholders are styled so they stand out")
    }

    @Test func doubleWidthTakesTwoCellsAndIsNeverSplit() {
        var screen = Screen(width: 10, height: 2)
        #expect(screen.put("中文ab", x: 0, y: 0) == 6)
        #expect(screen[0, 0].text == "中" && screen[1, 0].isContinuation)
        #expect(screen[2, 0].text == "文" && screen[3, 0].isContinuation)
        #expect(screen[4, 0].text == "a")
        #expect(screen.put("中文", x: 0, y: 1, maxWidth: 3) == 2, "the second character would need a fourth cell")
        #expect(screen[2, 1] == .blank)
        #expect(screen.text == "中文ab\n中\n")
    }

    @Test func widthIsMeasuredPerScalarNotPerCharacterCount() {
        #expect(CellWidth.of("請重新登入") == 10)
        #expect(CellWidth.of("e\u{301}") == 1, "a combining accent adds no cell")
        #expect(CellWidth.of("Zaloguj się") == 11)
        #expect(CellWidth.of("ＡＢ") == 4, "fullwidth forms are wide")
        #expect(CellWidth.of("\u{200B}") == 0)
    }

    @Test func wrapsByCellsAtSpacesOrBetweenChineseCharacters() {
        #expect(TextWrap.lines("sign in again please", width: 10) == ["sign in", "again", "please"])
        #expect(TextWrap.lines("請重新登入您的帳戶", width: 8) == ["請重新登", "入您的帳", "戶"])
        for line in TextWrap.lines("登入已逾時，請再試一次。Sign in again.", width: 7) {
            #expect(CellWidth.of(line) <= 7)
        }
    }

    @Test func aLongCodeNameBreaksBeforeACapitalNotMidWord() {
        #expect(TextWrap.lines("MSALInternalErrorBrokerResponseNotReceived (-42700)", width: 36)
            == ["MSALInternalErrorBrokerResponseNot", "Received (-42700)"])
        #expect(TextWrap.lines("abcdefghijXyz", width: 8) == ["abcdefgh", "ijXyz"],
                "a capital too early to keep half the line: break between characters")
    }

    @Test func textTrimsTrailingBlanksAndSkipsContinuations() {
        var screen = Screen(width: 6, height: 2)
        screen.put("ab", x: 1, y: 0)
        screen.put("名", x: 0, y: 1)
        #expect(screen.text == " ab\n名\n")
    }

    @Test func drawingOutsideTheFrameIsIgnored() {
        var screen = Screen(width: 3, height: 1)
        #expect(screen.put("abc", x: 0, y: 5) == 0)
        #expect(screen.put("abcdef", x: 1, y: 0) == 2)
        screen.fill(x: -2, y: -1, width: 10, height: 10, role: .title)
        #expect(screen.cells.allSatisfy { $0.role == .title })
    }
}
