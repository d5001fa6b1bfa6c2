/// Turns a diagnosis into the handling the MSAL documentation recommends.
///
/// The decisions live in `AdviceTable`: an ordered list of small rules, first match
/// wins. When only the catch-all matches and the error wraps another one
/// (`NSUnderlyingError`, an inner exception), the wrapped error is advised instead,
/// and the rule id says so (`underlying.network.offline`).
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
        if rule.id == AdviceTable.unknown.id, let inner = diagnosis.underlying {
            var advice = advise(inner, categoryOf: categoryOf)
            if advice.action != .unknown {
                advice.rule = "underlying." + advice.rule
                return advice
            }
        }
        return rule.outcome(for: facts)
    }
}
