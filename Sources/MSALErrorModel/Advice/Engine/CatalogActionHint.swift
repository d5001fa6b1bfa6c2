/// The action the catalog itself notes for a value no advice rule recognises
/// (`CatalogEntry.action`): what `codes` shows for it (`CodesReport.listedAdvice`). When only
/// the catch-all `unknown` rule matches, `explain` takes it too, so `codes x` and `explain` of
/// an error carrying x give one answer (issue 25). Looked up only then: never on the hot path.
enum CatalogActionHint {
    /// The catalog's action for the diagnosis's code (on its platform), else for its error
    /// class; nil when the entries found disagree or note none.
    static func action(for diagnosis: Diagnosis) -> (action: RecommendedAction, meaning: String)? {
        // A wrapper the catalog does not know (Azure.Identity's `AuthenticationFailedException`)
        // takes the hint of the MSAL error it wraps.
        var current: Diagnosis? = diagnosis
        while let error = current {
            if let hint = ownAction(for: error) { return hint }
            current = error.underlying
        }
        return nil
    }

    private static func ownAction(for diagnosis: Diagnosis) -> (action: RecommendedAction, meaning: String)? {
        let index = CatalogIndex.shared
        let platform = diagnosis.platform.flatMap { CatalogPlatform(rawValue: $0.rawValue) }
        var positions: [Int] = []
        switch diagnosis.code {
        case .text(let text)?: positions = index.byText[text] ?? []
        case .number(let number)? where platform == .apple:
            // An Apple number counts only in its own domain (`kCFErrorDomainCFNetwork -1009` is not NSURL's).
            positions = (index.byNumber[number] ?? []).filter { index.entries[$0].domain == diagnosis.domain }
        default: break
        }
        if let hint = agreed(index.entries(at: positions), platform: platform) { return hint }
        guard diagnosis.code == nil, let domain = diagnosis.domain else { return nil }
        return agreed(index.entries(at: index.byName[domain]), platform: platform)
    }

    private static func agreed(_ entries: [CatalogEntry], platform: CatalogPlatform?) -> (RecommendedAction, String)? {
        let mine = entries.filter { platform == nil || $0.platform == platform }
        guard let first = mine.first(where: { $0.action != nil }), let action = first.action,
              mine.allSatisfy({ $0.action == nil || $0.action == action }) else { return nil }
        return (action, first.meaning)
    }
}
