import MSALErrorModel

/// Virtual time in milliseconds since the start of a run.
public typealias VirtualMilliseconds = UInt64

/// One thing that happened in a simulated token acquisition.
///
/// Kept small (a million of them sit in the console's log): every field is a
/// number or a one-byte enum; an error is a `DiagnosisRef` into a shared table,
/// never a copied string.
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
    /// A number the step needs: milliseconds waited, attempt number, HTTP status.
    public var detail: UInt32

    public init(
        time: VirtualMilliseconds, flow: UInt32, account: UInt16, platform: Platform, step: Step,
        api: API, outcome: Outcome, diagnosis: DiagnosisRef? = nil, decision: HandlerDecision? = nil,
        detail: UInt32 = 0
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

/// The MSAL entry point a flow is in.
public enum API: String, CaseIterable, Codable, Hashable, Sendable {
    case acquireTokenSilent
    case acquireTokenInteractive
    case intuneRemediation
    case wait
}

/// The branch of the documented handling the simulated app took.
/// PLACEHOLDER set: the simulator (issue 3) owns and extends it.
public enum HandlerDecision: String, CaseIterable, Codable, Hashable, Sendable {
    case none
}
