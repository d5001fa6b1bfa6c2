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
    private let platforms = EventWordTable(Platform.self)
    private let steps = EventWordTable(Step.self)
    private let apis = EventWordTable(API.self)
    private let outcomes = EventWordTable(Outcome.self)
    private let decisions = EventWordTable(HandlerDecision.self)

    /// What the scanner found; `scenario` and `diagnosis` are byte ranges of the line the
    /// caller turns into indexes of its tables.
    struct Fields {
        var event: AcquisitionEvent
        var isImported: Bool
        var scenario: Range<Int>
        /// The diagnosis object's bytes (braces included), nil for `null`.
        var diagnosis: Range<Int>?
        /// Filled in by the caller where its tables already know the scenario and diagnosis.
        var scenarioIndex: UInt16?
        var diagnosisIndex: UInt32?
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
        if isImported, !EventWordTable<API>.same(reader.bytes(apiText), EventWords.pasted) { return nil }
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

        /// Consumes `text` when the line goes on with exactly it (compared eight or four
        /// bytes at a time: the first and the last, overlapping).
        @inline(__always)
        mutating func literal(_ text: StaticString) -> Bool {
            let length = text.utf8CodeUnitCount
            guard count - position >= length else { return false }
            let here = UnsafeRawPointer(base + position), expected = UnsafeRawPointer(text.utf8Start)
            let same: Bool
            if length >= 8 {
                same = here.loadUnaligned(as: UInt64.self) == expected.loadUnaligned(as: UInt64.self)
                    && here.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                        == expected.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                    && (length <= 16 || Self.equal(here + 8, expected + 8, length - 16))
            } else if length >= 4 {
                same = here.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
                    && here.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
                        == expected.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            } else {
                same = Self.equal(here, expected, length)
            }
            if same { position += length }
            return same
        }

        private static func equal(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, _ count: Int) -> Bool {
            for offset in 0..<count where left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
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
        /// Eight bytes at a time: a quote or backslash is a zero byte of `word ^ 0x22…22` or
        /// `word ^ 0x5C…5C`, and the lowest byte flagged by the zero-byte test is exact.
        @inline(__always)
        mutating func plainString() -> Range<Int>? {
            let start = position
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while position + 8 <= count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
                let flagged = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & highs
                if flagged != 0 {
                    position += flagged.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
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

/// The raw values of an event enum, looked up by length and bytes without making strings:
/// each word is kept as its length and its first, middle and last eight bytes (which tell
/// words of up to 24 bytes apart), and longer ones are compared whole. (The advice rules'
/// `WordTable` in MSALErrorModel hashes words of any number and case; this one serves the
/// five small enums of every exported line, where a length and three loads decide.)
struct EventWordTable<Value: CaseIterable & RawRepresentable> where Value.RawValue == String {
    private struct Entry {
        var length: Int
        var head: UInt64
        var middle: UInt64
        var tail: UInt64
    }

    private let entries: [Entry]
    private let words: [[UInt8]]
    private let values: [Value]
    /// `firstOfLength[n]..<firstOfLength[n + 1]`: the entries (sorted by length) of words
    /// `n` bytes long, so a look-up compares one or two words, not every case.
    private let firstOfLength: [Int]

    init(_: Value.Type) {
        let sorted = Value.allCases.map { ($0, Array($0.rawValue.utf8)) }.enumerated()
            .sorted { ($0.element.1.count, $0.offset) < ($1.element.1.count, $1.offset) }.map(\.element)
        values = sorted.map(\.0)
        words = sorted.map(\.1)
        entries = words.map { word in
            word.withUnsafeBufferPointer {
                Entry(length: word.count, head: Self.head($0), middle: Self.middle($0), tail: Self.tail($0))
            }
        }
        let lengths = words.map(\.count)
        firstOfLength = (0...((lengths.last ?? 0) + 1)).map { length in
            lengths.firstIndex { $0 >= length } ?? lengths.count
        }
    }

    func value(_ text: UnsafeBufferPointer<UInt8>) -> Value? {
        let length = text.count
        guard length + 1 < firstOfLength.count else { return nil }
        let head = Self.head(text), middle = Self.middle(text), tail = Self.tail(text)
        for index in firstOfLength[length]..<firstOfLength[length + 1] {
            let entry = entries[index]
            guard entry.head == head, entry.middle == middle, entry.tail == tail else { continue }
            if length <= 24 || Self.same(text, words[index]) { return values[index] }
        }
        return nil
    }

    /// The first eight bytes (fewer, zero-padded, for a shorter word).
    @inline(__always)
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
        var value: UInt64 = 0
        for index in 0..<bytes.count { value |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        return value
    }

    /// Bytes 8 to 16 of a word longer than sixteen bytes, else 0: with the first and the
    /// last eight they cover every byte of a word of up to 24 (`acquireTokenInteractive`).
    @inline(__always)
    private static func middle(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress, bytes.count > 16 else { return 0 }
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    }

    /// The last eight bytes of a word longer than eight bytes, else 0.
    @inline(__always)
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress, bytes.count > 8 else { return 0 }
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
    }

    @inline(__always)
    static func same(_ text: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard text.count == word.count else { return false }
        for index in 0..<word.count where text[index] != word[index] { return false }
        return true
    }
}
