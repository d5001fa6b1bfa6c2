/// What happened in the simulated world, before any MSAL flavour reports it.
///
/// A condition is platform-neutral; `PlatformReport.diagnosis(for:on:during:)`
/// turns it into the `Diagnosis` each MSAL library would raise.
public enum Condition: Hashable, Sendable {
    /// Silent call with no account or refresh token in the cache (first sign-in).
    case noCachedToken
    /// A no-prompt interactive attempt found no session it could use (AADSTS50058).
    case noSession
    /// The user must register multi-factor authentication (AADSTS50079).
    case mfaEnrollment
    /// Multi-factor authentication is now required (AADSTS50076, sub-error basic_action).
    case mfaStepUp
    /// The user has not consented to the requested permissions (AADSTS65001, consent_required).
    case consentMissing
    /// The user's password has expired (AADSTS50055, user_password_expired).
    case passwordExpired
    /// Conditional access: the device must be managed; the server returns a claims challenge (AADSTS53000).
    case deviceMustBeManaged
    /// The user must act outside the sign-in flow, such as registering the device (AADSTS50097, additional_action).
    case additionalAction
    /// The sign-in page can only show a message; nothing the user does there helps (AADSTS53003, message_only).
    case messageOnly
    /// The refresh token was revoked (AADSTS50173, bad_token).
    case accountRevoked
    /// An Intune app-protection policy guards the resource (unauthorized_client, protection_policy_required).
    case appProtectionRequired
    /// Tokens were issued for fewer scopes than requested.
    case scopesDeclined(granted: [String], declined: [String])
    /// HTTP 429 with a `Retry-After` in seconds.
    case throttled(retryAfterSeconds: Int)
    /// HTTP 500–599 from the token service.
    case serviceError(status: Int)
    /// The authority `/common` does not support this grant (AADSTS90010).
    case commonAuthorityUnsupported
    /// The app registration does not allow public clients (AADSTS70002).
    case publicClientNotAllowed
    /// The app's redirect URI scheme is not registered (Info.plist on Apple; AADSTS50011 at the server elsewhere).
    case redirectSchemeNotRegistered
    /// The device has no internet connection.
    case offline
    /// The connection dropped during the request and the retry failed too.
    case connectionLost
    /// The user closed the sign-in UI.
    case userCanceled
    /// The user came back from the broker app without finishing.
    case brokerResponseNotReceived

    /// The token service's answer behind this condition, if it came from the server.
    public var serverAnswer: ServerAnswer? {
        switch self {
        case .noSession:
            ServerAnswer(status: 400, error: "login_required", subError: nil, aadsts: [50058],
                         description: "AADSTS50058: no signed-in session could be used without a prompt.")
        case .mfaEnrollment:
            ServerAnswer(status: 400, error: "interaction_required", subError: nil, aadsts: [50079],
                         description: "AADSTS50079: the user has to register for multi-factor authentication.")
        case .mfaStepUp:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "basic_action", aadsts: [50076],
                         description: "AADSTS50076: multi-factor authentication is now required for this resource.")
        case .consentMissing:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "consent_required", aadsts: [65001],
                         description: "AADSTS65001: the app has no consent for the requested permissions.")
        case .passwordExpired:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "user_password_expired", aadsts: [50055],
                         description: "AADSTS50055: the user's password has expired.")
        case .deviceMustBeManaged:
            ServerAnswer(status: 400, error: "interaction_required", subError: nil, aadsts: [53000],
                         description: "AADSTS53000: a conditional access policy requires a managed device.",
                         claims: Self.deviceClaims)
        case .additionalAction:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "additional_action", aadsts: [50097],
                         description: "AADSTS50097: the device has to authenticate before access is allowed.")
        case .messageOnly:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "message_only", aadsts: [53003],
                         description: "AADSTS53003: a conditional access policy blocks this sign-in.")
        case .accountRevoked:
            ServerAnswer(status: 400, error: "invalid_grant", subError: "bad_token", aadsts: [50173],
                         description: "AADSTS50173: the grant was revoked; a fresh sign-in is needed.")
        case .appProtectionRequired:
            ServerAnswer(status: 400, error: "unauthorized_client", subError: "protection_policy_required",
                         aadsts: [], description: "An app-protection policy is required for this resource.")
        case .throttled(let seconds):
            ServerAnswer(status: 429, error: "temporarily_unavailable", subError: nil, aadsts: [],
                         description: "Too many requests; retry after \(seconds) seconds.", retryAfter: seconds)
        case .serviceError(let status):
            ServerAnswer(status: status, error: "server_error", subError: nil, aadsts: [],
                         description: "The token service failed with HTTP \(status).")
        case .commonAuthorityUnsupported:
            ServerAnswer(status: 400, error: "invalid_request", subError: nil, aadsts: [90010],
                         description: "AADSTS90010: this grant type is not supported on the /common endpoint.")
        case .publicClientNotAllowed:
            ServerAnswer(status: 401, error: "invalid_client", subError: nil, aadsts: [70002],
                         description: "AADSTS70002: the app registration does not allow public client flows.")
        case .redirectSchemeNotRegistered:
            ServerAnswer(status: 400, error: "invalid_request", subError: nil, aadsts: [50011],
                         description: "AADSTS50011: the redirect URI is not registered for this app.")
        case .noCachedToken, .scopesDeclined, .offline, .connectionLost, .userCanceled,
             .brokerResponseNotReceived:
            nil
        }
    }

    /// The claims challenge the simulated service returns with AADSTS53000.
    public static let deviceClaims =
        #"{"access_token":{"capolids":{"essential":true,"values":["7f1c2d3e-device-managed"]}}}"#
}

/// The token service's error response: what goes over the wire.
public struct ServerAnswer: Hashable, Sendable {
    public var status: Int
    public var error: String
    public var subError: String?
    public var aadsts: [Int]
    public var description: String
    public var claims: String?
    public var retryAfter: Int?

    public init(
        status: Int, error: String, subError: String?, aadsts: [Int], description: String,
        claims: String? = nil, retryAfter: Int? = nil
    ) {
        self.status = status
        self.error = error
        self.subError = subError
        self.aadsts = aadsts
        self.description = description
        self.claims = claims
        self.retryAfter = retryAfter
    }
}
