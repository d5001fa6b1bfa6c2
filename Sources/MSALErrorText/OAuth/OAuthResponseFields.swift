import MSALErrorModel

/// What an OAuth error response (`{"error": …, "error_description": …}`) says,
/// read from JSON, JSON inside a JSON string (`\"error\"`), a Python dict
/// (`{'error': …}`) or a form/query string (`error=…&error_description=…`).
struct OAuthResponseFields {
    var error: String?
    var errorDescription: String?
    var errorCodes: [Int] = []
    var subError: String?
    var correlationId: String?
    var traceId: String?
    var claims: String?
    var classification: String?

    /// The keys read, in `Key` order.
    private static let keys: [[UInt8]] = [
        "error", "error_description", "error_codes", "suberror", "correlation_id", "trace_id", "claims", "classification",
    ].map { Array($0.utf8) }
    private static let keyFirstBytes: [UInt8] = keys.map { $0[0] }
    private enum Key: Int { case error, description, codes, subError, correlation, trace, claims, classification }

    /// Reads the keys of the dictionary text in `range` (one pass finds them all).
    static func read(_ input: TextBytes, _ range: Range<Int>) -> OAuthResponseFields {
        let starts = valueStarts(input, range)
        func string(_ key: Key) -> String? { Self.string(at: starts[key.rawValue], input, range) }
        var fields = OAuthResponseFields()
        fields.error = string(.error).flatMap(Self.token)
        fields.errorDescription = string(.description).flatMap(TextUnescaping.cleanDescription)
        fields.subError = string(.subError).flatMap(Self.token)
        fields.correlationId = string(.correlation).flatMap(Self.token)
        fields.traceId = string(.trace).flatMap(Self.token)
        fields.claims = string(.claims).flatMap { $0.isEmpty ? nil : $0 }
        fields.classification = string(.classification).flatMap(Self.token)
        if let start = starts[Key.codes.rawValue], input.at(start) == ASCII.openBracket {
            let end = UserInfoParser.balancedEnd(input, open: start, limit: range.upperBound)
            var cursor = start + 1
            while cursor < end {
                if let (value, next) = input.integer(at: cursor, to: end), CommonFields.isServerCodeNumber(value) {
                    if !fields.errorCodes.contains(value), fields.errorCodes.count < CommonFields.maximumCodes {
                        fields.errorCodes.append(value)
                    }
                    cursor = next
                } else {
                    cursor += 1
                }
            }
        }
        if let description = fields.errorDescription {
            let bytes = TextBytes(description)
            if fields.errorCodes.isEmpty { fields.errorCodes = CommonFields.aadsts(in: bytes, 0..<bytes.count) }
            if fields.correlationId == nil { fields.correlationId = CommonFields.correlationId(in: bytes, 0..<bytes.count) }
            if fields.traceId == nil { fields.traceId = CommonFields.traceId(in: bytes, 0..<bytes.count) }
        }
        return fields
    }

    private static func token(_ text: String) -> String? {
        let trimmed = TextUnescaping.trim(text)
        return trimmed.isEmpty || trimmed == "null" || trimmed == "None" ? nil : trimmed
    }

    /// Where each key's value starts (its first occurrence), in `Key` order. A key is
    /// written right after a quote, after `&`, `?`, `#` or whitespace (form encoding),
    /// or at the start of the range: only such places are compared.
    private static func valueStarts(_ input: TextBytes, _ range: Range<Int>) -> [Int?] {
        var starts = [Int?](repeating: nil, count: keys.count)
        let end = min(range.upperBound, input.count)
        guard range.lowerBound < end else { return starts }
        var found = 0
        var index = range.lowerBound
        var previous = input.at(index - 1)
        var atStart = true
        while index < end && found < keys.count {
            let byte = input[index]
            defer { previous = byte; index += 1 }
            guard atStart || canPrecedeKey(previous) else { continue }
            atStart = false
            switch byte {
            case 0x65, 0x73, 0x63, 0x74: // e, s, c, t: the keys' first letters
                for slot in 0..<keyFirstBytes.count where starts[slot] == nil && keyFirstBytes[slot] == byte {
                    if let start = valueStart(keys[slot], at: index, input, range) {
                        starts[slot] = start
                        found += 1
                    }
                }
            default:
                break
            }
        }
        return starts
    }

