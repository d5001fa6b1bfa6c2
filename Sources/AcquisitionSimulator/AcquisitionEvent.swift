import MSALErrorModel

/// Virtual time in milliseconds since the start of a run.
public typealias VirtualMilliseconds = UInt64

/// One thing that happened in a simulated token acquisition.
///
/// Kept small (a million of them sit in the console's log): every field is a
/// number or a one-byte enum; an error is a `DiagnosisRef` into a shared table,
/// never a copied string.
///
/// What `detail` holds depends on the step:
/// - `.apiCall`: the attempt number within the flow (1, 2, …); for `.wait`, the milliseconds to wait.
/// - `.networkRequest`: the request's latency in milliseconds.
/// - `.serverResponse`: the HTTP status (200, 400, 429, 503, …).
/// - `.userAction`: how long the user took, in milliseconds.
/// - `.result`: 1 when a silent call was served from the token cache, else 0.
/// - `.handlerDecision`: milliseconds the app will wait before its next call (Retry-After), else 0.
///
/// What a `.userAction` did is told by its `outcome`: `.success` the user finished,
/// `.error` the user canceled, `.warning` the user came back from the broker without
/// finishing, `.info` the user read a message-only page and closed it.
public struct AcquisitionEvent: Hashable, Sendable {
    public var time: VirtualMilliseconds
    public var flow: UInt32
    public var account: UInt16
    public var platform: Platform
    public var step: Step
    public var api: API
    public var outcome: Outcome
    /// The error this event carries, if any.
    public var diagnosis: DiagnosisRef?
    /// Which branch of the app's handler fired (for `.handlerDecision` events).
    public var decision: HandlerDecision?
    /// A number the step needs (see the type's documentation).
    public var detail: UInt32
    /// Index into `EventStream.scenarios`: which scenario produced the event.
    public var scenario: UInt16

    public init(
        time: VirtualMilliseconds, flow: UInt32, account: UInt16, platform: Platform, step: Step,
        api: API, outcome: Outcome, diagnosis: DiagnosisRef? = nil, decision: HandlerDecision? = nil,
        detail: UInt32 = 0, scenario: UInt16 = 0
    ) {
        self.time = time
        self.flow = flow
        self.account = account
        self.platform = platform
        self.step = step
        self.api = api
        self.outcome = outcome
        self.diagnosis = diagnosis
        self.decision = decision
        self.detail = detail
        self.scenario = scenario
    }
}

/// An index into a `DiagnosisTable`.
public struct DiagnosisRef: Hashable, Sendable {
    public var index: UInt32
    public init(index: UInt32) { self.index = index }
}

/// The kind of step an event records.
public enum Step: String, CaseIterable, Codable, Hashable, Sendable {
    case apiCall = "api_call"
    case networkRequest = "network_request"
    case serverResponse = "server_response"
    case handlerDecision = "handler_decision"
    case userAction = "user_action"
    case result
}

/// How a step ended.
public enum Outcome: String, CaseIterable, Codable, Hashable, Sendable {
    case started
    case success
    case error
    case warning
    case info
}

/// The MSAL entry point (or app activity) a flow is in.
public enum API: String, CaseIterable, Codable, Hashable, Sendable {
    case acquireTokenSilent
    case acquireTokenInteractive
    /// The Intune App SDK's remediation for an app-protection policy.
    case intuneRemediation
    /// The app waiting (a `Retry-After`, or the pause before retrying a 5xx), on the virtual clock.
    case wait
    /// A public-client flow without UI: integrated Windows auth (.NET, Java),
    /// username/password (Python, msal-node) or device code (Android). iOS/macOS has none.
    case publicClientFlow
}

/// The branch of the documented handling the simulated app took.
///
/// Each one follows from the advice for the error (`AdviceEngine.advise(_:).action`)
/// plus what the app knows of its own flow (claims present, already retried, …).
public enum HandlerDecision: String, CaseIterable, Codable, Hashable, Sendable {
    case none
    /// Interaction required: call the interactive API with the same parameters.
    case interactive
    /// Conditional-access claims challenge: interactive call carrying the claims from the error.
    case interactiveWithClaims = "interactive_with_claims"
    /// A no-prompt attempt could not finish: interactive again with account selection.
    case interactiveSelectAccount = "interactive_select_account"
    /// Remediation outside sign-in may be needed: warn the user, then go interactive.
    case warnThenInteractive = "warn_then_interactive"
    /// Some scopes were declined: continue silently with the granted ones.
    case retrySilentWithGrantedScopes = "retry_silent_with_granted_scopes"
    /// Some scopes were declined and the app cannot work without them: stop sign-in.
    case stopDeclinedScopes = "stop_declined_scopes"
    /// App-protection policy required: run the Intune remediation.
    case intuneRemediation = "intune_remediation"
    /// Remediation finished: call the silent API again.
    case retrySilentAfterRemediation = "retry_silent_after_remediation"
    /// The user canceled: end the flow and offer a "Sign in" button.
    case offerRetryAfterCancel = "offer_retry_after_cancel"
    /// MessageOnly: the user read why sign-in cannot finish now and closed the window;
    /// the flow ends with that message, no retry offer.
    case stopAfterMessageOnly = "stop_after_message_only"
    /// Internal error: log it with its sub-code and show the generic message.
    case logAndShowGenericMessage = "log_and_show_generic_message"
    /// No connection: show the no-internet message.
    case showNoInternet = "show_no_internet"
    /// HTTP 429: wait exactly `Retry-After`, then call again.
    case waitRetryAfter = "wait_retry_after"
    /// HTTP 500–599: call again, once.
    case retryOnce = "retry_once"
    /// The service is still failing after the retry: tell the user to try later.
    case showServiceUnavailable = "show_service_unavailable"
    /// The app itself is misconfigured: log for the developer, show the generic message.
    case showConfigurationError = "show_configuration_error"
    /// An administrator must consent: tell the user to contact their admin.
    case showAdminConsentNeeded = "show_admin_consent_needed"
}
