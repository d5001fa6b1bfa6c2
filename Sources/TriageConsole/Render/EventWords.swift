import MSALErrorModel
import TriageQuery

/// The words a row, the trace and the details show for an event's short columns: the
/// simulator's, a pasted error's, or, for a flow read from an MSAL log, the log's own
/// (`device_code`, `cache_hit`, `wam`) and the time the log wrote.
enum EventWords {
    static func api(_ event: LogEvent) -> String {
        if event.isReal, let word = ColumnText.api(event.realWords) { return word }
        return event.isImported ? ColumnText.importedAPI : ColumnText.api(event.api)
    }

    static func step(_ event: LogEvent) -> String {
        if event.isReal, let word = ColumnText.step(event.realWords) { return word }
        return ColumnText.step(event.step)
    }

    /// A real flow's platform as its log names it (MSALRuntime's is `wam`).
    static func platform(_ event: LogEvent) -> String {
        event.isReal && event.realWords.isWAM ? "wam" : ColumnText.platform(event.platform)
    }

    /// The log's time of day, or the event's line where the log wrote no time (an opened or
    /// followed file's error, a real flow's step); a simulated event's virtual time.
    static func time(_ event: LogEvent) -> String {
        (event.isImported || event.isReal) && event.detail > 0 && event.time == 0
            ? "line \(event.detail)" : ColumnText.time(event.time)
    }

    /// The last column of a real flow's step without an error: its HTTP status and its line.
    /// In `room` cells too few for both, the status alone (the line is in the details).
    static func realDetail(_ event: LogEvent, room: Int = .max) -> String {
        let line = event.detail > 0 ? "line \(event.detail)" : ""
        guard event.realHTTPStatus > 0 else { return line }
        let status = "HTTP \(event.realHTTPStatus)"
        guard !line.isEmpty else { return status }
        let both = "\(status) · \(line)"
        return both.unicodeScalars.count <= room ? both : status
    }
}
