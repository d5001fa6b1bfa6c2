#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MSALErrorModel

/// Walks one JSON object line as bytes, member by member: just enough JSON to read
/// the flat event shape fast, and to hand nested values back as byte ranges.
struct JSONCursor {
    typealias Problem = SessionLineReader.LineProblem

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    private mutating func skipBlanks() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D {
            position += 1
        }
    }

    private func problem(_ text: String) -> Problem {
        Problem(description: "\(text) at column \(position + 1)")
    }

    mutating func expect(_ byte: UInt8) throws(Problem) {
        skipBlanks()
        if position == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        guard position < bytes.count, bytes[position] == byte else {
            throw problem("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        position += 1
    }

    /// Consumes `byte` when it is next (after blanks).
    mutating func closes(_ byte: UInt8) throws(Problem) -> Bool {
        skipBlanks()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// After a member: true at `,` (another follows), false at `}`.
    mutating func nextMember() throws(Problem) -> Bool {
        skipBlanks()
        guard position < bytes.count else { throw problem("the object is not closed") }
        switch bytes[position] {
        case UInt8(ascii: ","): position += 1; return true
        case UInt8(ascii: "}"): position += 1; return false
        default: throw problem("expected ',' or '}'")
        }
    }

    /// Only blanks may follow the object.
    mutating func end() throws(Problem) {
        skipBlanks()
        guard position == bytes.count else { throw problem("text after the object") }
    }

    /// A member's key and its colon; the key's bytes as they are (keys of ours need no escapes).
    mutating func key() throws(Problem) -> UnsafeBufferPointer<UInt8> {
        let key = try string(field: "key")
        skipBlanks()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw problem("expected ':'") }
        position += 1
        skipBlanks()
        return key
    }

    /// A string value's bytes between the quotes, escapes left as written.
    mutating func string(field: String) throws(Problem) -> UnsafeBufferPointer<UInt8> {
        skipBlanks()
        guard position < bytes.count, bytes[position] == Self.quote else { throw problem("\(field): expected a string") }
        let start = position + 1
        var from = start
        while true {
            // memchr for the closing quote; one preceded by an odd run of backslashes is escaped.
            guard from < bytes.count, let base = bytes.baseAddress,
                  let hit = memchr(base + from, Int32(Self.quote), bytes.count - from) else {
                throw problem("\(field): the string is not closed")
            }
            let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            var backslashes = 0
            while index - backslashes - 1 >= start, bytes[index - backslashes - 1] == Self.backslash { backslashes += 1 }
            if backslashes % 2 == 0 {
                position = index + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            from = index + 1
        }
    }

    mutating func isNull() throws(Problem) -> Bool {
        guard position + 4 <= bytes.count, bytes[position] == 0x6E, bytes[position + 1] == 0x75,
              bytes[position + 2] == 0x6C, bytes[position + 3] == 0x6C else { return false }
        position += 4
        return true
    }

    mutating func unsigned(max: UInt64, field: String) throws(Problem) -> UInt64 {
        var value: UInt64 = 0
        let start = position
        while position < bytes.count, bytes[position] &- 0x30 < 10 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] &- 0x30))
            guard !overflow1, !overflow2, sum <= max else { throw problem("\(field): the number is too large") }
            value = sum
            position += 1
        }
        guard position > start else { throw problem("\(field): expected a whole number") }
        return value
    }

    /// A string value that must be one of `words` (or `otherwise`'s word).
    mutating func word<T>(_ words: [([UInt8], T)], field: String, otherwise: ([UInt8], T)? = nil) throws(Problem) -> T {
        let text = try string(field: field)
        for (bytes, value) in words where Self.same(text, bytes) { return value }
        if let (bytes, value) = otherwise, Self.same(text, bytes) { return value }
        let shown = VisibleTextPrefix.make(text)
        throw problem("\(field): unknown value \"\(shown)\"")
    }

    /// An object or array value, brackets included, as bytes.
    mutating func compound(field: String) throws(Problem) -> UnsafeBufferPointer<UInt8> {
        skipBlanks()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") else {
            throw problem("\(field): expected an object")
        }
        let start = position
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    position += 1
                    return UnsafeBufferPointer(rebasing: bytes[start..<position])
                }
            case Self.quote:
                _ = try string(field: field)
                continue
            default: break
            }
            position += 1
        }
        throw problem("\(field): the object is not closed")
    }

    /// Any value, skipped.
    mutating func skipValue() throws(Problem) {
        skipBlanks()
        guard position < bytes.count else { throw problem("expected a value") }
        switch bytes[position] {
        case Self.quote: _ = try string(field: "value")
        case UInt8(ascii: "{"), UInt8(ascii: "["): _ = try compound(field: "value")
        default:
            while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "}") {
                position += 1
            }
        }
    }
}

/// At most 40 visible characters of untrusted bytes, for a problem message.
enum VisibleTextPrefix {
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        VisibleText.make(String(String(decoding: bytes, as: UTF8.self).prefix(40)))
    }
}

extension JSONCursor {
    /// Byte equality by `memcmp` (a generic sequence comparison costs far more per byte).
    static func same(_ text: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8]) -> Bool {
        guard text.count == bytes.count else { return false }
        guard let base = text.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp(base, $0.baseAddress!, text.count) == 0 }
    }
}
