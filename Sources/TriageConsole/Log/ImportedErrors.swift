import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// Turns decoded real errors (pasted, opened or followed) into log events, so
/// they get the same panes as simulated ones.
public enum ImportedErrors {
    /// One `.result`/`.error` event per diagnosis, each in an imported flow of its own
    /// (numbered after those already in the log), timed after the newest event.
    public static func batch(_ diagnoses: [Diagnosis], after log: EventLog, fallbackPlatform: Platform) -> EventBatch {
        let firstIndex = UInt32(log.diagnoses.count)
        let time = log.events.last?.time ?? 0
        var events: [LogEvent] = []
        for (offset, diagnosis) in diagnoses.enumerated() {
            let event = AcquisitionEvent(
                time: time, flow: 0, account: 0, platform: diagnosis.platform ?? fallbackPlatform, step: .result,
                api: .acquireTokenSilent, outcome: .error)
            events.append(LogEvent(event, flow: .imported(log.importedFlowCount + UInt32(offset)),
                                   diagnosis: StoreIndex(firstIndex + UInt32(offset))))
        }
        return EventBatch(diagnoses: diagnoses.map { StoredDiagnosis($0) }, events: events)
    }

    /// A feed item for one decoded error (the pump gives it a flow of its own), with the
    /// line of the file it starts on in `detail` (0 when unknown) and its time of day: the
    /// diagnosis's own time (`Diagnosis.time`, the one source), else the time of day its line
    /// starts with (`lineText`, `LogLineTime`), else 0.
    public static func item(_ diagnosis: Diagnosis, line: Int, lineText: Substring? = nil,
                            fallbackPlatform: Platform) -> FeedItem {
        let event = AcquisitionEvent(
            time: diagnosis.time?.millisecondsOfDay ?? lineText.flatMap(LogLineTime.of) ?? 0, flow: 0, account: 0,
            platform: diagnosis.platform ?? fallbackPlatform,
            step: .result, api: .acquireTokenSilent, outcome: .error, detail: UInt32(clamping: max(0, line)))
        return FeedItem(event: event, diagnosis: diagnosis, isImported: true)
    }

    /// The time of day a log line starts with (`LogLineTime`), in milliseconds since midnight.
    public static func logTime(_ line: Substring) -> UInt64? {
        LogLineTime.of(line)
    }

    /// Feed items for every error in a whole text (a file read at once), with their lines and,
    /// where the log wrote one, their times.
    public static func items(inText text: String, fallbackPlatform: Platform) -> [FeedItem] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return ErrorTextDecoder.scan(text).map { found in
            let index = found.line - 1
            return item(found.diagnosis, line: found.line, lineText: lines.indices.contains(index) ? lines[index] : nil,
                        fallbackPlatform: fallbackPlatform)
        }
    }
}
