import MSALErrorModel

/// The MSAL library that wrote a line (the contract's `platform` values).
public enum FlowPlatform: String, CaseIterable, Sendable {
    case apple, dotnet, js, python, android, java, go, wam
}

/// What a line says happened in a call.
public enum StepKind: UInt8, CaseIterable, Sendable {
    case callStart, cacheLookup, cacheHit, cacheMiss, httpRequest, httpResponse, broker, throttled, result, error, context

    public var name: String {
        switch self {
        case .callStart: "call_start"
        case .cacheLookup: "cache_lookup"
        case .cacheHit: "cache_hit"
        case .cacheMiss: "cache_miss"
        case .httpRequest: "http_request"
        case .httpResponse: "http_response"
        case .broker: "broker"
        case .throttled: "throttled"
        case .result: "result"
        case .error: "error"
        case .context: "context"
        }
    }
}

/// The acquisition a flow is (the contract's `api` values).
public enum FlowAPI: String, CaseIterable, Sendable {
    case silent, interactive
    case deviceCode = "device_code"
    case clientCredentials = "client_credentials"
    case onBehalfOf = "on_behalf_of"
    case usernamePassword = "username_password"
    case integratedWindowsAuth = "integrated_windows_auth"
    case broker
    case refreshToken = "refresh_token"
    case unknown
}

public enum FlowOutcome: String, CaseIterable, Sendable {
    case success, error, unknown
}

/// One MSAL line read into its parts: everything but ranges is final; ranges point into
/// the line (which lives only while it is read).
public struct LineEvent: Sendable {
    public var platform: FlowPlatform
    public var kind: StepKind = .context
    public var api: FlowAPI = .unknown
    public var time: LogTime?
    public var correlation: CorrelationKey?
    /// The thread, process or per-call key id-less lines are grouped by (0: the whole log).
    public var thread: UInt64 = 0
    /// An HTTP status, when the line gives one.
    public var status: Int?
    /// What the line says of the call's end: nil when nothing.
    public var outcome: FlowOutcome?
    /// A line that begins a call (an id-less one closes the flow in progress on its thread when that has an id).
    public var startsCall = false
    /// A line that ends a call.
    public var endsCall = false
    /// true: MSAL answered from its throttling cache; false: a request reached the server.
    public var throttledByCache: Bool?
    /// The message holds an error the decoders should read (with its continuation lines).
    public var decode = false
    /// Not a step: a line that opens the record on the next line (urllib3's `Starting new HTTPS
    /// connection` before its request); the next event's flow begins here.
    public var prelude = false
    public var version: Range<Int>?
    public var message: Range<Int>

    public init(platform: FlowPlatform, message: Range<Int>) {
        self.platform = platform
        self.message = message
    }
}
