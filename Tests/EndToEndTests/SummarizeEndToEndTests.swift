import Foundation
import Testing

/// `summarize` and `console --open` over a session the program itself exported, run as a user would.
@Suite("End to end: summarize and reopening a session")
struct SummarizeEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-\(UUID().uuidString)-\(name)").path
    }

    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments, environment: Self.environment, deadlineSeconds: 120)
    }

    @Test("summarize counts a simulate --json session's errors; --where narrows; console --open shows its flows")
    func sessionRoundTrip() throws {
        let simulated = try run(["simulate", "--scenario", "throttled", "--platform", "dotnet", "--json"])
        #expect(simulated.status == 0)
        let path = temporaryFile("session.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try simulated.output.write(toFile: path, atomically: true, encoding: .utf8)
        let lines = simulated.output.split(separator: "\n")
        let errorLines = lines.filter { $0.contains("\"outcome\":\"error\"") }.count

        let summary = try run(["summarize", path])
        #expect(summary.status == 0, "\(summary.errors)")
        let first = summary.output.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("\(lines.count) events"), "totals on top: \(first)")
        #expect(summary.output.contains("(session)"))
        #expect(summary.output.contains("retry_after_delay"), "the throttling error's action:\n\(summary.output)")

        let filtered = try run(["summarize", path, "--where", "outcome:error", "--json"])
        let totals = try #require(JSONSerialization.jsonObject(
            with: Data(filtered.output.split(separator: "\n")[0].utf8)) as? [String: Any])
        #expect(totals["matchingEvents"] as? Int == errorLines)

        let bad = try run(["summarize", path, "--where", "action:relogin"])
        #expect(bad.status == 64 && bad.errors.contains("unknown action 'relogin'"))
        let missing = try run(["summarize", path + ".missing"])
        #expect(missing.status == 66 && missing.errors.contains("cannot read"))

        let frame = try run(["console", "--once", "--open", path, "--size", "120x40", "--events", "100000"])
        #expect(frame.status == 0, "\(frame.errors)")
        #expect(frame.output.contains("silent") && !frame.output.contains("pasted"),
                "the session's own api column, not pasted errors:\n\(frame.output)")
        #expect(frame.output.contains("\(lines.count) events") || frame.output.contains("\(lines.count)"))
    }
}

/// `console --once --open FILE` loads the whole file unless `--events` is given.
@Suite("End to end: console --once --open loads the whole file")
struct ConsoleOnceOpenEndToEndTests {
    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], deadlineSeconds: 120)
    }

    @Test("an app log of 300 errors shows 300, not the simulation's default 200; --events 50 limits it")
    func appLogLoadsAllItsErrors() throws {
        let line = "MSAL error: Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALErrorDescriptionKey=Interaction required}"
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-\(UUID().uuidString)-app.log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (Array(repeating: line, count: 300).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let whole = try run(["console", "--once", "--open", path, "--size", "120x30"])
        #expect(whole.status == 0, "\(whole.errors)")
        #expect(whole.output.contains("300 ev · 300 err"), "\(whole.output)")
        let limited = try run(["console", "--once", "--open", path, "--size", "120x30", "--events", "50"])
        #expect(limited.output.contains("50 ev · 50 err"), "\(limited.output)")
        let simulated = try run(["console", "--once", "--size", "120x30"])
        #expect(simulated.output.contains("200 ev"), "the simulation still loads 200 by default:\n\(simulated.output)")
    }
}
