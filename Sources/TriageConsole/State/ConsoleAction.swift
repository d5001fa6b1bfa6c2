import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Everything that can happen to the console.
public enum ConsoleAction: Sendable {
    /// A key, mouse event or paste from the terminal (or a key script).
    case key(Key)
    /// A command, as a key would trigger it.
    case command(Command)
    /// New events (and the diagnoses they are the first to refer to).
    case ingest(EventBatch)
    /// The terminal has this size now.
    case resize(width: Int, height: Int)
    /// A message for the status line (results of effects).
    case showStatus(String)
    /// The file's lines around the selected event, read (the raw-lines view, `r`).
    case showRawLines(RawLinesView)
}

/// Events to append. `diagnoses` are appended to the log's table first, in
/// order; events refer to the table by ``StoreIndex`` (existing entries or the new ones).
public struct EventBatch: Sendable {
    public var diagnoses: [StoredDiagnosis]
    public var events: [LogEvent]
    /// The flows read from an MSAL log that these events start, in number order.
    public var realFlows: [RealFlowEvents.Info] = []

    public init(diagnoses: [StoredDiagnosis] = [], events: [LogEvent]) {
        self.diagnoses = diagnoses
        self.events = events
    }
}

/// What the reducer asks the program to do outside the pure state.
public enum ConsoleEffect: Hashable, Sendable {
    /// Take exactly one event from the stream now (stepping while paused).
    case pullOneEvent
    /// Write the whole session to a JSON-lines file.
    case exportSession
    /// Save handler code to a file and offer it to the clipboard (`y`).
    case copyHandlerCode(text: String, fileName: String)
    /// Read the opened or followed file's lines around `line` for the raw-lines view (`r`).
    case showRawLines(line: Int)
}

/// The commands the key map binds. Help lists them in this order.
public enum Command: String, CaseIterable, Hashable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, top, bottom
    case togglePause, faster, slower, stepForward, stepBack
    case previousFlow, nextFlow, previousError, nextError, focusTrace, nextPane, previousPane
    case search, nextHit, previousHit, filter, errorsOnly, clear
    case narrowerLog, widerLog, zoom, rawLines
    case paste, cycleTheme, cycleLocale, cycleLens, export, showHandler, copyHandler, help, quit
}
