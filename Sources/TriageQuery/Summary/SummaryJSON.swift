import MSALErrorModel

/// `summarize --json`: JSON lines; the first object (`"kind":"totals"`) holds the totals,
/// then one object per row (`"kind":"row"`), most frequent first.
public enum SummaryJSON {
    public static func lines(_ summary: ErrorSummary, kinds: [SummaryReading.InputKind]) -> [String] {
        let totals = summary.totals
        var lines = [JSONValue.object([
            ("kind", .string("totals")),
            ("inputs", .array(zip(summary.inputs, kinds).map { name, kind in
                .object([("name", .string(name)), ("kind", .string(kind.rawValue))])
            })),
            ("by", .string(summary.grouping.rawValue)),
            ("where", JSONValue(summary.query?.source)),
            ("events", .int(totals.events)),
            ("matchingEvents", .int(totals.matchingEvents)),
            ("matchingErrors", .int(totals.matchingErrors)),
            ("rows", .int(summary.rows.count)),
            ("unreadableLines", .int(totals.unreadableLines)),
            ("longLines", .int(totals.longLines)),
            ("truncatedErrors", .int(totals.truncatedErrors)),
        ]).serialized()]
        for row in summary.rows {
            let diagnosis = row.diagnosis.diagnosis
            lines.append(JSONValue.object([
                ("kind", .string("row")),
                ("key", .string(row.key)),
                ("count", .int(row.count)),
                ("platform", JSONValue(row.platform?.rawValue)),
                ("domain", JSONValue(diagnosis.domain)),
                ("code", JSONValue(diagnosis.code)),
                ("codeName", JSONValue(diagnosis.codeName)),
                ("internalSubCode", JSONValue(diagnosis.internalSubCode)),
                ("internalSubCodeName", JSONValue(diagnosis.internalSubCodeName)),
                ("oauthError", JSONValue(diagnosis.oauthError)),
                ("aadsts", JSONValue(diagnosis.aadsts)),
                ("wrapped", ErrorSummary.wrapped(by: diagnosis).map { inner in
                    JSONValue.object([
                        ("domain", JSONValue(inner.domain)),
                        ("code", JSONValue(inner.code)),
                        ("codeName", JSONValue(inner.codeName)),
                        ("oauthError", JSONValue(inner.oauthError)),
                        ("aadsts", JSONValue(inner.aadsts)),
                        ("httpStatus", JSONValue(inner.httpStatus)),
                    ])
                } ?? .null),
                ("action", .string(row.diagnosis.advice.action.rawValue)),
                ("firstSeen", position(row.firstSeen, summary)),
                ("lastSeen", position(row.lastSeen, summary)),
                ("correlationIds", JSONValue(row.correlationIds)),
                ("distinctErrors", .int(row.distinctErrors)),
            ]).serialized())
        }
        return lines
    }

    /// `{"input":"app.log","line":12}` or `{"input":"s.jsonl","t":1234}` (virtual milliseconds).
    private static func position(_ position: ErrorSummary.Position, _ summary: ErrorSummary) -> JSONValue {
        switch position {
        case .line(let input, let line):
            .object([("input", .string(summary.inputs[input])), ("line", .int(line))])
        case .time(let input, let milliseconds):
            .object([("input", .string(summary.inputs[input])), ("t", .int(Int(clamping: milliseconds)))])
        }
    }
}
