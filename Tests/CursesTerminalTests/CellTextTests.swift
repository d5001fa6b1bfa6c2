@testable import CursesTerminal
import Testing
import TriageConsole

@Suite("What a cell hands to curses")
struct CellTextTests {
    @Test("Control characters never reach the terminal; they show as ?")
    func controls() {
        #expect(FrameDrawer.scalars(of: "\u{1B}", asciiOnly: false) == [0x3F])
        #expect(FrameDrawer.scalars(of: "\u{9B}", asciiOnly: false) == [0x3F])
        #expect(FrameDrawer.scalars(of: "\u{7F}", asciiOnly: true) == [0x3F])
    }

    @Test("A base character keeps its combining marks; empty text is a space")
    func combining() {
        #expect(FrameDrawer.scalars(of: "e\u{301}", asciiOnly: false) == [0x65, 0x301])
        #expect(FrameDrawer.scalars(of: "", asciiOnly: false) == [0x20])
        #expect(FrameDrawer.scalars(of: "日", asciiOnly: false) == [0x65E5])
    }

    @Test("Without UTF-8, box drawing and other non-ASCII text become ASCII stand-ins")
    func ascii() {
        #expect(FrameDrawer.scalars(of: "│", asciiOnly: true) == [0x7C])
        #expect(FrameDrawer.scalars(of: "e\u{301}", asciiOnly: true) == [0x65])
        #expect(FrameDrawer.scalars(of: "日", asciiOnly: true) == [0x3F])
    }
}
