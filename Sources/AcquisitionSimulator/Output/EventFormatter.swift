import MSALErrorModel

/// Writes events as readable lines or as JSON lines (the `simulate` output).
///
/// Caches each diagnosis's text and JSON, so a long stream costs one lookup per
/// event. Everything it prints comes from the simulator's own tables or from
/// sanitized scenario names: no control character reaches the terminal.
public final class EventFormatter {
    private let stream: EventStream
    private let locale: MessageLocale
    /// Per diagnosis index: its one-line summary, JSON object and the action the app took.
    private var summaries: [String?] = []
    private var diagnosisJSON: [String?] = []
    private var actions: [RecommendedAction?] = []
    private var scenarioJSONByIndex: [String?] = []
    /// Per event kind (``EventKind``): the readable line's middle columns and the JSON line's
    /// platform…outcome members, rendered once.
    private var kindColumns: [[UInt8]?] = Array(repeating: nil, count: EventKind.count)
    private var kindJSON: [[UInt8]?] = Array(repeating: nil, count: EventKind.count)

    public init(stream: EventStream, locale: MessageLocale = .en) {
        self.stream = stream
        self.locale = locale
    }

    /// The action the simulated app acted on for a diagnosis (worked out once per diagnosis).
    public func action(_ ref: DiagnosisRef) -> RecommendedAction {
        let index = Int(ref.index)
        if index < actions.count, let cached = actions[index] { return cached }
        let action = HandlerPolicy.action(for: stream.diagnoses[ref], advice: stream.diagnoses.advice(ref))
        Self.store(action, at: index, in: &actions)
        return action
    }

    /// Stores `value` at `index`, growing the table as the stream interns diagnoses.
    private static func store<T>(_ value: T, at index: Int, in table: inout [T?]) {
        if index >= table.count { table += repeatElement(nil, count: index - table.count + 1) }
        table[index] = value
    }

    /// Works out the per-diagnosis texts `events` need, so that formatting them afterwards
    /// reads nothing of the stream (which may be simulating the next events meanwhile).
    public func prepare(_ events: [AcquisitionEvent], json: Bool) {
        for event in events {
            if json {
                _ = kindJSONBytes(event)
                _ = scenarioJSON(event)
            } else {
                _ = kindColumnBytes(event)
            }
            guard let ref = event.diagnosis else { continue }
            _ = action(ref)
            if json { _ = diagnosisText(ref) } else { _ = summary(ref) }
        }
    }

    // MARK: - Readable lines

    /// One readable line, without the newline.
    public func line(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendLine(event, to: &out)
        return out
    }

    public func appendLine<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        appendLineParts(event, to: &out)
    }

    private func appendLineParts<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        EventText.writeClock(event.time, to: &out)
        out.write("  #")
        out.write(number: UInt64(event.flow), spacePaddedTo: 5)
        out.write(" acct ")
        out.write(number: UInt64(event.account), spacePaddedTo: 2)
        out.write(bytes: kindColumnBytes(event))
        EventText.writeDescription(event, to: &out)
        if let ref = event.diagnosis {
            if event.step == .handlerDecision {
                switch event.decision {
                case .stopDeclinedScopes?: out.write(" (stops sign-in: the app needs every scope)")
                case .stopAfterMessageOnly?: out.write(" (ends with the MessageOnly message)")
                default:
                    out.write(" (action ")
                    out.write(action(ref).rawValue)
                    out.write(")")
                }
            } else {
                out.write("  ")
                out.write(summary(ref))
            }
        }
    }

    /// `  platform  call  step  outcome  `, each padded to its column: the same for every
    /// event of a kind.
    private func kindColumnBytes(_ event: AcquisitionEvent) -> [UInt8] {
        let kind = EventKind.index(of: event)
        if let cached = kindColumns[kind] { return cached }
        var bytes: [UInt8] = []
        bytes.write("  ")
        pad(event.platform.rawValue, 6, &bytes)
        bytes.write("  ")
        pad(EventText.apiName(event.api, on: event.platform), 11, &bytes)
        bytes.write("  ")
        pad(event.step.rawValue, 16, &bytes)
        bytes.write("  ")
        pad(event.outcome.rawValue, 7, &bytes)
        bytes.write("  ")
        kindColumns[kind] = bytes
        return bytes
    }

    /// The JSON members that depend on the event's kind only (``EventJSONLine/writeKind``).
    private func kindJSONBytes(_ event: AcquisitionEvent) -> [UInt8] {
        let kind = EventKind.index(of: event)
        if let cached = kindJSON[kind] { return cached }
        var bytes: [UInt8] = []
        EventJSONLine.writeKind(event, api: event.api.rawValue, to: &bytes)
        kindJSON[kind] = bytes
        return bytes
    }

    /// The byte output `simulate` writes (see ``appendJSON(_:to:)-([UInt8])``).
    public func appendLine(_ event: AcquisitionEvent, to out: inout [UInt8]) {
        appendLineParts(event, to: &out)
    }

    private func summary(_ ref: DiagnosisRef) -> String {
        let index = Int(ref.index)
        if index < summaries.count, let cached = summaries[index] { return cached }
        let text = EventText.summary(stream.diagnoses[ref])
        Self.store(text, at: index, in: &summaries)
        return text
    }

    /// Every text padded here is ASCII, so bytes are columns.
    private func pad(_ text: String, _ width: Int, _ out: inout [UInt8]) {
        out.write(text)
        let count = text.utf8.count
        if count < width { out.write(out.spaces(width - count)) }
    }

    // MARK: - JSON lines

    /// One JSON object (documented in the README's `simulate-json` section), without the newline.
    public func json(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendJSON(event, to: &out)
        return out
    }

    public func appendJSON<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        EventJSONLine.write(event, scenarioJSON: scenarioJSON(event), api: event.api.rawValue,
                            action: event.diagnosis.map(action), diagnosisJSON: event.diagnosis.map(diagnosisText),
                            to: &out)
    }

    /// The byte output `simulate` writes, specialised here (a generic call from another
    /// module would go through the protocol for every field).
    public func appendJSON(_ event: AcquisitionEvent, to out: inout [UInt8]) {
        EventJSONLine.writeStart(event, scenarioJSON: scenarioJSON(event), to: &out)
        out.append(contentsOf: kindJSONBytes(event))
        EventJSONLine.writeEnd(event, action: event.diagnosis.map(action),
                               diagnosisJSON: event.diagnosis.map(diagnosisText), to: &out)
    }

    private func scenarioJSON(_ event: AcquisitionEvent) -> String {
        let index = Int(event.scenario)
        if index < scenarioJSONByIndex.count, let cached = scenarioJSONByIndex[index] { return cached }
        let text = JSONValue.string(stream.scenarioName(of: event)).serialized()
        Self.store(text, at: index, in: &scenarioJSONByIndex)
        return text
    }

    private func diagnosisText(_ ref: DiagnosisRef) -> String {
        let index = Int(ref.index)
        if index < diagnosisJSON.count, let cached = diagnosisJSON[index] { return cached }
        let text = DiagnosisReport.json(stream.diagnoses[ref], locale: locale).serialized()
        Self.store(text, at: index, in: &diagnosisJSON)
        return text
    }
}
