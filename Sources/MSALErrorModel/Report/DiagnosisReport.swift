/// The one JSON shape of a diagnosis with its advice, shared by `codes --json`,
/// `explain --json` and the `diagnosis` of `simulate --json` events.
///
/// The fields are listed once (``report(_:locale:into:)``) and go to one of two sinks:
/// a ``JSONValue`` tree (``json(_:locale:)``) or bytes written straight out
/// (``write(_:locale:to:)``, what `explain --json` streams a million of).
public enum DiagnosisReport {
    /// The documented fields in order; absent values are null, never omitted.
    public static func json(_ diagnosis: Diagnosis, locale: MessageLocale = .en) -> JSONValue {
        var tree = TreeSink()
        report(diagnosis, locale: locale, into: &tree)
        return .object(tree.members)
    }

    /// The same JSON text as `json(diagnosis, locale:).write(to:)`, without building the tree.
    public static func write(_ diagnosis: Diagnosis, locale: MessageLocale = .en, to out: inout [UInt8]) {
        var bytes = ByteWriter(capacity: 2048)
        write(diagnosis, locale: locale, to: &bytes)
        bytes.copy(to: &out)
    }

    /// The same, appended to a ``ByteWriter`` (what `explain --json` writes a million of).
    public static func write(_ diagnosis: Diagnosis, locale: MessageLocale = .en, to out: inout ByteWriter) {
        var sink = ByteSink(writingTo: out)
        report(diagnosis, locale: locale, into: &sink)
        out = sink.finish()
    }

    static func report<Sink: DiagnosisReportSink & ~Copyable>(_ diagnosis: Diagnosis, locale: MessageLocale, into sink: inout Sink) {
        let advice = AdviceEngine.advise(diagnosis)
        sink.field(.platform, .string(diagnosis.platform?.rawValue))
        sink.field(.domain, .string(diagnosis.domain))
        sink.field(.code, .code(diagnosis.code))
        sink.field(.codeName, .string(Catalog.codeName(of: diagnosis)))
        sink.field(.internalSubCode, .int(diagnosis.internalSubCode))
        sink.field(.internalSubCodeName, .string(diagnosis.internalSubCodeName))
        sink.field(.oauthError, .string(diagnosis.oauthError))
        sink.field(.subError, .string(diagnosis.subError))
        sink.field(.aadsts, .ints(diagnosis.aadsts))
        sink.field(.b2cCodes, .ints(diagnosis.b2cCodes))
        sink.field(.httpStatus, .int(diagnosis.httpStatus))
        sink.field(.retryAfterSeconds, .int(diagnosis.retryAfterSeconds))
        sink.field(.correlationId, .string(diagnosis.correlationId))
        sink.field(.traceId, .string(diagnosis.traceId))
        sink.field(.time, .time(diagnosis.time))
        sink.field(.classification, .string(diagnosis.classification))
        sink.field(.claims, .string(diagnosis.claims))
        sink.field(.grantedScopes, .strings(diagnosis.grantedScopes))
        sink.field(.declinedScopes, .strings(diagnosis.declinedScopes))
        sink.field(.numbering, .string(diagnosis.numbering?.rawValue))
        sink.field(.brokerErrorCode, .int(diagnosis.brokerErrorCode))
        sink.field(.brokerStatus, .string(diagnosis.brokerStatus))
        sink.field(.description, .string(diagnosis.errorDescription))
        sink.field(.action, .string(advice.action.rawValue))
        sink.field(.rule, .string(advice.rule))
        sink.field(.developerAdvice, .string(advice.developerAdvice))
        sink.field(.userMessage, .string(UserMessages.text(advice.userMessage, locale: locale)))
        sink.underlying(.underlying, diagnosis.underlying, locale: locale)
        sink.field(.omittedUnderlying, .int(diagnosis.omittedUnderlyingCount))
        sink.field(.truncated, .bool(diagnosis.isTruncated))
    }
}

