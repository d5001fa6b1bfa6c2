import Foundation
import Testing
import TestSupport

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

/// The summarize problems a user met, run as the user ran them.
@Suite("End to end: summarize's rows, platforms, bad lines and --where errors")
struct SummarizeUserReportEndToEndTests {
    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], deadlineSeconds: 120)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-\(UUID().uuidString)-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func jsonRows(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").dropFirst().map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("Java errors: a row per wrapped error and action, never one CompletionException row for all")
    func javaWrappedErrorsGetARowEach() throws {
        let simulated = try run(["simulate", "--scenario", "mixed", "--platform", "java", "--count", "3000", "--json"])
        let path = try file("java.jsonl", simulated.output)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let byCode = try jsonRows(try run(["summarize", path, "--json"]).output)
        let byAction = try jsonRows(try run(["summarize", path, "--by", "action", "--json"]).output)
        #expect(byAction.count >= 3, "the session has several actions: \(byAction.map { $0["key"] ?? "" })")
        #expect(byCode.count >= byAction.count, "by code is never coarser than by action")
        let keys = byCode.map { row in
            let wrapped = row["wrapped"] as? [String: Any]
            return "\(row["domain"] ?? "") \(wrapped?["domain"] ?? "") \(wrapped?["code"] ?? "") \(wrapped?["aadsts"] ?? "") \(wrapped?["httpStatus"] ?? "") \(row["action"] ?? "")"
        }
        #expect(Set(keys).count == keys.count, "no two rows for the same error and action: \(keys)")
        #expect(byCode.allSatisfy { $0["wrapped"] is [String: Any] }, "every msal4j error names what it wraps")
        let text = try run(["summarize", path]).output
        #expect(text.contains("CompletionException › MsalServiceException"), "\(text)")
        let actions = try run(["summarize", path, "--by", "action"]).output
        #expect(!actions.split(separator: "\n").dropFirst(3).contains { $0.contains(" error ") },
                "most common first never says 'error':\n\(actions)")
    }

    @Test("an app-log error naming no platform is '—', not apple; --platform names it")
    func noPlatformIsInvented() throws {
        let path = try file("app.log", """
            2026-11-02T09:00:00.012Z sign-in failed with AADSTS700016: Application with identifier 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' was not found in the directory. Correlation ID: e8e5b461-44ef-4a8c-88c4-f5059be3cecb

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try run(["summarize", path])
        #expect(summary.status == 0)
        let lines = summary.output.split(separator: "\n")
        // An app log's events are its errors: counted as errors found (issue 28), singular for one.
        #expect(lines.first == "1 error found · in 1 group (by code)", "singular for one: \(summary.output)")
        #expect(lines.last?.hasPrefix("    1  —") == true, "\(summary.output)")
        let apple = try run(["summarize", path, "--where", "platform:apple"])
        #expect(apple.output.hasPrefix("1 error found · 0 match 'platform:apple'"), "\(apple.output)")
        let given = try run(["summarize", path, "--platform", "dotnet", "--where", "platform:dotnet"])
        #expect(given.output.hasPrefix("1 error found · 1 match"), "\(given.output)")
    }

    @Test("a session with a junk first line is read as a session; the line is named on stderr")
    func junkFirstLine() throws {
        let simulated = try run(["simulate", "--scenario", "throttled", "--json"])
        let three = simulated.output.split(separator: "\n").prefix(3).joined(separator: "\n")
        let path = try file("bad.jsonl", "garbage\n" + three + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try run(["summarize", path])
        #expect(summary.status == 0)
        #expect(summary.output.hasPrefix("3 events · ") && summary.output.contains("· 1 line skipped"), "\(summary.output)")
        #expect(summary.output.contains("(session)"), "\(summary.output)")
        #expect(summary.errors.contains("\(path) line 1: not a session event") && summary.errors.contains("fix or delete the line"),
                "\(summary.errors)")
    }

    @Test("a misspelt --where key exits 64 naming the keys, with summarize's usage; quoted it is text")
    func unknownWhereKey() throws {
        let path = try file("app.log", "Sign-in failed with AADSTS7000222: expired\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bad = try run(["summarize", path, "--where", "acton:interactive_auth"])
        #expect(bad.status == 64)
        #expect(bad.errors.contains("unknown key 'acton:'; keys: action, api, cid, code, domain, flow, outcome, platform"),
                "\(bad.errors)")
        #expect(bad.errors.contains("Usage: msal-triage summarize"), "summarize's own usage: \(bad.errors)")
        let quoted = try run(["summarize", path, "--where", "\"acton:interactive_auth\""])
        #expect(quoted.status == 0 && quoted.output.contains("0 match"), "\(quoted.output)\(quoted.errors)")
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
