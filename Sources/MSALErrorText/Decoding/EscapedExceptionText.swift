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
        var walk = LineWalk()
        var index = 0
        while index < found.count {
            guard let span = walk.escapedString(holding: found[index].start, in: input) else {
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

    /// Where the quotes of one JSON line stand, read once from the line's start however many
    /// errors the line holds (errors come in text order): walking from the line's start for each
    /// error cost a long line of errors quadratic time.
    private struct LineWalk {
        var lineStart = -1
        var cursor = 0
        /// The opening quote of the string `cursor` is in, if any.
        var open: Int?
        /// A string already found to hold no escaped line break: the errors inside it are skipped.
        var rejected: Range<Int>?

        /// The JSON string that holds `position` on its line, when its text has escaped line breaks.
        mutating func escapedString(holding position: Int, in input: TextBytes) -> (content: Range<Int>, end: Int)? {
            if let rejected, rejected.contains(position) { return nil }
            let start = input.lineStart(before: position)
            if start != lineStart {
                // The line must be a JSON entry, and `position` inside one of its strings.
                let lineEnd = min(input.lineEnd(from: position), input.count)
                guard input.at(input.skipSpaces(from: start, to: lineEnd)) == ASCII.openBrace else { return nil }
                (lineStart, cursor, open, rejected) = (start, start, nil, nil)
            }
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
            let span = TextUnescaping.quotedSpan(input, open: open, to: min(input.lineEnd(from: position), input.count))
            guard span.hasEscape, span.content.count <= maximumStringBytes,
                  EscapedExceptionText.hasEscapedLineBreak(input, span.content) else {
                rejected = open..<span.end
                return nil
            }
            return (span.content, span.end)
        }
    }

    fileprivate static func hasEscapedLineBreak(_ input: TextBytes, _ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        while let slash = input.firstIndex(of: ASCII.backslash, from: cursor, to: range.upperBound) {
            let next = input.at(slash + 1)
            if next == UInt8(ascii: "n") || next == UInt8(ascii: "r") { return true }
            cursor = slash + 2
        }
        return false
    }
}
