import Foundation
import MSALErrorModel
import MSALErrorText

/// The distinct `diagnosis` objects of a session export, each parsed once.
///
/// An export repeats the same few diagnosis objects on many lines; they are told apart
/// by their bytes (a 64-bit hash, then a byte comparison), so a repeated one
/// costs a hash and a compare, never a parse. One that differs from another only in its
/// correlation and trace ids (each simulated flow has its own) is not parsed either: its
/// shape, the bytes without the ids (``DiagnosisIdSlots``), is, once. The file is untrusted:
/// every text field is redacted like decoded text, and a diagnosis nests at most
/// ``maximumDepth`` deep.
struct SessionDiagnoses {
    private(set) var diagnoses: [Diagnosis] = []
    private var bytesOf: [[UInt8]] = []
    private var byHash: [UInt64: [UInt32]] = [:]
    /// Each shape met, parsed (ids empty), found by hash then bytes.
    private var shapes: [(bytes: [UInt8], template: Diagnosis)] = []
    private var shapesByHash: [UInt64: [Int]] = [:]

    static let maximumDepth = 8

    mutating func index(of object: UnsafeBufferPointer<UInt8>) throws(SessionLineReader.LineProblem) -> UInt32 {
        if let known = knownIndex(of: object) { return known }
        let hash = Self.hash(object)
        let diagnosis = try parseOnce(object)
        let index = UInt32(diagnoses.count)
        diagnoses.append(diagnosis)
        bytesOf.append(Array(object))
        byHash[hash, default: []].append(index)
        return index
    }

    /// The index of an object already met, byte for byte; nil for one not met yet.
    func knownIndex(of object: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let candidates = byHash[Self.hash(object)] else { return nil }
        for index in candidates where JSONCursor.same(object, bytesOf[Int(index)]) { return index }
        return nil
    }

    /// The diagnosis of an object not met byte for byte: its shape's, with its own ids; the
    /// object parsed whole when the id slots cannot stand for its parse.
    private mutating func parseOnce(_ object: UnsafeBufferPointer<UInt8>) throws(SessionLineReader.LineProblem) -> Diagnosis {
        guard let slots = DiagnosisIdSlots.find(in: object), !slots.isEmpty else { return try Self.parse(object) }
        let shape = DiagnosisIdSlots.shape(of: object, without: slots)
        let template = try shape.withUnsafeBufferPointer { shape throws(SessionLineReader.LineProblem) -> Diagnosis in
            let hash = Self.hash(shape)
            if let known = shapesByHash[hash]?.first(where: { JSONCursor.same(shape, shapes[$0].bytes) }) {
                return shapes[known].template
            }
            let template = try Self.parse(shape)
            shapesByHash[hash, default: []].append(shapes.count)
            shapes.append((Array(shape), template))
            return template
        }
        return DiagnosisIdSlots.stamped(template, slots: slots, from: object)
    }

    /// A 64-bit hash eight bytes at a time (the tail FNV-1a byte by byte): objects of a
    /// few hundred bytes are hashed on every line that carries one.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* 0x100_0000_01b3
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        return hash
    }

    static func parse(_ object: UnsafeBufferPointer<UInt8>) throws(SessionLineReader.LineProblem) -> Diagnosis {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(buffer: object))
        } catch {
            throw SessionLineReader.LineProblem(description: "diagnosis: not valid JSON")
        }
        guard let fields = value as? [String: Any] else {
            throw SessionLineReader.LineProblem(description: "diagnosis: expected an object")
        }
        var diagnosis = diagnosisFrom(fields, depth: 0)
        diagnosis.redactSecrets()
        return diagnosis
    }

    /// The fields of `DiagnosisReport`'s shape; the advice fields are worked out again.
    static func diagnosisFrom(_ fields: [String: Any], depth: Int) -> Diagnosis {
        func text(_ key: String) -> String? { (fields[key] as? String).map { VisibleText.make($0) } }
        func number(_ key: String) -> Int? { Self.integer(fields[key]) }
        func numbers(_ key: String) -> [Int] { (fields[key] as? [Any])?.compactMap(Self.integer) ?? [] }
        func texts(_ key: String) -> [String] { (fields[key] as? [Any])?.compactMap { ($0 as? String).map { VisibleText.make($0) } } ?? [] }
        var code: ErrorCodeValue?
        if let value = Self.integer(fields["code"]) {
            code = .number(value)
        } else if let value = text("code") {
            code = .text(value)
        }
        var underlying: Diagnosis?
        if depth < maximumDepth, let inner = fields["underlying"] as? [String: Any] {
            underlying = diagnosisFrom(inner, depth: depth + 1)
        }
        return Diagnosis(
            platform: text("platform").flatMap(Platform.init(rawValue:)), domain: text("domain"), code: code,
            codeName: text("codeName"), internalSubCode: number("internalSubCode"),
            internalSubCodeName: text("internalSubCodeName"), oauthError: text("oauthError"), subError: text("subError"),
            aadsts: numbers("aadsts"), b2cCodes: numbers("b2cCodes"), httpStatus: number("httpStatus"),
            retryAfterSeconds: number("retryAfterSeconds"), correlationId: text("correlationId"), traceId: text("traceId"),
            time: text("time").flatMap(LogTimeReading.normalised),
            claims: text("claims"), grantedScopes: texts("grantedScopes"), declinedScopes: texts("declinedScopes"),
            classification: text("classification"), numbering: text("numbering").flatMap(AppleNumbering.init(rawValue:)),
            brokerErrorCode: number("brokerErrorCode"), brokerStatus: text("brokerStatus"), underlying: underlying)
    }

    /// A JSON number that is a whole number (Foundation hands numbers back as `Int` or `NSNumber`).
    private static func integer(_ value: Any?) -> Int? {
        if let value = value as? Int { return value }
        if let value = value as? NSNumber { return value.intValue }
        return nil
    }
}
