import AcquisitionSimulator
import MSALErrorModel

/// An index into the console's own ``DiagnosisStore``. Not a simulator `DiagnosisRef`
/// (an index into the simulator's `DiagnosisTable`): the two spaces differ, and the
/// types keep the compiler holding the boundary that ``FeedPump`` crosses.
public struct StoreIndex: Hashable, Sendable {
    public var value: UInt32
    public init(_ value: UInt32) { self.value = value }
}

/// Which flow an event belongs to. Simulated flows, the errors a person pasted, opened or
/// followed (each a flow of its own) and the flows read from an MSAL log are numbered apart,
/// so none can run into another's numbers.
public struct FlowID: Hashable, Sendable, CustomStringConvertible {
    /// Which numbering a flow belongs to (one byte in ``LogEvent``).
    public enum Space: UInt8, Sendable {
        case simulated, imported, real
    }

    /// The simulator's flow number, or the imported error's or real flow's number (0, 1, 2… in arrival order).
    public var number: UInt32
    public var space: Space

    public init(number: UInt32, space: Space) {
        self.number = number
        self.space = space
    }

    public init(number: UInt32, isImported: Bool) {
        self.init(number: number, space: isImported ? .imported : .simulated)
    }

    public var isImported: Bool { space == .imported }
    /// A flow rebuilt from an MSAL log (`console --open app.log`).
    public var isReal: Bool { space == .real }

    public static func simulated(_ number: UInt32) -> FlowID { FlowID(number: number, space: .simulated) }
    public static func imported(_ number: UInt32) -> FlowID { FlowID(number: number, space: .imported) }
    public static func real(_ number: UInt32) -> FlowID { FlowID(number: number, space: .real) }

    /// `#12` for a simulated flow, `#p3` for the third imported error, `#f3` for the third flow of an MSAL log.
    public var description: String {
        switch space {
        case .simulated: "#\(number)"
        case .imported: "#p\(number + 1)"
        case .real: "#f\(number + 1)"
        }
    }
}

/// One event as the console's log keeps it: the simulator event's columns, with its
/// error as a ``StoreIndex`` and its flow as a ``FlowID``. Kept as small as the
/// simulator's event (a million sit in the log).
public struct LogEvent: Hashable, Sendable {
    public var time: VirtualMilliseconds
    private var flowNumber: UInt32
    public var account: UInt16
    public var platform: Platform
    public var step: Step
    public var api: API
    public var outcome: Outcome
    private var space: FlowID.Space
    public var decision: HandlerDecision?
    /// What the step's number means is in `AcquisitionEvent`'s documentation; for an
    /// imported error, the line of the file it starts on (0 when unknown).
    public var detail: UInt32
    public var scenario: UInt16
    /// For a step of a flow read from an MSAL log (``isReal``), the log's own words, which the
    /// simulator's `step`/`api` only approximate (``RealWords``); zero otherwise. One byte each,
    /// in what was padding, so the event stays as small as it was.
    public var realWords: RealWords = RealWords()
    /// The error this event carries, in the log's own store.
    public var diagnosis: StoreIndex?

    /// `event`'s columns in `flow`, carrying `diagnosis` (the event's own `diagnosis`
    /// reference belongs to its feed and is not kept).
    public init(_ event: AcquisitionEvent, flow: FlowID, diagnosis: StoreIndex?) {
        time = event.time
        flowNumber = flow.number
        space = flow.space
        account = event.account
        platform = event.platform
        step = event.step
        api = event.api
        outcome = event.outcome
        decision = event.decision
        detail = event.detail
        scenario = event.scenario
        self.diagnosis = diagnosis
    }

    public var flow: FlowID { FlowID(number: flowNumber, space: space) }
    /// True for an error the person pasted, opened or followed.
    public var isImported: Bool { space == .imported }
    /// True for a step of a flow read from an MSAL log.
    public var isReal: Bool { space == .real }
    /// A real flow's `http_response` step keeps its HTTP status in `scenario` (a real flow has
    /// no scenario; `detail` holds its line): 0 when none.
    public var realHTTPStatus: UInt16 { isReal && step == .serverResponse ? scenario : 0 }

    /// The event as the simulator's shapes print it (`simulate --json`, the export): its flow
    /// number, and no diagnosis reference (the store's index means nothing outside the log).
    public var acquisitionEvent: AcquisitionEvent {
        AcquisitionEvent(time: time, flow: flowNumber, account: account, platform: platform, step: step, api: api,
                         outcome: outcome, decision: decision, detail: detail, scenario: scenario)
    }
}
