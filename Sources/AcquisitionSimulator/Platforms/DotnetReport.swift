import MSALErrorModel

/// MSAL.NET: exception type, `ErrorCode`, `Classification` and `StatusCode`.
///
/// `interaction_required`, and `invalid_grant` unless its sub-error is
/// `client_mismatch` or `protection_policy_required`, become
/// `MsalUiRequiredException` (`MsalClaimsChallengeException` when claims come
/// with it); other server errors become `MsalServiceException`.
enum DotnetReport {
    static func diagnosis(for condition: Condition, during api: API) -> Diagnosis? {
        var result = Diagnosis(platform: .dotnet)
        switch condition {
        case .offline, .connectionLost:
            // MSAL.NET lets the HttpClient exception propagate.
            result.domain = "System.Net.Http.HttpRequestException"
            result.errorDescription = condition == .offline
                ? "No such host is known (the device is offline)."
                : "The connection was closed while the request was in flight."
        case .noCachedToken:
            set(&result, "MsalUiRequiredException", "user_null", "UserNullError")
            result.classification = "AcquireTokenSilentFailed"
            result.errorDescription = "No account was passed to AcquireTokenSilent (the cache is empty)."
        case .noSession:
            set(&result, "MsalUiRequiredException", "no_prompt_failed", "NoPromptFailedError")
            result.classification = "PromptNeverFailed"
            if let answer = condition.serverAnswer { PlatformReport.serverFields(answer, into: &result) }
            result.oauthError = nil
        case .userCanceled, .brokerResponseNotReceived:
            set(&result, "MsalClientException", "authentication_canceled", "AuthenticationCanceledError")
            result.errorDescription = "The user canceled authentication."
        case .redirectSchemeNotRegistered:
            set(&result, "MsalClientException", "redirect_uri_validation_failed", "RedirectUriValidationFailed")
            result.errorDescription = "The redirect URI is not registered for the broker."
        case .scopesDeclined(let granted, let declined):
            // No exception: the AuthenticationResult simply carries fewer scopes.
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "AuthenticationResult.Scopes lacks some requested scopes."
        case .appProtectionRequired:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            result.domain = "IntuneAppProtectionPolicyRequiredException"
            result.code = .text("protection_policy_required")
        case .serviceError:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            set(&result, "MsalServiceException", "service_not_available", "ServiceNotAvailable")
            result.oauthError = nil
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            mapServerError(answer, into: &result)
        }
        return result
    }

    private static func mapServerError(_ answer: ServerAnswer, into result: inout Diagnosis) {
        let uiRequired = answer.error == "interaction_required"
            || (answer.error == "invalid_grant"
                && answer.subError != "client_mismatch" && answer.subError != "protection_policy_required")
        if uiRequired {
            result.domain = answer.claims == nil ? "MsalUiRequiredException" : "MsalClaimsChallengeException"
            result.classification = PlatformReport.dotnetClassification(subError: answer.subError)
        } else {
            result.domain = "MsalServiceException"
        }
        result.code = .text(answer.error)
        result.codeName = codeNames[answer.error]
    }

    private static func set(_ result: inout Diagnosis, _ type: String, _ code: String, _ name: String) {
        result.domain = type
        result.code = .text(code)
        result.codeName = name
    }

    /// `MsalError` constant names for the server strings the simulator produces.
    private static let codeNames: [String: String] = [
        "invalid_grant": "InvalidGrantError",
        "interaction_required": "InteractionRequired",
        "invalid_request": "InvalidRequest",
        "invalid_client": "InvalidClient",
        "unauthorized_client": "UnauthorizedClient",
        "access_denied": "AccessDenied",
    ]
}
