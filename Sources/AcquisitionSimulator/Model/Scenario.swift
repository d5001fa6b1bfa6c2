import MSALErrorModel

/// A simulated world and what happens in it: accounts and their token cache,
/// the token service's policies, the network, the broker and the user.
///
/// Built-in scenarios and users' own files share this shape (see `ScenarioLoader`
/// and the README's schema). A scenario with a `blend` is endless: each flow
/// picks one of the blended scenarios by weight and plays it.
public struct Scenario: Hashable, Sendable {
    public var name: String
    public var description: String
    public var accounts: Int = 1
    /// How many acquisitions run, one after another (ignored for blends: endless).
    public var flows: Int = 1
    /// Virtual seconds between the end of one flow and the start of the next.
    public var gapSeconds: Int = 30
    public var cache: CacheStart = .fresh
    public var network: NetworkMode = .online
    public var latencyMs: Int = 120
    /// Percent of requests the flaky network drops.
    public var dropPercent: Int = 50
    public var broker: BrokerPresence = .present
    public var user: UserBehaviour = .completes
    public var prompt: PromptMode = .selectAccount
    public var scopes: [String] = ["User.Read"]
    public var onDeclinedScopes: DeclinedScopesHandling = .continueWithGranted
    public var policies: [ServerPolicy] = []
    /// Platforms the flows rotate through (blends pick among them at random).
    public var platforms: [Platform] = [.apple]
    public var blend: [BlendEntry] = []

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }

    /// A blend never runs out of flows.
    public var isEndless: Bool { !blend.isEmpty }
}

/// The account's token cache when a flow starts.
public enum CacheStart: String, CaseIterable, Hashable, Sendable {
    /// A valid access token (in a blend: whatever the account's cache holds by then).
    case fresh
    /// The access token expired; a refresh token is there.
    case expired
    /// No account at all: a first sign-in.
    case empty
}

public enum NetworkMode: String, CaseIterable, Hashable, Sendable {
    case online, offline, flaky
}

public enum BrokerPresence: String, CaseIterable, Hashable, Sendable {
    case present, absent
}

/// What the user does when the sign-in UI appears.
public enum UserBehaviour: String, CaseIterable, Hashable, Sendable {
    case completes
    case cancels
    /// Switches to the broker app, then comes back without finishing.
    case leavesBroker = "leaves-broker"
}

/// The prompt of the app's first interactive call.
public enum PromptMode: String, CaseIterable, Hashable, Sendable {
    case selectAccount = "select-account"
    /// Try without any UI first (MSAL.NET `Prompt.NoPrompt`).
    case never
}

public enum DeclinedScopesHandling: String, CaseIterable, Hashable, Sendable {
    case continueWithGranted = "continue"
    case stop
}

/// One weighted part of a blend.
public struct BlendEntry: Hashable, Sendable {
    public var scenario: String
    public var weight: Int
    public init(scenario: String, weight: Int) {
        self.scenario = scenario
        self.weight = weight
    }
}

/// A policy the token service enforces in a scenario.
public struct ServerPolicy: Hashable, Sendable {
    public var kind: PolicyKind
    /// For throttle/outage: how many requests it hits (0 = every request).
    public var times: Int = 1
    /// For throttle: the `Retry-After` in seconds.
    public var retryAfterSeconds: Int = 30
    /// For outage: the HTTP status.
    public var status: Int = 503
    /// For declined scopes: the scopes the server refuses.
    public var declined: [String] = []

    public init(kind: PolicyKind) { self.kind = kind }
}

/// The token service's policies, by their YAML names.
public enum PolicyKind: String, CaseIterable, Hashable, Sendable {
    case mfaEnrollment = "mfa-enrollment"
    case mfaStepUp = "mfa-step-up"
    case consentMissing = "consent-missing"
    case passwordExpired = "password-expired"
    case deviceMustBeManaged = "device-must-be-managed"
    case additionalAction = "additional-action"
    case messageOnly = "message-only"
    case accountRevoked = "account-revoked"
    case appProtectionRequired = "app-protection-required"
    case scopesDeclined = "scopes-declined"
    case throttle
    case outage
    case commonAuthority = "common-authority"
    case publicClientNotAllowed = "public-client-not-allowed"
    case redirectSchemeNotRegistered = "redirect-scheme-not-registered"
    case noSession = "no-session"

    /// Policies the user can satisfy by signing in interactively.
    var isSatisfiedBySignIn: Bool {
        switch self {
        case .mfaEnrollment, .mfaStepUp, .consentMissing, .passwordExpired, .deviceMustBeManaged,
             .additionalAction, .accountRevoked, .noSession:
            true
        default: false
        }
    }

    /// The condition a silent refresh meets while the policy is unsatisfied.
    var silentCondition: Condition? {
        switch self {
        case .mfaEnrollment: .mfaEnrollment
        case .mfaStepUp: .mfaStepUp
        case .consentMissing: .consentMissing
        case .passwordExpired: .passwordExpired
        case .deviceMustBeManaged: .deviceMustBeManaged
        case .additionalAction: .additionalAction
        case .messageOnly: .messageOnly
        case .accountRevoked: .accountRevoked
        default: nil
        }
    }
}
