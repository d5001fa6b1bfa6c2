import Foundation
import Testing
import TestSupport

/// Every command's errors as a user meets them: one prefix, `msal-triage: error: …`,
/// and an exit status that tells the kind of failure.
@Suite("End to end: command errors and output widths")
struct CommandErrorTests {
    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], deadlineSeconds: 60)
    }

    @Test("Each command's error starts msal-triage: error: and exits with its status", arguments: [
        (["simulate", "--count", "-1"], Int32(64), "--count -1 is negative"),
        (["simulate", "--seed", "-1"], Int32(64), "'-1' is invalid for '--seed <seed>': give a whole number from 0 to"),
        (["simulate", "--scenario", "/nonexistent/missing.yaml"], 66, "cannot read scenario file '/nonexistent/missing.yaml': no such file"),
        (["console", "--once", "--scenario", "missing.yaml"], 66, "cannot read scenario file 'missing.yaml': no such file"),
        (["console", "--once", "--open", "/nonexistent/app.log"], 66, "cannot read '/nonexistent/app.log'"),
        (["simulate", "--scenario", "mfa-stepup"], 64, "unknown scenario 'mfa-stepup'"),
        (["console", "--once", "--size", "3"], 64, "--size '3' is not WIDTHxHEIGHT"),
        (["codes", "zzzz"], 1, "no catalog entry matches 'zzzz'"),
        (["explain", "--jsn", "x"], 64, "unknown option '--jsn'"),
        (["simulate", "--platform", "cobol"], 64, "'cobol' is invalid"),
    ])
    func onePrefix(arguments: [String], status: Int32, says: String) throws {
        let result = try run(arguments)
        #expect(result.status == status, "\(arguments): \(result.errors)")
        #expect(result.errors.hasPrefix("msal-triage: error: "), "\(arguments): \(result.errors)")
        #expect(result.errors.contains(says), "\(arguments): \(result.errors)")
        #expect(!result.errors.contains("1:1:"), "no made-up position: \(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("A broken scenario file names file, line and column after the prefix, exit 65")
    func brokenScenarioFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid()).yaml").path
        try "name: x\ndescription: d\nnetwork: sometimes\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["simulate", "--scenario", path], ["console", "--once", "--scenario", path]] {
            let result = try run(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.errors.hasPrefix("msal-triage: error: \(path):3:"), "\(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1)
        }
    }

    @Test("explain -- TEXT takes the text after -- as it is (the README's example)")
    func explainAfterDoubleDash() throws {
        let result = try run(["explain", "--", "--> AADSTS50076 <--"])
        #expect(result.status == 0)
        #expect(result.output.contains("AADSTS50076"))
        #expect(result.output.contains("Description:       --> AADSTS50076 <--\n"), "\(result.output)")
    }

    /// Changed on purpose (issue 25 §6): a file name is read as its file, as grep and jq read it.
    /// (Before, the path was explained as text, printed "not recognised" and exited 0.)
    @Test("explain FILE explains what the file holds, without a note")
    func explainOfAFileNameReadsIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-explain-\(getpid()).log")
        try "AADSTS50076: MFA required\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["explain", file.path])
        #expect(result.status == 0)
        #expect(result.output.contains("50076"))
        #expect(!result.errors.contains("is read as error text"), "\(result.errors)")
        let text = try run(["explain", "AADSTS50076"])
        #expect(text.status == 0 && text.errors.isEmpty, "a code is not a file: read as text")
    }

    @Test("codes without a query prints whole lines when piped")
    func codesPipedKeepsWholeLines() throws {
        let result = try run(["codes", "--platform", "http"])
        #expect(result.status == 0)
        let longest = result.output.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest > 120, "the meanings are long and stay whole for tools")
        #expect(!result.output.contains("…"))
    }
}

/// `codes` and `explain` typed at a terminal (tmux).
@Suite("End to end: commands at a terminal (tmux)", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (run Scripts/setup); the end-to-end tests need it"))
struct CommandsAtATerminalTests {
    @Test("codes without a query fits the terminal's width, cutting lines with …")
    func codesFitTheTerminal() throws {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("clear; \(binary) codes --platform http; echo done\"\"=$?")
        let screen = try session.waitFor { $0.contains("done=") }
        #expect(screen.contains("done=0"), "\(screen)")
        let rows = screen.split(separator: "\n").filter { $0.contains("HTTP 4") || $0.contains("HTTP 5") }
        #expect(!rows.isEmpty, "\(screen)")
        for row in rows {
            #expect(row.hasSuffix("…") || row.count < 100, "a line ran past the width: \(row)")
        }
        #expect(rows.contains { $0.hasSuffix("…") }, "long meanings are cut with …:\n\(screen)")
    }

    @Test("explain typed at a terminal ends on one Ctrl-D")
    func explainEndsOnOneControlD() throws {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("clear; \(binary) explain; echo done\"\"=$?")
        try session.waitFor { $0.contains("end with Ctrl-D") }
        try session.run("Error Domain=MSALErrorDomain Code=-50002 \"(null)\"")
        try session.keys("C-d")
        let after = try session.waitFor { $0.contains("done=") }
        #expect(after.contains("done=0"), "one Ctrl-D after a line ends the text:\n\(after)")
        #expect(after.contains("MSALErrorInteractionRequired"), "\(after)")

        // Ctrl-D right after text on the same line ends it too.
        try session.run("clear; \(binary) explain; echo again\"\"=$?")
        try session.waitFor { $0.contains("end with Ctrl-D") }
        try session.hexBytes("2d", "35", "30", "30", "30", "32")  // -50002
        try session.keys("C-d")
        let sameLine = try session.waitFor { $0.contains("again=") }
        // `-50002` alone names no error: the input ended, and explain says nothing was recognised
        // (exit 1 since issue 25 §6; it was 0).
        #expect(sameLine.contains("again=1"), "\(sameLine)")
        #expect(sameLine.contains("not recognised: no MSAL error found in standard input"), "\(sameLine)")
    }
}
