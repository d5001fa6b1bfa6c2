import Testing
import TriageQuery
@testable import TriageConsole

/// An MSAL log opened in the console: its flows' rows at the log's times with the log's own
/// words, the trace of a whole flow, the four panes on its error, and the raw-lines view.
@Suite struct RealFlowSnapshotTests {
    static let fixture = "dotnet/03-interleaved-client-credentials-mel-console"

    /// Home, then `e`: the first flow's error selected.
    private func frame(width: Int, height: Int, keys: [Key]) throws -> Screen {
        let program = try RealFlowFixture.program(Self.fixture, width: width, height: height)
        keys.forEach(program.handle)
        return program.frame(width: width, height: height)
    }

    @Test func flowFrame80x24() throws {
        let screen = try frame(width: 80, height: 24, keys: [.character("g"), .character("e")])
        assertSnapshot(screen.text, named: "console-80x24-msal-log")
        #expect(screen.text.contains("#f1") && screen.text.contains("AADSTS7000215"))
    }

    @Test func flowFrame120x40() throws {
        let screen = try frame(width: 120, height: 40, keys: [.character("g"), .character("e")])
        assertSnapshot(screen.text, named: "console-120x40-msal-log")
        let text = screen.text
        // The row: the log's time and words; the API gives way (`…`) before the error's code.
        #expect(text.contains("10:00:03.000 #f1 .NET client_creden… error         ERROR AADSTS7000215"), "\(text)")
        #expect(text.contains("Trace flow #f1") && text.contains("MsalServiceException"))
        #expect(text.contains("2 flows · 1 err") && !text.contains("LIVE") && !text.contains("1x"))
    }

    @Test func rawLines80x24() throws {
        let screen = try frame(width: 80, height: 24, keys: [.character("g"), .character("e"), .character("r")])
        assertSnapshot(screen.text, named: "console-80x24-msal-log-raw-lines")
        #expect(screen.text.contains("Raw lines · line 25 of"))
    }

    @Test func rawLines120x40() throws {
        let screen = try frame(width: 120, height: 40, keys: [.character("g"), .character("e"), .character("r")])
        assertSnapshot(screen.text, named: "console-120x40-msal-log-raw-lines")
    }

    @Test func rawLinesHighlightScrollAndClose() throws {
        let program = try RealFlowFixture.program(Self.fixture, width: 100, height: 30)
        [Key.character("g"), .character("e"), .character("r")].forEach(program.handle)
        guard case .rawLines(let view) = program.state.mode else {
            Issue.record("r did not open the raw lines: \(program.state.mode)")
            return
        }
        #expect(view.target == 25)
        // The event's line is highlighted, and only it.
        let screen = program.frame(width: 100, height: 30)
        let selectedRows = (0..<28).filter { y in screen[10, y].role == .selected }
        #expect(!selectedRows.isEmpty && screen.text.split(separator: "\n")[selectedRows[0]].contains("25 "))
        program.handle(.pageDown)
        guard case .rawLines(let scrolled) = program.state.mode else { return }
        #expect(scrolled.scroll > view.scroll)
        program.handle(.escape)
        #expect(program.state.mode == .normal)
    }

    @Test func rawLinesNeedAFileLine() {
        // A simulated event has no file lines: one line on the status, no view.
        let program = Fixtures.program(flows: 3)
        program.handle(.character("r"))
        #expect(program.state.mode == .normal)
        #expect(program.state.status?.contains("simulated event has no file lines") == true)
    }

    @Test func rawLinesAreRedactedAndVisible() {
        let view = RawLinesView(name: "app.log", firstLine: 1,
                                rawLines: ["token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlX2hlcmVfbG9uZw \u{1B}[31mred"],
                                target: 1, personalData: .redacted)
        #expect(!view.lines[0].contains("eyJzdWIi"), "\(view.lines[0])")
        #expect(!view.lines[0].unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(view.lines[0])")
    }
}
