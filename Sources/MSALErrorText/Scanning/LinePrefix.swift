/// What loggers write before each line of an error: timestamps (ISO 8601, logcat's
/// `11-23 10:15:02.123`, a bare `10:15:02`), logcat's `E/MSAL: ` or `  4321  4321 E MSAL    : `,
/// bracketed tags (`[MSAL]`, `[ERROR]`, `[2026-11-23 10:15:02Z - <id>]`), MSAL.NET's
/// `MSAL 4.61.3.0 MSAL.NetCore .NET 8.0.1 Windows 10 [<time> - <id>] ` and level words
/// (`ERROR`, `WARN`), and curl's `< ` / `> `. Decoders step over them to see where a line's own text starts,
/// so that a stack frame written as `W/System.err: \tat …` still continues its error.
enum LinePrefix {
    private static let levelWords: [[UInt8]] = ["ERROR", "ERR", "WARNING", "WARN", "INFO", "DEBUG", "VERBOSE",
                                                "TRACE", "FATAL"].map { Array($0.utf8) }
    private static let msalDotNet = Array("MSAL ".utf8)

    /// Where the text of the line from `lineStart` to `lineEnd` begins after its prefixes
    /// and the spaces after them (`lineStart` itself when it has no prefix), and whether
    /// that text is indented (a tab or two spaces after the prefix, as stack frames are).
    static func content(_ input: TextBytes, lineStart: Int, lineEnd: Int) -> (start: Int, indented: Bool)? {
        var cursor = lineStart
        var found = false
        // A prefix is a few parts: stop after eight, so a hostile line costs little.
        for _ in 0..<8 {
            let next = input.skipSpaces(from: cursor, to: lineEnd)
            guard next < lineEnd, let end = prefixEnd(input, at: next, lineEnd: lineEnd) else { break }
            cursor = end
            found = true
        }
        guard found else { return nil }
        let start = input.skipSpaces(from: cursor, to: lineEnd)
        let indented = input.at(cursor) == ASCII.tab || start - cursor >= 2
            || (input.at(cursor - 1) == ASCII.space && input.at(cursor) == ASCII.space)
        return (start, indented)
    }

    /// Where the text of `line` starts: after its spaces, and, when a digit or a quote's `> ` starts
    /// it, after the prefix every line of a CI runner's or a logger's output, or of a quoted paste
    /// (a chat's, an e-mail's, a Markdown issue's), has (`2026-03-14T10:30:09.7700300Z …`, `> `).
    static func textStart(_ input: TextBytes, _ line: Range<Int>) -> Int {
        let text = input.skipSpaces(from: line.lowerBound, to: line.upperBound)
        guard ASCII.isDigit(input.at(text)) || input.at(text) == 0x3E && input.at(text + 1) == ASCII.space else { return text }
        return content(input, lineStart: line.lowerBound, lineEnd: line.upperBound)?.start ?? text
    }

    /// The correlation id in MSAL.NET's log heading on the line from `lineStart`
    /// (`MSAL 4.61.3.0 MSAL.NetCore … [2026-11-23 10:15:02Z - 7b8c…]`), read only before `limit`.
    static func dotNetCorrelationId(_ input: TextBytes, lineStart: Int, limit: Int) -> String? {
        guard let heading = input.find(msalDotNet, from: lineStart, to: min(limit, lineStart + 120)),
              ASCII.isDigit(input.at(heading + msalDotNet.count)),
              let close = input.firstIndex(of: ASCII.closeBracket, from: heading, to: min(limit, heading + 240)),
              let dash = input.find(dashSpace, from: max(heading, close - 40), to: close) else { return nil }
        return CommonFields.idValue(in: input, from: dash + dashSpace.count, to: close)
    }

    private static let dashSpace = Array(" - ".utf8)

