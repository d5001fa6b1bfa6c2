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
    /// B2C codes named in the description (read only when asked for).
    var descriptionB2CCodes: [Int] = []
    /// Where the response's `error` value starts when the response stood inside a logger's own
    /// `error="…"` field, else nil.
    var errorInsideField: Int?

    /// The keys read, in `Key` order.
    private static let keys: [[UInt8]] = [
        "error", "error_description", "error_codes", "suberror", "correlation_id", "trace_id", "claims", "classification",
    ].map { Array($0.utf8) }
    private static let keyLastBytes: [UInt8] = keys.map { $0[$0.count - 1] }
    private enum Key: Int { case error, description, codes, subError, correlation, trace, claims, classification }

    /// Reads the keys of the dictionary text in `range` (one pass finds them all);
    /// with `b2cInDescription`, also the B2C codes its description names.
    static func read(_ input: TextBytes, _ range: Range<Int>, b2cInDescription: Bool = false) -> OAuthResponseFields {
        read(input, range, b2cInDescription: b2cInDescription, lookInside: true)
    }

    private static func read(_ input: TextBytes, _ range: Range<Int>, b2cInDescription: Bool,
                             lookInside: Bool) -> OAuthResponseFields {
        let starts = valueStarts(input, range)
        func string(_ key: Key) -> String? { Self.string(at: starts[key.rawValue], input, range) }
        func token(_ key: Key) -> String? { Self.token(at: starts[key.rawValue], input, range) }
        var fields = OAuthResponseFields()
        fields.error = token(.error)
        if lookInside, let error = fields.error, !isErrorCode(error), let start = starts[Key.error.rawValue],
           start + 1 < range.upperBound, range.lowerBound < start {
            // A logger's own `error="…"` field (logrus, slog) whose text holds the response
            // (`reply status code was 400:\n{\"error\":\"invalid_grant\",…}`): the response
            // is read from inside it, once (so that many such fields on a line stay linear).
            let innerRange = (start + 1)..<range.upperBound
            var inside = read(input, innerRange, b2cInDescription: b2cInDescription, lookInside: false)
            if inside.error != nil { inside.errorInsideField = valueStarts(input, innerRange)[Key.error.rawValue] }
            return inside
        }
        fields.errorDescription = description(at: starts[Key.description.rawValue], input, range)
        fields.subError = token(.subError)
        fields.correlationId = token(.correlation)
        fields.traceId = token(.trace)
        fields.claims = string(.claims).flatMap { $0.isEmpty ? nil : $0 }
        fields.classification = token(.classification)
        if let start = starts[Key.codes.rawValue], input.at(start) == ASCII.openBracket {
            let end = UserInfoParser.balancedEnd(input, open: start, limit: range.upperBound)
            var cursor = start + 1
            while cursor < end {
                if input[cursor] == ASCII.newline {
                    // An array over several lines of a log whose every line has its prefix (a CI
                    // runner's timestamp): the numbers of the prefix are no codes.
                    let lineStart = cursor + 1
                    cursor = LinePrefix.content(input, lineStart: lineStart, lineEnd: min(input.lineEnd(from: lineStart), end))?.start
                        ?? lineStart
                    continue
                }
                if let (value, next) = input.integer(at: cursor, to: end), CommonFields.isServerCodeNumber(value) {
                    if !fields.errorCodes.contains(value), fields.errorCodes.count < CommonFields.maximumCodes {
                        fields.errorCodes.append(value)
                    }
                    cursor = next
                } else {
                    // Past the whole of a number that is no code (`4294967296`, `1e309`, `50076.5`):
                    // never a code read from its last digits.
                    cursor = max(cursor + 1, input.numberEnd(from: cursor, to: end))
                }
            }
        }
        // The description's own codes and ids, only for what the keys did not give.
        if let description = fields.errorDescription,
           b2cInDescription || fields.errorCodes.isEmpty || fields.correlationId == nil || fields.traceId == nil {
            let bytes = TextBytes(description)
            if b2cInDescription || fields.errorCodes.isEmpty {
                let codes = CommonFields.serverCodes(in: bytes, 0..<bytes.count)
                if fields.errorCodes.isEmpty { fields.errorCodes = codes.aadsts }
                if b2cInDescription { fields.descriptionB2CCodes = codes.b2c }
            }
            if fields.correlationId == nil || fields.traceId == nil {
                let ids = CommonFields.ids(in: bytes, 0..<bytes.count, correlation: fields.correlationId == nil,
                                           trace: fields.traceId == nil)
                if fields.correlationId == nil { fields.correlationId = ids.correlation }
                if fields.traceId == nil { fields.traceId = ids.trace }
            }
        }
        return fields
    }

    /// An OAuth error code is one word (`invalid_grant`, `interaction_required`); a value with
    /// spaces is a sentence some logger wrote under its own `error` key.
    private static func isErrorCode(_ text: String) -> Bool {
        text.utf8.count <= 96 && !text.utf8.contains { ASCII.isWhitespace($0) }
    }

    /// Writes what the response says into `diagnosis`; a field it does not give is left as it was.
    func fill(_ diagnosis: inout Diagnosis) {
        if let error {
            diagnosis.code = .text(error)
            diagnosis.oauthError = error
        }
        if let subError { diagnosis.subError = subError }
        if !errorCodes.isEmpty { diagnosis.aadsts = errorCodes }
        if let correlationId { diagnosis.correlationId = correlationId }
        if let traceId { diagnosis.traceId = traceId }
        if let claims { diagnosis.claims = claims }
        if let classification { diagnosis.classification = classification }
        if let errorDescription { diagnosis.errorDescription = errorDescription }
        if !descriptionB2CCodes.isEmpty { diagnosis.b2cCodes = descriptionB2CCodes }
    }

    private static func token(_ text: String) -> String? {
        let trimmed = TextUnescaping.trim(text)
        return trimmed.isEmpty || trimmed == "null" || trimmed == "None" ? nil : trimmed
    }

    /// The content of a quoted value without escapes (most values), to be read in place.
    private static func plainQuotedContent(at start: Int?, _ input: TextBytes, _ range: Range<Int>) -> Range<Int>? {
        guard let start, start < range.upperBound, input[start] == ASCII.quote || input[start] == ASCII.apostrophe
        else { return nil }
        let span = TextUnescaping.quotedSpan(input, open: start, to: range.upperBound)
        return span.hasEscape ? nil : span.content
    }

    /// ``token(_:)`` of the value at `start`: a plain quoted value is trimmed on its bytes and made once.
    private static func token(at start: Int?, _ input: TextBytes, _ range: Range<Int>) -> String? {
        guard let content = plainQuotedContent(at: start, input, range) else {
            return string(at: start, input, range).flatMap(token)
        }
        let trimmed = TextUnescaping.trimmedRange(input, content)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.count == 4 && (input.hasPrefix(nullWord, at: trimmed.lowerBound)
                                  || input.hasPrefix(noneWord, at: trimmed.lowerBound)) {
            return nil
        }
        return input.string(trimmed)
    }

    /// The description at `start` as people read it; a plain quoted one is made in one go.
    private static func description(at start: Int?, _ input: TextBytes, _ range: Range<Int>) -> String? {
        guard let content = plainQuotedContent(at: start, input, range) else {
            return string(at: start, input, range).flatMap(TextUnescaping.cleanDescription)
        }
        return TextUnescaping.cleanDescription(input, content)
    }

    private static let nullWord = Array("null".utf8)
    private static let noneWord = Array("None".utf8)

    /// Where each key's value starts (its first occurrence), in `Key` order.
    ///
    /// A key counts only when a `:` (quoted key) or `=` (form encoding) follows it,
    /// so the pass jumps from separator to separator (`memchr`) and checks only the
    /// keys that end right before each one (behind the closing quote and spaces).
    /// Keys hold no separator, so one key's places come in text order.
    private static func valueStarts(_ input: TextBytes, _ range: Range<Int>) -> ValueStarts {
        var starts = ValueStarts()
        // `valueStart` reads the separator up to two bytes past the range (after a
        // key that the range cuts right after its closing quote).
        let end = min(range.upperBound + 3, input.count)
        guard range.lowerBound < end else { return starts }
        let keys = Self.keys, keyLastBytes = Self.keyLastBytes  // read once, not per separator
        var found = 0
        input.bytes.withUnsafeBufferPointer { bytes in
            var separators = SeparatorWalk(bytes, from: range.lowerBound, to: end)
            while found < keys.count, let separator = separators.next() {
                var keyEnd = separator
                if input[separator] == ASCII.colon {
                    // `"key" :` or `\"key\":`: behind the spaces, the closing quote (and its backslash).
                    var quote = separator - 1
                    while quote >= 0 && (input[quote] == ASCII.space || input[quote] == ASCII.tab) { quote -= 1 }
                    guard input.at(quote) == ASCII.quote || input.at(quote) == ASCII.apostrophe else { continue }
                    keyEnd = input.at(quote - 1) == ASCII.backslash ? quote - 1 : quote
                }
                let last = input.at(keyEnd - 1)
                // The last byte first: reading `starts` at a varying slot spills its 16 lanes to the
                // stack each time (~17 instructions), for every key at every separator.
                for slot in 0..<keyLastBytes.count where keyLastBytes[slot] == last && starts[slot] == nil {
                    let key = keys[slot]
                    let hit = keyEnd - key.count
                    guard hit >= range.lowerBound, let start = valueStart(key, at: hit, input, range) else { continue }
                    starts[slot] = start
                    found += 1
                }
            }
        }
        return starts
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
        if input.hasPrefix(nullWord, at: start) || input.hasPrefix(noneWord, at: start) {
            return nil
        }
        let end = input.identifierEnd(from: start, to: range.upperBound)
        return end > start ? input.string(start..<end) : nil
    }
}
