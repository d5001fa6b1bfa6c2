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
        let facts = DiagnosisFacts(diagnosis, categoryOf: categoryOf)
        let rule = AdviceTable.rules.first { $0.matches(facts) } ?? AdviceTable.unknown
        if rule.isCatchAll, let inner = diagnosis.underlying {
            let innerFacts = DiagnosisFacts(inner, categoryOf: categoryOf)
            if let innerRule = AdviceTable.rules.first(where: { $0.matches(innerFacts) }), !innerRule.isCatchAll {
                var advice = innerRule.outcome(for: innerFacts)
                advice.rule = "underlying." + advice.rule
                return advice
            }
        }
        return rule.outcome(for: facts)
    }
}
