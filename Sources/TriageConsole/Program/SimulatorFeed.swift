import AcquisitionSimulator
import MSALErrorModel

/// The simulator's event stream as the console's feed; its diagnosis table is the platform lens.
public final class SimulatorFeed: EventFeed {
    private let stream: EventStream
    private var pending: AcquisitionEvent?
    private let tableTranslator: TableTranslator

    public init(_ stream: EventStream) {
        self.stream = stream
        self.tableTranslator = TableTranslator(table: stream.diagnoses)
    }

    public var translator: (any PlatformTranslator)? { tableTranslator }

    public var scenarioNames: [String] { stream.scenarioNames }

    public func nextTime() -> VirtualMilliseconds? {
        if pending == nil { pending = stream.next() }
        return pending?.time
    }

    public func take() -> FeedItem? {
        guard nextTime() != nil, let event = pending else { return nil }
        pending = nil
        return FeedItem(event: event, diagnosis: event.diagnosis.map { stream.diagnoses[$0] }, simulatorRef: event.diagnosis)
    }

    private final class TableTranslator: PlatformTranslator {
        let table: DiagnosisTable
        init(table: DiagnosisTable) { self.table = table }

        func diagnosis(_ ref: DiagnosisRef, as platform: Platform) -> Diagnosis? {
            Int(ref.index) < table.count ? table.diagnosis(ref, as: platform) : nil
        }
    }
}
