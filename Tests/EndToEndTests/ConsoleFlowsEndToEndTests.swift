import Foundation
import Testing

/// `console --open` of an MSAL log: its flows as `summarize --by flow` rebuilds them, stepped
/// through and filtered as a user does, and the raw lines behind an event.
@Suite("End to end: the console over an MSAL log's flows")
struct ConsoleFlowsEndToEndTests {
    static let logs = MSALLogFixtureTests.folder

    static func path(_ fixture: String) -> String { logs.appendingPathComponent(fixture + ".log").path }

    @Test("console --open shows the flows summarize --by flow rebuilds, for every fixture",
          .enabled(if: FlowCommand.unavailableReason == nil, "\(FlowCommand.unavailableReason ?? "")"),
          arguments: MSALLogFixtureTests.fixtures)
    func sameFlowsAsSummarize(fixture: String) throws {
        let flows = try FlowCommand.flows(of: Self.path(fixture))
        let (rows, frame) = try ConsoleFlows.rows(of: Self.path(fixture))
        #expect(!rows.isEmpty, "\(fixture): no rows in\n\(frame)")
        for problem in ConsoleFlows.problems(rows: rows, flows: flows) {
            Issue.record(Comment(rawValue: "\(fixture): \(problem)"))
        }
        // A static file: the status bar says what it holds, never LIVE, FOLLOWING or a speed.
        let status = frame.split(separator: "\n").dropLast().last.map(String.init) ?? ""
        #expect(status.contains("FILE") && status.contains("flow") && status.contains("MSAL log"), "\(fixture): \(status)")
        for word in ["LIVE", "FOLLOWING", " 1x"] { #expect(!status.contains(word), "\(fixture): \(status)") }
    }

    @Test("cid:, api:, outcome: and flow: keep one flow's rows; a bad value is the prompt's one-line error",
          .enabled(if: FlowCommand.unavailableReason == nil, "\(FlowCommand.unavailableReason ?? "")"))
    func filtersOnRealFlows() throws {
        let log = Self.path("dotnet/03-interleaved-client-credentials-mel-console")
        let all = try ConsoleFlows.rows(of: log).rows
        #expect(Set(all.map(\.flow)) == ["#f1", "#f2"])
        let byId = try ConsoleFlows.rows(of: log, keys: "fcid:7c4e2a10-5b3d-4f6e-9a81-000000000105<Enter>").rows
        #expect(!byId.isEmpty && Set(byId.map(\.flow)).count == 1 && byId.count == all.filter { $0.flow == byId[0].flow }.count,
                "cid: keeps exactly one flow's rows: \(byId)")
        let byPrefix = try ConsoleFlows.rows(of: log, keys: "fcid:7C4E2A10<Enter>").rows
        #expect(byPrefix.count == all.count, "cid: matches an id's start, in either case")
        let byFlow = try ConsoleFlows.rows(of: log, keys: "fflow:f2<Enter>").rows
        #expect(!byFlow.isEmpty && byFlow.allSatisfy { $0.flow == "#f2" })
        let byAPI = try ConsoleFlows.rows(of: log, keys: "fapi:client_credentials<Enter>").rows
        #expect(byAPI.count == all.count)
        let noAPI = try ConsoleFlows.rows(of: log, keys: "fapi:device_code<Enter>").rows
        #expect(noAPI.isEmpty)
        let errors = try ConsoleFlows.rows(of: log, keys: "foutcome:error<Enter>").rows
        #expect(errors.count == 1 && errors[0].outcome == "ERROR" && errors[0].rest.contains("AADSTS7000215"))
        let bad = try ConsoleFlows.rows(of: log, keys: "fapi:telepathy<Enter>", zoom: false).frame
        #expect(bad.contains("unknown api 'telepathy'; one of:"), "\(bad.suffix(400))")
        let badId = try ConsoleFlows.rows(of: log, keys: "fcid:zz<Enter>", zoom: false).frame
        #expect(badId.contains("cid needs a correlation id"), "\(badId.suffix(400))")
    }

    @Test("stepping flow by flow through a real MSAL log in tmux, and its raw lines",
          .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func stepsThroughFlowsInTmux() throws {
        let log = Self.path("dotnet/03-interleaved-client-credentials-mel-console")
        let tmux = try TmuxSession(width: 120, height: 40)
        defer { tmux.close() }
        try tmux.run("\(try BinaryUnderTest.path.get()) console --open '\(log)'")
        var screen = try tmux.waitFor { $0.contains("2 flows · 1 err") }
        #expect(screen.contains("■ FILE") && !screen.contains("LIVE") && !screen.contains("FOLLOWING"), "\(screen)")
        #expect(screen.contains("10:00:01.000 #f1 .NET client_creden… call_start"), "\(screen)")
        // Home, then `]`: the second flow's first step, its trace and its own (no) error.
        try tmux.keys("g")
        try tmux.keys("]")
        screen = try tmux.waitFor { $0.contains("Trace flow #f2") }
        #expect(screen.contains("flow #f2 · client_credentials · call_start"), "\(screen)")
        // `[` back to the first; `e` to its error: the four panes show it.
        try tmux.keys("[")
        _ = try tmux.waitFor { $0.contains("Trace flow #f1") }
        try tmux.keys("e")
        screen = try tmux.waitFor { $0.contains("MsalServiceException") && $0.contains("InvalidClient") }
        #expect(screen.contains("flow #f1 · line 25"), "\(screen)")
        // `r`: the file's own lines around the error's line, highlighted and scrollable; Esc closes.
        try tmux.keys("r")
        screen = try tmux.waitFor { $0.contains("Raw lines · line 25 of 03-interleaved-client-credentials-mel-console.log") }
        #expect(screen.contains(" 25 ") && screen.contains("AADSTS7000215"), "\(screen)")
        #expect(!screen.contains("Error domain") && !screen.contains("Trace flow"), "the raw view covers the panes")
        try tmux.keys("Up")
        try tmux.keys("Escape")
        _ = try tmux.waitFor { $0.contains("Trace flow #f1") && !$0.contains("Raw lines") }
        try tmux.keys("q")
    }

    @Test("--follow of a growing MSAL log adds its flows as they are written, the open ones after a quiet moment",
          .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func followsAGrowingLog() throws {
        let text = try String(contentsOfFile: Self.path("dotnet/03-interleaved-client-credentials-mel-console"), encoding: .utf8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("app.log")
        try text.write(to: log, atomically: false, encoding: .utf8)
        let tmux = try TmuxSession(width: 120, height: 40)
        defer { tmux.close() }
        try tmux.run("\(try BinaryUnderTest.path.get()) console --follow '\(log.path)'")
        var screen = try tmux.waitFor { $0.contains("2 flows · 1 err") }
        #expect(screen.contains("FOLLOWING") && screen.contains("#f2"), "\(screen)")
        // The same calls logged again: two more flows (the ids' earlier flows ended when the file went quiet).
        let handle = try FileHandle(forWritingTo: log)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        screen = try tmux.waitFor { $0.contains("4 flows · 2 err") }
        #expect(screen.contains("#f4"), "\(screen)")
        try tmux.keys("q")
    }
}
