import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Every event of the session, in arrival order, as compact values.
///
/// An event's `diagnosis` is a ``StoreIndex`` into `diagnoses` (this log's own table).
/// Per event the log keeps one 32-byte ``LogEvent`` and nothing else; per flow
/// it keeps the index of the flow's first event, which makes "next flow" and the
/// flow trace cheap with a million events.
public struct EventLog: Sendable {
    public private(set) var events = EventChunks()
    public private(set) var diagnoses = DiagnosisStore()
    /// The first event of each flow.
    public private(set) var flowStart = FlowStarts()
    public private(set) var errorCount = 0
    public private(set) var warningCount = 0
    /// How many flows of pasted or opened errors the log holds (the next one's number).
    public private(set) var importedFlowCount: UInt32 = 0
    /// Per flow read from an MSAL log (by number), what the filter's `cid:` and the status need.
    public private(set) var realFlows: [RealFlowEvents.Info] = []
    /// How many real flows hold an error (the status bar's count).
    public private(set) var realFlowErrors = 0

    public init() {}

    public var count: Int { events.count }

    public subscript(index: Int) -> LogEvent { events[index] }

    /// Adds a diagnosis the next events may refer to.
    @discardableResult
    public mutating func addDiagnosis(_ entry: StoredDiagnosis) -> StoreIndex {
        diagnoses.append(entry)
    }

    /// Adds what the console keeps about the next real flow.
    public mutating func addRealFlow(_ info: RealFlowEvents.Info) {
        realFlows.append(info)
        if info.outcome == .error { realFlowErrors += 1 }
    }

    /// Appends one event whose `diagnosis` already refers to this log's table.
    public mutating func append(_ event: LogEvent) {
        if flowStart.insertIfNew(event.flow, at: events.count) && event.isImported { importedFlowCount += 1 }
        switch event.outcome {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        default: break
        }
        events.append(event)
    }

    /// A copy for a reader on another thread (an export) that needs the events and
    /// diagnoses only: without the flow index, so that the log's next new flow does not
    /// copy the whole index on the drawing thread.
    public func withoutFlowIndex() -> EventLog {
        var copy = self
        copy.flowStart = FlowStarts()
        return copy
    }

    /// The stored diagnosis of an event, if it has one.
    public func diagnosis(of event: LogEvent) -> StoredDiagnosis? {
        guard let index = event.diagnosis, Int(index.value) < diagnoses.count else { return nil }
        return diagnoses[index]
    }

    /// The events of one flow, in order, starting at its first event (at most `limit`).
    ///
    /// Flows are short and close together in time, so the scan stops after
    /// `window` events past the last one found.
    public func flowEvents(_ flow: FlowID, limit: Int = 200, window: Int = 5_000) -> [Int] {
        guard let start = flowStart[flow] else { return [] }
        var found: [Int] = []
        var index = start
        var lastFound = start
        while index < events.count, found.count < limit, index - lastFound <= window {
            if events[index].flow == flow {
                found.append(index)
                lastFound = index
            }
            index += 1
        }
        return found
    }
}
