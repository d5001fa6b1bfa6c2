import MSALErrorModel
import MSALLogFlows

/// The text and JSON of `summarize` over MSAL logs: `--by flow` one line per flow, as the
/// flows are read; `--by api|outcome|platform` one block per group.
public enum FlowSummaryText {
    /// The header of the `--by flow` table.
    public static let flowHeader = "start                     duration  platform  api                      outcome  steps  correlation id                        error → action"

    /// One row of the `--by flow` table.
    public static func flowLine(_ flow: LogFlow) -> String {
        var out: [UInt8] = []
        writeFlowLine(flow, error: flow.error.map { (ErrorSummary.name(of: $0), StoredDiagnosis($0).advice.action.rawValue) }, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// One row of the `--by flow` table written into bytes; `error` is the error's name and action
    /// (the caller keeps them per distinct error). Columns are padded with spaces, the last row ends in a newline.
    public static func writeFlowLine(_ flow: LogFlow, error: (name: String, action: String)?, to out: inout [UInt8]) {
        var columnStart = out.count
        func pad(to width: Int) {
            let used = out.count - columnStart
            out.append(contentsOf: repeatElement(0x20, count: max(1, width - used)))
            columnStart = out.count
        }
        func text(_ value: String) { out.append(contentsOf: value.utf8) }
        if let start = flow.start { start.writeISO(to: &out) } else { text(DiagnosisField.missing) }
        pad(to: 26)
        text(flow.durationMilliseconds.map(milliseconds) ?? DiagnosisField.missing)
        pad(to: 10)
        text(flow.platform?.rawValue ?? DiagnosisField.missing)
        pad(to: 10)
        text(flow.api.rawValue)
        pad(to: 25)
        text(flow.outcome.rawValue)
        pad(to: 9)
        text(String(flow.eventCount))
        pad(to: 7)
        if let id = flow.correlation { id.write(to: &out) } else { text("(\(flow.grouping.rawValue))") }
        pad(to: 38)
        if let error {
            text(VisibleText.make(error.name, limit: 48))
            text(" → ")
            text(error.action)
        } else {
            text(DiagnosisField.missing)
        }
    }

    /// `1234 ms`, `1.5 ms`, `61 s`.
    static func milliseconds(_ value: Double) -> String {
        if value >= 0, value < 10_000, value == value.rounded() { return String(Int(value)) + " ms" }
        if value >= 10_000, value.truncatingRemainder(dividingBy: 1000) == 0 { return "\(Int(value / 1000)) s" }
        if value == value.rounded() { return "\(Int(value)) ms" }
        return "\((value * 10).rounded() / 10) ms"
    }

    /// The closing line of `--by flow`: how many flows, failures, unknown.
    public static func flowTotals(flows: Int, failures: Int, unknown: Int, msalLines: Int, lines: Int) -> String {
        "\(SummaryText.counted(flows, "flow")) · \(SummaryText.counted(failures, "failure")) · \(grouped(unknown)) unknown"
            + " · \(SummaryText.counted(msalLines, "MSAL line")) of \(SummaryText.counted(lines, "line")) (by flow)"
    }

    /// `--by api|outcome|platform` as text.
    public static func lines(_ summary: FlowSummary) -> [String] {
        var lines = ["\(SummaryText.counted(summary.flows, "acquisition")) · \(SummaryText.counted(summary.failures, "failure")) (by \(summary.grouping.rawValue))"]
        for group in summary.sortedGroups {
            lines.append("")
            var line = "\(VisibleText.make(group.key)): \(SummaryText.counted(group.flows, "acquisition")), \(SummaryText.counted(group.failures, "failure"))"
            if group.unknown > 0 { line += ", \(grouped(group.unknown)) unknown" }
            line += " · p50 \(group.p50.map(milliseconds) ?? DiagnosisField.missing) · p95 \(group.p95.map(milliseconds) ?? DiagnosisField.missing)"
            lines.append(line)
            for error in group.errors {
                lines.append("  \(grouped(error.count).leftPadded(7))  \(VisibleText.make(error.name, limit: 60)) → \(error.action)")
            }
            if group.otherErrors > 0 { lines.append("  \(grouped(group.otherErrors).leftPadded(7))  other errors") }
        }
        return lines
    }

    /// `--by api|outcome|platform --json`: one object per group.
    public static func jsonLines(_ summary: FlowSummary) -> [String] {
        summary.sortedGroups.map { group in
            JSONValue.object([
                ("group", .string(group.key)), ("by", .string(summary.grouping.rawValue)),
                ("acquisitions", .int(group.flows)), ("failures", .int(group.failures)), ("unknown", .int(group.unknown)),
                ("p50Ms", group.p50.map { .double($0) } ?? .null), ("p95Ms", group.p95.map { .double($0) } ?? .null),
                ("errors", .array(group.errors.map { .object([("error", .string($0.name)), ("count", .int($0.count)), ("action", .string($0.action))]) })),
            ]).serialized()
        }
    }

    static func grouped(_ value: Int) -> String { SummaryText.grouped(value) }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
