import MSALErrorModel

/// MSAL for Android: the `com.microsoft.identity.client.exception` class the app
/// catches, its `getErrorCode()` and, for UI-required errors, `getOauthSubErrorCode()`.
///
/// `invalid_grant` and `interaction_required` become `MsalUiRequiredException`; the
/// app-protection answer becomes `MsalIntuneAppProtectionPolicyRequiredException`
/// (a broker request); other server errors `MsalServiceException` (its HTTP status is
/// kept only outside the broker). A cancel is `MsalUserCancelException`, with no code.
enum AndroidReport {
    static func diagnosis(for condition: Condition, during api: API) -> Diagnosis? {
        var result = Diagnosis(platform: .android)
        switch condition {
        case .offline:
            set(&result, "MsalClientException", "device_network_not_available")
            result.errorDescription = "Device network connection is not available."
        case .connectionLost:
            set(&result, "MsalClientException", "io_error")
            result.errorDescription = "An I/O error occurred while talking to the token endpoint."
        case .noCachedToken:
            set(&result, "MsalUiRequiredException", "no_tokens_found")
            result.errorDescription = "No refresh token was found in the cache for this account."
        case .userCanceled, .brokerResponseNotReceived:
            // No code and an empty message: the class says it all.
            result.domain = "MsalUserCancelException"
        case .redirectSchemeNotRegistered:
            set(&result, "MsalClientException", "redirect_uri_validation_error")
            result.errorDescription = "The redirect URI does not match the package name and signature hash."
        case .scopesDeclined(let granted, let declined):
            set(&result, "MsalDeclinedScopeException", "declined_scope_error")
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "Some or all requested scopes have been declined by the Server"
        case .appProtectionRequired:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            set(&result, "MsalIntuneAppProtectionPolicyRequiredException", answer.error)
            result.httpStatus = nil  // not copied from the broker's answer
        case .throttled, .serviceError:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            let code = answer.status == 429 ? answer.error : "service_not_available"
            set(&result, "MsalServiceException", code)
            result.oauthError = nil
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            let uiRequired = answer.error == "invalid_grant" || answer.error == "interaction_required"
            set(&result, uiRequired ? "MsalUiRequiredException" : "MsalServiceException", answer.error)
        }
        return result
    }

    private static func set(_ result: inout Diagnosis, _ type: String, _ code: String) {
        result.domain = type
        result.code = .text(code)
    }
}