/// The report's keys, in their documented order.
enum ReportKey: Int, CaseIterable {
    case platform, domain, code, codeName, internalSubCode, internalSubCodeName, oauthError, subError, aadsts, b2cCodes, httpStatus, retryAfterSeconds, correlationId, traceId, time, classification, claims, grantedScopes, declinedScopes, numbering, brokerErrorCode, brokerStatus, description, action, rule, developerAdvice, userMessage, underlying, omittedUnderlying, truncated

    /// The advice's fields: texts from the advice table and the message files, the same
    /// few for error after error (``PreparedTexts``).
    var isAdvice: Bool {
        switch self {
        case .action, .rule, .developerAdvice, .userMessage: true
        default: false
        }
    }

    /// The JSON key: the case's name, read once.
    var name: String { Self.names[rawValue] }
    private static let names = allCases.map { String(describing: $0) }
}

/// What the byte writer puts before each value: `{"platform":` for the first key,
/// `,"key":` for the others, each in a zero-padded slot of ``slotBytes`` that is never
/// freed, so that an append is two 16-byte stores rather than a call to `memcpy`.
/// (Reading an array of arrays instead takes a retain and a release of shared buffers per
/// field; `explain` renders on two cores at once, and the two contending for those
/// reference counts made retains an eighth of its time.)
private struct ReportKeyPrefixes: @unchecked Sendable {
    static let shared = ReportKeyPrefixes()
    static let slotBytes = 32

    /// Key `k`'s prefix is the first `lengths[k]` bytes of the slot at `slots + k * slotBytes`;
    /// slot `k + keyCount` holds the prefix with `null` after it, slot `k + 2 * keyCount` with
    /// `[]`: a report's most frequent values (some fifteen nulls and four empty lists per
    /// error) are then written with their key in one append.
    private let slots: UnsafePointer<UInt8>
    private let lengths: UnsafePointer<Int>
    private static let keyCount = ReportKey.allCases.count

    private init() {
        let prefixes = ReportKey.allCases.map { key in
            Array(((key.rawValue == 0 ? "{" : ",") + "\"" + key.name + "\":").utf8)
        }
        let texts = prefixes + prefixes.map { $0 + Array("null".utf8) } + prefixes.map { $0 + Array("[]".utf8) }
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: texts.count * Self.slotBytes)
        slots.initialize(repeating: 0, count: texts.count * Self.slotBytes)
        let lengths = UnsafeMutablePointer<Int>.allocate(capacity: texts.count)
        for (index, text) in texts.enumerated() {
            precondition(text.count <= Self.slotBytes, "report key \(text) is longer than its slot")
            (slots + index * Self.slotBytes).update(from: text, count: text.count)
            lengths[index] = text.count
        }
        self.slots = UnsafePointer(slots)
        self.lengths = UnsafePointer(lengths)
    }

    @inline(__always) func slot(_ key: ReportKey) -> (bytes: UnsafePointer<UInt8>, length: Int) {
        (slots + key.rawValue &* Self.slotBytes, lengths[key.rawValue])
    }

    /// The key's prefix and `null`.
    @inline(__always) func nullSlot(_ key: ReportKey) -> (bytes: UnsafePointer<UInt8>, length: Int) {
        let index = key.rawValue &+ Self.keyCount
        return (slots + index &* Self.slotBytes, lengths[index])
    }

    /// The key's prefix and `[]`.
    @inline(__always) func emptyListSlot(_ key: ReportKey) -> (bytes: UnsafePointer<UInt8>, length: Int) {
        let index = key.rawValue &+ 2 &* Self.keyCount
        return (slots + index &* Self.slotBytes, lengths[index])
    }
}

/// One field's value in a diagnosis report.
enum ReportValue {
    case string(String?)
    case int(Int?)
    case code(ErrorCodeValue?)
    case ints([Int])
    case strings([String])
    case bool(Bool)
    case time(LogTime?)

