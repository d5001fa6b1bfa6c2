/// One row of the advice table: a small matcher over the diagnosis and the
/// outcome it leads to. The table is ordered and the first row that matches wins
/// (see `AdviceTable` for the order and why).
struct AdviceRule: Sendable {
    /// Stable id shown to people as the reason for the advice (`claims.challenge`).
    let id: String
    let action: RecommendedAction
    let message: UserMessageKey
    let matches: @Sendable (DiagnosisFacts) -> Bool
    /// The developer advice, worded for the platform that reported the error.
    let advice: @Sendable (DiagnosisFacts) -> String
    /// A catch-all by error class or none at all: a wrapped error that a specific
    /// rule recognises says more, so the engine advises that one instead.
    let isCatchAll: Bool

    init(
        _ id: String, _ action: RecommendedAction, _ message: UserMessageKey, catchAll: Bool = false,
        when matches: @escaping @Sendable (DiagnosisFacts) -> Bool,
        advice: @escaping @Sendable (DiagnosisFacts) -> String
    ) {
        self.id = id
        self.action = action
        self.message = message
        self.matches = matches
        self.advice = advice
        self.isCatchAll = catchAll
    }

    func outcome(for facts: DiagnosisFacts) -> Advice {
        Advice(action: action, developerAdvice: advice(facts), userMessage: message, rule: id)
    }
}
