import Foundation
import Testing
import TestSupport

/// What `console --open LOG` holds of an MSAL log, read back from the frames it draws: the log
/// pane zoomed (`z`) on a frame tall enough for every row. Compared with `summarize --by flow
/// --json` of the same log, so that the console and summarize are held to the same flows.
enum ConsoleFlows {
    /// One row of the log pane.
    struct Row: CustomStringConvertible {
        var time, flow, platform, api, step, outcome, rest: String
        var description: String { "\(time) \(flow) \(platform) \(api) \(step) \(outcome) \(rest)" }
    }

    /// The log pane's rows of `console --once --open path` after `keys` (then `z`), top to bottom.
    /// `zoom: false` leaves the keys' end as it is (a prompt still open, say).
    static func rows(of path: String, keys: String = "", zoom: Bool = true) throws -> (rows: [Row], frame: String) {
        let result = try Subprocess.run(try BinaryUnderTest.path.get(),
                                        ["console", "--once", "--open", path, "--size", "240x1000", "--keys", keys + (zoom ? "z" : "")],
                                        environment: FlowCommand.environment, deadlineSeconds: 120)
        try #require(result.status == 0, "console --once --open \(path) exited \(result.status): \(result.errors)")
        var rows: [Row] = []
        for line in result.output.split(separator: "\n").dropFirst() {
            var words = line.split(separator: " ").map(String.init)
            guard words.count >= 6 else { break }
            // A log without timestamps: its time column says `line N`.
            if words[0] == "line", words.count >= 7 { words = ["line \(words[1])"] + words.dropFirst(2) }
            guard words[1].hasPrefix("#") else { break }
            rows.append(Row(time: words[0], flow: words[1], platform: words[2], api: words[3], step: words[4],
                            outcome: words[5], rest: words.dropFirst(6).joined(separator: " ")))
        }
        return (rows, result.output)
    }

    /// The platform column's word for a contract platform.
    static func platformWord(_ platform: String) -> String { platform == "dotnet" ? ".NET" : platform }

    /// `HH:MM:SS.mmm` of an ISO 8601 time (the console's time column), or nil.
    static func clock(_ iso: String) -> String? {
        guard let t = iso.firstIndex(of: "T") else { return nil }
        var time = iso[iso.index(after: t)...].prefix { $0 != "Z" && $0 != "+" }
        if time.count == 8 { return time + ".000" }
        time = time.prefix(12)
        return time + String(repeating: "0", count: max(0, 12 - time.count))
    }

    /// Where the console's rows do not hold the flows summarize rebuilt (empty: they agree).
    /// The console shows each flow with MSAL lines as `#fN` in summarize's order, one row per step
    /// (the log's step word, API, platform and time), the flow's error on one `ERROR` row naming
    /// its AADSTS codes, a successful flow's `result` rows `ok`; a flow that is only the app's
    /// error, with no MSAL line, is an imported error (`#pN`), as in any log.
    static func problems(rows: [Row], flows: [[String: Any]]) -> [String] {
        var problems: [String] = []
        var byFlow: [String: [Row]] = [:]
        var order: [String] = []
        for row in rows where row.flow.hasPrefix("#f") {
            if byFlow[row.flow] == nil { order.append(row.flow) }
            byFlow[row.flow, default: []].append(row)
        }
        let imported = rows.filter { $0.flow.hasPrefix("#p") }.count
        if order != (0..<order.count).map({ "#f\($0 + 1)" }) { problems.append("real flows not numbered #f1… in order: \(order)") }
        var next = 0
        var skipped = 0
        for (index, flow) in flows.enumerated() {
            let steps = FlowCommand.steps(flow)
            let kinds = steps.map { $0["kind"] as? String ?? "?" }
            let label = "flow \(index + 1) (\(flow["correlationId"] as? String ?? "no id"), line \(flow["firstLine"] ?? "?"))"
            guard next < order.count, let shown = byFlow[order[next]], shown.map(\.step) == kinds else {
                // Only an app's error with no MSAL line around it may be missing from the #f flows.
                if kinds.count == 1 {
                    if flow["error"] is [String: Any] { skipped += 1 }
                } else {
                    problems.append("\(label): steps \(kinds) are not the console's next flow "
                        + "\(next < order.count ? order[next] : "(none)"): \(byFlow[next < order.count ? order[next] : ""]?.map(\.step) ?? [])")
                }
                continue
            }
            next += 1
            let name = order[next - 1]
            if let api = flow["api"] as? String, shown.contains(where: { $0.api != api }) {
                problems.append("\(label) \(name): API \(api), rows show \(Set(shown.map(\.api)))")
            }
            if let platform = flow["platform"] as? String, shown.contains(where: { $0.platform != platformWord(platform) }) {
                problems.append("\(label) \(name): platform \(platform), rows show \(Set(shown.map(\.platform)))")
            }
            for (step, row) in zip(steps, shown) {
                // A step the log wrote no time on shows its line.
                let want = (step["time"] as? String).flatMap(clock) ?? "line \(step["line"] as? Int ?? 0)"
                if row.time != want { problems.append("\(label) \(name): step at line \(step["line"] ?? "?") time \(row.time), want \(want)") }
            }
            let errors = shown.filter { $0.outcome == "ERROR" }
            switch flow["outcome"] as? String {
            case "error":
                if errors.count != 1 { problems.append("\(label) \(name): failed, but \(errors.count) ERROR rows") }
                if let error = flow["error"] as? [String: Any], let row = errors.first {
                    for code in FlowCommand.aadsts(error) where !row.rest.contains("AADSTS\(code)") {
                        problems.append("\(label) \(name): the ERROR row '\(row.rest)' does not name AADSTS\(code)")
                    }
                }
            case "success":
                if !errors.isEmpty { problems.append("\(label) \(name): succeeded, but an ERROR row") }
                if kinds.contains("result"), !shown.contains(where: { $0.step == "result" && $0.outcome == "ok" }) {
                    problems.append("\(label) \(name): succeeded, but no result row says ok")
                }
            default:
                if !errors.isEmpty || shown.contains(where: { $0.outcome == "ok" && $0.step == "result" }) {
                    problems.append("\(label) \(name): outcome unknown, yet a row says ERROR or ok")
                }
            }
        }
        if next != order.count { problems.append("the console shows \(order.count) flows, summarize \(next) of them") }
        if imported != skipped { problems.append("\(imported) imported errors (#p), but \(skipped) app-only error flows") }
        return problems
    }
}
