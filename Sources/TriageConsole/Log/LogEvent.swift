import AcquisitionSimulator
import MSALErrorModel

/// An index into the console's own ``DiagnosisStore``. Not a simulator `DiagnosisRef`
/// (an index into the simulator's `DiagnosisTable`): the two spaces differ, and the
/// types keep the compiler holding the boundary that ``FeedPump`` crosses.
public struct StoreIndex: Hashable, Sendable {
    public var value: UInt32
    public init(_ value: UInt32) { self.value = value }
}

/// Which flow an event belongs to. Simulated flows and the errors a person pasted,
/// opened or followed (each a flow of its own) are numbered apart, so neither can
/// run into the other's numbers.
public struct FlowID: Hashable, Sendable, CustomStringConvertible {
    /// The simulator's flow number, or the imported error's number (0, 1, 2… in arrival order).
    public var number: UInt32
    public var isImported: Bool

    public static func simulated(_ number: UInt32) -> FlowID { FlowID(number: number, isImported: false) }
    public static func imported(_ number: UInt32) -> FlowID { FlowID(number: number, isImported: true) }

    /// `#12` for a simulated flow, `#p3` for the third imported error.
    public var description: String { isImported ? "#p\(number + 1)" : "#\(number)" }
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
    /// True for an error the person pasted, opened or followed.
    public private(set) var isImported: Bool
    public var decision: HandlerDecision?
    /// What the step's number means is in `AcquisitionEvent`'s documentation; for an
    /// imported error, the line of the file it starts on (0 when unknown).
    public var detail: UInt32
    public var scenario: UInt16
    /// The error this event carries, in the log's own store.
    public var diagnosis: StoreIndex?

    /// `event`'s columns in `flow`, carrying `diagnosis` (the event's own `diagnosis`
    /// reference belongs to its feed and is not kept).
    public init(_ event: AcquisitionEvent, flow: FlowID, diagnosis: StoreIndex?) {
        time = event.time
        flowNumber = flow.number
        isImported = flow.isImported
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

    public var flow: FlowID { FlowID(number: flowNumber, isImported: isImported) }

    /// The event as the simulator's shapes print it (`simulate --json`, the export): its flow
    /// number, and no diagnosis reference (the store's index means nothing outside the log).
    public var acquisitionEvent: AcquisitionEvent {
        AcquisitionEvent(time: time, flow: flowNumber, account: account, platform: platform, step: step, api: api,
                         outcome: outcome, decision: decision, detail: detail, scenario: scenario)
    }
}
