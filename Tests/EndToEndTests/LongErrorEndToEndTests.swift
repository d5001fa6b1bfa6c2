import Foundation
import Testing
import TestSupport

/// Issue 27, round two: an error longer than 64 KiB is cut there, every reader says so, and
/// every reader counts it the same, here with the 4 MiB chunk edge falling inside it: a chain
/// of nested exceptions whose inner one lies past the cut. Before, the whole text took the
/// inner one into the chain (12 errors) and a stream did so or not depending on where the
/// edge fell (here it did not: 13); now the inner one past the cut is an error of its own
/// wherever the edge falls.
@Suite("End to end: an error longer than 64 KiB across a chunk edge")
struct LongErrorEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    private static let shortError = "InteractionRequiredAuthError: interaction_required: AADSTS50058: A silent sign-in request was sent but no user is signed in."

    /// Filler to 20 KiB before the 4 MiB edge, then a .NET exception whose stack trace runs
    /// 140 KB with an inner exception 110 KB down (past the cut: an error of its own), then ten
    /// short errors: 13 errors in all.
    private static func log() -> String {
        var text = shortError + "\n"
        let filler = "2026-11-23T10:00:01Z INFO token cache hit for account 4, all is well\n"
        while text.utf8.count < (4 << 20) - (20 << 10) { text += filler }
        text += "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: The user must enroll for MFA.\n"
        text += "   ErrorCode: invalid_grant\n"
        for frame in 0..<1_400 {
            text += "   at Contoso.Mail.Sync.Worker\(frame).RunAsync(CancellationToken token) in /src/Sync/Worker.cs:line \(frame)\n"
            if frame == 1_100 {
                text += " ---> Microsoft.Identity.Client.MsalServiceException: AADSTS50058: A silent sign-in request was sent\n"
            }
        }
        text += "\n"
        for _ in 0..<10 { text += filler + shortError + "\n" }
        return text
    }

    private func run(_ arguments: String) throws -> Subprocess.Result {
        let binary = try BinaryUnderTest.path.get()
        return try Subprocess.run("/bin/sh", ["-c", "'\(binary)' \(arguments)"], environment: Self.environment,
                                  deadlineSeconds: 300)
    }

    @Test("explain, explain --json, summarize and the console count it once and say it was cut")
    func everyReaderAgrees() throws {
        let folder = NSTemporaryDirectory() + "msal-triage-long-error-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/app.log"
        try Self.log().write(toFile: path, atomically: true, encoding: .utf8)

        let json = try run("explain --json '\(path)'")
        #expect(json.status == 0, "\(json.errors)")
        let objects = json.output.split(separator: "\n")
        #expect(objects.count == 13, "explain --json: \(objects.count) errors")
        #expect(objects.filter { $0.hasSuffix(",\"truncated\":true}") }.count == 1, "one error is marked cut")
        #expect(objects.filter { $0.hasSuffix(",\"truncated\":false}") }.count == 12)

        let text = try run("explain '\(path)'")
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.components(separatedBy: "Note: the text of this error is longer than 64 KiB").count == 2,
                "explain says it once:\n\(text.output.prefix(3000))")

        let summary = try run("summarize --json '\(path)'")
        #expect(summary.status == 0, "\(summary.errors)")
        let header = String(summary.output.split(separator: "\n").first ?? "")
        #expect(header.contains("\"matchingErrors\":13") && header.contains("\"truncatedErrors\":1"), "\(header)")
        let summaryText = try run("summarize '\(path)'")
        #expect(summaryText.output.contains("13 errors found") && summaryText.output.contains("1 error longer than 64 KiB, cut there"),
                "\(summaryText.output)")

        for mode in ["--open", "--follow"] {
            let console = try run("console --once \(mode) '\(path)' --size 200x30")
            #expect(console.status == 0, "\(mode): \(console.errors)")
            #expect(console.output.contains("13 ev"), "console \(mode) counts 13 errors:\n\(console.output)")
            #expect(console.output.contains("1 error longer than 64 KiB, cut there"), "console \(mode) says it:\n\(console.output)")
        }
    }
}
