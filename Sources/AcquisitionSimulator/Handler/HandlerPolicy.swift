import MSALErrorModel

/// Where the simulated app's handler gets its recommended action from.
///
/// One source of truth: the advice engine. While it answers `.unknown` for a
/// diagnosis (its placeholder does for everything), the interim table below
/// fills in, so switching over needs no change here.
public enum HandlerPolicy {
    public static func action(for diagnosis: Diagnosis, advice: Advice) -> RecommendedAction {
        advice.action != .unknown ? advice.action : InterimAdvice.action(for: diagnosis)
    }
}

/// The documented handling, reduced to what the simulator's diagnoses need.
/// Used only where `AdviceEngine` has no answer.
enum InterimAdvice {
    static func action(for d: Diagnosis) -> RecommendedAction {
        if d.httpStatus == 429 { return .retryAfterDelay }
        if let status = d.httpStatus, (500...599).contains(status) { return .retryOnce5xx }
        if !d.declinedScopes.isEmpty { return .retryWithGrantedScopes }
        switch d.domain {
        case "NSURLErrorDomain", "System.Net.Http.HttpRequestException", "requests.exceptions.ConnectionError":
            return .noNetwork
        case "MSALErrorDomain": return appleAction(d)
        case "MsalUiRequiredException", "MsalClaimsChallengeException", "InteractionRequiredAuthError":
            return .interactiveAuth
        case "IntuneAppProtectionPolicyRequiredException": return .intuneRemediation
        case "MsalClientException":
            return d.code?.text == "authentication_canceled" ? .userCanceledOptionalRetry : .fixAppConfiguration
        case "BrowserAuthError":
            switch d.code?.text {
            case "user_cancelled": return .userCanceledOptionalRetry
            case "no_network_connectivity": return .noNetwork
            default: return .genericMessageInternal
            }
        default: return oauthAction(d)
        }
    }

    private static func appleAction(_ d: Diagnosis) -> RecommendedAction {
        switch d.code?.number {
        case -50002, -50142: .interactiveAuth
        case -50003: .retryWithGrantedScopes
        case -50004: .intuneRemediation
        case -50005: .userCanceledOptionalRetry
        case -50001: .deviceCompliance
        default: .genericMessageInternal
        }
    }

    /// MSAL.NET service exceptions, MSAL.js `ServerError`, Python error dicts.
    private static func oauthAction(_ d: Diagnosis) -> RecommendedAction {
        switch d.oauthError {
        case "interaction_required", "login_required", "consent_required": return .interactiveAuth
        case "invalid_grant":
            return d.subError == "protection_policy_required" ? .intuneRemediation : .interactiveAuth
        case "unauthorized_client":
            return d.subError == "protection_policy_required" ? .intuneRemediation : .fixAppConfiguration
        case "invalid_request", "invalid_client": return .fixAppConfiguration
        case "access_denied": return .userCanceledOptionalRetry
        default: return .unknown
        }
    }
}
