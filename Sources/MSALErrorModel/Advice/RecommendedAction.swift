/// What the app should do about an error: one value per diagnosis (the advice taxonomy, listed in the README's advice section).
public enum RecommendedAction: String, CaseIterable, Codable, Hashable, Sendable {
    case interactiveAuth = "interactive_auth"
    case retryWithGrantedScopes = "retry_with_granted_scopes"
    case intuneRemediation = "intune_remediation"
    case userCanceledOptionalRetry = "user_canceled_optional_retry"
    case genericMessageInternal = "generic_message_internal"
    case noNetwork = "no_network"
    case retryAfterDelay = "retry_after_delay"
    case retryOnce5xx = "retry_once_5xx"
    case fixAppConfiguration = "fix_app_configuration"
    case adminConsent = "admin_consent"
    case deviceCompliance = "device_compliance"
    case unknown
}
