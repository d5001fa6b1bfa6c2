import Foundation
import Testing
import TestSupport

/// What real logs and real users feed the binary: chains nested thousands deep, input
/// over the old 16 MiB limit, a line too long to hold, FIFOs, directories, full disks
/// and bidi overrides. Each ends in a clear line and the right status, never a crash or a hang.
@Suite("End to end: hostile and big input")
struct HostileInputEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    /// Runs `msal-triage ARGUMENTS` through the shell (for `< file` redirections).
    private func shell(_ arguments: String, deadline: Double = 120) throws -> Subprocess.Result {
        let binary = try BinaryUnderTest.path.get()
        return try Subprocess.run("/bin/sh", ["-c", "'\(binary)' \(arguments)"], environment: Self.environment,
                                  deadlineSeconds: deadline)
    }

    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "msal-triage-hostile-\(UUID().uuidString)-\(name)"
    }

    @Test("explain on a .NET chain 5,000 deep: no crash, output in proportion, the depth limit said")
    func deepChain() throws {
        let path = temporaryPath("deep.txt")
        let link = "Microsoft.Identity.Client.MsalServiceException: AADSTS50076: x\n ---> "
        try (String(repeating: link, count: 5000) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try shell("explain < '\(path)'")
        #expect(result.status == 0 && !result.timedOut, "\(result.errors.prefix(500))")
        #expect(result.output.utf8.count < 50_000, "\(result.output.utf8.count) bytes for a 300 KB input")
        #expect(result.output.contains("nested errors left out"))
    }

    @Test("explain reads more than 16 MiB from stdin and finds the error at its end; an over-long line is named")
    func bigInput() throws {
        let path = temporaryPath("big.log")
        var text = String(repeating: "INFO a line of an ordinary and rather long application log\n", count: 300_000)
        text += String(repeating: "x", count: 2 << 20) + "\n"
        text += "InteractionRequiredAuthError: interaction_required: AADSTS50058: silent sign-in failed\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try shell("explain --json < '\(path)'")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"aadsts\":[50058]"), "the error after 17 MiB was not found")
        #expect(result.errors == "msal-triage explain: line 300001 is 2097152 bytes long, more than the 1 MiB a line may hold: skipped\n")
        // The console's --open reads the same way: the error is in the log, the skipped line in the status line.
        let console = try shell("console --once --open '\(path)' --size 120x40")
        #expect(console.status == 0, "\(console.errors)")
        #expect(console.output.contains("line 300002"), "the error after 17 MiB is not in the log:\n\(console.output)")
        #expect(console.errors.contains("line 300001 is 2097152 bytes long"), "\(console.errors)")
    }

    @Test("console --follow on a FIFO with --once returns instead of waiting in open()")
    func followFIFO() throws {
        let path = temporaryPath("pipe")
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try shell("console --once --follow '\(path)' --size 100x30", deadline: 30)
        #expect(!result.timedOut, "hung on the FIFO")
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("A failed export with --once is one plain line and a non-zero status")
    func failedExport() throws {
        let result = try shell("console --once --keys x --export-dir /dev/null/nowhere --size 100x30")
        #expect(result.status == 74)
        #expect(result.errors.hasPrefix("msal-triage: error: export failed: cannot write the export in '/dev/null/nowhere': "),
                "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test("A directory given as a scenario: its name, what it is, the fix; no NSError")
    func scenarioDirectory() throws {
        let result = try shell("simulate --scenario /tmp")
        // A file that cannot be read exits 66 (as a missing --open file), with the one error prefix.
        #expect(result.status == 66)
        #expect(result.errors == "msal-triage: error: cannot read scenario file '/tmp': it is a directory; give the path "
            + "of a readable .yaml file, or a name from 'msal-triage scenarios'\n")
    }

    @Test("A bidi override in what a user typed never reaches stderr raw")
    func bidiOverride() throws {
        for arguments in ["codes $(printf 'x\\342\\200\\256y')", "simulate --scenario $(printf '/tmp/\\342\\200\\256.yaml')",
                          "console --once --theme $(printf '\\342\\200\\256dark')"] {
            let result = try shell(arguments)
            #expect(!result.errors.unicodeScalars.contains { $0.value == 0x202E }, "\(arguments): \(result.errors)")
            #expect(!result.errors.isEmpty, "\(arguments) said nothing")
        }
    }
}
