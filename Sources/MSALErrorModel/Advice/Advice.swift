/// What the app should do about one diagnosis, and what it should tell its user.
public struct Advice: Hashable, Sendable {
    public var action: RecommendedAction
    /// For the developer: what to call, what to log, what never to do.
    public var developerAdvice: String
    public var userMessage: UserMessageKey
    /// Which rule of the advice table fired, so a person can see why.
    public var rule: String

    public init(action: RecommendedAction, developerAdvice: String, userMessage: UserMessageKey, rule: String) {
        self.action = action
        self.developerAdvice = developerAdvice
        self.userMessage = userMessage
        self.rule = rule
    }
}
