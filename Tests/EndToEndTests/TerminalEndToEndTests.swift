import Foundation
import Testing

/// The real binary in a real terminal: tmux with a pinned TERM, locale and size. What is asserted
/// is what a person sees (`capture-pane`) and the state the shell is left in (`stty -a`, the
/// alternate screen). Run with `swift test --filter EndToEndTests`.
@Suite("End to end: msal-triage in a real terminal (tmux)", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (run Scripts/setup); the end-to-end tests need it"))
struct TerminalEndToEndTests {
    /// The full-screen program under test and a line it always shows.
    static let program = "edge-demo"
    static let firstScreenMarker = "EDGE DEMO"

    /// Starts the program from the pane's shell; when it ends the shell prints `exit=STATUS`
    /// (typed as `exit""=` so the command line itself does not match).
    private func start(_ extra: String = "", width: Int = 80, height: Int = 24,
                       environment: String = "", redirect: String = "") throws -> TmuxSession {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: width, height: height)
        try session.run("\(environment) \(binary) \(Self.program) \(extra) \(redirect); echo exit\"\"=$?")
        return session
    }

    /// The shell is back: canonical mode, echo, main screen, cursor shown.
    private func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.format("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try session.format("#{cursor_flag}") == "1", "cursor still hidden", sourceLocation: sourceLocation)
        try session.run("clear; stty -a")
        let text = try session.waitFor { $0.contains("icanon") }
        let flags = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(flags.contains("icanon") && !flags.contains("-icanon"), "not in canonical mode:\n\(text)",
                sourceLocation: sourceLocation)
        #expect(flags.contains("echo") && !flags.contains("-echo"), "echo is off:\n\(text)",
                sourceLocation: sourceLocation)
    }

    @Test("Start, keys, paste, resize, q: the screen follows and the terminal is left as it was")
    func fullSession() throws {
        let session = try start()
        defer { session.close() }
        let first = try session.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(first.contains(Self.firstScreenMarker), "first screen:\n\(first)")
        #expect(first.contains("size 80x24"))
        #expect(first.contains("wide: 日本語|end"), "double-width text misdrawn:\n\(first)")
        #expect(try session.format("#{alternate_on}") == "1")

        try session.keys("Up", "PageDown", "F5", "BTab", "Escape", "é")
        let afterKeys = try session.waitFor { $0.contains("character(\"é\")") }
        for shown in ["key up", "key pageDown", "key function(5)", "key backTab", "key escape", "key character(\"é\")"] {
            #expect(afterKeys.contains(shown), "missing \(shown):\n\(afterKeys)")
        }

        try session.paste("Error Domain=MSALErrorDomain Code=-50002\nline two")
        let afterPaste = try session.waitFor { $0.contains("paste(") }
        #expect(afterPaste.contains("key paste(49 chars: Error Domain=MSALErrorDomain Code=-50002⏎line two)"),
                "paste not delivered whole:\n\(afterPaste)")

        try session.resize(width: 60, height: 20)
        let resized = try session.waitFor { $0.contains("size 60x20") }
        #expect(resized.contains("size 60x20"), "after resize:\n\(resized)")
        #expect(resized.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count <= 60 })

        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("edge-demo: programQuit"))
        #expect(after.contains("exit=0"))
        try expectTerminalRestored(session)
    }

    @Test("stdout and stderr written while the screen is up stay off the screen and show after it closes")
    func outputReplay() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        try session.keys("e", "o")
        let during = try session.waitFor { $0.contains("character(\"o\")") }
        #expect(!during.contains("written to stderr"), "stderr reached the screen:\n\(during)")
        #expect(!during.contains("printed to stdout"), "stdout reached the screen:\n\(during)")
        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("edge-demo: a line written to stderr while the screen was up"), "\(after)")
        #expect(after.contains("edge-demo: a line printed to stdout while the screen was up"), "\(after)")
    }

    @Test("A paste holding an invalid UTF-8 byte arrives and keys work after it (it used to freeze every key)")
    func pasteWithInvalidUTF8() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        try session.paste(bytes: Array("AADSTS50076 caf".utf8) + [0xE9])
        let pasted = try session.waitFor { $0.contains("key paste(") }
        #expect(pasted.contains("key paste(15 chars: AADSTS50076 caf"), "\(pasted)")
        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=0"), "q did nothing after the paste:\n\(after)")
    }

    @Test("Mouse wheel and click arrive through curses' mouse support")
    func mouse() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        // xterm X10 reports, as the terminal sends them: wheel up at (1,1), left press at (11,6).
        try session.hexBytes("1b", "5b", "4d", "60", "21", "21")
        try session.hexBytes("1b", "5b", "4d", "20", "2b", "26")
        let text = try session.waitFor { $0.contains("mouseClick") }
        #expect(text.contains("key mouseWheelUp(x: 0, y: 0)"), "\(text)")
        #expect(text.contains("key mouseClick(x: 10, y: 5)"), "\(text)")
    }

    @Test("Switching theme while running re-initialises the colour pairs")
    func themeSwitch() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(!(try session.styledScreen().contains("38;5;214")))
        try session.keys("t")
        try session.waitFor { $0.contains("theme amber") }
        let styled = try session.styledScreen()
        #expect(styled.contains("38;5;214"), "amber's #ffaf00 (xterm 214) not in use:\n\(styled)")
    }

    @Test("Without a UTF-8 locale, line drawing falls back to ASCII")
    func asciiLocale() throws {
        let session = try start(environment: "LANG=C LC_ALL=C")
        defer { session.close() }
        let text = try session.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(text.contains(String(repeating: "-", count: 40)), "\(text)")
        #expect(!text.contains("─"))
        #expect(text.contains("wide: ? ? ? |end"), "wide text should keep its columns in ASCII:\n\(text)")
    }

    @Test("Ctrl-C quits cleanly through the normal path, with the status shells expect (130)")
    func controlC() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        try session.keys("C-c")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("edge-demo: interrupted"), "\(after)")
        #expect(after.contains("exit=130"), "\(after)")
        try expectTerminalRestored(session)
    }

    /// The modes a crash must turn off besides the alternate screen: application keypad
    /// and cursor keys, and the mouse reports (SGR included).
    private func expectModesOff(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (flag, name) in [("#{keypad_flag}", "keypad"), ("#{keypad_cursor_flag}", "cursor keys"),
                             ("#{mouse_any_flag}", "mouse"), ("#{mouse_standard_flag}", "mouse"),
                             ("#{mouse_sgr_flag}", "SGR mouse")] {
            #expect(try session.format(flag) == "0", "\(name) mode still on", sourceLocation: sourceLocation)
        }
    }

    @Test("Every signal whose default ends the process restores the terminal, then ends it with that signal",
          arguments: [SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF])
    func fatalSignals(_ signal: Int32) throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        let pid = try #require(try session.foregroundPid())
        kill(pid, signal)
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=\(128 + signal)"), "\(after)")
        try expectTerminalRestored(session)
        try expectModesOff(session)
    }

    @Test("A stack overflow restores the terminal (the crash handler runs on its own stack)")
    func stackOverflow() throws {
        let session = try start("--allow-crash", redirect: "2>/dev/null")
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        try session.keys("@")
        let after = try session.waitFor({ $0.contains("exit=") }, attempts: 600)
        #expect(after.contains("exit=139") || after.contains("exit=134"), "\(after)")
        try expectTerminalRestored(session)
        try expectModesOff(session)
    }

    @Test("SIGTERM ends the run cleanly (exit 143) and restores the terminal")
    func sigterm() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        let pid = try #require(try session.foregroundPid())
        kill(pid, SIGTERM)
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=143"), "\(after)")
        try expectTerminalRestored(session)
    }

    @Test("When the terminal disappears the program ends instead of spinning")
    func terminalVanishes() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        let pid = try #require(try session.foregroundPid())
        let shell = Int32(try session.format("#{pane_pid}"))
        session.vanish()
        defer { if let shell { kill(shell, SIGKILL) } }
        // Gone, or a zombie waiting for its shell: either way no longer running.
        func running() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z" && state != "X"
        }
        for _ in 0..<300 where running() { usleep(100_000) }
        #expect(!running(), "still running after its terminal went away")
        if running() { kill(pid, SIGKILL) }
    }

    @Test("A crash restores the terminal and still reports the crash")
    func crash() throws {
        let session = try start("--allow-crash", redirect: "2>crash.txt")
        defer { session.close() }
        try session.waitFor { $0.contains(Self.firstScreenMarker) }
        try session.keys("!")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=132") || after.contains("exit=133"), "\(after)")
        try expectTerminalRestored(session)
        // What the runtime wrote to stderr while the screen was up reaches the real stderr.
        try session.run("grep -c 'edge-demo crash requested' crash.txt")
        let report = try session.waitFor { $0.split(separator: "\n").contains("1") }
        #expect(report.split(separator: "\n").contains("1"), "the crash message was lost:\n\(report)")
    }

    @Test("NO_COLOR keeps the interface with attributes only")
    func noColor() throws {
        let colored = try start()
        defer { colored.close() }
        try colored.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(try colored.styledScreen().contains("38;5;"), "the default theme should use colours")

        let plain = try start(environment: "NO_COLOR=1")
        defer { plain.close() }
        let text = try plain.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(text.contains(Self.firstScreenMarker))
        let styled = try plain.styledScreen()
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"), "colours despite NO_COLOR:\n\(styled)")
        #expect(styled.contains("\u{1B}[7m") || styled.contains(";7m"), "the status bar should be in reverse video")
    }

    @Test("An 8-colour terminal gets the nearest basic colours; one without colours gets attributes only")
    func fewerColours() throws {
        let eight = try start(environment: "TERM=xterm")
        defer { eight.close() }
        try eight.waitFor { $0.contains(Self.firstScreenMarker) }
        let eightStyled = try eight.styledScreen()
        #expect(!eightStyled.contains("38;5;") && !eightStyled.contains("48;5;"), "\(eightStyled)")
        #expect(eightStyled.contains("\u{1B}[36m"), "the dark theme's blue title should be cyan on 8 colours")

        let none = try start(environment: "TERM=vt100")
        defer { none.close() }
        try none.waitFor { $0.contains(Self.firstScreenMarker) }
        let noneStyled = try none.styledScreen()
        let colourCodes = (30...37).map { "[\($0)m" } + (40...47).map { "[\($0)m" } + ["38;5;", "48;5;"]
        #expect(!colourCodes.contains { noneStyled.contains($0) }, "colours on a terminal without any:\n\(noneStyled)")
        #expect(noneStyled.contains("\u{1B}[7m") || noneStyled.contains(";7m"), "the monochrome status bar is in reverse video")
    }

    @Test("A bad --theme: the console runs on the default theme; the warning appears after the screen closes")
    func badTheme() throws {
        let session = try start("--theme no-such-theme")
        defer { session.close() }
        let first = try session.waitFor { $0.contains(Self.firstScreenMarker) }
        #expect(first.contains("theme dark"))
        #expect(!first.contains("no theme named"))
        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("no theme named 'no-such-theme'; available: dark"), "\(after)")
    }

    @Test("TERM=dumb: a clear message and exit 2, nothing drawn", arguments: [
        ("TERM=dumb", "cannot move the cursor"), ("TERM=no-such-terminal", "unknown to terminfo"),
        ("TERM=", "TERM is not set"),
    ])
    func unusableTerm(environment: String, message: String) throws {
        // Wide enough that the one-line message is not wrapped on screen.
        let session = try start(width: 250, environment: environment)
        defer { session.close() }
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains(message), "\(after)")
        #expect(after.contains("console --once"), "the message should point to the alternatives")
        #expect(after.contains("exit=2"))
        #expect(!after.contains(Self.firstScreenMarker))
    }
}
