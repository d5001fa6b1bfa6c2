import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Moves events from a feed into `EventBatch`es: the one place where a feed's
/// simulator reference (`DiagnosisRef`, into the simulator's table) becomes the log's
/// ``StoreIndex``; each feed diagnosis is stored once. Imported errors get flows of
/// their own (``FlowID/imported(_:)``), numbered after those already in the log.
struct FeedPump {
    private var stored: [DiagnosisRef: StoreIndex] = [:]

    /// Takes every event due by `now` (at most `limit`), or exactly one when `now` is nil.
    mutating func batch(from feed: any EventFeed, dueBy now: VirtualMilliseconds?, limit: Int,
                        log: EventLog) -> EventBatch {
        var batch = EventBatch(events: [])
        var nextIndex = UInt32(log.diagnoses.count)
        var importedFlow = log.importedFlowCount
        while batch.events.count < limit, let due = feed.nextTime() {
            if let now, due > now { break }
            guard let item = feed.take() else { break }
            let flow: FlowID
            if let real = item.real {
                flow = .real(real.flow)
                if let info = real.info { batch.realFlows.append(info) }
            } else if item.isImported {
                flow = .imported(importedFlow)
                importedFlow += 1
            } else {
                flow = .simulated(item.event.flow)
            }
            var index: StoreIndex?
            if let diagnosis = item.diagnosis {
                if let ref = item.simulatorRef, let known = stored[ref] {
                    index = known
                } else {
                    batch.diagnoses.append(StoredDiagnosis(diagnosis, simulatorRef: item.simulatorRef))
                    index = StoreIndex(nextIndex)
                    if let ref = item.simulatorRef { stored[ref] = StoreIndex(nextIndex) }
                    nextIndex += 1
                }
            }
            var event = LogEvent(item.event, flow: flow, diagnosis: index)
            if let real = item.real { event.realWords = real.words }
            batch.events.append(event)
            if now == nil { break }
        }
        return batch
    }
}
