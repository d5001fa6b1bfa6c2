import MSALErrorModel

/// `msal-triage handler --code X`: the branch that handles X, found the way
/// `msal-triage codes X` finds it (`CodesReport.lookup`), advised by the same engine.
public enum BranchLookup: Equatable, Sendable {
    case found(BranchAnswer)
    /// One line for stderr (the query shown with control characters escaped).
    case unknown(message: String)
}

public struct BranchAnswer: Equatable, Sendable {
    /// The catalog entry the query named.
    public var entryName: String
    public var route: Route
    public var language: HandlerLanguage
    /// The branch, with a first comment line naming the entry, the rule and the user message.
    public var text: String
}

extension HandlerGenerator {
    public static func branch(
        forQuery query: String, platform: HandlerPlatform, language: HandlerLanguage? = nil
    ) -> BranchLookup {
        let entries: [CatalogEntry]
        switch CodesReport.lookup(query) {
        case .unknown(let message):
            return .unknown(message: message.replacingOccurrences(of: "msal-triage codes:", with: "msal-triage handler:"))
        case .renamed(let message):
            // An MSAL.js 1.x name has no branch of its own: say what 2.x calls it, and look that up.
            return .unknown(message: "msal-triage handler: " + message)
        case .found(let found):
            entries = found
        }
        guard let entry = entry(among: entries, for: platform) else {
            let owners = Set(entries.map(\.platform.rawValue)).sorted().joined(separator: ", ")
            return .unknown(
                message: "msal-triage handler: \(entries[0].name) is reported by \(owners), not by "
                    + "\(platform.rawValue); try --platform \(entries[0].platform.rawValue)")
        }
        return .found(branch(for: Catalog.diagnosis(for: entry), named: entry.name, platform: platform, language: language))
    }

    /// The branch that handles one diagnosis (as the platform would report it), with the rule
    /// that chose it: what the console's `h` shows for the selected error.
    public static func branch(
        for diagnosis: Diagnosis, named name: String, platform: HandlerPlatform, language: HandlerLanguage? = nil
    ) -> BranchAnswer {
        var diagnosis = diagnosis
        diagnosis.platform = platform.platform
        let route = Route(AdviceEngine.advise(diagnosis))
        let source = handler(for: platform, language: language)
        let comment = source.language.comment
        let message = UserMessages.text(route.message, locale: .en)
        let head = [
            "\(comment) \(name) → rule \(route.rule) → \(route.action.rawValue)",
            "\(comment) user message \(route.message.rawValue): \(message)",
        ]
        let body = dedent(source.branches[route.action] ?? "")
        return BranchAnswer(
            entryName: name, route: route, language: source.language, text: (head + [body]).joined(separator: "\n"))
    }

    /// The entry of this platform, else a platform-neutral one (AADSTS, HTTP), else for
    /// Android and Java (which the catalog does not list) a string code any platform shares.
    private static func entry(among entries: [CatalogEntry], for platform: HandlerPlatform) -> CatalogEntry? {
        let own = entries.first { $0.platform.rawValue == platform.rawValue }
        let neutral = entries.first { $0.platform == .aadsts || $0.platform == .http }
        let shared = [.android, .java].contains(platform) ? entries.first { [.errorCode, .subError].contains($0.kind) } : nil
        return own ?? neutral ?? shared
    }

    /// The branch without the indentation it has inside the handler.
    static func dedent(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let margin = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(margin, $0.count))) }.joined(separator: "\n")
    }
}
