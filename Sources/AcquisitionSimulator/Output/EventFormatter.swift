import MSALErrorModel

/// Writes events as readable lines or as JSON lines (the `simulate` output).
///
/// Renders once what events share (each diagnosis's summary, JSON and action; each
/// scenario's name; each kind's columns), so a long stream costs a few copies per event.
/// Everything it prints comes from the simulator's own tables or from sanitized scenario
/// names: no control character reaches the terminal.
public final class EventFormatter {
    private let stream: EventStream
    private let locale: MessageLocale
    private var rendered = Rendered()

    public init(stream: EventStream, locale: MessageLocale = .en) {
        self.stream = stream
        self.locale = locale
    }

    /// The action the simulated app acted on for a diagnosis (worked out once per report: a
    /// request's ids change no action).
    public func action(_ ref: DiagnosisRef) -> RecommendedAction {
        let index = Int(ref.index)
        if let cached = rendered.actions[safe: index] { return cached }
        let report = stream.diagnoses.reportIndex(ref)
        let action = rendered.actionsByReport[safe: report]
            ?? HandlerPolicy.action(for: stream.diagnoses[ref], advice: stream.diagnoses.advice(ref))
        Rendered.store(action, at: report, in: &rendered.actionsByReport)
        Rendered.store(action, at: index, in: &rendered.actions)
        return action
    }

    /// Renders what `events` need, so that formatting them afterwards reads nothing of the
    /// stream (which may be simulating the next events meanwhile) and changes nothing here
    /// (two threads may format at once).
    public func prepare(_ events: [AcquisitionEvent], json: Bool) {
        for event in events {
            let kind = EventKind.index(of: event)
            if json {
                if rendered.kindJSON[kind] == nil {
                    var bytes: [UInt8] = []
                    EventJSONLine.writeKind(event, api: event.api.rawValue, to: &bytes)
                    rendered.kindJSON[kind] = bytes
                }
                let scenario = Int(event.scenario)
                if rendered.scenarioJSON[safe: scenario] == nil {
                    Rendered.store(JSONValue.string(stream.scenarioName(of: event)).serialized(), at: scenario,
                                   in: &rendered.scenarioJSON)
                }
            } else if rendered.kindColumns[kind] == nil {
                rendered.kindColumns[kind] = Self.columns(event)
            }
            guard let ref = event.diagnosis else { continue }
            _ = action(ref)
            let index = Int(ref.index)
            if json, rendered.diagnosisJSON[safe: index] == nil {
                // Written straight to bytes (no JSON tree): each flow that reached the service has its own ids.
                var bytes: [UInt8] = []
                DiagnosisReport.write(stream.diagnoses[ref], locale: locale, to: &bytes)
                Rendered.store(String(decoding: bytes, as: UTF8.self), at: index, in: &rendered.diagnosisJSON)
            } else if !json, rendered.summaries[safe: index] == nil {
                // The summary shows no ids: made once per report, shared by its entries.
                let report = stream.diagnoses.reportIndex(ref)
                let summary = rendered.summariesByReport[safe: report] ?? EventText.summary(stream.diagnoses[ref])
                Rendered.store(summary, at: report, in: &rendered.summariesByReport)
                Rendered.store(summary, at: index, in: &rendered.summaries)
            }
        }
    }

    /// `simulate`'s output: prepared events (``prepare(_:json:)``), each line with its newline.
    public func write(_ events: ArraySlice<AcquisitionEvent>, json: Bool, to out: inout OutputBuffer) {
        let rendered = self.rendered
        for event in events {
            if json { rendered.writeJSON(event, to: &out) } else { rendered.writeLine(event, to: &out) }
            out.append(UInt8(ascii: "\n"))
        }
    }

    // MARK: - One event

    /// One readable line, without the newline.
    public func line(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendLine(event, to: &out)
        return out
    }