    /// A byte after which a key can start (see ``valueStart(_:at:_:_:)``).
    @inline(__always) private static func canPrecedeKey(_ byte: UInt8) -> Bool {
        byte == ASCII.quote || byte == ASCII.apostrophe || byte == 0x26 || byte == 0x3F || byte == 0x23
            || ASCII.isWhitespace(byte)
    }

    /// Where the value of `key` starts: the key must be quoted (`"key"`, `'key'`,
    /// `\"key\"`) and followed by `:`, or bare and followed by `=` (form encoding).
    static func valueStart(_ key: [UInt8], _ input: TextBytes, _ range: Range<Int>) -> Int? {
        var cursor = range.lowerBound
        while let hit = input.find(key, from: cursor, to: range.upperBound) {
            cursor = hit + 1
            if let start = valueStart(key, at: hit, input, range) { return start }
        }
        return nil
    }

    /// The value start when `key` is written at `hit` as a key, else nil.
    private static func valueStart(_ key: [UInt8], at hit: Int, _ input: TextBytes, _ range: Range<Int>) -> Int? {
        guard input.hasPrefix(key, at: hit), hit + key.count <= range.upperBound else { return nil }
        let before = input.at(hit - 1)
        let after = hit + key.count
        let quoted = before == ASCII.quote || before == ASCII.apostrophe
        // JSON inside a JSON string quotes its keys as `\"key\"`.
        let escaped = quoted && input.at(hit - 2) == ASCII.backslash && input.at(after) == ASCII.backslash
            && input.at(after + 1) == before
        if quoted, input.at(after) == before || escaped {
            var value = after + (escaped ? 2 : 1)
            value = input.skipSpaces(from: value, to: range.upperBound)
            guard input.at(value) == ASCII.colon else { return nil }
            return input.skipSpaces(from: value + 1, to: range.upperBound)
        }
        let formStart = hit == range.lowerBound || before == 0x26 || before == 0x3F || before == 0x23
            || ASCII.isWhitespace(before)
        if formStart, input.at(after) == ASCII.equals { return after + 1 }
        return nil
    }

    /// A string value (quoted, escaped-quoted or form-encoded) starting at `start`.
    private static func string(at start: Int?, _ input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start, start < range.upperBound else { return nil }
        let byte = input[start]
        if byte == ASCII.quote || byte == ASCII.apostrophe {
            return TextUnescaping.quoted(input, open: start, to: range.upperBound).text
        }
        if byte == ASCII.backslash, input.at(start + 1) == ASCII.quote {
            // JSON inside a JSON string: the value runs to the next `\"`.
            var cursor = start + 2
            while cursor < range.upperBound, !(input[cursor] == ASCII.backslash && input.at(cursor + 1) == ASCII.quote) {
                cursor += 1
            }
            // Escaped twice: once for the outer string, once for the inner one.
            let once = TextBytes(TextUnescaping.unescape(input, start + 2, cursor))
            return TextUnescaping.unescape(once, 0, once.count)
        }
        if input.at(start - 1) == ASCII.equals {
            var cursor = start
            while cursor < range.upperBound, input[cursor] != 0x26, !ASCII.isWhitespace(input[cursor]) { cursor += 1 }
            return TextUnescaping.formDecoded(input.string(start..<cursor))
        }
        if input.hasPrefix(Array("null".utf8), at: start) || input.hasPrefix(Array("None".utf8), at: start) {
            return nil
        }
        let end = input.identifierEnd(from: start, to: range.upperBound)
        return end > start ? input.string(start..<end) : nil
    }
}
