import Foundation
import Testing
import TestSupport

/// Runs `msal-triage summarize FILE --by flow --json` and reads its output as the flow contract
/// (/work/wt/FLOW-CONTRACT.md, docs/summarize-and-logs.md) defines it: one JSON object per flow.
enum FlowCommand {
    static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"]

    /// Why the flow tests cannot run against this build, or nil when they can.
    ///
    /// `summarize --by flow` existed before MSAL logs were read into flows (it grouped a session
    /// export's errors by simulated flow), so `flow` alone in the help proves nothing: the build
    /// must also offer the groupings that came with reading MSAL logs, `api` and `outcome`, as
    /// values of `--by`. This looks at the help only, so a build that has the command but
    /// rebuilds flows wrongly runs the tests and fails them.
    static let unavailableReason: String? = {
        let binary: String
        switch BinaryUnderTest.path {
        case .success(let path): binary = path
        case .failure(let problem): return "no msal-triage binary: \(problem)"
        }
        guard let help = try? Subprocess.run(binary, ["summarize", "--help"], environment: environment) else {
            return "cannot run msal-triage summarize --help"
        }
        let byValues = byOptionHelp(help.output)
        let needed = ["flow", "api", "outcome"]
        guard needed.allSatisfy({ byValues.contains($0) }) else {
            return "summarize --by flow is not in this build: summarize --help lists --by as '"
                + (byValues.isEmpty ? "(absent)" : byValues.sorted().joined(separator: ", "))
                + "', without the MSAL-log flows (api, outcome) of the flow contract"
        }
        return nil
    }()

    /// The words of the `--by` option's entry under OPTIONS (not the usage line), from `--by`
    /// to the next option.
    static func byOptionHelp(_ help: String) -> Set<String> {
        guard let start = help.range(of: #"\n\s+--by\b"#, options: .regularExpression) else { return [] }
        let rest = help[start.upperBound...]
        let end = rest.range(of: "\n  -")?.lowerBound ?? rest.endIndex
        let words = rest[..<end].split(whereSeparator: { !$0.isLetter && $0 != "_" }).map { String($0) }
        return Set(words)
    }

    /// The flow objects `summarize FILE --by flow --json` prints, in order.
    static func flows(of path: String) throws -> [[String: Any]] {
        let result = try Subprocess.run(try BinaryUnderTest.path.get(), ["summarize", path, "--by", "flow", "--json"],
                                        environment: environment, deadlineSeconds: 120)
        try #require(result.status == 0, "summarize \(path) --by flow --json exited \(result.status): \(result.errors)")
        return try result.output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                         "not a JSON object: \(line.prefix(200))")
        }
    }

    /// The keys every flow object has, null where unknown, never omitted.
    static let keys: Set<String> = [
        "correlationId", "platform", "libraryVersion", "api", "start", "end", "durationMs", "outcome", "steps", "error",
        "firstLine", "lastLine", "grouping", "throttledByCache",
    ]
    static let apis: Set<String> = [
        "silent", "interactive", "device_code", "client_credentials", "on_behalf_of", "username_password",
        "integrated_windows_auth", "broker", "refresh_token", "unknown",
    ]
    static let stepKinds: Set<String> = [
        "call_start", "cache_lookup", "cache_hit", "cache_miss", "http_request", "http_response", "broker", "throttled",
        "result", "error", "context",
    ]

    /// The shape every flow object must have whatever its content: the contract's keys and value
    /// kinds, steps in log order inside the flow's lines, step text short and free of control
    /// characters. Returns a description of each problem (empty when there is none).
    /// `newestFirst`: the input is a reverse-order export; its flows' steps may run up the file (in
    /// time order) or down it (in file order), but one way.
    static func shapeProblems(_ flow: [String: Any], label: String, newestFirst: Bool = false) -> [String] {
        var problems: [String] = []
        let present = Set(flow.keys)
        if present != keys {
            problems.append("\(label): keys differ from the contract: missing \(keys.subtracting(present).sorted()), "
                            + "extra \(present.subtracting(keys).sorted())")
        }
        if let api = flow["api"] as? String, !apis.contains(api) { problems.append("\(label): api '\(api)' is not a contract value") }
        if let outcome = flow["outcome"] as? String, !["success", "error", "unknown"].contains(outcome) {
            problems.append("\(label): outcome '\(outcome)' is not a contract value")
        }
        if let grouping = flow["grouping"] as? String, !["correlation_id", "thread_window", "single"].contains(grouping) {
            problems.append("\(label): grouping '\(grouping)' is not a contract value")
        }
        guard let firstLine = flow["firstLine"] as? Int, let lastLine = flow["lastLine"] as? Int else {
            return problems + ["\(label): firstLine/lastLine missing: \(flow["firstLine"] ?? "nil")…\(flow["lastLine"] ?? "nil")"]
        }
        if !newestFirst, firstLine > lastLine { problems.append("\(label): firstLine \(firstLine) is after lastLine \(lastLine)") }
        let first = min(firstLine, lastLine), last = max(firstLine, lastLine)
        guard let steps = flow["steps"] as? [[String: Any]] else { return problems + ["\(label): steps is not an array of objects"] }
        let lineNumbers = steps.map { $0["line"] as? Int ?? -1 }
        let descending = newestFirst && lineNumbers.count > 1 && lineNumbers[0] > lineNumbers[lineNumbers.count - 1]
        var previous = descending ? Int.max : 0
        for step in steps {
            let line = step["line"] as? Int ?? -1
            let kind = step["kind"] as? String ?? "(none)"
            let text = step["text"] as? String ?? ""
            if !stepKinds.contains(kind) { problems.append("\(label): step kind '\(kind)' is not a contract value") }
            if line < first || line > last { problems.append("\(label): step at line \(line) is outside \(first)…\(last)") }
            if descending ? line > previous : line < previous {
                problems.append("\(label): steps are not in time order at line \(line)")
            }
            previous = line
            if text.count > 200 { problems.append("\(label): step text at line \(line) is longer than 200 characters") }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                problems.append("\(label): step text at line \(line) holds a control character")
            }
            if kind == "http_response", !(step["status"] is Int || step["status"] is NSNull) {
                problems.append("\(label): http_response step at line \(line) has no status (number or null)")
            }
        }
        return problems
    }

    static func steps(_ flow: [String: Any]) -> [[String: Any]] { flow["steps"] as? [[String: Any]] ?? [] }

    /// A JSON value as Swift sees it: nil for null or absent.
    static func value<T>(_ flow: [String: Any], _ key: String, as type: T.Type = T.self) -> T? {
        flow[key] as? T
    }

    /// A diagnosis's AADSTS list; an empty list and null are the same "no AADSTS code".
    static func aadsts(_ error: [String: Any]) -> [Int] { error["aadsts"] as? [Int] ?? [] }
}
