/// One row of the advice table: a small matcher over the diagnosis and the
/// outcome it leads to. The table is ordered and the first row that matches wins
/// (see `AdviceTable` for the order and why). A class, so that trying the rules
/// in order does not copy them.
final class AdviceRule: Sendable {
    /// Stable id shown to people as the reason for the advice (`claims.challenge`).
    let id: String
    let action: RecommendedAction
    let message: UserMessageKey
    let matcher: AdviceMatcher
    /// The developer advice, worded for the platform that reported the error.
    let advice: @Sendable (DiagnosisFacts) -> String
    /// A catch-all by error class or none at all: a wrapped error that a specific
    /// rule recognises says more, so the engine advises that one instead.
    let isCatchAll: Bool

    init(
        _ id: String, _ action: RecommendedAction, _ message: UserMessageKey, catchAll: Bool = false,
        when matcher: AdviceMatcher,
        advice: @escaping @Sendable (DiagnosisFacts) -> String
    ) {
        self.id = id
        self.action = action
        self.message = message
        self.matcher = matcher
        self.advice = advice
        self.isCatchAll = catchAll
    }

    func matches(_ facts: DiagnosisFacts) -> Bool { matcher.test(facts) }

    func outcome(for facts: DiagnosisFacts) -> Advice {
        Advice(action: action, developerAdvice: advice(facts), userMessage: message, rule: id)
    }
}
