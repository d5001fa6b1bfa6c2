import MSALErrorModel

/// The one JSON-lines shape of an event, written by `simulate --json` and by the
/// console's session export (`x`); the README's `simulate-json` section documents it.
///
/// Callers pass the parts they cache per scenario and per diagnosis already
/// serialized, so a long stream costs a few appends per event.
public enum EventJSONLine {
    /// What a line is written into: a `String` (`simulate`) or bytes (the export).
    public protocol Output {
        mutating func write(_ text: String)
    }

    /// One event as a JSON object, without the newline.
    /// - Parameters:
    ///   - scenarioJSON: the scenario name as a JSON string, quotes included (`JSONValue.string(name).serialized()`).
    ///   - api: the `api` value; the console writes `pasted` for errors people brought in.
    ///   - action: the recommended action the app acted on, where an error occurred.
    ///   - diagnosisJSON: the diagnosis object (`DiagnosisReport`), serialized.
    public static func write<Out: Output>(
        _ event: AcquisitionEvent, scenarioJSON: String, api: String, action: RecommendedAction?,
        diagnosisJSON: String?, to out: inout Out
    ) {
        out.write("{\"t\":")
        out.write(String(event.time))
        out.write(",\"flow\":")
        out.write(String(event.flow))
        out.write(",\"scenario\":")
        out.write(scenarioJSON)
        out.write(",\"account\":")
        out.write(String(event.account))
        out.write(",\"platform\":\"")
        out.write(event.platform.rawValue)
        out.write("\",\"step\":\"")
        out.write(event.step.rawValue)
        out.write("\",\"api\":\"")
        out.write(api)
        out.write("\",\"call\":")
        // The call as the platform's MSAL names it; null for an event the simulator did not play (a pasted error).
        if api == event.api.rawValue {
            out.write(JSONValue.string(EventText.apiName(event.api, on: event.platform)).serialized())
        } else {
            out.write("null")
        }
        out.write(",\"outcome\":\"")
        out.write(event.outcome.rawValue)
        out.write("\",\"detail\":")
        out.write(String(event.detail))
        out.write(",\"decision\":")
        writeQuotedOrNull(event.decision?.rawValue, to: &out)
        out.write(",\"action\":")
        writeQuotedOrNull(action?.rawValue, to: &out)
        out.write(",\"diagnosis\":")
        out.write(diagnosisJSON ?? "null")
        out.write("}")
    }
}

extension EventJSONLine {
    /// `"value"` for a raw value that needs no escaping, or `null`.
    private static func writeQuotedOrNull<Out: Output>(_ value: String?, to out: inout Out) {
        guard let value else { return out.write("null") }
        out.write("\"")
        out.write(value)
        out.write("\"")
    }
}

extension String: EventJSONLine.Output {
    public mutating func write(_ text: String) { self += text }
}

extension Array: EventJSONLine.Output where Element == UInt8 {
    public mutating func write(_ text: String) { self += text.utf8 }
}
