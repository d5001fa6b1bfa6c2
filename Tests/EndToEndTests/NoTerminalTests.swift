import Foundation
import Testing
import TestSupport

@Suite("End to end: no terminal")
struct NoTerminalTests {
    @Test("Without a TTY the console exits 2 at once with one line pointing to simulate and --once")
    func noTTY() throws {
        let binary = try BinaryUnderTest.path.get()
        let result = try Subprocess.run(binary, [TerminalEndToEndTests.program],
                                        environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
                                        deadlineSeconds: 20)
        let stderrText = result.errors, stdoutText = result.output
        #expect(!result.timedOut, "it did not exit by itself")
        #expect(result.status == 2)
        #expect(stderrText.contains("needs a terminal"), "\(stderrText)")
        #expect(stderrText.contains("msal-triage simulate") && stderrText.contains("console --once"))
        #expect(stderrText.split(separator: "\n").count == 1, "more than one line:\n\(stderrText)")
        #expect(stdoutText.isEmpty, "nothing belongs on stdout:\n\(stdoutText)")
        #expect(!stderrText.contains("\u{1B}"), "escape sequences written without a terminal")
    }
}
