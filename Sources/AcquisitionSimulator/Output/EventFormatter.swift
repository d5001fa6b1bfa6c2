import MSALErrorModel

/// Writes events as readable lines or as JSON lines (the `simulate` output).
///
/// Caches each diagnosis's text and JSON, so a long stream costs one lookup per
/// event. Everything it prints comes from the simulator's own tables or from
/// sanitized scenario names: no control character reaches the terminal.
public final class EventFormatter {
    private let stream: EventStream
    private let locale: MessageLocale
    private var summaries: [UInt32: String] = [:]
    private var diagnosisJSON: [UInt32: String] = [:]
    private var scenarioJSONByIndex: [UInt16: String] = [:]

    public init(stream: EventStream, locale: MessageLocale = .en) {
        self.stream = stream
        self.locale = locale
    }

    /// The action the simulated app acted on for a diagnosis.
    public func action(_ ref: DiagnosisRef) -> RecommendedAction {
        HandlerPolicy.action(for: stream.diagnoses[ref], advice: stream.diagnoses.advice(ref))
    }

    // MARK: - Readable lines

    /// One readable line, without the newline.
    public func line(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendLine(event, to: &out)
        return out
    }

    public func appendLine(_ event: AcquisitionEvent, to out: inout String) {
        out += EventText.clock(event.time)
        out += "  #"
        out += pad(String(event.flow), 5)
        out += " acct "
        out += pad(String(event.account), 2)
        out += "  "
        out += pad(event.platform.rawValue, 6)
        out += "  "
        out += pad(EventText.apiName(event.api, on: event.platform), 11)
        out += "  "
        out += pad(event.step.rawValue, 16)
        out += "  "
        out += pad(event.outcome.rawValue, 7)
        out += "  "
        out += EventText.describe(event)
        if let ref = event.diagnosis {
            if event.step == .handlerDecision {
                switch event.decision {
                case .stopDeclinedScopes?: out += " (stops sign-in: the app needs every scope)"
                case .stopAfterMessageOnly?: out += " (ends with the MessageOnly message)"
                default:
                    out += " (action "
                    out += action(ref).rawValue
                    out += ")"
                }
            } else {
                out += "  "
                out += summary(ref)
            }
        }
    }

    private func summary(_ ref: DiagnosisRef) -> String {
        if let cached = summaries[ref.index] { return cached }
        let text = EventText.summary(stream.diagnoses[ref])
        summaries[ref.index] = text
        return text
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    // MARK: - JSON lines

    /// One JSON object (documented in the README's `simulate-json` section), without the newline.
    public func json(_ event: AcquisitionEvent) -> String {
        var out = ""
        appendJSON(event, to: &out)
        return out
    }

    public func appendJSON(_ event: AcquisitionEvent, to out: inout String) {
        EventJSONLine.write(event, scenarioJSON: scenarioJSON(event), api: event.api.rawValue,
                            action: event.diagnosis.map(action), diagnosisJSON: event.diagnosis.map(diagnosisText),
                            to: &out)
    }

    private func scenarioJSON(_ event: AcquisitionEvent) -> String {
        if let cached = scenarioJSONByIndex[event.scenario] { return cached }
        let text = JSONValue.string(stream.scenarioName(of: event)).serialized()
        scenarioJSONByIndex[event.scenario] = text
        return text
    }

    private func diagnosisText(_ ref: DiagnosisRef) -> String {
        if let cached = diagnosisJSON[ref.index] { return cached }
        let text = DiagnosisReport.json(stream.diagnoses[ref], locale: locale).serialized()
        diagnosisJSON[ref.index] = text
        return text
    }
}
