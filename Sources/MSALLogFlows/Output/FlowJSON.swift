import MSALErrorModel
import MSALErrorText

/// One flow as the JSON line `summarize --by flow --json` prints (the contract shared with
/// the real-msal test): every key present, null where the log cannot tell.
public enum FlowJSON {
    /// The most characters of a step's text.
    public static let stepTextLimit = 200

    public static func value(_ flow: LogFlow) -> JSONValue {
        let steps: [JSONValue] = flow.steps.map { step in
            var members: [(String, JSONValue)] = [
                ("kind", .string(step.kind.name)), ("line", .int(step.line)),
                ("time", step.time.map { .string($0.iso) } ?? .null), ("text", .string(stepText(flow, step))),
            ]
            if step.kind == .httpResponse { members.append(("status", step.status.map { .int($0) } ?? .null)) }
            return .object(members)
        }
        return .object([
            ("correlationId", flow.correlation.map { .string($0.text) } ?? .null),
            ("platform", flow.platform.map { .string($0.rawValue) } ?? .null),
            ("libraryVersion", flow.libraryVersion.map { .string(VisibleText.make($0, limit: 40)) } ?? .null),
            ("api", .string(flow.api.rawValue)),
            ("start", flow.start.map { .string($0.iso) } ?? .null),
            ("end", flow.end.map { .string($0.iso) } ?? .null),
            ("durationMs", flow.durationMilliseconds.map { $0 == $0.rounded() ? .int(Int($0)) : .double($0) } ?? .null),
            ("outcome", .string(flow.outcome.rawValue)),
            ("steps", .array(steps)),
            ("error", flow.error.map { DiagnosisReport.json($0) } ?? .null),
            ("firstLine", .int(flow.firstLine)),
            ("lastLine", .int(flow.lastLine)),
            ("grouping", .string(flow.grouping.rawValue)),
            ("throttledByCache", flow.throttledByCache.map { .bool($0) } ?? .null),
        ])
    }

    /// The line, redacted (tokens, secrets, personal data), without control characters, cut to 200 characters.
    public static func stepText(_ flow: LogFlow, _ step: FlowStep) -> String {
        let text = Redactor.redact(flow.text(of: step))
        // The "…" of a cut text counts towards the 200 characters.
        let limit = text.utf8.count <= stepTextLimit || text.unicodeScalars.count <= stepTextLimit ? stepTextLimit : stepTextLimit - 1
        return VisibleText.make(text, limit: limit)
    }

    public static func write(_ flow: LogFlow, to out: inout [UInt8]) {
        value(flow).write(to: &out)
        out.append(0x0A)
    }
}
