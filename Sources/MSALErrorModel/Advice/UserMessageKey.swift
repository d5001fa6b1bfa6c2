/// The generic messages an app may show its user. Each key has a text in every
/// locale (`Resources/<locale>.lproj/Localizable.strings`); the raw value is the key there.
public enum UserMessageKey: String, CaseIterable, Codable, Hashable, Sendable {
    case signInAgain = "sign_in_again"
    case mfaRequired = "mfa_required"
    case consentRequired = "consent_required"
    case adminConsentRequired = "admin_consent_required"
    case passwordExpired = "password_expired"
    case deviceNotCompliant = "device_not_compliant"
    case deviceRegistrationRequired = "device_registration_required"
    case appProtectionRequired = "app_protection_required"
    case someFeaturesUnavailable = "some_features_unavailable"
    case signInCanceled = "sign_in_canceled"
    case signInNotCompleted = "sign_in_not_completed"
    case offline = "offline"
    case throttled = "throttled"
    case serviceUnavailable = "service_unavailable"
    case appMisconfigured = "app_misconfigured"
    case accountBlocked = "account_blocked"
    case internalError = "internal_error"
    case unknownError = "unknown_error"
}
