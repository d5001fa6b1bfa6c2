import MSALErrorModel

/// One value of an `NSError` userInfo print, kept as where its text is: strings are
/// made only for the values of the keys a diagnosis reads (``UserInfoText``).
enum UserInfoValue {
    /// A `"…"` string whose quote is at `open`, read up to `limit` (escapes decoded when read).
    case quoted(open: Int, limit: Int)
    /// An unquoted value, read trimmed.
    case bare(Range<Int>)
    /// A list `(a, "b c")` whose `(` is at `open`, read up to `limit`.
    case list(open: Int, limit: Int)
    /// A nested dictionary (HTTP headers), kept as the range of its text.
    case dictionary(Range<Int>)
    /// A nested `NSError` print (boxed: a diagnosis is large, entries stay small).
    indirect case error(DecodedError)
    /// Nothing before the end of the text: reads as the empty string.
    case empty
}

/// One `Key=value` of a userInfo print: the key told by name, not kept as text.
struct UserInfoEntry {
    var key: UserInfoKey
    /// The key starts with `MSAL` (what makes a dictionary MSAL's).
    var isMSALKey: Bool
    var value: UserInfoValue
    /// The value is a nested error of a domain msal-triage explains (read without copying it out).
    var wrapsKnownDomain = false
}

/// Reads the dictionary of an `NSError` print in both of its spellings:
/// the one-line `UserInfo={Key=value, Key=value}` of `description` and the
/// pretty `{\n    Key = "value";\n}` of an `NSDictionary` dump.
enum UserInfoParser {
    static let maximumDepth = 8
    private static let errorDomain = Array("Error Domain=".utf8)

    /// Entries of the dictionary whose `{` is at `open`, and the index after its `}`
    /// (or `limit` when the text was cut off).
    static func dictionary(_ input: TextBytes, open: Int, limit: Int, depth: Int)
        -> (entries: [UserInfoEntry], end: Int) {
        var entries: [UserInfoEntry] = []
        var cursor = open + 1
        while cursor < limit {
            cursor = skipSeparators(input, from: cursor, limit: limit)
            guard cursor < limit else { break }
            if input[cursor] == ASCII.closeBrace { return (entries, cursor + 1) }
            guard let (key, isMSALKey, afterKey) = self.key(input, at: cursor, limit: limit) else {
                cursor = resync(input, from: cursor, limit: limit)
                continue
            }
            let valueStart = input.skipSpaces(from: afterKey, to: limit)
            let (value, afterValue) = self.value(input, at: valueStart, limit: limit, depth: depth)
            if entries.isEmpty { entries.reserveCapacity(8) }
            var entry = UserInfoEntry(key: key, isMSALKey: isMSALKey, value: value)
            if case .error(let nested) = value {
                entry.wrapsKnownDomain = nested.diagnosis.domain.map(AppleDomains.isKnown) ?? false
            }
            entries.append(entry)
            cursor = max(afterValue, cursor + 1)
        }
        return (entries, limit)
    }

