import AcquisitionSimulator
import MSALErrorModel
import MSALLogFlows

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
        /// The API column's word: the simulator's (`silent`), an MSAL log's (`device_code`) or `pasted`.
        case api(String)
        /// A correlation id or its first characters, lower-case.
        case cid(String)
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
                let space: FlowID.Space = digits.hasPrefix("p") ? .imported : digits.hasPrefix("f") ? .real : .simulated
                let counted = space != .simulated
                guard let number = UInt32(counted ? digits.dropFirst() : digits), !counted || number > 0 else {
                    return .failure(QueryError(message: "flow needs a number, e.g. flow:12 (flow:p3 for the third pasted error,"
                        + " flow:f3 for the third flow of an MSAL log)"))
                }
                terms.append(.flow(FlowID(number: counted ? number - 1 : number, space: space)))
            case "api":
                guard apiWords.contains(value) else {
                    return .failure(QueryError(message: "unknown api '\(value)'; one of: \(apiWords.joined(separator: ", "))"))
                }
                terms.append(.api(value))
            case "cid":
                guard value.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
                    return .failure(QueryError(message: "cid needs a correlation id or its start (hex digits and -),"
                        + " e.g. cid:4f3c2a1b"))
                }
                terms.append(.cid(value))
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
    public static let keys = ["action", "api", "cid", "code", "domain", "flow", "outcome", "platform"]

    /// The words an `api:` term may have: the API column's words for simulated, real and pasted events.
    public static let apiWords: [String] = {
        var words = API.allCases.map(ColumnText.api)
        for api in FlowAPI.allCases where !words.contains(api.rawValue) { words.append(api.rawValue) }
        return words + [ColumnText.importedAPI]
    }()

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
        case "api": "device_code"
        case "cid": "4f3c2a1b"
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
