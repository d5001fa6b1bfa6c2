/// `codes QUERY`: what one query finds, as text or JSON.
extension CodesReport {
    public static func lookup(_ query: String) -> LookupOutcome {
        let matches = Catalog.lookup(query)
        if matches.isEmpty, let rename = JSVersionNames.rename(of: query) {
            return .renamed(message: "\(rename.v1): MSAL.js 1.x \(rename.kind); MSAL.js 2.x and later call it "
                + "\(rename.v2) (\(rename.note)).")
        }
        if matches.isEmpty {
            return .unknown(message: "msal-triage codes: no catalog entry matches '\(TerminalText.safe(query))'. "
                + "Try a number (-50002), AADSTS50079, a string code (invalid_grant) or a name (BasicAction).")
        }
        return .found(matches)
    }

    /// `codes QUERY --json`: the shared diagnosis shape plus `name`, `kind` and `meaning`.
    public static func detailJSON(_ entry: CatalogEntry, locale: MessageLocale) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(entry.name)),
            ("kind", .string(entry.kind.rawValue)),
            ("meaning", .string(entry.meaning)),
        ]
        if case .object(let report) = DiagnosisReport.json(Catalog.diagnosis(for: entry), locale: locale) {
            members += report
        }
        if entry.kind == .userInfoKey, let key = UserInfoKeyAdvice.explanation(of: entry.name) {
            // A key is not an error: its explanation replaces the advice for "no error".
            for position in members.indices {
                switch members[position].0 {
                case "rule": members[position].1 = .string(UserInfoKeyAdvice.ruleID)
                case "developerAdvice": members[position].1 = .string(key.use)
                default: break
                }
            }
            members += [("holds", .string(key.holds)), ("setWhen", .string(key.setWhen))]
        }
        return .object(members)
    }

    /// `codes QUERY --json`: one object for one match, an array for several.
    public static func detailJSON(_ entries: [CatalogEntry], locale: MessageLocale) -> JSONValue {
        entries.count == 1 ? detailJSON(entries[0], locale: locale) : .array(entries.map { detailJSON($0, locale: locale) })
    }

    /// `codes QUERY`: a labelled block per match.
    public static func detailText(_ entries: [CatalogEntry], locale: MessageLocale) -> String {
        var blocks: [String] = []
        if entries.count > 1 {
            blocks.append("\(entries.count) entries match:")
        }
        for entry in entries {
            blocks.append(detailText(entry, locale: locale))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `apple error`, `dotnet errorCode`; where the platform and the kind share a name
    /// (`aadsts aadsts`, `http httpStatus` reads fine) the kind alone.
    static func kindLabel(_ entry: CatalogEntry) -> String {
        entry.platform.rawValue == entry.kind.rawValue
            ? entry.kind.rawValue : "\(entry.platform.rawValue) \(entry.kind.rawValue)"
    }

    /// The entry's own rows (name, kind, value, meaning), then the diagnosis it stands for,
    /// formatted from the one field list every text rendering uses.
    static func detailText(_ entry: CatalogEntry, locale: MessageLocale) -> String {
        if entry.kind == .userInfoKey, let key = UserInfoKeyAdvice.explanation(of: entry.name) {
            return labelled([
                ("Name", entry.name), ("Kind", kindLabel(entry)), ("Platform", Platform.apple.displayName),
                ("Meaning", entry.meaning), ("Holds", key.holds), ("Set when", key.setWhen), ("What to do", key.use),
            ])
        }
        let diagnosis = Catalog.diagnosis(for: entry)
        var advice = AdviceEngine.advise(diagnosis)
        if advice.action == .unknown, let known = entry.action { advice.action = known }
        var rows: [(String, String)] = [
            ("Name", entry.name),
            ("Kind", kindLabel(entry)),
            ("Value", entry.value.description),
        ]
        func add(_ label: String, _ value: String?) {
            if let value, !value.isEmpty { rows.append((label, value)) }
        }
        switch entry.kind {
        case .aadsts:
            add("Entra name", entry.domain)
            add("Category", entry.value.number.flatMap(Catalog.aadsts)?.category.rawValue)
        case .httpStatus:
            add("Reason", entry.domain)
        case .errorCode where entry.platform == .android || entry.platform == .java,
             .subError where entry.platform == .android || entry.platform == .java:
            // Android and msal4j declare one value on several classes; the error domain
            // below is the exception the app catches, this is where the constant lives.
            add("Declared on", entry.domain.map { "\($0).\(entry.name)" })
        case .errorType, .errorString:
            add("Package", entry.domain)
        default:
            break
        }
        add("Meaning", entry.meaning)
        for field in diagnosis.fields(advice: advice, locale: locale) {
            add(field.label, field.value)
        }
        add("Underlying error", diagnosis.underlying.map { under in
            [under.domain, DiagnosisNaming.code(under)].compactMap { $0 }.joined(separator: " ")
        })
        return labelled(rows)
    }

    /// `Label: value` rows, the values aligned.
    private static func labelled(_ rows: [(String, String)]) -> String {
        let width = rows.map { TerminalText.width($0.0) }.max() ?? 0
        return rows.map { TerminalText.padded($0.0 + ":", to: width + 1) + " " + $0.1 }.joined(separator: "\n")
    }
}