    public func appendLine<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        prepare([event], json: false)
        rendered.writeLine(event, to: &out)
    }

    /// One JSON object (documented in the README's `simulate-json` section), without the newline.
    public func json(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendJSON(event, to: &out)
        return out
    }

    public func appendJSON<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        prepare([event], json: true)
        rendered.writeJSON(event, to: &out)
    }

    /// `  platform  call  step  outcome  `, each padded to its column: the same for every
    /// event of a kind. Every text padded here is ASCII, so bytes are columns.
    private static func columns(_ event: AcquisitionEvent) -> [UInt8] {
        var bytes: [UInt8] = []
        for (text, width) in [(event.platform.rawValue, 6),
                              (EventText.apiName(event.api, on: event.platform), callColumnWidth(event.platform)),
                              (event.step.rawValue, 16), (event.outcome.rawValue, 7)] {
            bytes.write("  ")
            bytes.write(text)
            // Once per kind of event: `spaces(_:)`'s runs stop at 16.
            if text.utf8.count < width { bytes.write(String(repeating: " ", count: width - text.utf8.count)) }
        }
        bytes.write("  ")
        return bytes
    }

    /// The call column: as wide as the platform's longest call name, so a Python stream's
    /// `acquire_token_silent_with_error` and `acquire_token_interactive` rows line up (msal4j's
    /// rows are the widest, for `acquireToken(IntegratedWindowsAuthenticationParameters)`).
    static func callColumnWidth(_ platform: Platform) -> Int {
        API.allCases.map { EventText.apiName($0, on: platform).utf8.count }.max() ?? 0
    }
}

/// What an `EventFormatter` has rendered, indexed by diagnosis, scenario and ``EventKind``.
private struct Rendered {
    var summaries: [String?] = []
    var diagnosisJSON: [String?] = []
    var actions: [RecommendedAction?] = []
    /// Per report (`DiagnosisTable.reportIndex`): what the entries stamped from it share.
    var summariesByReport: [String?] = []
    var actionsByReport: [RecommendedAction?] = []
    var scenarioJSON: [String?] = []
    /// The readable line's middle columns and the JSON line's platform…outcome members.
    var kindColumns: [[UInt8]?] = Array(repeating: nil, count: EventKind.count)
    var kindJSON: [[UInt8]?] = Array(repeating: nil, count: EventKind.count)

    /// Stores `value` at `index`, growing the table as the stream interns diagnoses.
    static func store<T>(_ value: T, at index: Int, in table: inout [T?]) {
        if index >= table.count { table += repeatElement(nil, count: index - table.count + 1) }
        table[index] = value
    }

    func writeLine<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        EventText.writeClock(event.time, to: &out)
        out.write("  #")
        out.write(number: UInt64(event.flow), spacePaddedTo: 5)
        out.write(" acct ")
        out.write(number: UInt64(event.account), spacePaddedTo: 2)
        out.write(bytes: kindColumns[EventKind.index(of: event)]!)
        EventText.writeDescription(event, to: &out)
        guard let ref = event.diagnosis else { return }
        if event.step == .handlerDecision {
            switch event.decision {
            case .stopDeclinedScopes?: out.write(" (stops sign-in: the app needs every scope)")
            case .stopAfterMessageOnly?: out.write(" (ends with the MessageOnly message)")
            default:
                out.write(" (action ")
                out.write(actions[Int(ref.index)]!.rawValue)
                out.write(")")
            }
        } else {
            out.write("  ")
            out.write(summaries[Int(ref.index)]!)
        }
    }

    func writeJSON<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        EventJSONLine.writeStart(event, scenarioJSON: scenarioJSON[Int(event.scenario)]!, to: &out)
        out.write(bytes: kindJSON[EventKind.index(of: event)]!)
        EventJSONLine.writeEnd(event, action: event.diagnosis.map { actions[Int($0.index)]! },
                               diagnosisJSON: event.diagnosis.map { diagnosisJSON[Int($0.index)]! }, to: &out)
    }
}

extension Array {
    /// The element at `index` when there is one and it is not nil.
    fileprivate subscript<Wrapped>(safe index: Int) -> Wrapped? where Element == Wrapped? {
        index < count ? self[index] : nil
    }
}