    private static func skipSeparators(_ input: TextBytes, from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let byte = input[cursor]
            guard ASCII.isWhitespace(byte) || byte == ASCII.comma || byte == ASCII.semicolon else { break }
            cursor += 1
        }
        return cursor
    }

    /// A key (bare or quoted) followed by `=`: which key it is, whether it starts with
    /// `MSAL`, and the index after the `=`.
    private static func key(_ input: TextBytes, at start: Int, limit: Int) -> (UserInfoKey, Bool, Int)? {
        if input[start] == ASCII.quote {
            let end = TextUnescaping.quotedEnd(input, open: start, to: limit)
            let equals = input.skipSpaces(from: end, to: limit)
            guard input.at(equals) == ASCII.equals, equals < limit else { return nil }
            let (key, isMSALKey) = UserInfoKey.quoted(input, open: start, limit: limit)
            return (key, isMSALKey, equals + 1)
        }
        // The `=` within 200 bytes, before anything that ends an entry.
        let equals: Int? = input.bytes.withUnsafeBufferPointer { bytes in
            var cursor = start
            let end = min(limit, start + 200, bytes.count)
            while cursor < end {
                let byte = bytes[cursor]
                if byte == ASCII.equals { return cursor }
                if byte == ASCII.newline || byte == ASCII.closeBrace || byte == ASCII.comma || byte == ASCII.semicolon {
                    return nil
                }
                cursor += 1
            }
            return nil
        }
        guard let equals else { return nil }
        let trimmed = TextUnescaping.trimmedRange(input, start..<equals)
        guard !trimmed.isEmpty else { return nil }
        let (key, isMSALKey) = UserInfoKey.named(input, trimmed)
        return (key, isMSALKey, equals + 1)
    }

    /// Past the next entry separator, so that a malformed entry never stops the scan.
    private static func resync(_ input: TextBytes, from start: Int, limit: Int) -> Int {
        var cursor = start + 1
        while cursor < limit {
            let byte = input[cursor]
            if byte == ASCII.newline || byte == ASCII.comma || byte == ASCII.semicolon { return cursor + 1 }
            if byte == ASCII.closeBrace { return cursor }
            cursor += 1
        }
        return limit
    }

    private static func value(_ input: TextBytes, at start: Int, limit: Int, depth: Int) -> (UserInfoValue, Int) {
        guard start < limit else { return (.empty, limit) }
        switch input[start] {
        case ASCII.quote:
            return (.quoted(open: start, limit: limit), TextUnescaping.quotedEnd(input, open: start, to: limit))
        case ASCII.openParen:
            return (.list(open: start, limit: limit), listEnd(input, open: start, limit: limit))
        case ASCII.openBrace:
            let end = balancedEnd(input, open: start, limit: limit)
            return (.dictionary(start..<end), end)
        default:
            if depth < maximumDepth, let nested = nestedError(input, at: start, limit: limit, depth: depth) {
                return nested
            }
            let end = bareEnd(input, from: start, limit: limit)
            return (.bare(start..<end), end)
        }
    }

    /// `0x600000c84f30 {Error Domain=…}` or a bare `Error Domain=…`.
    private static func nestedError(_ input: TextBytes, at start: Int, limit: Int, depth: Int)
        -> (UserInfoValue, Int)? {
        var cursor = start
        var wrapped = false
        if input.at(cursor) == ASCII.zero, input.at(cursor + 1) == 0x78 {
            cursor += 2
            while cursor < limit, ASCII.isHexDigit(input[cursor]) { cursor += 1 }
            cursor = input.skipSpaces(from: cursor, to: limit)
            guard input.at(cursor) == ASCII.openBrace, cursor < limit else { return nil }
            cursor += 1
            wrapped = true
        }
        guard input.hasPrefix(errorDomain, at: cursor),
              let nested = AppleErrorPrintDecoder.parse(input, at: cursor, limit: limit, depth: depth + 1,
                                                        nested: true) else { return nil }
        var end = nested.end
        if wrapped {
            let close = input.skipWhitespace(from: end, to: limit)
            if input.at(close) == ASCII.closeBrace, close < limit { end = close + 1 }
        }
        return (.error(nested), end)
    }

    /// The items of the list `(a, "b c")` whose `(` is at `open`, one line or many.
    static func listItems(_ input: TextBytes, open: Int, limit: Int) -> [String] {
        var items: [String] = []
        _ = walkList(input, open: open, limit: limit) { items.append($0()) }
        return items
    }

    /// Where the list whose `(` is at `open` ends (its items are not made).
    private static func listEnd(_ input: TextBytes, open: Int, limit: Int) -> Int {
        walkList(input, open: open, limit: limit) { _ in }
    }

    /// Walks a list's items, handing each one as a function that makes its text
    /// (so that finding where a list ends makes no strings), and returns its end.
    private static func walkList(_ input: TextBytes, open: Int, limit: Int,
                                 _ item: (() -> String) -> Void) -> Int {
        var cursor = open + 1
        while cursor < limit {
            cursor = input.skipWhitespace(from: cursor, to: limit)
            guard cursor < limit else { break }
            let byte = input[cursor]
            if byte == ASCII.closeParen { return cursor + 1 }
            if byte == ASCII.comma { cursor += 1; continue }
            if byte == ASCII.quote {
                let itemStart = cursor
                item { TextUnescaping.quoted(input, open: itemStart, to: limit).text }
                cursor = TextUnescaping.quotedEnd(input, open: cursor, to: limit)
                continue
            }
            var end = cursor
            while end < limit {
                let next = input[end]
                if next == ASCII.comma || next == ASCII.closeParen || next == ASCII.newline || next == ASCII.closeBrace {
                    break
                }
                end += 1
            }
            let trimmed = TextUnescaping.trimmedRange(input, cursor..<end)
            if !trimmed.isEmpty { item { input.string(trimmed) } }
            if input.at(end) == ASCII.closeBrace { return end }
            cursor = end
        }
        return limit
    }

    /// Where an unquoted value ends: before `, NextKey=`, before the closing `}`, at
    /// `;` + whitespace (pretty form) or at the end of the line.
    private static func bareEnd(_ input: TextBytes, from start: Int, limit: Int) -> Int {
        var cursor = start
        let end = min(limit, input.count)
        while cursor < limit {
            // Most bytes of a value end nothing: stepped over on the buffer.
            cursor = input.bytes.withUnsafeBufferPointer { bytes in
                var index = cursor
                while index < end {
                    let byte = bytes[index]
                    if byte == ASCII.closeBrace || byte == ASCII.newline || byte == ASCII.semicolon || byte == ASCII.comma {
                        break
                    }
                    index += 1
                }
                return index
            }
            guard cursor < end else { break }
            switch input[cursor] {
            case ASCII.closeBrace, ASCII.newline:
                return cursor
            case ASCII.semicolon where cursor + 1 >= limit || ASCII.isWhitespace(input[cursor + 1]):
                return cursor
            case ASCII.comma where startsEntry(input, at: cursor + 1, limit: limit):
                return cursor
            default:
                cursor += 1
            }
        }
        return limit
    }

    /// True when ` Key=` (a key without spaces) starts at `index`.
    private static func startsEntry(_ input: TextBytes, at index: Int, limit: Int) -> Bool {
        let keyStart = input.skipSpaces(from: index, to: limit)
        let keyEnd = input.identifierEnd(from: keyStart, to: min(limit, keyStart + 120)) {
            $0 == ASCII.dot || $0 == ASCII.minus
        }
        guard keyEnd > keyStart else { return false }
        let equals = input.skipSpaces(from: keyEnd, to: limit)
        return input.at(equals) == ASCII.equals && equals < limit
    }

    /// The index after the bracket that closes the one at `open`, skipping quoted text.
    static func balancedEnd(_ input: TextBytes, open: Int, limit: Int) -> Int {
        var depth = 0
        var cursor = open
        let end = min(limit, input.count)
        while cursor < end {
            // Step over the bytes that are neither brackets nor quotes on the buffer.
            cursor = input.bytes.withUnsafeBufferPointer { bytes in
                var index = cursor
                while index < end && !isBracketOrQuote(bytes[index]) { index += 1 }
                return index
            }
            guard cursor < end else { break }
            switch input[cursor] {
            case ASCII.openBrace, ASCII.openParen, ASCII.openBracket:
                depth += 1
            case ASCII.closeBrace, ASCII.closeParen, ASCII.closeBracket:
                depth -= 1
                if depth <= 0 { return cursor + 1 }
            default: // a quote
                cursor = TextUnescaping.quotedEnd(input, open: cursor, to: limit) - 1
            }
            cursor += 1
        }
        return limit
    }

    @inline(__always) private static func isBracketOrQuote(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.openBrace, ASCII.openParen, ASCII.openBracket, ASCII.closeBrace, ASCII.closeParen,
             ASCII.closeBracket, ASCII.quote: true
        default: false
        }
    }
}
