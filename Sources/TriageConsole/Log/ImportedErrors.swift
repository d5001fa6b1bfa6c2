import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// Turns decoded real errors (pasted, opened or followed) into log events, so
/// they get the same panes as simulated ones.
public enum ImportedErrors {
    /// One `.result`/`.error` event per diagnosis, each in a flow of its own
    /// (flow ids from `EventLog.importedFlowBase` up), timed after the newest event.
    public static func batch(_ diagnoses: [Diagnosis], after log: EventLog, fallbackPlatform: Platform) -> EventBatch {
        let firstIndex = UInt32(log.diagnoses.count)
        let time = log.events.last?.time ?? 0
        let importedFlows = Int(log.importedFlowCount)
        var events: [AcquisitionEvent] = []
        for (offset, diagnosis) in diagnoses.enumerated() {
            events.append(AcquisitionEvent(
                time: time, flow: EventLog.importedFlowBase + UInt32(importedFlows + offset), account: 0,
                platform: diagnosis.platform ?? fallbackPlatform, step: .result, api: .acquireTokenSilent,
                outcome: .error, diagnosis: DiagnosisRef(index: firstIndex + UInt32(offset))))
        }
        return EventBatch(diagnoses: diagnoses.map { StoredDiagnosis($0) }, events: events)
    }

    /// A feed item for one decoded error: its own flow (counted from `importedFlowBase`),
    /// the line of the file it starts on in `detail` (0 when unknown).
    public static func item(_ diagnosis: Diagnosis, flow: UInt32, line: Int, fallbackPlatform: Platform) -> FeedItem {
        let event = ImportedFlows.event(diagnosis: nil, platform: diagnosis.platform ?? fallbackPlatform, flow: flow, line: line)
        return FeedItem(event: event, diagnosis: diagnosis)
    }

    /// Feed items for every error in a whole text (a file read at once), with their lines.
    public static func items(inText text: String, fallbackPlatform: Platform) -> [FeedItem] {
        ErrorTextDecoder.scan(text).enumerated().map { offset, found in
            item(found.diagnosis, flow: UInt32(offset), line: found.line, fallbackPlatform: fallbackPlatform)
        }
    }
}