    /// The end of one prefix part starting at `start`, or nil when none starts there.
    private static func prefixEnd(_ input: TextBytes, at start: Int, lineEnd: Int) -> Int? {
        let first = input[start]
        if ASCII.isDigit(first) { return timestampEnd(input, at: start, lineEnd: lineEnd) }
        if first == ASCII.openBracket { return bracketEnd(input, at: start, lineEnd: lineEnd) }
        // curl -v: `< HTTP/1.1 401`, `< Retry-After: 30`.
        if first == 0x3C || first == 0x3E, input.at(start + 1) == ASCII.space { return start + 2 }
        if let end = logcatTagEnd(input, at: start, lineEnd: lineEnd) { return end }
        if input.hasPrefix(msalDotNet, at: start), ASCII.isDigit(input.at(start + msalDotNet.count)) {
            // MSAL.NET's log heading runs to the `]` closing its `[time - correlation id]`.
            let close = input.firstIndex(of: ASCII.closeBracket, from: start, to: min(lineEnd, start + 240))
            return close.map { $0 + 1 }
        }
        for word in levelWords where input.hasPrefix(word, at: start) {
            let end = start + word.count
            let after = input.at(end)
            if end >= lineEnd || after == ASCII.space || after == ASCII.colon || after == ASCII.tab {
                return after == ASCII.colon ? end + 1 : end
            }
        }
        return logfmtFieldEnd(input, at: start, lineEnd: lineEnd)
    }

    /// logfmt's leading fields (logrus, slog, Go kit): `time="2026-11-23T10:15:02+01:00"`,
    /// `ts=…`, `level=error`, `lvl=…`; the value quoted or up to the next space.
    private static func logfmtFieldEnd(_ input: TextBytes, at start: Int, lineEnd: Int) -> Int? {
        let first = input[start]
        guard first == 0x74 || first == 0x6C,  // `t`, `l`
              let key = logfmtKeys.first(where: { input.hasPrefix($0, at: start) }) else { return nil }
        let value = start + key.count
        let limit = min(lineEnd, value + 64)
        if input.at(value) == ASCII.quote {
            return input.firstIndex(of: ASCII.quote, from: value + 1, to: limit).map { $0 + 1 }
        }
        var end = value
        while end < limit, !ASCII.isWhitespace(input[end]) { end += 1 }
        return end > value && end < limit ? end : nil
    }

    private static let logfmtKeys = ["time=", "ts=", "level=", "lvl="].map { Array($0.utf8) }

    /// A date, a time or both (`2026-11-23T10:15:02.123Z`, `11-23 10:15:02.123`, `10:15:02`,
    /// `+00:00` offsets), then logcat's ` pid tid L tag: ` when it follows.
    private static func timestampEnd(_ input: TextBytes, at start: Int, lineEnd: Int, withThreadTail: Bool = true) -> Int? {
        var cursor = start
        var sawSeparator = false
        let limit = min(lineEnd, start + 40)
        while cursor < limit {
            let byte = input[cursor]
            if ASCII.isDigit(byte) {
                cursor += 1
            } else if byte == ASCII.minus || byte == ASCII.colon || byte == ASCII.dot || byte == ASCII.plus
                        || byte == 0x2F || byte == ASCII.comma {
                sawSeparator = true
                cursor += 1
            } else if byte == 0x54 || byte == 0x5A, ASCII.isDigit(input.at(cursor - 1)) {  // `T`, `Z`
                cursor += 1
            } else if byte == ASCII.space, ASCII.isDigit(input.at(cursor + 1)), ASCII.isDigit(input.at(cursor + 2)),
                      input.at(cursor + 3) == ASCII.colon {
                cursor += 1  // `2026-11-23 10:15:02`: the date and time with one space between
            } else {
                break
            }
        }
        // At least `hh:mm` or `yyyy-mm-dd`, and not glued to a word.
        guard sawSeparator, cursor - start >= 5, !ASCII.isLetter(input.at(cursor)) else { return nil }
        return withThreadTail ? logcatThreadEnd(input, at: cursor, lineEnd: lineEnd) ?? cursor : cursor
    }