    var json: JSONValue {
        switch self {
        case .string(let value): JSONValue(value)
        case .int(let value): JSONValue(value)
        case .code(let value): JSONValue(value)
        case .ints(let values): JSONValue(values)
        case .strings(let values): JSONValue(values)
        case .bool(let value): .bool(value)
        case .time(let value): JSONValue(value?.iso)
        }
    }
}

/// Where ``DiagnosisReport/report(_:locale:into:)`` puts the fields, in order.
protocol DiagnosisReportSink: ~Copyable {
    mutating func field(_ key: ReportKey, _ value: ReportValue)
    mutating func underlying(_ key: ReportKey, _ diagnosis: Diagnosis?, locale: MessageLocale)
}

private struct TreeSink: DiagnosisReportSink {
    var members: [(String, JSONValue)] = []

    init() { members.reserveCapacity(28) }

    mutating func field(_ key: ReportKey, _ value: ReportValue) { members.append((key.name, value.json)) }

    mutating func underlying(_ key: ReportKey, _ diagnosis: Diagnosis?, locale: MessageLocale) {
        members.append((key.name, diagnosis.map { DiagnosisReport.json($0, locale: locale) } ?? .null))
    }
}

private struct ByteSink: DiagnosisReportSink, ~Copyable {
    /// Where the object is written, lent to the sink while it writes.
    private var out: ByteWriter
    /// Read once per object: the shared table behind a lazily made global costs a
    /// `swift_once` check on each of the ~28 reads.
    private let prefixes = ReportKeyPrefixes.shared
    /// The thread's escaped advice texts, also read once per object.
    private let prepared = PreparedTexts.current

    /// The first key's prefix opens the object.
    init(writingTo out: consuming ByteWriter) { self.out = out }

    /// Closes the object and hands the writer back.
    consuming func finish() -> ByteWriter {
        out.append(UInt8(ascii: "}"))
        return out
    }

    private mutating func key(_ key: ReportKey) {
        let prefix = prefixes.slot(key)
        out.append32(prefix.bytes, counting: prefix.length)
    }

    mutating func field(_ name: ReportKey, _ value: ReportValue) {
        switch value {
        case .string(nil), .int(nil), .code(nil), .time(nil):
            let slot = prefixes.nullSlot(name)
            return out.append32(slot.bytes, counting: slot.length)
        case .ints(let numbers) where numbers.isEmpty:
            let slot = prefixes.emptyListSlot(name)
            return out.append32(slot.bytes, counting: slot.length)
        case .strings(let texts) where texts.isEmpty:
            let slot = prefixes.emptyListSlot(name)
            return out.append32(slot.bytes, counting: slot.length)
        default: key(name)
        }
        switch value {
        case .string(let text?) where name.isAdvice: prepared.write(text, as: .json, to: &out)
        case .string(let text?): JSONValue.writeString(text, into: &out)
        case .int(let number?), .code(.number(let number)?): out.append(decimal: number)
        case .code(.text(let text)?): JSONValue.writeString(text, into: &out)
        case .string(nil), .int(nil), .code(nil), .time(nil): break  // written above
        case .time(let time?):
            // ISO 8601 digits, letters and punctuation: nothing to escape.
            out.append(UInt8(ascii: "\""))
            time.withISO { out.append($0) }
            out.append(UInt8(ascii: "\""))
        case .ints(let numbers):
            out.append(UInt8(ascii: "["))
            for (index, number) in numbers.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(decimal: number)
            }
            out.append(UInt8(ascii: "]"))
        case .bool(let value):
            out.append(value ? "true" : "false")
        case .strings(let texts):
            out.append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(text, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    mutating func underlying(_ name: ReportKey, _ diagnosis: Diagnosis?, locale: MessageLocale) {
        guard let diagnosis else {
            let slot = prefixes.nullSlot(name)
            return out.append32(slot.bytes, counting: slot.length)
        }
        key(name)
        // The nested object is written in place: its first key's prefix opens it.
        DiagnosisReport.report(diagnosis, locale: locale, into: &self)
        out.append(UInt8(ascii: "}"))
    }
}
