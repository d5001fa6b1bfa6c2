import MSALErrorModel
import MSALLogFlows

/// The text and JSON of `summarize` over MSAL logs: `--by flow` one line per flow, as the
/// flows are read; `--by api|outcome|platform` one block per group.
public enum FlowSummaryText {
    /// The header of the `--by flow` table.
    public static let flowHeader = "start                     duration  platform  api                      outcome  steps  correlation id                        error → action"

    /// One row of the `--by flow` table.
    public static func flowLine(_ flow: LogFlow) -> String {
        func pad(_ text: String, _ width: Int) -> String {
            let cells = CellWidth.of(text)
            return cells >= width ? text : text + String(repeating: " ", count: width - cells)
        }
        var line = pad(flow.start?.iso ?? DiagnosisField.missing, 26)
        line += pad(flow.durationMilliseconds.map(milliseconds) ?? DiagnosisField.missing, 10)
        line += pad(flow.platform?.rawValue ?? DiagnosisField.missing, 10)
        line += pad(flow.api.rawValue, 25)
        line += pad(flow.outcome.rawValue, 9)
        line += pad(String(flow.eventCount), 7)
        line += pad(flow.correlation?.text ?? "(\(flow.grouping.rawValue))", 38)
        if let error = flow.error {
            let stored = StoredDiagnosis(error)
            line += VisibleText.make(ErrorSummary.name(of: error), limit: 48) + " → " + stored.advice.action.rawValue
        } else {
            line += DiagnosisField.missing
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// `1234 ms`, `1.5 ms`, `61 s`.
    static func milliseconds(_ value: Double) -> String {
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
