import MSALErrorModel

/// A structured logger writes an exception as one JSON string: Serilog's compact `@x`,
/// Microsoft.Extensions.Logging's JSON console `Exception`, pino's `stack`, all with its lines
/// joined by `\r\n` and `\t` escapes. Read in place, its `ErrorCode:`, `StatusCode:` and
/// `Caused by:` lines run together with the backslashes. An error found inside such a string
/// is read again from the string's text with the escapes undone, as the app printed it; what
/// that finds replaces what was found inside the string, at the string's place in the text.
enum EscapedExceptionText {
    /// At most this many bytes of one string are read again.
    private static let maximumStringBytes = ErrorTextDecoder.maximumErrorBytes

    /// `found` is in text order; only texts holding a backslash are looked at (one `memchr`).
    static func readAgain(_ input: TextBytes, found: inout [DecodedError]) {
        guard !found.isEmpty, input.firstIndex(of: ASCII.backslash, from: 0) != nil else { return }
        var index = 0
        while index < found.count {
            guard let span = escapedString(holding: found[index].start, in: input) else {
                index += 1
                continue
            }
            let text = TextUnescaping.unescape(input, span.content.lowerBound, span.content.upperBound)
            let (again, _) = ErrorTextDecoder.unredactedErrors(in: TextBytes(text), inEscapedText: true)
            var inside = index
            while inside < found.count, found[inside].start < span.end { inside += 1 }
            guard !again.isEmpty else {
                index = inside
                continue
            }
            let time = found[index].diagnosis.time
            let placed = again.map { error -> DecodedError in
                var error = error
                error.start = span.content.lowerBound
                error.end = span.end
                if error.diagnosis.time == nil { error.diagnosis.time = time }
                return error
            }
            found.replaceSubrange(index..<inside, with: placed)
            index += placed.count
        }
    }

    /// The JSON string that holds `position` on its line, when its text has escaped line breaks.
    private static func escapedString(holding position: Int, in input: TextBytes)
        -> (content: Range<Int>, end: Int)? {
        let lineStart = input.lineStart(before: position)
        let lineEnd = min(input.lineEnd(from: position), input.count)
        // The line must be a JSON entry, and `position` inside one of its strings.
        guard input.at(input.skipSpaces(from: lineStart, to: lineEnd)) == ASCII.openBrace else { return nil }
        var cursor = lineStart
        var open: Int?
        while cursor < position {
            let byte = input[cursor]
            if byte == ASCII.backslash, open != nil {
                cursor += 2
                continue
            }
            if byte == ASCII.quote { open = open == nil ? cursor : nil }
            cursor += 1
        }
        guard let open else { return nil }
        let span = TextUnescaping.quotedSpan(input, open: open, to: lineEnd)
        guard span.hasEscape, span.content.count <= maximumStringBytes,
              hasEscapedLineBreak(input, span.content) else { return nil }
        return (span.content, span.end)
    }

    private static func hasEscapedLineBreak(_ input: TextBytes, _ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        while let slash = input.firstIndex(of: ASCII.backslash, from: cursor, to: range.upperBound) {
            let next = input.at(slash + 1)
            if next == UInt8(ascii: "n") || next == UInt8(ascii: "r") { return true }
            cursor = slash + 2
        }
        return false
    }
}
