import MSALErrorModel

/// MSAL for iOS/macOS: `NSError` domain, code, `MSALInternalErrorCodeKey` and userInfo.
///
/// Follows MSAL's classification rule: only six codes reach the app as
/// themselves; everything else arrives as `MSALErrorInternal` (-50000) with the
/// real value as the internal sub-code. During `acquireTokenSilent` every OAuth
/// error except `invalid_scope`, `invalid_client` and protection-policy-required
/// becomes `MSALErrorInteractionRequired` (-50002).
enum AppleReport {
    static let domain = "MSALErrorDomain"

    static func diagnosis(for condition: Condition, during api: API) -> Diagnosis? {
        var result = Diagnosis(platform: .apple, domain: domain, numbering: .current)
        switch condition {
        case .offline:
            return Diagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1009),
                             codeName: "NSURLErrorNotConnectedToInternet")
        case .connectionLost:
            return Diagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1005),
                             codeName: "NSURLErrorNetworkConnectionLost")
        case .noCachedToken:
            surfaced(&result, -50002, "MSALErrorInteractionRequired")
            result.errorDescription = "No account or refresh token in the cache for a silent request."
        case .userCanceled:
            surfaced(&result, -50005, "MSALErrorUserCanceled")
            result.errorDescription = "The user closed the sign-in UI."
        case .brokerResponseNotReceived:
            wrapped(&result, -42700, "MSALInternalErrorBrokerResponseNotReceived")
            result.errorDescription = "The user returned to the app without finishing in the broker."
        case .redirectSchemeNotRegistered:
            wrapped(&result, -42001, "MSALInternalErrorRedirectSchemeNotRegistered")
            result.errorDescription = "The msauth.<bundle id> URL scheme is not in Info.plist."
        case .scopesDeclined(let granted, let declined):
            surfaced(&result, -50003, "MSALErrorServerDeclinedScopes")
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "Tokens were issued for fewer scopes than requested."
        case .throttled, .serviceError:
            // The HTTP layer handles 429 and 5xx before any OAuth parsing.
            guard let answer = condition.serverAnswer else { return nil }
            wrapped(&result, -42007, "MSALInternalErrorUnhandledResponse")
            result.httpStatus = answer.status
            result.retryAfterSeconds = answer.retryAfter
            result.errorDescription = answer.description
            result.correlationId = answer.correlationId
            result.traceId = answer.traceId
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            mapOAuth(answer, during: api, into: &result)
        }
        return result
    }

    /// OAuth error → MSAL code, per MSIDError.m and MSALErrorConverter.m.
    private static func mapOAuth(_ answer: ServerAnswer, during api: API, into result: inout Diagnosis) {
        if answer.error == "unauthorized_client" && answer.subError == "protection_policy_required" {
            return surfaced(&result, -50004, "MSALErrorServerProtectionPoliciesRequired")
        }
        if api == .acquireTokenSilent && answer.error != "invalid_scope" && answer.error != "invalid_client" {
            return surfaced(&result, -50002, "MSALErrorInteractionRequired")
        }
        switch answer.error {
        case "invalid_request" where answer.aadsts.contains(50142):
            surfaced(&result, -50142, "MSALErrorServerInvalidRequestResetPasswordRequired")
        case "invalid_request": wrapped(&result, -42002, "MSALInternalErrorInvalidRequest")
        case "invalid_client": wrapped(&result, -42003, "MSALInternalErrorInvalidClient")
        case "invalid_grant": wrapped(&result, -42004, "MSALInternalErrorInvalidGrant")
        case "invalid_scope": wrapped(&result, -42005, "MSALInternalErrorInvalidScope")
        case "unauthorized_client": wrapped(&result, -42006, "MSALInternalErrorUnauthorizedClient")
        case "interaction_required": surfaced(&result, -50002, "MSALErrorInteractionRequired")
        case "access_denied": surfaced(&result, -50005, "MSALErrorUserCanceled")
        case "server_error": wrapped(&result, -50006, "MSALErrorServerError")
        default: wrapped(&result, -42104, "MSALInternalErrorAuthorizationFailed")
        }
    }

    /// A code that reaches the app as itself.
    private static func surfaced(_ result: inout Diagnosis, _ code: Int, _ name: String) {
        result.code = .number(code)
        result.codeName = name
    }

    /// A code that arrives wrapped in `MSALErrorInternal` (-50000).
    private static func wrapped(_ result: inout Diagnosis, _ subCode: Int, _ name: String) {
        result.code = .number(-50000)
        result.codeName = "MSALErrorInternal"
        result.internalSubCode = subCode
        result.internalSubCodeName = name
    }
}
