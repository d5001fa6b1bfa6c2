import AcquisitionSimulator
import MSALErrorModel

/// Turns decoded real errors (pasted, opened or followed) into log events, so
/// they get the same panes as simulated ones.
public enum ImportedErrors {
    /// One `.result`/`.error` event per diagnosis, each in a flow of its own
    /// (flow ids from `EventLog.importedFlowBase` up), timed after the newest event.
    public static func batch(_ diagnoses: [Diagnosis], after log: EventLog, fallbackPlatform: Platform) -> EventBatch {
        let firstIndex = UInt32(log.diagnoses.count)
        let time = log.events.last?.time ?? 0
        let importedFlows = log.flowStart.keys.lazy.filter { $0 >= EventLog.importedFlowBase }.count
        var events: [AcquisitionEvent] = []
        for (offset, diagnosis) in diagnoses.enumerated() {
            events.append(AcquisitionEvent(
                time: time, flow: EventLog.importedFlowBase + UInt32(importedFlows + offset), account: 0,
                platform: diagnosis.platform ?? fallbackPlatform, step: .result, api: .acquireTokenSilent,
                outcome: .error, diagnosis: DiagnosisRef(index: firstIndex + UInt32(offset))))
        }
        return EventBatch(diagnoses: diagnoses.map { StoredDiagnosis($0) }, events: events)
    }
}