    /// True when the line from `lineStart` was written by logcat: `E/Tag: ` or the threadtime
    /// ` pid tid E Tag: `, after the date and time when there are any. Android's evidence.
    static func isLogcatLine(_ input: TextBytes, lineStart: Int, lineEnd: Int) -> Bool {
        var cursor = input.skipSpaces(from: lineStart, to: lineEnd)
        for _ in 0..<3 {
            guard cursor < lineEnd else { return false }
            if logcatTagEnd(input, at: cursor, lineEnd: lineEnd) != nil { return true }
            guard ASCII.isDigit(input[cursor]),
                  let time = timestampEnd(input, at: cursor, lineEnd: lineEnd, withThreadTail: false) else { return false }
            if logcatThreadEnd(input, at: time, lineEnd: lineEnd) != nil { return true }
            cursor = input.skipSpaces(from: time, to: lineEnd)
        }
        return false
    }

    /// Logcat's threadtime tail after the time: `  4321  4377 E MSAL    : `.
    private static func logcatThreadEnd(_ input: TextBytes, at start: Int, lineEnd: Int) -> Int? {
        var cursor = input.skipSpaces(from: start, to: lineEnd)
        for _ in 0..<2 {
            let digits = cursor
            while cursor < lineEnd, ASCII.isDigit(input[cursor]) { cursor += 1 }
            guard cursor > digits, input.at(cursor) == ASCII.space else { return nil }
            cursor = input.skipSpaces(from: cursor, to: lineEnd)
        }
        guard isLevelLetter(input.at(cursor)), input.at(cursor + 1) == ASCII.space else { return nil }
        return tagColonEnd(input, from: cursor + 2, lineEnd: lineEnd)
    }

    /// Logcat's brief form: `E/MSAL: `, `W/System.err: `, `E/MSAL    ( 4321): `.
    private static func logcatTagEnd(_ input: TextBytes, at start: Int, lineEnd: Int) -> Int? {
        guard isLevelLetter(input[start]), input.at(start + 1) == 0x2F else { return nil }
        return tagColonEnd(input, from: start + 2, lineEnd: lineEnd)
    }

    /// A tag (no spaces inside but padding, an optional `( pid)`) ending in `: `.
    private static func tagColonEnd(_ input: TextBytes, from start: Int, lineEnd: Int) -> Int? {
        var cursor = start
        let limit = min(lineEnd, start + 64)
        while cursor < limit {
            let byte = input[cursor]
            if byte == ASCII.colon {
                guard cursor > start else { return nil }
                let after = input.at(cursor + 1)
                return after == ASCII.space || cursor + 1 >= lineEnd ? min(cursor + 2, lineEnd) : nil
            }
            guard byte > ASCII.space || byte == ASCII.space else { return nil }
            if byte == ASCII.openBrace || byte == ASCII.quote || byte == ASCII.equals { return nil }
            cursor += 1
        }
        return nil
    }

    private static func isLevelLetter(_ byte: UInt8) -> Bool {
        byte == 0x56 || byte == 0x44 || byte == 0x49 || byte == 0x57 || byte == 0x45 || byte == 0x46 || byte == 0x41
    }

    /// `[MSAL]`, `[ERROR]`, `[2026-11-23 10:15:02Z - 7b8c…]`: a short bracket with no quotes or braces,
    /// followed by a space or the line end.
    private static func bracketEnd(_ input: TextBytes, at start: Int, lineEnd: Int) -> Int? {
        let limit = min(lineEnd, start + 96)
        var cursor = start + 1
        while cursor < limit {
            let byte = input[cursor]
            if byte == ASCII.closeBracket {
                let after = input.at(cursor + 1)
                guard cursor > start + 1, cursor + 1 >= lineEnd || after == ASCII.space || after == ASCII.tab
                        || after == ASCII.colon || after == ASCII.openBracket else { return nil }
                return after == ASCII.colon ? cursor + 2 : cursor + 1
            }
            if byte == ASCII.quote || byte == ASCII.openBrace || byte == ASCII.closeBrace || byte == ASCII.apostrophe
                || byte == ASCII.openBracket {
                return nil
            }
            cursor += 1
        }
        return nil
    }
}
