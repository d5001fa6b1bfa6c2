import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Moves events from a feed into `EventBatch`es, storing each feed diagnosis
/// once (by its `simulatorRef`) in the log's table.
struct FeedPump {
    private var stored: [DiagnosisRef: UInt32] = [:]

    /// Takes every event due by `now` (at most `limit`), or exactly one when `now` is nil.
    mutating func batch(from feed: any EventFeed, dueBy now: VirtualMilliseconds?, limit: Int,
                        log: EventLog) -> EventBatch {
        var batch = EventBatch(events: [])
        var nextIndex = UInt32(log.diagnoses.count)
        var importedFlow = EventLog.importedFlowBase + log.importedFlowCount
        while batch.events.count < limit, let due = feed.nextTime() {
            if let now, due > now { break }
            guard let item = feed.take() else { break }
            var event = item.event
            if EventLog.isImported(event) {
                // Each real error is a flow of its own, numbered after those already in the log (pastes included).
                event.flow = importedFlow
                importedFlow += 1
            }
            if let diagnosis = item.diagnosis {
                if let ref = item.simulatorRef, let known = stored[ref] {
                    event.diagnosis = DiagnosisRef(index: known)
                } else {
                    batch.diagnoses.append(StoredDiagnosis(diagnosis, simulatorRef: item.simulatorRef))
                    if let ref = item.simulatorRef { stored[ref] = nextIndex }
                    event.diagnosis = DiagnosisRef(index: nextIndex)
                    nextIndex += 1
                }
            } else {
                event.diagnosis = nil
            }
            batch.events.append(event)
            if now == nil { break }
        }
        return batch
    }
}
