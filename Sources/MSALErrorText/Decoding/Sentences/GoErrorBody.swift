/// What MSAL Go writes after its error sentence's `:` (`server response error:\n %w`,
/// `reply status code was 503:\n<body>`): the next line, or, inside a logger's quoted field
/// where the newline is written `\n`, the text after it up to the field's closing quote.
enum GoErrorBody {
    private static let escapedNewline = Array("\\n".utf8)

    /// The body after the `:` that ends before `afterColon`; nil when no newline follows it or
    /// nothing stands after that. `escaped` when it is inside a quoted field.
    static func after(_ input: TextBytes, colonEnd afterColon: Int) -> (range: Range<Int>, escaped: Bool)? {
        var cursor = afterColon
        if input.at(cursor) == ASCII.carriageReturn { cursor += 1 }
        if input.at(cursor) == ASCII.newline {
            let start = input.skipSpaces(from: cursor + 1, to: input.count)
            let end = JoinedLines.trimmedEnd(input, start, input.lineEnd(from: start))
            return end > start ? (start..<end, false) : nil
        }
        guard input.hasPrefix(escapedNewline, at: cursor) else { return nil }
        let start = input.skipSpaces(from: cursor + escapedNewline.count, to: input.count)
        let lineEnd = input.lineEnd(from: start)
        var end = start
        while end < lineEnd, input[end] != ASCII.quote {
            end += input[end] == ASCII.backslash ? 2 : 1
        }
        end = min(end, lineEnd)
        return end > start ? (start..<end, true) : nil
    }

    /// The body's text, with a quoted field's escapes undone.
    static func text(_ input: TextBytes, _ body: (range: Range<Int>, escaped: Bool)) -> String {
        body.escaped ? TextUnescaping.unescape(input, body.range.lowerBound, body.range.upperBound) : input.string(body.range)
    }
}
