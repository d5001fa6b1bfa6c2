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
        /// A whole number in decimal (bytes are written without making a `String`).
        mutating func write(number: UInt64)
        /// UTF-8 bytes rendered earlier (`EventFormatter`'s per-kind columns).
        mutating func write(bytes: [UInt8])
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
        writeStart(event, scenarioJSON: scenarioJSON, to: &out)
        writeKind(event, api: api, to: &out)
        writeEnd(event, action: action, diagnosisJSON: diagnosisJSON, to: &out)
    }

    /// `{"t":…,"flow":…,"scenario":…,"account":…`
    static func writeStart<Out: Output>(_ event: AcquisitionEvent, scenarioJSON: String, to out: inout Out) {
        out.write("{\"t\":")
        out.write(number: UInt64(event.time))
        out.write(",\"flow\":")
        out.write(number: UInt64(event.flow))
        out.write(",\"scenario\":")
        out.write(scenarioJSON)
        out.write(",\"account\":")
        out.write(number: UInt64(event.account))
    }

    /// `,"platform":…,"outcome":"…"`: depends on the event's platform, step, API and outcome
    /// only, so `EventFormatter` renders it once per combination.
    static func writeKind<Out: Output>(_ event: AcquisitionEvent, api: String, to out: inout Out) {
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
        out.write("\"")
    }

    /// `,"detail":…,"decision":…,"action":…,"diagnosis":…}`
    static func writeEnd<Out: Output>(
        _ event: AcquisitionEvent, action: RecommendedAction?, diagnosisJSON: String?, to out: inout Out
    ) {
        out.write(",\"detail\":")
        out.write(number: UInt64(event.detail))
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

extension EventJSONLine.Output {
    /// `number` in decimal with leading zeros up to `digits` (`07`, `042`).
    mutating func write(number: UInt64, zeroPaddedTo digits: Int) {
        var limit: UInt64 = 10
        for _ in 1..<max(digits, 1) {
            if number < limit { write("0") }
            limit *= 10
        }
        write(number: number)
    }

    /// `number` in decimal followed by spaces up to `width` columns.
    mutating func write(number: UInt64, spacePaddedTo width: Int) {
        write(number: number)
        var digits = 1, rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        if digits < width { write(spaces(width - digits)) }
    }

    /// `count` spaces (up to 16) without building a `String` per call.
    func spaces(_ count: Int) -> String { spaceRuns[min(count, spaceRuns.count - 1)] }
}

private let spaceRuns = (0...16).map { String(repeating: " ", count: $0) }

extension String: EventJSONLine.Output {
    public mutating func write(_ text: String) { self += text }
    public mutating func write(number: UInt64) { self += String(number) }
    public mutating func write(bytes: [UInt8]) { self += String(decoding: bytes, as: UTF8.self) }
}

extension Array: EventJSONLine.Output where Element == UInt8 {
    /// The string's UTF-8 storage copied in one go (not a byte at a time).
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    public mutating func write(bytes: [UInt8]) { append(contentsOf: bytes) }

    public mutating func write(number: UInt64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var value = number
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
                value /= 10
            } while value > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
