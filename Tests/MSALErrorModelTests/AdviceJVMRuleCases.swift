@testable import MSALErrorModel

/// Every Android, Java and Go rule, each with a diagnosis as the decoders or the catalog
/// build it; `AdviceRuleTests` fires them with its own cases (kept apart so both lists
/// grow freely).
enum AdviceJVMRuleCases {
    private static func android(_ type: String, _ code: String? = nil) -> Diagnosis {
        Diagnosis(platform: .android, domain: "com.microsoft.identity.client.exception.\(type)", code: code.map { .text($0) })
    }
    private static func java(_ type: String, _ code: String? = nil) -> Diagnosis {
        Diagnosis(platform: .java, domain: "com.microsoft.aad.msal4j.\(type)", code: code.map { .text($0) })
    }
    private static func go(_ text: String, domain: String? = nil) -> Diagnosis {
        Diagnosis(platform: .go, domain: domain, code: .text(text))
    }

    static let cases: [AdviceCase] = [
        AdviceCase("Android broker_required", android("MsalClientException", "broker_required"),
                   rule: "android.broker_required", .deviceCompliance, .authenticatorAppRequired),
        AdviceCase("Android MsalUnsupportedBrokerException", android("MsalUnsupportedBrokerException", "unsupported_broker_version"),
                   rule: "android.broker_update_required", .deviceCompliance, .authenticatorAppRequired),
        AdviceCase("Android device_registration_needed", android("MsalClientException", "device_registration_needed"),
                   rule: "android.device_registration_required", .deviceCompliance, .deviceRegistrationRequired),
        AdviceCase("Android device_needs_to_be_managed", android("MsalClientException", "device_needs_to_be_managed"),
                   rule: "android.device_management_required", .deviceCompliance, .deviceNotCompliant),
        AdviceCase("Android broker 'User cancelled'", android("MsalClientException", "User cancelled"),
                   rule: "android.user_cancel", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("Android Doze", android("MsalClientException", "device_network_not_available_doze_mode"),
                   rule: "android.doze_mode", .noNetwork, .offline),
        AdviceCase("Android no network", android("MsalClientException", "device_network_not_available"),
                   rule: "android.offline", .noNetwork, .offline),
        AdviceCase("Android io_error", android("MsalClientException", "io_error"),
                   rule: "android.connection_failed", .noNetwork, .connectionProblem),
        AdviceCase("Android gateway 429", android("MsalServiceException", "request_throttled_at_ESTS_gateway"),
                   rule: "android.throttled", .retryAfterDelay, .throttled),
        AdviceCase("Android current_account_mismatch", android("MsalClientException", "current_account_mismatch"),
                   rule: "android.account_mismatch", .interactiveAuth, .signInAgain),
        AdviceCase("Android no_current_account", android("MsalClientException", "no_current_account"),
                   rule: "android.interaction_required", .interactiveAuth, .signInAgain),
        AdviceCase("Android auth_cancelled_by_sdk", android("MsalClientException", "auth_cancelled_by_sdk"),
                   rule: "android.interactive_overlap", .fixAppConfiguration, .signInInProgress),
        AdviceCase("Android redirect_uri_validation_error", android("MsalClientException", "redirect_uri_validation_error"),
                   rule: "android.configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Android broker unreachable", android("MsalClientException", "Failed to bind the service in broker app"),
                   rule: "android.library_failure", .genericMessageInternal, .internalError),
        AdviceCase("msal4j http_timeout", java("MsalClientException", "http_timeout"),
                   rule: "java.connection_failed", .noNetwork, .connectionProblem),
        AdviceCase("msal4j throttled_request", Diagnosis(platform: .java, code: .text("throttled_request")),
                   rule: "java.throttled", .retryAfterDelay, .throttled),
        AdviceCase("msal4j cache_miss", java("MsalClientException", "cache_miss"),
                   rule: "java.cache_miss", .interactiveAuth, .signInAgain),
        AdviceCase("msal4j missing_broker", java("MsalClientException", "missing_broker"),
                   rule: "java.configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("msal4j-persistence-extension lock", java("CacheFileLockAcquisitionException"),
                   rule: "java.token_cache_persistence", .genericMessageInternal, .internalError),
        AdviceCase("msal4j unknown service error", java("MsalServiceException", "unknown"),
                   rule: "java.library_failure", .genericMessageInternal, .internalError),
        AdviceCase("Go declined scopes", go("token response failed because declined scopes are present: %s"),
                   rule: "go.declined_scopes", .retryWithGrantedScopes, .someFeaturesUnavailable),
        AdviceCase("Go network error", go("server response error:\n %w"),
                   rule: "go.connection_failed", .noNetwork, .connectionProblem),
        AdviceCase("Go no token found", go("no token found"),
                   rule: "go.no_cached_token", .interactiveAuth, .signInAgain),
        AdviceCase("Go empty secret", go("secret can't be empty string"),
                   rule: "go.configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Go CallErr", Diagnosis(platform: .go, domain: "CallErr"),
                   rule: "go.call_failed", .genericMessageInternal, .internalError),
    ]
}
