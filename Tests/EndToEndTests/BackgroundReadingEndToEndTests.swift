import Foundation
import Testing
import TestSupport

/// Issue 27, round two: `console --open` of a big log reads it on a thread of its own. The
/// console comes up at once with the reading's progress in the status line, the errors
/// arrive as they are decoded, and `q` or Ctrl-C end it at once, the terminal restored.
@Suite("End to end: console --open reads in the background (tmux)", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (run Scripts/setup); the end-to-end tests need it"))
struct BackgroundReadingEndToEndTests {
    /// A generated app log of `errors` errors (`Scripts/make-app-log`), in a folder of its own.
    private func appLog(errors: Int) throws -> (path: String, folder: String) {
        let folder = NSTemporaryDirectory() + "msal-triage-background-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/app.log"
        let script = BinaryUnderTest.packageRoot.appendingPathComponent("Scripts/make-app-log").path
        let made = try Subprocess.run("/bin/sh", ["-c", "python3 '\(script)' \(errors) > '\(path)'"],
                                      environment: ["PATH": "/usr/bin:/bin"], deadlineSeconds: 120)
        try #require(made.status == 0, "make-app-log failed: \(made.errors)")
        return (path, folder)
    }

    /// The status line (the screen's last non-empty line).
    private func statusLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
    }

    /// Waits for the shell's `exit=` line after a key, and returns it with the seconds it took.
    private func quit(_ session: TmuxSession, with key: String) throws -> (screen: String, seconds: Double) {
        let clock = ContinuousClock()
        let pressed = clock.now
        try session.keys(key)
        var screen = try session.screen()
        while !screen.contains("exit="), clock.now - pressed < .seconds(30) {
            usleep(20_000)
            screen = try session.screen()
        }
        let elapsed = clock.now - pressed
        return (screen, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @Test("A 200,000-error log: the first screen shows how far the reading is, and q quits at once")
    func bigLogQuitsAtOnce() throws {
        let log = try appLog(errors: 200_000)
        defer { try? FileManager.default.removeItem(atPath: log.folder) }
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: 120, height: 30)
        defer { session.close() }
        try session.run("cd \(log.folder) && \(binary) console --open app.log; echo exit\"\"=$?")
        // Before the change, the screen stayed blank until the whole file was decoded.
        let first = try session.waitFor { $0.contains("reading '") && $0.contains("errors so far") }
        let status = statusLine(first)
        #expect(status.contains("reading '") && status.contains("% (") && status.contains("of 63.1 MB)"),
                "the status line should say how far the reading is:\n\(first)")
        #expect(first.contains("FILE"), "the console's frame is drawn:\n\(first)")
        #expect(!status.contains("100%"), "the reading should still be under way when the first screen shows:\n\(first)")
        let (after, seconds) = try quit(session, with: "q")
        #expect(after.contains("exit=0"), "q should quit while the file is read:\n\(after)")
        // Generous for a loaded machine; before the change q waited for the whole file (minutes in a debug build).
        #expect(seconds < 2.5, "q took \(seconds) s to end the console")
        #expect(try session.format("#{alternate_on}") == "0", "the terminal is back on its main screen")
        #expect(try session.format("#{cursor_flag}") == "1", "the cursor is shown again")
    }

    @Test("Ctrl-C while a big log is read ends the console at once with 130")
    func controlCWhileReading() throws {
        let log = try appLog(errors: 200_000)
        defer { try? FileManager.default.removeItem(atPath: log.folder) }
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: 120, height: 30)
        defer { session.close() }
        try session.run("cd \(log.folder) && \(binary) console --open app.log; echo exit\"\"=$?")
        let first = try session.waitFor { $0.contains("reading '") }
        #expect(first.contains("reading '"), "\(first)")
        let (after, seconds) = try quit(session, with: "C-c")
        #expect(after.contains("exit=130"), "\(after)")
        #expect(seconds < 2.5, "Ctrl-C took \(seconds) s to end the console")
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test("A small log is read to its end: every error arrives and the status line says how many")
    func smallLogReadToTheEnd() throws {
        let log = try appLog(errors: 3_000)
        defer { try? FileManager.default.removeItem(atPath: log.folder) }
        let binary = try BinaryUnderTest.path.get()
        let counted = try Subprocess.run("/bin/sh", ["-c", "'\(binary)' explain --json '\(log.path)' | wc -l"],
                                         environment: ["PATH": "/usr/bin:/bin"], deadlineSeconds: 120)
        let errors = try #require(Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(errors >= 3_000, "explain finds the generated errors")
        let shown = errors.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        let session = try TmuxSession(width: 120, height: 30)
        defer { session.close() }
        try session.run("cd \(log.folder) && \(binary) console --open app.log; echo exit\"\"=$?")
        let done = try session.waitFor { $0.contains("read 'app.log': \(shown) errors") }
        #expect(done.contains("read 'app.log': \(shown) errors"), "\(done)")
        #expect(done.contains("\(errors) ev"), "every error is in the log:\n\(done)")
        let (after, _) = try quit(session, with: "q")
        #expect(after.contains("exit=0"), "\(after)")
    }
}
