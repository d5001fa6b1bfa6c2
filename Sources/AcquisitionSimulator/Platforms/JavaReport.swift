import MSALErrorModel

/// msal4j: the app waits on the `CompletableFuture` a token call returns, so every
/// MSAL error reaches it wrapped: `future.get()` throws
/// `java.util.concurrent.ExecutionException` and `future.join()`
/// `java.util.concurrent.CompletionException`, with the `MsalException` as the cause.
/// The diagnosis is the wrapper with the MSAL exception as its underlying error.
///
/// `invalid_grant` (unless its sub-error is `client_mismatch` or
/// `protection_policy_required`) becomes `MsalInteractionRequiredException`, whose
/// `reason()` reads the sub-error (`InteractionRequiredExceptionReason`).
enum JavaReport {
    /// The silent call is awaited with `join()`, the interactive one with `get()`,
    /// as the msal4j samples do, so both wrappers appear.
    static func wrapper(during api: API) -> String {
        api == .acquireTokenSilent ? "java.util.concurrent.CompletionException" : "java.util.concurrent.ExecutionException"
    }

    static func diagnosis(for condition: Condition, during api: API) -> Diagnosis? {
        guard var inner = msalException(for: condition) else { return nil }
        inner.platform = .java
        var outer = Diagnosis(platform: .java)
        outer.domain = wrapper(during: api)
        outer.errorDescription = "com.microsoft.aad.msal4j.\(inner.domain ?? "MsalException"): \(inner.errorDescription ?? "")"
        // The facts every pane shows stay on the outer error too, as the exception's message carries them.
        outer.correlationId = inner.correlationId
        outer.traceId = inner.traceId
        outer.underlying = inner
        return outer
    }

    /// The `MsalException` itself.
    private static func msalException(for condition: Condition) -> Diagnosis? {
        var result = Diagnosis(platform: .java)
        switch condition {
        case .offline, .connectionLost:
            // MsalClientException(Throwable): no error code, the cause's toString() as the message.
            result.domain = "MsalClientException"
            let cause = condition == .offline
                ? Diagnosis(platform: .java, domain: "java.net.UnknownHostException")
                : Diagnosis(platform: .java, domain: "java.net.SocketException")
            result.underlying = cause
            result.errorDescription = condition == .offline
                ? "java.net.UnknownHostException: login.microsoftonline.com"
                : "java.net.SocketException: Connection reset"
        case .noCachedToken:
            set(&result, "MsalClientException", "cache_miss")
            result.errorDescription = "Token not found in the cache"
        case .userCanceled, .brokerResponseNotReceived:
            // The system browser reports the cancel as the authorize error access_denied.
            set(&result, "MsalServiceException", "access_denied")
            result.oauthError = "access_denied"
            result.errorDescription = "The user has denied access to the scope requested by the client application."
        case .scopesDeclined(let granted, let declined):
            // No exception: IAuthenticationResult.scopes() simply lacks the declined ones.
            result.grantedScopes = granted
            result.declinedScopes = declined
            result.errorDescription = "IAuthenticationResult.scopes() lacks some requested scopes."
            return result
        case .redirectSchemeNotRegistered:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            set(&result, "MsalServiceException", answer.error)
        case .throttled(let seconds):
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            set(&result, "MsalThrottlingException", "throttled_request")
            result.errorDescription = "Request was throttled according to instructions from STS. Retry in \(seconds * 1000) ms."
        default:
            guard let answer = condition.serverAnswer else { return nil }
            PlatformReport.serverFields(answer, into: &result)
            let interaction = answer.error == "invalid_grant"
                && answer.subError != "client_mismatch" && answer.subError != "protection_policy_required"
            set(&result, interaction ? "MsalInteractionRequiredException" : "MsalServiceException", answer.error)
            if interaction { result.classification = reason(subError: answer.subError) }
        }
        return result
    }

    /// `MsalInteractionRequiredException.reason()`: the sub-error as an
    /// `InteractionRequiredExceptionReason` (blank or unknown → `NONE`).
    static func reason(subError: String?) -> String {
        switch subError {
        case "message_only": "MESSAGE_ONLY"
        case "basic_action": "BASIC_ACTION"
        case "additional_action": "ADDITIONAL_ACTION"
        case "consent_required": "CONSENT_REQUIRED"
        case "user_password_expired": "USER_PASSWORD_EXPIRED"
        default: "NONE"
        }
    }

    private static func set(_ result: inout Diagnosis, _ type: String, _ code: String) {
        result.domain = type
        result.code = .text(code)
    }
}
