/// Turns a diagnosis into the handling the MSAL documentation recommends.
/// PLACEHOLDER: the rule table replaces this body (issue 2).
public enum AdviceEngine {
    public static func advise(_ diagnosis: Diagnosis) -> Advice {
        Advice(action: .unknown, developerAdvice: "", userMessage: .unknownError, rule: "none")
    }
}
