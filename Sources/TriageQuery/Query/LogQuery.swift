import AcquisitionSimulator
import MSALErrorModel

/// A filter or search as the person typed it: space-separated terms, all of
/// which must match. A term is plain text (a case-insensitive substring of the
/// row or of the error's names and codes) or `key:value` with key `domain`,
/// `code`, `action`, `platform`, `outcome` or `flow`. A `word:value` term whose word
/// (letters and `_` only) is none of those is an error naming them, so a misspelt key
/// never quietly becomes text; text with a colon is written in double quotes
/// (`"acton:x"`, which may also hold spaces). Words whose part before the colon is not
/// a plain word (`12:00:01`, `AADSTS50076:`) or that go on with `//` (a URL) stay text.
public struct LogQuery: Hashable, Sendable {
    public enum Term: Hashable, Sendable {
        case text(String)
        case domain(String)
        case code(String)
        case action(String)
        case platform(String)
        case outcome(String)
        case flow(FlowID)
    }

    public let source: String
    public let terms: [Term]

    /// Parses `source`; an unknown `key:` or an empty value is an error naming the fix.
    public static func parse(_ source: String) -> Result<LogQuery, QueryError> {
        var terms: [Term] = []
        for (word, quoted) in words(source) {
            guard !quoted, let colon = word.firstIndex(of: ":"), word.first != ":" else {
                if !word.isEmpty { terms.append(.text(word.lowercased())) }
                continue
            }
            let key = word[..<colon].lowercased()
            let value = String(word[word.index(after: colon)...]).lowercased()
            if value.isEmpty { return .failure(QueryError(message: "'\(key):' needs a value, e.g. \(key):\(example(key))")) }
            switch key {
            case "domain": terms.append(.domain(value))
            case "code": terms.append(.code(value))
            case "action":
                guard RecommendedAction(rawValue: value) != nil else {
                    let names = RecommendedAction.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown action '\(value)'; one of: \(names)"))
                }
                terms.append(.action(value))
            case "platform":
                guard Platform(rawValue: value) != nil else {
                    let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown platform '\(value)'; one of: \(names)"))
                }
                terms.append(.platform(value))
            case "outcome":
                guard Outcome(rawValue: value) != nil else {
                    let names = Outcome.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown outcome '\(value)'; one of: \(names)"))
                }
                terms.append(.outcome(value))
            case "flow":
                let digits = value.hasPrefix("#") ? value.dropFirst() : Substring(value)
                let imported = digits.lowercased().hasPrefix("p")
                guard let number = UInt32(imported ? digits.dropFirst() : digits), !imported || number > 0 else {
                    return .failure(QueryError(message: "flow needs a number, e.g. flow:12 (or flow:p3 for the third pasted error)"))
                }
                terms.append(.flow(imported ? .imported(number - 1) : .simulated(number)))
            default:
                let isKey = key.allSatisfy { ("a"..."z").contains($0) || $0 == "_" } && !value.hasPrefix("//")
                guard isKey else {
                    // Not a key at all (a time, a URL, `AADSTS50076:`): plain text.
                    terms.append(.text(word.lowercased()))
                    continue
                }
                return .failure(QueryError(message: "unknown key '\(key):'; keys: \(keys.joined(separator: ", "))"
                    + " (to search for the text, quote it: \"\(word)\")"))
            }
        }
        return .success(LogQuery(source: source, terms: terms))
    }

    /// The keys a `key:value` term may have.
    public static let keys = ["action", "code", "domain", "flow", "outcome", "platform"]

    /// The words of `source`, split at blanks; a double-quoted run (blanks and colons
    /// inside it kept) is one word, marked quoted. An unclosed quote runs to the end.
    static func words(_ source: String) -> [(String, Bool)] {
        var words: [(String, Bool)] = []
        var current = ""
        var inQuotes = false
        var quoted = false
        for character in source {
            if character == "\"" {
                inQuotes.toggle()
                quoted = true
            } else if !inQuotes && (character == " " || character == "\t") {
                if !current.isEmpty || quoted { words.append((current, quoted)) }
                current = ""
                quoted = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty || quoted { words.append((current, quoted)) }
        return words
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "domain": "MSALErrorDomain"
        case "code": "-50002"
        case "action": "interactive_auth"
        case "platform": "dotnet"
        case "outcome": "error"
        default: "1"
        }
    }

    /// The plain-text words, for highlighting inside a row.
    public var textWords: [String] {
        terms.compactMap { if case .text(let word) = $0 { word } else { nil } }
    }
}

/// Why a query could not be used.
public struct QueryError: Error, Hashable, Sendable {
    public let message: String
}
