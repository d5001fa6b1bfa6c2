import MSALErrorModel

/// Where the simulated app's handler gets its recommended action from: the
/// advice engine, the one source of truth shared with the console and `explain`.
/// The handler (`AppHandler`) only applies that action to the flow it is in.
public enum HandlerPolicy {
    public static func action(for diagnosis: Diagnosis, advice: Advice) -> RecommendedAction {
        advice.action
    }
}
