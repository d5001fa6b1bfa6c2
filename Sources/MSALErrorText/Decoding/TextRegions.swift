import MSALErrorModel

/// Where the text of an error may reach in one input: never past the start of the
/// next error (`boundaries`), a blank line, or ``ErrorTextDecoder/maximumErrorBytes``.
/// Kept apart from the decoding pass so that the decoders' region closures capture
/// these three values, not the whole pass.
struct TextRegions {
    let input: TextBytes
    /// Where errors start (set once the anchors are known).
    var boundaries = SortedPositions(alreadySorted: [])
    let blankLines: SortedPositions

    init(input: TextBytes, blankLines: SortedPositions) {
        self.input = input
        self.blankLines = blankLines
    }

    /// Where the text of an error that starts before `position` must end.
    func regionEnd(after position: Int) -> Int {
        var end = min(input.count, position + ErrorTextDecoder.maximumErrorBytes)
        if let boundary = boundaries.first(after: position) { end = min(end, boundary) }
        if let blank = blankLines.first(after: position) { end = min(end, blank) }
        return end
    }

    /// Where a text-like error (exception, MSAL.js error) that starts on the line of
    /// `position` ends: its continuation lines are indented, brackets, MSAL's own
    /// `Label: value` lines (`Trace ID:`, `Correlation ID:`, `Error Code:`), or (with
    /// `headers`) any `Name: value` line such as .NET's `Headers:` dump. A line that a
    /// logger prefixed (timestamp, logcat tag, `[MSAL]`) continues only when its text is
    /// indented, a stack frame (`at …`, `... 3 more`) or one of MSAL's labels: the
    /// logger's next message is not part of this error.
    /// No further than `bound`.
    ///
    /// An error inside a JSON log entry (a line that is one whole `{…}` object, as JSON-lines
    /// loggers write) ends with its line: the next line is the logger's next entry, even though
    /// it opens with a brace.
    func textRegionEnd(after position: Int, headers: Bool, bound: Int = .max) -> Int {
        let limit = min(regionEnd(after: position), bound)
        var lineStart = input.lineEnd(from: position) + 1
        if lineStart < limit, Self.isJSONEntry(input, lineEndingAt: lineStart - 1) { return lineStart }
        while lineStart < limit {
            let lineEnd = input.lineEnd(from: lineStart)
            let first = input[lineStart]
            let continues: Bool
            if let content = LinePrefix.content(input, lineStart: lineStart, lineEnd: min(lineEnd, limit)) {
                continues = content.indented || ContinuationLines.isFrame(input, at: content.start)
                    || ContinuationLines.isMSALLabel(input, at: content.start, limit: limit)
            } else {
                switch first {
                case ASCII.space, ASCII.tab, ASCII.openBrace, ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen:
                    continues = true
                case ASCII.comma, ASCII.minus, ASCII.equals:
                    continues = ContinuationLines.isScrubbedDetail(input, at: lineStart)
                default:
                    continues = ASCII.isLetter(first) && (ContinuationLines.isMSALLabel(input, at: lineStart, limit: limit)
                        || headers && startsHeader(at: lineStart, limit: limit)
                        || ContinuationLines.isScrubbedDetail(input, at: lineStart))
                }
            }
            guard continues else { return lineStart }
            lineStart = lineEnd + 1
        }
        return limit
    }

    /// Where the line that opens with the dictionary whose key begins at `key` starts:
    /// `{'error': …` (MSAL Python's result), `{"error":…`, `{"errorCode":…` (MSAL.js as
    /// JSON), with at most a quote and spaces between the brace and the key. Such a line
    /// starts an error of its own: it ends an exception or MSAL.js error above it even
    /// when no blank line or timestamp stands between them. Nil when the key is not the
    /// first thing on its line.
    static func errorDictionaryLine(_ input: TextBytes, keyAt key: Int) -> Int? {
        var cursor = key - 1
        while cursor >= 0, cursor >= key - 4, input[cursor] == ASCII.quote || input[cursor] == ASCII.apostrophe
            || input[cursor] == ASCII.space || input[cursor] == ASCII.backslash {
            cursor -= 1
        }
        guard cursor >= 0, input[cursor] == ASCII.openBrace else { return nil }
        return cursor == 0 || input[cursor - 1] == ASCII.newline ? cursor : nil
    }

    /// True when the line that ends at `lineEnd` is one JSON object: `{` first and `}` last,
    /// spaces aside.
    static func isJSONEntry(_ input: TextBytes, lineEndingAt lineEnd: Int) -> Bool {
        var last = lineEnd - 1
        while last >= 0, input[last] == ASCII.space || input[last] == ASCII.carriageReturn { last -= 1 }
        guard last >= 0, input[last] == ASCII.closeBrace else { return false }
        let first = input.skipSpaces(from: input.lineStart(before: last), to: last)
        return input[first] == ASCII.openBrace
    }

    private func startsHeader(at start: Int, limit: Int) -> Bool {
        let end = input.identifierEnd(from: start, to: min(limit, start + 64)) { $0 == ASCII.minus }
        return input.at(end) == ASCII.colon
    }
}
