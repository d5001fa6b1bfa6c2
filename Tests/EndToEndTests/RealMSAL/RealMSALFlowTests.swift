import Foundation
import Testing
import TestSupport

/// The real MSAL for Python as the judge of `summarize --by flow --json`.
///
/// `real_msal_flows.py` drives the installed `msal` package (`.venv-tests`) through twelve token
/// acquisitions against a scripted `http_client` (no network), with msal's DEBUG logging on, and
/// an app that logs each result dict or exception. Besides the log it writes what really
/// happened, taken from outside the log: the id each of msal's telemetry contexts used (and the
/// `client-request-id` the server received), the requests that reached the server, the outcome,
/// the server's error, and the lines each call wrote. The product must rebuild exactly those
/// flows from the log alone.
///
/// What msal-python's log cannot tell, and what the product must then NOT claim:
/// - its version (nothing in the log names it): `libraryVersion` is null;
/// - the HTTP status of any answer (msal logs none; not even a 429 or a 503): with no transport
///   lines, no `http_response` step carries a status;
/// - that a call was answered from msal's throttling cache (nothing is logged for the replay;
///   only a fresh, never-sent id line): `throttledByCache` is true or null, never false;
/// - the API of calls whose only msal line is the id line (acquire_token_by_refresh_token,
///   a failed acquire_token_for_client or device-code poll): the API or "unknown", never another.
@Suite("End to end: the real msal-python log rebuilt into flows")
struct RealMSALFlowTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let python = BinaryUnderTest.packageRoot.appendingPathComponent(".venv-tests/bin/python")

    /// Why the test cannot run here, or nil.
    static let skipReason: String? = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            return "no \(python.path): run `bash Scripts/setup` to install the real msal for Python"
        }
        guard let check = try? Subprocess.run(python.path, ["-c", "import msal"]), check.status == 0 else {
            return "the Python in .venv-tests cannot import msal: run `bash Scripts/setup`"
        }
        return FlowCommand.unavailableReason
    }()

    /// What the app should do about each failed call, from the handling the MSAL docs recommend.
    static let expectedActions: [String: String] = [
        "silent-mfa-required": "interactive_auth",  // AADSTS50076: the user completes MFA interactively
        "refresh-token-expired": "interactive_auth",  // AADSTS700082: sign in again
        "silent-throttled-429": "retry_after_delay",  // AADSTS90055 (HTTP 429): wait, then retry
        "silent-throttled-replay": "retry_after_delay",  // the same answer, replayed by msal
        "silent-503": "retry_once_5xx",  // msal raised MsalServiceError("HTTP Error: 503")
        "client-secret-wrong": "fix_app_configuration",  // AADSTS7000215
        "device-code-expired": "interactive_auth",  // AADSTS70020: start a new device-code sign-in
    ]

    struct Truth: Decodable {
        var msalVersion: String
        var transportLines: Bool
        var flows: [Flow]

        struct Flow: Decodable {
            var name, api, outcome, correlationId: String
            var apiShownByLog, throttledByCache: Bool
            var sentIds: [String]
            var requests: [Request]
            var firstLine, resultLine, lastLine: Int
            var error: ServerError?
            var notes: String
        }

        struct Request: Decodable {
            var method, url: String
            var status: Int
        }

        struct ServerError: Decodable {
            var oauthError: String?
            var aadsts: [Int]
            var httpStatus: Int
        }
    }

    /// Runs the harness into a fresh folder: the log, the truth and the log's lines.
    private func runHarness(transportLines: Bool) throws -> (log: String, truth: Truth, lines: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-real-msal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("app.log").path
        let truthPath = directory.appendingPathComponent("truth.json").path
        let harness = try Subprocess.run(
            Self.python.path, [Self.folder.appendingPathComponent("real_msal_flows.py").path, log, truthPath]
                + (transportLines ? ["--transport-lines"] : []),
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "PYTHONWARNINGS": "ignore"],
            deadlineSeconds: 120)
        try #require(harness.status == 0, "the real-msal harness failed: \(harness.output)\(harness.errors)")
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: URL(fileURLWithPath: truthPath)))
        let text = try String(contentsOfFile: log, encoding: .utf8)
        return (log, truth, text.components(separatedBy: "\n"))
    }

    @Test("msal's own log, as the app wrote it: every flow, id, API, outcome and error",
          .enabled(if: skipReason == nil, "\(skipReason ?? "")"))
    func msalLogAlone() throws {
        try judge(transportLines: false)
    }

    @Test("the same calls with urllib3's request lines in the log: statuses are read where they are written",
          .enabled(if: skipReason == nil, "\(skipReason ?? "")"))
    func msalLogWithTransportLines() throws {
        try judge(transportLines: true)
    }

    private func judge(transportLines: Bool) throws {
        let (log, truth, lines) = try runHarness(transportLines: transportLines)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: log).deletingLastPathComponent().path) }
        #expect(truth.msalVersion.split(separator: ".").count >= 2, "msal \(truth.msalVersion)")
        // The harness itself: twelve calls, ten of them reached the server, with the id msal logged.
        try #require(truth.flows.count == 12)
        for flow in truth.flows where !flow.requests.isEmpty {
            #expect(flow.sentIds.allSatisfy { $0 == flow.correlationId }, "\(flow.name): sent \(flow.sentIds)")
        }

        let flows = try FlowCommand.flows(of: log)
        #expect(flows.count == truth.flows.count,
                "one flow per acquisition: got \(flows.map { $0["correlationId"] ?? "null" }), want \(truth.flows.map(\.correlationId))")
        for (index, flow) in flows.enumerated() {
            for problem in FlowCommand.shapeProblems(flow, label: "flow \(index + 1)") { Issue.record(Comment(rawValue: problem)) }
        }
        // In call order, by the id msal logged (lower case, as logged).
        #expect(flows.map { $0["correlationId"] as? String ?? "null" } == truth.flows.map(\.correlationId))

        // The console holds the same flows (#26 §3): its rows, read back from the frame it draws,
        // against summarize's flows, and each acquisition, found by the id msal logged (`cid:`), is
        // exactly one of the console's flows, failed on one ERROR row naming the server's codes.
        let (rows, frame) = try ConsoleFlows.rows(of: log)
        #expect(!rows.isEmpty, "the console shows no rows:\n\(frame)")
        for problem in ConsoleFlows.problems(rows: rows, flows: flows) { Issue.record(Comment(rawValue: "console: \(problem)")) }
        for expected in truth.flows {
            // msal replays a throttled answer under the id it logged before: calls that share an id
            // are that many flows of the console, as they are of summarize.
            let sameId = truth.flows.filter { $0.correlationId == expected.correlationId }
            let shown = try ConsoleFlows.rows(of: log, keys: "fcid:\(expected.correlationId)<Enter>").rows
            #expect(Set(shown.map(\.flow)).count == sameId.count && shown.allSatisfy { $0.flow.hasPrefix("#f") },
                    "\(expected.name): cid:\(expected.correlationId) shows \(sameId.count) flow(s) of the console: \(shown)")
            #expect(shown.allSatisfy { $0.platform == "python" }, "\(expected.name): platform in the console")
            let errors = shown.filter { $0.outcome == "ERROR" }
            #expect(errors.count == sameId.filter { $0.outcome == "error" }.count, "\(expected.name): ERROR rows \(errors)")
            for code in expected.error?.aadsts ?? [] {
                #expect(errors.first?.rest.contains("AADSTS\(code)") == true, "\(expected.name): the console names AADSTS\(code)")
            }
        }

        let byId = Dictionary(flows.compactMap { flow in (flow["correlationId"] as? String).map { ($0, flow) } },
                              uniquingKeysWith: { first, _ in first })
        for expected in truth.flows {
            guard let flow = byId[expected.correlationId] else {
                Issue.record("\(expected.name): no flow with correlation id \(expected.correlationId)")
                continue
            }
            try judgeFlow(flow, expected, lines: lines, transportLines: transportLines)
        }
    }

    private func judgeFlow(_ flow: [String: Any], _ expected: Truth.Flow, lines: [String], transportLines: Bool) throws {
        let name = expected.name
        #expect(flow["platform"] as? String == "python", "\(name): platform")
        // Nothing in an msal-python log names its version.
        #expect(flow["libraryVersion"] is NSNull, "\(name): the log never names msal's version, yet got \(flow["libraryVersion"] ?? "nil")")
        #expect(flow["grouping"] as? String == "correlation_id", "\(name): the flow has an id, its events are grouped by it")
        #expect(flow["outcome"] as? String == expected.outcome, "\(name): outcome")

        let api = flow["api"] as? String ?? "null"
        if expected.apiShownByLog {
            #expect(api == expected.api, "\(name): msal's lines show the API (\(expected.notes)); got \(api)")
        } else {
            // Only the app's own text names the call: the API, or "unknown", never a guess.
            #expect(api == expected.api || api == "unknown", "\(name): called \(expected.api), got \(api)")
        }

        // Lines: from the app's "calling …" line or msal's first line of the call (msal-python
        // logs 'Cache hit an AT' and 'Found 1 RTs' BEFORE the id line), to the app's result line
        // (with the whole traceback when the app logged an exception).
        let first = flow["firstLine"] as? Int ?? -1, last = flow["lastLine"] as? Int ?? -1
        #expect(first == expected.firstLine || first == expected.firstLine + 1,
                "\(name): firstLine \(first), the call's lines start at \(expected.firstLine) (\(line(lines, expected.firstLine + 1).prefix(90)))")
        if expected.outcome == "error" {
            #expect(last == expected.lastLine, "\(name): lastLine \(last), the app's error ends at \(expected.lastLine)")
        } else {
            #expect(last >= expected.resultLine - 1 && last <= expected.lastLine,
                    "\(name): lastLine \(last), the call's msal lines end at \(expected.resultLine - 1)")
        }

        // Times as the log wrote them (local, milliseconds, no zone), in ISO 8601 without a Z. The
        // flow starts at its first line, or at msal's first line when the app's "calling" line
        // before it is context rather than an event.
        let start = flow["start"] as? String, end = flow["end"] as? String
        let starts = [isoTime(ofRecordAtOrBefore: first, lines), isoTime(ofRecordAtOrBefore: first + 1, lines)]
        #expect(start != nil && starts.contains(start), "\(name): start \(start ?? "null"), want one of \(starts.compactMap { $0 })")
        #expect(end == isoTime(ofRecordAtOrBefore: last, lines), "\(name): end \(end ?? "null")")
        if let start, let end, let duration = (flow["durationMs"] as? NSNumber)?.doubleValue, let from = milliseconds(start), let to = milliseconds(end) {
            #expect(abs(duration - (to - from)) < 0.5, "\(name): durationMs \(duration), from \(start) to \(end)")
        } else {
            Issue.record("\(name): start, end and durationMs must all be known: \(start ?? "null") \(end ?? "null") \(flow["durationMs"] ?? "nil")")
        }

        let steps = FlowCommand.steps(flow)
        let statuses = steps.compactMap { $0["status"] as? Int }
        if transportLines {
            // urllib3's lines carry each status the server sent.
            let sent = expected.requests.filter { $0.method == "POST" }.map(\.status)
            for status in Set(sent) {
                #expect(statuses.contains(status), "\(name): urllib3 logged HTTP \(status); steps show \(statuses)")
            }
        } else {
            // msal-python logs no HTTP status at all (not for a 429, not for a 503): a status may be
            // shown only where the app's own text states one (the 503's "HTTP Error: 503").
            let stated = Set((expected.firstLine...expected.lastLine).flatMap { number in
                line(lines, number).components(separatedBy: "HTTP Error: ").dropFirst().compactMap { Int($0.prefix(3)) }
            })
            #expect(Set(statuses).isSubset(of: stated), "\(name): the log has no HTTP status\(stated.isEmpty ? "" : " but \(stated.sorted())"), yet steps show \(statuses)")
        }
        if expected.requests.isEmpty {
            #expect(!steps.contains { ["http_request", "http_response"].contains($0["kind"] as? String ?? "") },
                    "\(name): nothing reached the server (\(expected.notes))")
        }
        if name == "silent-cache-hit" {
            #expect(steps.contains { $0["kind"] as? String == "cache_hit" }, "\(name): 'Cache hit an AT' is a cache_hit step")
        }

        // Throttling: msal logs nothing when it replays a throttled answer.
        let throttled = flow["throttledByCache"]
        if expected.throttledByCache {
            #expect(!(throttled as? Bool == false), "\(name): the call never reached the server; the log cannot say it did")
        } else {
            #expect(!(throttled as? Bool == true), "\(name): the call was not answered from the throttling cache")
        }

        guard expected.outcome == "error" else {
            #expect(flow["error"] is NSNull, "\(name): a successful flow has no error, got \(flow["error"] ?? "nil")")
            return
        }
        // The app's error line (or exception) belongs to this flow, and is its error.
        #expect(steps.contains { $0["line"] as? Int == expected.resultLine && $0["kind"] as? String == "error" },
                "\(name): the app's error at line \(expected.resultLine) is an error step of the flow")
        let error = try #require(flow["error"] as? [String: Any], "\(name): an error flow has its decoded error")
        let server = try #require(expected.error)
        #expect(error["oauthError"] as? String == server.oauthError, "\(name): oauthError")
        #expect(FlowCommand.aadsts(error) == server.aadsts, "\(name): aadsts")
        #expect(error["action"] as? String == Self.expectedActions[name], "\(name): action")
        #expect(Set(error.keys) == explainKeys, "\(name): the error has explain --json's keys")
    }

    /// The keys of `explain --json`'s object, read from the binary itself.
    private var explainKeys: Set<String> {
        guard let result = try? Subprocess.run(try BinaryUnderTest.path.get(), ["explain", "--json", "AADSTS50076"],
                                               environment: FlowCommand.environment),
              let line = result.output.split(separator: "\n").first,
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        else { return [] }
        return Set(object.keys)
    }

    private func line(_ lines: [String], _ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// "2026-11-26 10:18:34,942 DEBUG …" → "2026-11-26T10:18:34.942": the time of the record
    /// that holds line `number` (a traceback or event= line belongs to the record above it).
    private func isoTime(ofRecordAtOrBefore number: Int, _ lines: [String]) -> String? {
        var index = min(number, lines.count)
        while index >= 1 {
            let text = lines[index - 1]
            if text.count >= 23, text.first?.isNumber == true, text.dropFirst(4).first == "-" {
                let stamp = text.prefix(23)
                return stamp.prefix(10) + "T" + stamp.dropFirst(11).prefix(8) + "." + stamp.suffix(3)
            }
            index -= 1
        }
        return nil
    }

    private func milliseconds(_ iso: String) -> Double? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
        return formatter.date(from: iso).map { $0.timeIntervalSince1970 * 1000 }
    }
}
