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
    /// The user must act outside the sign-in flow, such as satisfying an external security
    /// challenge (AADSTS50158, additional_action). Not a device-registration code: that one
    /// has its own handling (`device.registration_required`), and this is MSAL's AdditionalAction.
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
    /// The app's redirect URI is not registered: checked on the device on Apple (Info.plist), .NET
    /// (broker) and Android (package signature); AADSTS50011 at the server elsewhere.
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
            ServerAnswer(status: 400, error: "invalid_grant", subError: "additional_action", aadsts: [50158],
                         description: "AADSTS50158: an external security challenge has to be satisfied first.")
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
///
/// Like every real Entra answer it carries a correlation id (the request's, echoed) and
/// a trace id (the service's own), which support asks for first. The pair derived from the
/// answer itself stands in where no flow is known (the platform report alone); a stream gives
/// each flow a pair of its own (`RequestIDs`).
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

    /// The request's correlation id, as the service echoes it.
    public var correlationId: String { Self.uuid(seed: fingerprint &* 31 &+ 1) }
    /// The service's trace id for this answer.
    public var traceId: String { Self.uuid(seed: fingerprint &* 31 &+ 2) }

    /// A stable number from the answer's content (FNV-1a over its fields).
    private var fingerprint: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let text = "\(status)|\(error)|\(subError ?? "")|\(aadsts)|\(retryAfter ?? 0)"
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A version-4-shaped UUID from a seed, lowercase as Entra prints them: the 32 hex digits
    /// of two draws, digit 12 the version (`4`) and digit 16 the variant (`a`). Written as bytes
    /// in place: the simulator makes two for every flow that reaches the service.
    static func uuid(seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        let words = (generator.next(), generator.next())
        let hexDigits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { bytes in
            var written = 0
            for position in 0..<32 {
                if position == 8 || position == 12 || position == 16 || position == 20 {
                    bytes[written] = UInt8(ascii: "-")
                    written += 1
                }
                let word = position < 16 ? words.0 : words.1
                let nibble = Int(truncatingIfNeeded: word >> UInt64(60 - 4 * (position % 16))) & 0xF
                bytes[written] = position == 12 ? UInt8(ascii: "4") : position == 16 ? UInt8(ascii: "a") : hexDigits[nibble]
                written += 1
            }
            return written
        }
    }
}
