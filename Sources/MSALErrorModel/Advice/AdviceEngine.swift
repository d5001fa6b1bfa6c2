/// Turns a diagnosis into the handling the MSAL documentation recommends.
///
/// The decisions live in `AdviceTable`: an ordered list of small rules, first match
/// wins. When only a catch-all matches (nothing known, or only the error's class)
/// and the error wraps another one (`NSUnderlyingError`, an inner exception) that a
/// specific rule recognises, the wrapped error is advised instead, and the rule id
/// says so (`underlying.network.offline`).
public enum AdviceEngine {
    public static func advise(_ diagnosis: Diagnosis) -> Advice {
        advise(diagnosis, categoryOf: { Catalog.aadsts($0)?.category })
    }

    /// The id of every rule, in the order they are tried.
    public static var ruleIDs: [String] { AdviceTable.rules.map(\.id) }

    /// - Parameter categoryOf: the AADSTS category look-up (tests pass their own table).
    static func advise(_ diagnosis: Diagnosis, categoryOf: (Int) -> AADSTSCategory?) -> Advice {
        let decision = decide(diagnosis, categoryOf: categoryOf)
        var advice = decision.rule.outcome(for: decision.facts)
        advice.rule = decision.path + advice.rule
        return advice
    }

    /// The rule for a diagnosis, looking into wrapped errors (at any depth) when the
    /// diagnosis itself only reaches a catch-all; `path` is `underlying.` per level.
    private static func decide(
        _ diagnosis: Diagnosis, categoryOf: (Int) -> AADSTSCategory?
    ) -> (rule: AdviceRule, facts: DiagnosisFacts, path: String) {
        let facts = DiagnosisFacts(diagnosis, categoryOf: categoryOf)
        let rule = AdviceTable.rules.first { $0.matches(facts) } ?? AdviceTable.unknown
        if rule.isCatchAll, let inner = diagnosis.underlying {
            let wrapped = decide(inner, categoryOf: categoryOf)
            if !wrapped.rule.isCatchAll {
                return (wrapped.rule, wrapped.facts, "underlying." + wrapped.path)
            }
        }
        return (rule, facts, "")
    }
}
