import MSALErrorModel

/// MSAL.js (msal-browser): error class and `errorCode`.
///
/// Server errors that mean interaction (`interaction_required`, `consent_required`,
/// `login_required`, `bad_token`, or a UI sub-error) become
/// `InteractionRequiredAuthError`; other server errors become `ServerError`.
enum JSReport {
    static func diagnosis(for condition: Condition, during api: API) -> Diagnosis? {
        var result = Diagnosis(platform: .js)
        switch condition {
        case .offline, .connectionLost:
            set(&result, "BrowserAuthError", "no_network_connectivity", "noNetworkConnectivity")
            result.errorDescription = "The browser reports no network connectivity."
        case .noCachedToken:
            set(&result, "InteractionRequiredAuthError", "no_tokens_found", "noTokensFound")
            result.errorDescription = "No refresh token in the cache for this account."
        case .userCanceled, .brokerResponseNotReceived:
            set(&result, "BrowserAuthError", "user_cancelled", "userCancelled")
            result.errorDescription = "The user closed the popup before finishing."
        case .scopesDeclined(let granted, let declined):
            // No error: the AuthenticationResult's scopes lack the declined ones.
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "AuthenticationResult.scopes lacks some requested scopes."
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            let interaction = interactionCodes.contains(answer.error)
                || answer.subError.map(interactionSubErrors.contains) == true
            result.domain = interaction ? "InteractionRequiredAuthError" : "ServerError"
            result.code = .text(answer.error)
            result.codeName = codeNames[answer.error]
        }
        return result
    }

    private static func set(_ result: inout Diagnosis, _ type: String, _ code: String, _ name: String) {
        result.domain = type
        result.code = .text(code)
        result.codeName = name
    }

    private static let interactionCodes: Set<String> = [
        "interaction_required", "consent_required", "login_required", "bad_token",
    ]
    private static let interactionSubErrors: Set<String> = [
        "message_only", "additional_action", "basic_action", "user_password_expired", "consent_required",
        "bad_token",
    ]
    /// Export names of the MSAL.js codes the simulator produces.
    private static let codeNames: [String: String] = [
        "interaction_required": "interactionRequired",
        "login_required": "loginRequired",
        "consent_required": "consentRequired",
    ]
}
