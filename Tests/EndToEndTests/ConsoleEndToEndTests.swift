import Foundation
import Testing

/// The real console (`msal-triage console`, default scenario) in tmux at a pinned 100×30:
/// what a person sees, and the terminal left as it was.
@Suite("End to end: the live console in a real terminal (tmux)", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (run Scripts/setup); the end-to-end tests need it"))
struct ConsoleEndToEndTests {
    private func start(width: Int = 100, height: Int = 30, environment: String = "") throws -> TmuxSession {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: width, height: height)
        try session.run("\(environment) \(binary) console; echo exit\"\"=$?")
        return session
    }

    private static func isUp(_ text: String) -> Bool {
        text.contains("Log ·") && text.contains("Details") && text.contains("Trace")
    }

    @Test("The log, pane titles and status bar show; pause, paste-to-explain, resize and q work")
    func liveSession() throws {
        let session = try start()
        defer { session.close() }
        let first = try session.waitFor(Self.isUp)
        #expect(Self.isUp(first), "first screen:\n\(first)")
        #expect(first.contains("FOLLOWING"), "the status bar should say the log follows:\n\(first)")
        // Any platform's error: the mixed stream plays six platforms (Android's errors have no MSAL prefix).
        #expect(first.contains(" ERROR "), "the log should show simulated errors:\n\(first)")
        #expect(first.contains("q quit") || first.contains("Space pause"), "key hints missing:\n\(first)")
        // The first screen explains the newest error in the four panes, without a key pressed.
        for label in ["Newest error · flow #", "Error domain", "Code", "Internal sub-code", "User message [en]"] {
            #expect(first.contains(label), "\(label) missing on the first screen:\n\(first)")
        }
        #expect(first.contains("panes: newest error"), "the status bar says which error the panes show:\n\(first)")
        #expect(try session.format("#{alternate_on}") == "1")

        try session.keys("Space")
        let paused = try session.waitFor { $0.contains("PAUSED") }
        #expect(paused.contains("PAUSED"), "Space should pause:\n\(paused)")

        try session.paste("Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALErrorDescriptionKey=AADSTS50076: MFA}")
        try session.waitFor { $0.contains("paste an error") }
        try session.keys("Enter")
        let explained = try session.waitFor { $0.contains("MSALErrorInteractionRequired (-50002)") }
        #expect(explained.contains("MSALErrorInteractionRequired (-50002)"), "paste not explained:\n\(explained)")
        #expect(explained.contains("AADSTS50076"))

        try session.resize(width: 70, height: 20)
        let resized = try session.waitFor { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return Self.isUp(text) && lines.allSatisfy { $0.count <= 70 } && lines.count <= 21
        }
        #expect(Self.isUp(resized), "after resize:\n\(resized)")

        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=0"), "\(after)")
        #expect(try session.format("#{alternate_on}") == "0")
        try session.run("clear; stty -a")
        let flags = Set(try session.waitFor { $0.contains("icanon") }.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(flags.contains("icanon") && flags.contains("echo") && !flags.contains("-icanon") && !flags.contains("-echo"))
    }

    @Test("Following a log: an error written to it arrives explained in the error panes")
    func errorArrivesWhileFollowing() throws {
        let binary = try BinaryUnderTest.path.get()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(getpid()).log").path
        try "app started\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) console --follow \(path); echo exit\"\"=$?")
        let waiting = try session.waitFor { $0.contains("Newest error · none yet") }
        #expect(waiting.contains("e next error · E previous"), "no error yet: dashes and the hint\n\(waiting)")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(("Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={MSALInternalErrorCodeKey=-42700, "
            + "MSALErrorDescriptionKey=Broker response was not received}\n").utf8))
        try handle.close()
        let arrived = try session.waitFor { $0.contains("Newest error · line 2") && $0.contains("-42700") }
        #expect(arrived.contains("MSALErrorDomain"), "\(arrived)")
        #expect(arrived.contains("MSALErrorInternal (-50000)"), "\(arrived)")
        #expect(arrived.contains("MSALInternalErrorBrokerResponseNotReceived (-42700)"), "\(arrived)")
        #expect(arrived.contains("User message [en]"), "\(arrived)")
        #expect(arrived.contains("panes: newest error"), "\(arrived)")
        try session.keys("q")
        #expect(try session.waitFor { $0.contains("exit=") }.contains("exit=0"))
    }

    @Test("SIGTERM while the console is live: exit 143, terminal back on the main screen")
    func sigterm() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor(Self.isUp)
        let pid = try #require(try session.foregroundPid())
        kill(pid, SIGTERM)
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=143"), "\(after)")
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{cursor_flag}") == "1")
    }

    @Test("console --open - reads the log from stdin and the keys from /dev/tty")
    func openStdin() throws {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("printf 'Error Domain=MSALErrorDomain Code=-50002 \"(null)\"\\n' | \(binary) console --open -; echo exit\"\"=$?")
        let up = try session.waitFor { screen in
            screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "Log · 1 event" }
        }
        #expect(up.contains("MSALErrorInteractionRequired"), "\(up)")
        try session.keys("q")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=0"), "q from the keyboard should quit:\n\(after)")
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test("TERM=dumb: the console refuses with a clear message and exit 2")
    func dumbTerminal() throws {
        let session = try start(width: 250, environment: "TERM=dumb")
        defer { session.close() }
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("cannot move the cursor"), "\(after)")
        #expect(after.contains("exit=2"))
    }

    @Test("Ctrl-C in the console exits 130, as shells expect of an interrupted command")
    func controlCExits130() throws {
        let session = try start()
        defer { session.close() }
        try session.waitFor(Self.isUp)
        try session.keys("C-c")
        let after = try session.waitFor { $0.contains("exit=") }
        #expect(after.contains("exit=130"), "\(after)")
        #expect(try session.format("#{alternate_on}") == "0")
    }
}
