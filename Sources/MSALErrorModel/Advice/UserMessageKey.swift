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
    /// A Conditional Access claims challenge: sign in again to meet a security requirement.
    case securityCheckRequired = "security_check_required"
    /// Timeouts, lost connections, unreachable hosts: online, but the service could not be reached.
    case connectionProblem = "connection_problem"
    case wrongCredentials = "wrong_credentials"
    /// A broker app (authenticator) must be installed on the device.
    case authenticatorAppRequired = "authenticator_app_required"
    /// Device enrolment finished; the user can sign in again.
    case deviceSetupFinished = "device_setup_finished"
    /// A tenant policy refuses access (not the account itself).
    case accessNotAllowed = "access_not_allowed"
    /// MessageOnly: the sign-in window only explains why it cannot go on.
    case signInNotPossibleNow = "sign_in_not_possible_now"
    /// AdditionalAction: a step outside the app is needed.
    case extraStepRequired = "extra_step_required"
    case signInInProgress = "sign_in_in_progress"
    case popupBlocked = "popup_blocked"
    /// The organization's own sign-in setup (federation, on-premises agents, claims mapping) fails.
    case organizationSetupProblem = "organization_setup_problem"
}
