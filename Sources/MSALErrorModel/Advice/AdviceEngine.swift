/// Turns a diagnosis into the handling the MSAL documentation recommends.
///
/// The decisions live in `AdviceTable`: an ordered list of small rules, first match
/// wins. When only a catch-all matches (nothing known, or only the error's class)
/// and the error wraps another one (`NSUnderlyingError`, an inner exception) that a
/// specific rule recognises, the wrapped error is advised instead, and the rule id
/// says so (`underlying.network.offline`).
///
/// Every call does the whole work; what is prepared once is only derived from the
/// table (`RuleIndex`, each rule's wording per platform) and the catalog.
public enum AdviceEngine {
    public static func advise(_ diagnosis: Diagnosis) -> Advice {
        advise(diagnosis, categoryOf: { CatalogFacts.aadstsCategories[$0] })
    }

    /// The id of every rule, in the order they are tried.
    public static var ruleIDs: [String] { AdviceTable.rules.map(\.id) }

    /// The rule table, filed by what each rule tests: the calling thread's copy (see `ThreadTables`).
    static var index: RuleIndex { ThreadTables.current.ruleIndex }

    /// The index as built from the table, which the first thread to advise uses.
    static let builtIndex = RuleIndex(AdviceTable.rules)

    /// - Parameter categoryOf: the AADSTS category look-up (tests pass their own table).
    static func advise(_ diagnosis: Diagnosis, categoryOf: (Int) -> AADSTSCategory?) -> Advice {
        let index = index
        let facts = DiagnosisFacts(diagnosis, index: index)
        let rule = index.firstRule(for: facts, of: diagnosis, categoryOf: categoryOf) ?? AdviceTable.unknown
        if rule.isCatchAll, let inner = diagnosis.underlying,
           let wrapped = adviseWrapped(inner, index: index, categoryOf: categoryOf)
        {
            return wrapped
        }
        var advice = rule.outcome(for: facts, of: diagnosis)
        if advice.action == .unknown, let hint = CatalogActionHint.action(for: diagnosis) {
            // No rule knows it, but the catalog notes what to do: the answer `codes` gives.
            advice.action = hint.action
            advice.developerAdvice = hint.meaning + " " + advice.developerAdvice
            advice.rule = "catalog.action"
        }
        return advice
    }

    /// The advice for a wrapped error (at any depth) when a specific rule recognises
    /// it; the rule id gets `underlying.` per level.
    private static func adviseWrapped(
        _ diagnosis: Diagnosis, index: RuleIndex, categoryOf: (Int) -> AADSTSCategory?
    ) -> Advice? {
        let facts = DiagnosisFacts(diagnosis, index: index)
        let rule = index.firstRule(for: facts, of: diagnosis, categoryOf: categoryOf) ?? AdviceTable.unknown
        var advice: Advice
        if !rule.isCatchAll {
            advice = rule.outcome(for: facts, of: diagnosis)
        } else if let inner = diagnosis.underlying, let wrapped = adviseWrapped(inner, index: index, categoryOf: categoryOf) {
            advice = wrapped
        } else {
            return nil
        }
        advice.rule = "underlying." + advice.rule
        return advice
    }
}
