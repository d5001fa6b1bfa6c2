/// What an MSAL Android, msal4j or MSAL Go catalog entry looks like when an app
/// receives it, so that `codes QUERY` runs the advice engine on the exception the
/// app actually catches (not on the class that declares the constant).
extension Catalog {
    /// Android: a code is declared on one class (`ClientException`, `ErrorStrings`, …)
    /// but reaches the app inside the `Msal*` exception `MsalExceptionAdapter` makes.
    static func androidDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.kind {
        case .errorCode:
            let code = entry.value.text ?? entry.name
            let received = androidReceivedException(code: code, declaredOn: entry.domain)
            let isServerAnswer = received == "MsalServiceException" || received == "MsalUiRequiredException"
            return Diagnosis(
                platform: .android, domain: received, code: entry.value, codeName: entry.name,
                oauthError: isServerAnswer && jvmOAuthErrors.contains(code) ? code : nil)
        case .subError:
            // The server's sub-error rides on invalid_grant (UI required), except the Intune
            // one, which comes with unauthorized_client.
            let subError = entry.value.text ?? entry.name
            let protection = subError == protectionPolicyRequired
            let oauthError = protection ? "unauthorized_client" : "invalid_grant"
            return Diagnosis(
                platform: .android,
                domain: protection ? "MsalIntuneAppProtectionPolicyRequiredException" : "MsalUiRequiredException",
                code: .text(oauthError), oauthError: oauthError, subError: subError)
        default:
            return Diagnosis(platform: .android, domain: entry.name)
        }
    }

    /// The `Msal*` class an Android app catches for a code, by the adapter's rules
    /// (and the broker's, for the codes only a broker result carries).
    static func androidReceivedException(code: String, declaredOn holder: String?) -> String {
        switch code {
        case "invalid_grant", "interaction_required", "no_tokens_found", "no_account_found",
             "Broker refresh token is invalid":
            return "MsalUiRequiredException"
        case "user_cancelled", "User cancelled": return "MsalUserCancelException"
        case "declined_scope_error": return "MsalDeclinedScopeException"
        case "illegal_argument_exception": return "MsalArgumentException"
        case "unsupported_broker_version": return "MsalUnsupportedBrokerException"
        default: break
        }
        switch holder {
        case "MsalServiceException", "ServiceException":
            return "MsalServiceException"
        case "ErrorStrings", "OAuth2ErrorCode":
            return androidServerCodes.contains(code) ? "MsalServiceException" : "MsalClientException"
        default:
            return "MsalClientException"
        }
    }

    /// Codes `ErrorStrings` shares with `ServiceException`: answers of the service.
    static let androidServerCodes: Set<String> = [
        "invalid_request", "invalid_client", "unauthorized_client", "access_denied", "invalid_scope",
        "service_not_available", "request_timeout", "invalid_instance",
    ]

    /// OAuth `error` strings the Java libraries pass through from the token endpoint.
    static let jvmOAuthErrors: Set<String> = [
        "invalid_grant", "interaction_required", "invalid_request", "invalid_client", "unauthorized_client",
        "access_denied", "invalid_scope", "authorization_pending", "expired_token", "authorization_declined",
        "bad_verification_code",
    ]

    static let protectionPolicyRequired = "protection_policy_required"

    /// msal4j: `MsalServiceExceptionFactory` makes `MsalInteractionRequiredException` of an
    /// `invalid_grant` (its `reason()` read from the sub-error), `MsalThrottlingException`
    /// blocks a throttled request, the managed-identity and WS-Trust codes come from
    /// endpoints, and every other code is the library's own `MsalClientException`.
    static func javaDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.kind {
        case .errorCode:
            let code = entry.value.text ?? entry.name
            return Diagnosis(
                platform: .java, domain: javaReceivedException(code: code), code: entry.value, codeName: entry.name,
                oauthError: jvmOAuthErrors.contains(code) ? code : nil,
                classification: code == "invalid_grant" ? "NONE" : nil)
        case .subError:
            // The two sub-errors that keep an invalid_grant a plain MsalServiceException.
            return Diagnosis(
                platform: .java, domain: "MsalServiceException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", subError: entry.value.text)
        case .classification:
            let reason = entry.value.text ?? "none"
            return Diagnosis(
                platform: .java, domain: "MsalInteractionRequiredException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", subError: reason == "none" ? nil : reason, classification: entry.name)
        default:
            return Diagnosis(platform: .java, domain: entry.name)
        }
    }

    static func javaReceivedException(code: String) -> String {
        switch code {
        case "invalid_grant": "MsalInteractionRequiredException"
        case "throttled_request": "MsalThrottlingException"
        case "authorization_pending", "wstrust_endpoint_not_found", "wstrust_service_error", "unknown",
             "managed_identity_request_failed", "invalid_managed_identity_endpoint",
             "user_assigned_managed_identity_not_supported", "managed_identity_unreachable_network",
             "managed_identity_file_read_error":
            "MsalServiceException"
        default: "MsalClientException"
        }
    }

    /// Go has no codes: an error type is its own domain, and a fixed error text is read
    /// as the code (the advice rules name those texts).
    static func goDiagnosis(for entry: CatalogEntry) -> Diagnosis {
        switch entry.kind {
        case .errorString: Diagnosis(platform: .go, code: entry.value)
        default: Diagnosis(platform: .go, domain: entry.name)
        }
    }
}
