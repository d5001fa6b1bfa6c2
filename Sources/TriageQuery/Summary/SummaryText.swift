import AcquisitionSimulator
import MSALErrorModel

/// `summarize` as aligned text: totals on top, then one row per group, most frequent first.
/// Every text from the input passes `VisibleText` (no control character reaches the terminal).
public enum SummaryText {
    public static func lines(_ summary: ErrorSummary, kinds: [SummaryReading.InputKind]) -> [String] {
        var lines = [totalsLine(summary, appLogsOnly: !kinds.isEmpty && !kinds.contains(.session))]
        let inputs = zip(summary.inputs, kinds).map { "\(VisibleText.make($0)) (\($1.rawValue))" }
        lines.append("read: " + inputs.joined(separator: ", "))
        guard !summary.rows.isEmpty else {
            lines.append(summary.totals.matchingEvents == 0 ? "no event matches" : "no error among the matching events")
            return lines
        }
        lines.append("")
        let table = rows(summary)
        var widths = table[0].map { _ in 0 }
        for row in table {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], CellWidth.of(cell)) }
        }
        for row in table {
            var line = ""
            for (column, cell) in row.enumerated() {
                let last = column == row.count - 1
                let pad = widths[column] - CellWidth.of(cell)
                if column == 0 {
                    line += String(repeating: " ", count: pad) + cell  // the count, right-aligned
                } else {
                    line += cell + (last ? "" : String(repeating: " ", count: pad))
                }
                if !last { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines
    }

    /// `12,345 events · 3,210 match (where …) · 3,000 errors in 14 groups (by code)`; for app
    /// logs only, whose every event is an error, `6 errors found · 3 match (…) · in 2 groups (by code)`.
    static func totalsLine(_ summary: ErrorSummary, appLogsOnly: Bool = false) -> String {
        let totals = summary.totals
        var line = appLogsOnly ? counted(totals.events, "error") + " found" : counted(totals.events, "event")
        if let query = summary.query {
            line += " · \(grouped(totals.matchingEvents)) match '\(VisibleText.make(query.source))'"
        }
        if appLogsOnly {
            line += " · in \(counted(summary.rows.count, "group"))"
        } else {
            line += " · \(counted(totals.matchingErrors, "error")) in \(counted(summary.rows.count, "group"))"
        }
        line += " (by \(summary.grouping.rawValue))"
        if totals.unreadableLines > 0 { line += " · \(counted(totals.unreadableLines, "line")) skipped" }
        if totals.longLines > 0 { line += " · \(counted(totals.longLines, "over-long line")) skipped" }
        if totals.truncatedErrors > 0 {
            line += " · \(counted(totals.truncatedErrors, "error")) longer than 64 KiB, cut there"
        }
        return line
    }

    /// `1 error`, `2 errors`, `1,234 errors`.
    public static func counted(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    private static let missing = DiagnosisField.missing

    private static let maximumCell = 48

    private static func rows(_ summary: ErrorSummary) -> [[String]] {
        let byCode = summary.grouping == .code
        var table: [[String]] = [byCode
            ? ["count", "platform", "domain", "code and name", "AADSTS", "action", "first seen", "last seen", "correlation ids"]
            : ["count", summary.grouping.rawValue, "errors", "most common first", "first seen", "last seen", "correlation ids"]]
        for row in summary.rows {
            let diagnosis = row.diagnosis.diagnosis
            let ids = row.correlationIds.map { VisibleText.make($0) }.joined(separator: " ")
            let seen = [position(row.firstSeen, summary), position(row.lastSeen, summary)]
            if byCode {
                table.append([grouped(row.count), row.platform?.rawValue ?? missing, cell(domain(diagnosis), limit: 64),
                              cell(codeAndName(diagnosis)), aadsts(diagnosis),
                              row.diagnosis.advice.action.rawValue] + seen + [ids.isEmpty ? missing : ids])
            } else {
                table.append([grouped(row.count), cell(row.key), grouped(row.distinctErrors),
                              cell(ErrorSummary.name(of: diagnosis))] + seen + [ids.isEmpty ? missing : ids])
            }
        }
        return table
    }

    /// The domain or class; for a wrapper, the wrapper's last name part and what it wraps:
    /// `CompletionException › MsalServiceException`.
    static func domain(_ diagnosis: Diagnosis) -> String {
        guard let inner = ErrorSummary.wrapped(by: diagnosis) else { return diagnosis.domain ?? missing }
        let outer = diagnosis.domain.map { String($0.split(separator: ".").last ?? Substring($0)) }
        return [outer, inner.domain].compactMap { $0 }.joined(separator: " › ").nonEmpty ?? missing
    }

    /// The first AADSTS code of the error, else of what it wraps.
    static func aadsts(_ diagnosis: Diagnosis) -> String {
        (diagnosis.aadsts.first ?? ErrorSummary.wrapped(by: diagnosis)?.aadsts.first).map(String.init) ?? missing
    }

    /// `-50002 MSALErrorInteractionRequired`, `invalid_grant`, with the internal sub-code when there
    /// is one; for a wrapper without a code of its own, the code of what it wraps.
    static func codeAndName(_ diagnosis: Diagnosis) -> String {
        let own = ownCodeAndName(diagnosis)
        if own == missing, let inner = ErrorSummary.wrapped(by: diagnosis) { return ownCodeAndName(inner) }
        return own
    }

    private static func ownCodeAndName(_ diagnosis: Diagnosis) -> String {
        var parts: [String] = []
        if let code = diagnosis.code?.description { parts.append(code) }
        if let name = diagnosis.codeName, name != parts.first { parts.append(name) }
        if let sub = diagnosis.internalSubCodeName ?? diagnosis.internalSubCode.map(String.init) { parts.append("/ \(sub)") }
        if parts.isEmpty, let oauth = diagnosis.oauthError { parts.append(oauth) }
        if parts.isEmpty, let status = diagnosis.httpStatus { parts.append("HTTP \(status)") }
        return parts.isEmpty ? missing : parts.joined(separator: " ")
    }

    static func position(_ position: ErrorSummary.Position, _ summary: ErrorSummary) -> String {
        let (input, text): (Int, String)
        switch position {
        case .line(let index, let line): (input, text) = (index, "line \(line)")
        case .time(let index, let milliseconds): (input, text) = (index, ColumnText.time(milliseconds))
        }
        // The input's number in brackets, apart from the time: `[2] 00:04:44.133`, never `2:04:44.133`.
        return summary.inputs.count > 1 ? "[\(input + 1)] \(text)" : text
    }

    private static func cell(_ text: String, limit: Int = maximumCell) -> String {
        let visible = VisibleText.make(text)
        return visible.count > limit ? String(visible.prefix(limit - 1)) + "…" : visible
    }

    /// 1234567 → `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
