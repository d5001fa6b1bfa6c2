import AcquisitionSimulator
import MSALErrorModel
import MSALLogFlows

/// A flow read from an MSAL log (``LogFlow``) as the console's events: one per step, at the
/// log's own time of day, with the log's own words beside the simulator's nearest ones
/// (``RealWords``), and the flow's error on one step.
public enum RealFlowEvents {
    /// One event of a real flow, with the error it carries.
    public struct Step: Sendable {
        public var event: AcquisitionEvent
        public var words: RealWords
        public var diagnosis: Diagnosis?
    }

    /// What the console keeps per real flow, beside its events (the filter's `cid:`).
    public struct Info: Hashable, Sendable {
        /// Lower-case, as the contract writes it; nil when the flow had no id.
        public var correlationId: String?
        public var outcome: FlowOutcome
        public var firstLine: Int
        public var lastLine: Int

        public init(correlationId: String?, outcome: FlowOutcome, firstLine: Int, lastLine: Int) {
            self.correlationId = correlationId
            self.outcome = outcome
            self.firstLine = firstLine
            self.lastLine = lastLine
        }
    }

    /// True for a flow that is only an app's error with no MSAL line around it: the console
    /// keeps showing those as imported errors, one each, as for any other log.
    public static func isAppErrorOnly(_ flow: LogFlow) -> Bool { flow.msalEvents == 0 }

    public static func info(_ flow: LogFlow) -> Info {
        Info(correlationId: flow.correlation?.text, outcome: flow.outcome, firstLine: flow.firstLine,
             lastLine: flow.lastLine)
    }

    /// The flow's steps as events. The error lands on the step the log wrote it on (the last
    /// `error` step, else the last step) with outcome `.error`; the flow's last `result` step
    /// says how it ended; other error steps are warnings, so `e` stops once per failed flow.
    public static func steps(of flow: LogFlow, fallbackPlatform: Platform) -> [Step] {
        let platform = flow.platform.flatMap { Platform(rawValue: $0.rawValue) } ?? fallbackPlatform
        let api = simulatorAPI(flow.api)
        var errorStep: Int?
        if flow.error != nil || flow.outcome == .error {
            errorStep = flow.steps.lastIndex(where: { $0.kind == .error }) ?? flow.steps.indices.last
        }
        return flow.steps.enumerated().map { index, step in
            let outcome: Outcome
            if index == errorStep {
                outcome = .error
            } else {
                switch step.kind {
                case .callStart: outcome = .started
                case .cacheHit: outcome = .success
                case .result: outcome = flow.outcome == .success ? .success : flow.outcome == .error ? .warning : .info
                case .error, .throttled: outcome = .warning
                case .httpResponse: outcome = (step.status ?? 200) >= 400 ? .warning : .info
                default: outcome = .info
                }
            }
            let event = AcquisitionEvent(
                // A line the log wrote no time on (an app's own error line) shows its line, never a guessed time.
                time: step.time.map(timeOfDay) ?? 0, flow: 0, account: 0, platform: platform,
                step: simulatorStep(step.kind), api: api, outcome: outcome,
                detail: UInt32(clamping: max(0, step.line)),
                scenario: step.kind == .httpResponse ? UInt16(clamping: max(0, step.status ?? 0)) : 0)
            return Step(event: event, words: RealWords(step: step.kind, api: flow.api, platform: flow.platform),
                        diagnosis: index == errorStep ? flow.error : nil)
        }
    }

    /// Milliseconds since the log's midnight: the console's time column (`HH:MM:SS.mmm`).
    public static func timeOfDay(_ time: LogTime) -> VirtualMilliseconds {
        let day: Int64 = 86_400_000
        let milliseconds = time.micros / 1000
        return VirtualMilliseconds(((milliseconds % day) + day) % day)
    }

    /// The simulator's nearest step: what the console's logic (filters, the trace) falls back on.
    static func simulatorStep(_ kind: StepKind) -> AcquisitionSimulator.Step {
        switch kind {
        case .callStart, .cacheLookup, .cacheHit, .cacheMiss, .context: .apiCall
        case .httpRequest: .networkRequest
        case .httpResponse: .serverResponse
        case .broker: .userAction
        case .throttled, .result, .error: .result
        }
    }

    static func simulatorAPI(_ api: FlowAPI) -> API {
        switch api {
        case .silent, .refreshToken: .acquireTokenSilent
        case .interactive, .broker: .acquireTokenInteractive
        default: .publicClientFlow
        }
    }
}

/// Numbers the flows of one MSAL log as they are handed out, in order: a flow with MSAL lines
/// is real flow N (`#fN+1` on screen; its number indexes the console's `cid:` table, so a number
/// is given only to a flow that has events), an app's error alone stays an imported error.
public struct RealFlowSequence: Sendable {
    public enum Item: Sendable {
        /// An app's error with no MSAL line around it: an imported error, at its line and time.
        case appError(Diagnosis, line: Int, time: VirtualMilliseconds)
        case flow(number: UInt32, info: RealFlowEvents.Info, steps: [RealFlowEvents.Step])
    }

    public let fallbackPlatform: Platform
    public private(set) var count: UInt32 = 0

    public init(fallbackPlatform: Platform) {
        self.fallbackPlatform = fallbackPlatform
    }

    /// What the console shows of `flow`; nil for nothing (an app's success line alone).
    public mutating func add(_ flow: LogFlow) -> Item? {
        let steps = RealFlowEvents.isAppErrorOnly(flow) ? [] : RealFlowEvents.steps(of: flow, fallbackPlatform: fallbackPlatform)
        guard !steps.isEmpty else {
            return flow.error.map { .appError($0, line: flow.firstLine, time: flow.start.map(RealFlowEvents.timeOfDay) ?? 0) }
        }
        defer { count += 1 }
        return .flow(number: count, info: RealFlowEvents.info(flow), steps: steps)
    }
}
