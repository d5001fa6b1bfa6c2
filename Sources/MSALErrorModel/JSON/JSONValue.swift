/// A JSON value with ordered object keys and explicit nulls.
///
/// Foundation's encoder drops nil optionals and reorders keys; every JSON this
/// product prints keeps the documented field order and writes absent values as null.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The value as compact JSON text (one line, no trailing newline).
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value):
            out += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Writes a JSON string literal; every control character is escaped, so
    /// nothing read from outside can reach a terminal through JSON output.
    public static func writeString(_ value: String, to out: inout String) {
        guard needsEscaping(value) else {
            // Nearly every string: appended whole.
            out += "\""
            out += value
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        writeString(value, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// True when `value` holds a quote, a backslash, a control character (C0, DEL, or C1,
    /// which UTF-8 writes as C2 80…C2 9F) or a directional formatting character (E2 …):
    /// one pass over the UTF-8 bytes.
    static func needsEscaping(_ value: String) -> Bool {
        let checked = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case 0..<0x20, 0x22, 0x5C, 0x7F: return true
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): return true
                case 0xE2 where index + 2 < bytes.count && VisibleText.isDirectionalFormat(bytes[index + 1], bytes[index + 2]):
                    return true
                default: continue
                }
            }
            return false
        }
        return checked ?? true
    }
}

extension JSONValue {
    public init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
    public init(_ value: Int?) { self = value.map(JSONValue.int) ?? .null }
    public init(_ values: [String]) { self = .array(values.map(JSONValue.string)) }
    public init(_ values: [Int]) { self = .array(values.map(JSONValue.int)) }
    public init(_ value: ErrorCodeValue?) {
        switch value {
        case .none: self = .null
        case .number(let number)?: self = .int(number)
        case .text(let text)?: self = .string(text)
        }
    }
}
