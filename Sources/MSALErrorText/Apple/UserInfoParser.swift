import MSALErrorModel

/// One value of an `NSError` userInfo print.
enum UserInfoValue {
    case text(String)
    case list([String])
    /// A nested dictionary (HTTP headers), kept as the range of its text.
    case dictionary(Range<Int>)
    case error(DecodedError)
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
        -> (entries: [(key: String, value: UserInfoValue)], end: Int) {
        var entries: [(key: String, value: UserInfoValue)] = []
        var cursor = open + 1
        while cursor < limit {
            cursor = skipSeparators(input, from: cursor, limit: limit)
            guard cursor < limit else { break }
            if input[cursor] == ASCII.closeBrace { return (entries, cursor + 1) }
            guard let (key, afterKey) = self.key(input, at: cursor, limit: limit) else {
                cursor = resync(input, from: cursor, limit: limit)
                continue
            }
            let valueStart = input.skipSpaces(from: afterKey, to: limit)
            let (value, afterValue) = self.value(input, at: valueStart, limit: limit, depth: depth)
            entries.append((key, value))
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

    /// A key (bare or quoted) followed by `=`; returns the index after the `=`.
    private static func key(_ input: TextBytes, at start: Int, limit: Int) -> (String, Int)? {
        if input[start] == ASCII.quote {
            let (text, end) = TextUnescaping.quoted(input, open: start, to: limit)
            let equals = input.skipSpaces(from: end, to: limit)
            guard input.at(equals) == ASCII.equals, equals < limit else { return nil }
            return (text, equals + 1)
        }
        var cursor = start
        while cursor < limit, cursor < start + 200 {
            let byte = input[cursor]
            if byte == ASCII.equals {
                let key = TextUnescaping.trim(input.string(start..<cursor))
                return key.isEmpty ? nil : (key, cursor + 1)
            }
            if byte == ASCII.newline || byte == ASCII.closeBrace || byte == ASCII.comma || byte == ASCII.semicolon {
                return nil
            }
            cursor += 1
        }
        return nil
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
        guard start < limit else { return (.text(""), limit) }
        switch input[start] {
        case ASCII.quote:
            let (text, end) = TextUnescaping.quoted(input, open: start, to: limit)
            return (.text(text), end)
        case ASCII.openParen:
            return list(input, open: start, limit: limit)
        case ASCII.openBrace:
            let end = balancedEnd(input, open: start, limit: limit)
            return (.dictionary(start..<end), end)
        default:
            if depth < maximumDepth, let nested = nestedError(input, at: start, limit: limit, depth: depth) {
                return nested
            }
            let end = bareEnd(input, from: start, limit: limit)
            return (.text(TextUnescaping.trim(input.string(start..<end))), end)
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

    /// A list `(a, "b c")`, one line or many.
    private static func list(_ input: TextBytes, open: Int, limit: Int) -> (UserInfoValue, Int) {
        var items: [String] = []
        var cursor = open + 1
        while cursor < limit {
            cursor = input.skipWhitespace(from: cursor, to: limit)
            guard cursor < limit else { break }
            let byte = input[cursor]
            if byte == ASCII.closeParen { return (.list(items), cursor + 1) }
            if byte == ASCII.comma { cursor += 1; continue }
            if byte == ASCII.quote {
                let (text, end) = TextUnescaping.quoted(input, open: cursor, to: limit)
                items.append(text)
                cursor = end
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
            let item = TextUnescaping.trim(input.string(cursor..<end))
            if !item.isEmpty { items.append(item) }
            if input.at(end) == ASCII.closeBrace { return (.list(items), end) }
            cursor = end
        }
        return (.list(items), limit)
    }

    /// Where an unquoted value ends: before `, NextKey=`, before the closing `}`, at
    /// `;` + whitespace (pretty form) or at the end of the line.
    private static func bareEnd(_ input: TextBytes, from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
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
        while cursor < limit {
            switch input[cursor] {
            case ASCII.openBrace, ASCII.openParen, ASCII.openBracket:
                depth += 1
            case ASCII.closeBrace, ASCII.closeParen, ASCII.closeBracket:
                depth -= 1
                if depth <= 0 { return cursor + 1 }
            case ASCII.quote:
                cursor = TextUnescaping.quotedEnd(input, open: cursor, to: limit) - 1
            default:
                break
            }
            cursor += 1
        }
        return limit
    }
}
