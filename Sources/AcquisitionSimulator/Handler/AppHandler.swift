import MSALErrorModel

/// What the simulated app knows about its own flow when an error arrives.
struct HandlerContext {
    var api: API = .acquireTokenSilent
    var interactiveAttempts = 0
    var remediations = 0
    var serverRetries = 0
    var throttleWaits = 0
    var stopOnDeclinedScopes = false
    /// The app called the interactive API once so the user could read a MessageOnly
    /// explanation: the cancel that follows is the expected end of the flow.
    var messageOnlyShown = false
}

/// The app's error handler: the recommended action for the error, applied to
/// the flow the app is in. Pure, so each branch is testable on its own.
enum AppHandler {
    /// How many times the app waits out a `Retry-After` before giving up.
    static let maxThrottleWaits = 3

    static func decide(_ action: RecommendedAction, for diagnosis: Diagnosis, in context: HandlerContext)
        -> HandlerDecision
    {
        switch action {
        case .interactiveAuth:
            // A second interactive failure that asks for interaction again is not looped on.
            if context.interactiveAttempts >= 2 { return .logAndShowGenericMessage }
            if diagnosis.claims != nil { return .interactiveWithClaims }
            // .NET's Classification, msal4j's reason() or the server's sub-error, in any spelling.
            let reason = (diagnosis.classification ?? diagnosis.subError)?.lowercased().filter { $0 != "_" }
            switch reason {
            case "promptneverfailed": return .interactiveSelectAccount
            case "additionalaction": return .warnThenInteractive
            default: return .interactive
            }
        case .deviceCompliance:
            if context.interactiveAttempts >= 2 { return .logAndShowGenericMessage }
            return diagnosis.claims != nil ? .interactiveWithClaims : .warnThenInteractive
        case .retryWithGrantedScopes:
            return context.stopOnDeclinedScopes ? .stopDeclinedScopes : .retrySilentWithGrantedScopes
        case .intuneRemediation:
            return context.remediations >= 1 ? .logAndShowGenericMessage : .intuneRemediation
        case .userCanceledOptionalRetry:
            return context.messageOnlyShown ? .stopAfterMessageOnly : .offerRetryAfterCancel
        case .genericMessageInternal, .unknown: return .logAndShowGenericMessage
        case .noNetwork: return .showNoInternet
        case .retryAfterDelay:
            guard diagnosis.retryAfterSeconds != nil, context.throttleWaits < maxThrottleWaits else {
                return .showServiceUnavailable
            }
            return .waitRetryAfter
        case .retryOnce5xx: return context.serverRetries >= 1 ? .showServiceUnavailable : .retryOnce
        case .fixAppConfiguration: return .showConfigurationError
        case .adminConsent: return .showAdminConsentNeeded
        }
    }
}
