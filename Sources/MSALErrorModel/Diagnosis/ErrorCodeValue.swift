/// An error code exactly as MSAL has it: a number on Apple (`-50002`), a string
/// elsewhere (`invalid_grant`, `interaction_required`).
public enum ErrorCodeValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case text(String)

    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .text(let value): value
        }
    }

    public var number: Int? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .number(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }
}
