import MSALErrorModel

/// One step of a flow: what happened, on which line, when.
public struct FlowStep: Sendable {
    public var kind: StepKind
    public var line: Int
    public var time: LogTime?
    public var status: Int?
    /// The line's text (cut), as bytes in the flow's ``LogFlow/text``.
    var textRange: Range<Int>
}

/// Which rule placed a flow's events (the contract's `grouping`).
public enum FlowGrouping: String, Sendable {
    case correlationId = "correlation_id"
    case threadWindow = "thread_window"
    case single
}

/// One acquisition rebuilt from a log: its steps in order, when it ran, how it ended and
/// the error the decoders read from MSAL's or the app's lines. A class: the builder updates
/// its open flows in place on every line, and a flow handed out is not changed again.
public final class LogFlow {
    /// Which input (0-based) and the flow's number in it, in order of creation.
    public var input: Int
    public var number: Int
    public var correlation: CorrelationKey?
    /// nil for an app's error that names no platform, with no MSAL line around it.
    public var platform: FlowPlatform?
    public var libraryVersion: String?
    public var api: FlowAPI = .unknown
    public var firstTime: LogTime?
    public var lastTime: LogTime?
    public var firstLine: Int
    public var lastLine: Int
    public var outcome: FlowOutcome = .unknown
    public var error: Diagnosis?
    public var errorFromApp = false
    public var throttledByCache: Bool?
    public var steps: [FlowStep] = []
    /// Steps not kept (a flow keeps at most ``FlowBuilder/Options/maximumSteps``).
    public var stepsOmitted = 0
    public var eventCount = 0
    var text: [UInt8] = []
    /// Lines MSAL wrote for this flow (0: only the app's error stood here).
    public var msalEvents = 0
    var thread: UInt64
    var ended = false
    /// The builder read the log newest-first: steps are turned round when the flow is handed out.
    var reversed = false

    init(input: Int, number: Int, correlation: CorrelationKey?, platform: FlowPlatform?, firstLine: Int, lastLine: Int,
         thread: UInt64, reversed: Bool) {
        self.input = input
        self.number = number
        self.correlation = correlation
        self.platform = platform
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.thread = thread
        self.reversed = reversed
    }

    public var grouping: FlowGrouping {
        if correlation != nil { return .correlationId }
        return eventCount > 1 ? .threadWindow : .single
    }

    /// The earliest and latest event times (a newest-first log is turned round).
    public var start: LogTime? { firstTime.flatMap { first in lastTime.map { min(first, $0) } ?? first } ?? lastTime }
    public var end: LogTime? { firstTime.flatMap { first in lastTime.map { max(first, $0) } ?? first } ?? lastTime }

    public var durationMilliseconds: Double? {
        guard let start, let end else { return nil }
        return start.milliseconds(to: end)
    }

    /// A step's line text as written (not yet redacted or made safe: the writers do that).
    public func text(of step: FlowStep) -> String {
        String(decoding: text[step.textRange], as: UTF8.self)
    }
}
