/// `codes` without a query: the catalog as a table or a JSON array.
extension CodesReport {
    /// Entries of one platform, or all of them.
    public static func entries(platform: CatalogPlatform?) -> [CatalogEntry] {
        guard let platform else { return Catalog.entries }
        return Catalog.entries.filter { $0.platform == platform }
    }

    /// The recommended action shown for an entry: the advice engine's answer for
    /// the entry as a diagnosis, else the catalog's own hint; none for kinds that
    /// are not errors (domains, userInfo keys, dict keys).
    public static func action(for entry: CatalogEntry) -> RecommendedAction? {
        listedAdvice(for: entry)?.action
    }

    /// The action and, when a rule gave it, the advice (developer advice in the entry's
    /// platform's terms, user-message key) that the listing shows for an entry.
    static func listedAdvice(for entry: CatalogEntry) -> (action: RecommendedAction, advice: Advice?)? {
        switch entry.kind {
        case .domain, .userInfoKey, .errorDictKey: return nil
        default: break
        }
        let advice = AdviceEngine.advise(Catalog.diagnosis(for: entry))
        guard advice.action == .unknown else { return (advice.action, advice) }
        return entry.action.map { ($0, nil) }
    }

    /// `codes --json`: one array, one object per entry.
    public static func listJSON(_ entries: [CatalogEntry]) -> JSONValue {
        .array(entries.map(entryJSON))
    }

    static func entryJSON(_ entry: CatalogEntry) -> JSONValue {
        let listed = listedAdvice(for: entry)
        return .object([
            ("platform", .string(entry.platform.rawValue)),
            ("kind", .string(entry.kind.rawValue)),
            ("name", .string(entry.name)),
            ("value", JSONValue(entry.value)),
            ("domain", JSONValue(entry.domain)),
            ("meaning", .string(entry.meaning)),
            ("action", JSONValue(listed?.action.rawValue)),
            ("developerAdvice", JSONValue(listed?.advice?.developerAdvice)),
            ("userMessageKey", JSONValue(listed?.advice?.userMessage.rawValue)),
        ])
    }

    /// `codes`: an aligned table per platform and kind. Columns are measured in
    /// terminal cells, so wide characters keep the table straight.
    public static func listTable(_ entries: [CatalogEntry]) -> String {
        var groups: [(title: String, rows: [[String]])] = []
        for entry in entries {
            // AADSTS codes are their own platform and kind: say it once.
            let title = entry.platform.rawValue == entry.kind.rawValue
                ? entry.platform.rawValue : "\(entry.platform.rawValue) · \(entry.kind.rawValue)"
            let row = [entry.name, entry.value.description, entry.domain ?? "", action(for: entry)?.rawValue ?? "",
                       entry.meaning]
            if groups.last?.title == title {
                groups[groups.count - 1].rows.append(row)
            } else {
                groups.append((title, [row]))
            }
        }
        let header = ["NAME", "VALUE", "DOMAIN/TYPE", "ACTION", "MEANING"]
        var out: [String] = []
        for (position, group) in groups.enumerated() {
            // Columns are sized per group: one very long name must not widen every table.
            var widths = header.map(TerminalText.width)
            for row in group.rows {
                for (column, cell) in row.enumerated() {
                    widths[column] = max(widths[column], TerminalText.width(cell))
                }
            }
            func line(_ cells: [String]) -> String {
                let padded = cells.enumerated().map { column, cell in
                    column == cells.count - 1 ? cell : TerminalText.padded(cell, to: widths[column])
                }
                return "  " + padded.joined(separator: "  ")
            }
            if position > 0 { out.append("") }
            out.append("\(group.title) (\(group.rows.count))")
            out.append(line(header))
            out += group.rows.map(line)
        }
        return out.joined(separator: "\n") + "\n"
    }
}
