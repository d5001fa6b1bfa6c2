import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// Reads a line written by our own exporter (``EventJSONLine``: every key, in its fixed
/// order, no blanks, no escapes in the words) by position: each key is checked as a
/// literal and each value read where it must be, with no key lookup and no call per byte.
///
/// It answers only for a line of that exact shape whose `diagnosis`, if any, is one the
/// general reader already parsed (byte for byte); for anything else (hand-edited,
/// reordered, escaped, hostile, or a diagnosis not seen yet) it answers nil and
/// ``SessionLineReader`` reads the line with ``JSONCursor``. Where it answers, the event
/// is the one the general reader would make of the same line.
struct ExportLineScanner {
    private let platforms = WordTable(Platform.self)
    private let steps = WordTable(Step.self)
    private let apis = WordTable(API.self)
    private let outcomes = WordTable(Outcome.self)
    private let decisions = WordTable(HandlerDecision.self)

    /// What the scanner found; `scenario` and `diagnosis` are byte ranges of the line the
    /// caller turns into indexes of its tables.
    struct Fields {
        var event: AcquisitionEvent
        var isImported: Bool
        var scenario: Range<Int>
        /// The diagnosis object's bytes (braces included), nil for `null`.
        var diagnosis: Range<Int>?
    }

    /// A non-blank line of a chunk: where it is, its number, and what the scanner read of it.
    struct ScannedLine {
        var range: Range<Int>
        var number: Int
        var fields: Fields?
    }

    func scanLines(of chunk: LineChunk) -> [ScannedLine] {
        var lines: [ScannedLine] = []
        chunk.bytes.withUnsafeBufferPointer { bytes in
            chunk.forEachLine { range, number in
                lines.append(ScannedLine(range: range, number: number, fields: scan(UnsafeBufferPointer(rebasing: bytes[range]))))
            }
        }
        return lines
    }

    func scan(_ line: UnsafeBufferPointer<UInt8>) -> Fields? {
        guard let base = line.baseAddress else { return nil }
        var reader = Reader(base: base, count: line.count)
        guard reader.literal("{\"t\":"), let time = reader.unsigned(max: .max),
              reader.literal(",\"flow\":"), let flow = reader.unsigned(max: UInt64(UInt32.max)),
              reader.literal(",\"scenario\":\""), let scenario = reader.plainString(),
              reader.literal(",\"account\":"), let account = reader.unsigned(max: UInt64(UInt16.max)),
              reader.literal(",\"platform\":\""), let platform = reader.plainString().flatMap({ platforms.value(reader.bytes($0)) }),
              reader.literal(",\"step\":\""), let step = reader.plainString().flatMap({ steps.value(reader.bytes($0)) }),
              reader.literal(",\"api\":\""), let apiText = reader.plainString(),
              reader.literal(",\"call\":\""), reader.plainString() != nil,
              reader.literal(",\"outcome\":\""), let outcome = reader.plainString().flatMap({ outcomes.value(reader.bytes($0)) }),
              reader.literal(",\"detail\":"), let detail = reader.unsigned(max: UInt64(UInt32.max)),
              reader.literal(",\"decision\":")
        else { return nil }
        // `pasted`: an error someone brought in.
        let api = apis.value(reader.bytes(apiText))
        let isImported = api == nil
        if isImported, !WordTable<API>.same(reader.bytes(apiText), EventWords.pasted) { return nil }
        var decision: HandlerDecision?
        if !reader.literal("null") {
            guard reader.literal("\""), let text = reader.plainString(), let word = decisions.value(reader.bytes(text)) else { return nil }
            decision = word
        }
        guard reader.literal(",\"action\":") else { return nil }
        if !reader.literal("null") {
            guard reader.literal("\""), reader.plainString() != nil else { return nil }
        }
        guard reader.literal(",\"diagnosis\":") else { return nil }
        var diagnosis: Range<Int>?
        if reader.literal("null}") {
            guard reader.position == line.count else { return nil }
        } else {
            // The object runs to the line's closing brace; the caller accepts it only when
            // it is byte for byte one the general reader took as a whole object.
            guard line.count - reader.position >= 3, line[reader.position] == UInt8(ascii: "{"),
                  line[line.count - 1] == UInt8(ascii: "}") else { return nil }
            diagnosis = reader.position..<(line.count - 1)
        }
        let event = AcquisitionEvent(
            time: time, flow: UInt32(flow), account: UInt16(account), platform: platform, step: step,
            api: api ?? .acquireTokenSilent, outcome: outcome, decision: decision, detail: UInt32(detail))
        return Fields(event: event, isImported: isImported, scenario: scenario, diagnosis: diagnosis)
    }

    /// A position in the line and the few ways of reading on from it.
    private struct Reader {
        let base: UnsafePointer<UInt8>
        let count: Int
        var position = 0

        func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        }

        /// Consumes `text` when the line goes on with exactly it.
        @inline(__always)
        mutating func literal(_ text: StaticString) -> Bool {
            let length = text.utf8CodeUnitCount
            guard count - position >= length else { return false }
            let expected = text.utf8Start
            for offset in 0..<length where base[position + offset] != expected[offset] { return false }
            position += length
            return true
        }

        /// Digits, as ``JSONCursor/unsigned(max:field:)`` reads them; nil where it would fail.
        @inline(__always)
        mutating func unsigned(max: UInt64) -> UInt64? {
            var value: UInt64 = 0
            let start = position
            while position < count, base[position] &- 0x30 < 10 {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(UInt64(base[position] &- 0x30))
                guard !overflow1, !overflow2, sum <= max else { return nil }
                value = sum
                position += 1
            }
            return position > start ? value : nil
        }

        /// The rest of a string whose opening quote was read, up to its closing quote; nil
        /// when it holds a backslash (an escape: the general reader decides) or is not closed.
        @inline(__always)
        mutating func plainString() -> Range<Int>? {
            let start = position
            while position < count {
                let byte = base[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return start..<(position - 1)
                }
                if byte == UInt8(ascii: "\\") { return nil }
                position += 1
            }
            return nil
        }
    }
}

/// The raw values of an event enum, looked up by length and bytes without making strings.
struct WordTable<Value: CaseIterable & RawRepresentable> where Value.RawValue == String {
    private let words: [[UInt8]]
    private let values: [Value]

    init(_: Value.Type) {
        values = Array(Value.allCases)
        words = values.map { Array($0.rawValue.utf8) }
    }

    func value(_ text: UnsafeBufferPointer<UInt8>) -> Value? {
        for index in words.indices where Self.same(text, words[index]) { return values[index] }
        return nil
    }

    @inline(__always)
    static func same(_ text: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard text.count == word.count else { return false }
        for index in 0..<word.count where text[index] != word[index] { return false }
        return true
    }
}
