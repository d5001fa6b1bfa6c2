import MSALErrorModel

/// MSAL Python: the error dict a token API returns (`error`, `suberror`,
/// `error_codes`, `classification`, `claims`), or the exception it raises for
/// transport problems.
enum PythonReport {
    static func diagnosis(for condition: Condition, during api: API, platform: Platform) -> Diagnosis? {
        var result = Diagnosis(platform: platform)
        switch condition {
        case .noCachedToken:
            // acquire_token_silent_with_error returns None: there is no error to report.
            return nil
        case .offline, .connectionLost:
            result.domain = "requests.exceptions.ConnectionError"
            result.errorDescription = "The HTTP connection to the token endpoint failed."
        case .userCanceled, .brokerResponseNotReceived:
            result.oauthError = "access_denied"
            result.code = .text("access_denied")
            result.errorDescription = "The user canceled the sign-in."
        case .scopesDeclined(let granted, let declined):
            // No error: the result dict's "scope" lacks the declined ones.
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "The token response's scope lacks some requested scopes."
        case .serviceError(let status):
            result.domain = "msal.exceptions.MsalServiceError"
            result.httpStatus = status
            result.errorDescription = "HTTP Error: \(status)"
            if let answer = condition.serverAnswer {
                result.correlationId = answer.correlationId
                result.traceId = answer.traceId
            }
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            result.code = .text(answer.error)
            if api == .acquireTokenSilent, let subError = answer.subError {
                result.classification = hiddenSubErrors.contains(subError) ? nil : subError
            }
        }
        return result
    }

    /// Sub-errors that acquire_token_silent_with_error reports as an empty classification.
    private static let hiddenSubErrors: Set<String> = [
        "bad_token", "token_expired", "protection_policy_required", "client_mismatch",
        "device_authentication_failed",
    ]
}
