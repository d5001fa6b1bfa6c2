/// The service's error message (`AADSTS50079: Due to … Trace ID: <id> Correlation ID: <id>
/// Timestamp: <time>`) hard-wrapped at a column, as an editor, a mail client or a person
/// pasting into a GitHub issue or a Stack Overflow question leaves it, often behind a quote's
/// `> `:
///
///     > Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: Due to a
///     > configuration change made by your administrator, or because you moved to a
///     > new location, you must enroll in multi-factor authentication. Trace ID:
///     > 0f4d9b2e-6a17-4c83-b5e2-91d7c3a40200 Correlation ID:
///     > 8a2c5e71-d3b9-4f60-9e14-7b0f2a6c5d38 Timestamp: 2031-06-02 14:11:09Z
///
/// The wrap cuts the description and the labels from their ids, so these lines are read as
/// the one line they were (``JoinedLines``, which leaves no empty lines in their place: one
/// would end the error before its stack and response lines). A message is taken as wrapped only when all of
/// this holds: its `AADSTS<n>:` line is short and has no `Timestamp:`; the lines after it, at
/// the same quote depth and with no blank line, start no frame, date or other code, and within
/// ``maximumLines`` one of them holds `Timestamp: <digit>`, where every such message ends; and
/// each break is where a greedy wrap at the widest line's width would put it (the next line's
/// first word did not fit). The line before joins too when the message starts its own line
/// and that break passes the same test (`… error '(invalid_grant)` / `AADSTS53003: …`).
enum WrappedServerMessage {
    /// At most this many lines make one message (a long description wrapped at 60 columns).
    private static let maximumLines = 16
    /// A wrapped line is no longer than this (editors and mail wrap at 72–100 columns).
    private static let maximumLineBytes = 160

    private static let code = Array("AADSTS".utf8)
    private static let timestamp = Array("Timestamp: ".utf8)
    private static let timestampLabel = Array("Timestamp:".utf8)
    private static let frame = Array("at ".utf8)

    /// `input` with every wrapped message on one line; nil when none is (the usual case: every
    /// `AADSTS` the anchor index found stands on a long line or on one with its `Timestamp:`).
    static func unwrapped(_ input: TextBytes, anchors: AnchorIndex) -> TextBytes? {
        guard anchors.has(.serverCode) else { return nil }
        var rewritten: [UInt8]?
        var done = 0  // where the last joined message ended
        for hit in anchors.hits(.serverCode) where hit.start >= done && input.hasPrefix(code, at: hit.start) {
            guard let run = wrappedRun(input, codeAt: hit.start) else { continue }
            done = JoinedLines.join(input, run, from: run[0].lowerBound, keepingLineCount: false, into: &rewritten).upperBound
        }
        return rewritten.map { TextBytes(bytes: $0) }
    }

    /// One line's quote depth (its `>`s), where its text starts after the quote and indentation,
    /// and where the text ends.
    private struct Line {
        var start: Int
        var depth: Int
        var text: Range<Int>
        var length: Int { text.count }
    }

    private static func line(_ input: TextBytes, at start: Int) -> Line {
        // Past the text's end (after its last line): an empty line.
        guard start < input.count else { return Line(start: input.count, depth: 0, text: input.count..<input.count) }
        let end = input.lineEnd(from: start)
        var cursor = start, depth = 0
        while cursor < end, input[cursor] == ASCII.space || input[cursor] == ASCII.tab || input[cursor] == greaterThan {
            if input[cursor] == greaterThan { depth += 1 }
            cursor += 1
        }
        return Line(start: start, depth: depth, text: cursor..<JoinedLines.trimmedEnd(input, cursor, end))
    }

    private static let greaterThan = UInt8(ascii: ">")

    /// The texts of the lines that make the message whose code is at `codeStart`, when it is wrapped.
    private static func wrappedRun(_ input: TextBytes, codeAt codeStart: Int) -> [Range<Int>]? {
        // The cheap tests first, forward from the code (this runs for every AADSTS code of a log):
        // a long rest of the line, or the `Timestamp:` on it, and the message is not wrapped.
        let lineEnd = input.lineEnd(from: codeStart)
        guard lineEnd - codeStart <= maximumLineBytes, input.find(timestamp, from: codeStart, to: lineEnd) == nil else {
            return nil
        }
        let first = line(input, at: input.lineStart(before: codeStart))
        guard first.length <= maximumLineBytes, !first.text.isEmpty else { return nil }
        var lines = [first]
        var next = first.text.upperBound
        while true {
            next = input.lineEnd(from: next) + 1
            guard lines.count < maximumLines, next < input.count else { return nil }
            let line = line(input, at: next)
            guard line.depth == first.depth, !line.text.isEmpty, line.length <= maximumLineBytes,
                  !startsRecord(input, line.text.lowerBound),
                  input.find(code, from: line.text.lowerBound, to: line.text.upperBound) == nil else { return nil }
            lines.append(line)
            if let stamp = input.find(timestamp, from: line.text.lowerBound, to: line.text.upperBound),
               ASCII.isDigit(input.at(stamp + timestamp.count)) { break }
            // `… Timestamp:` / `2031-06-02 14:11:09Z`: the time alone on the last line.
            if line.length >= timestampLabel.count,
               input.hasPrefix(timestampLabel, at: line.text.upperBound - timestampLabel.count) {
                let last = self.line(input, at: input.lineEnd(from: next) + 1)
                guard last.depth == first.depth, ASCII.isDigit(input.at(last.text.lowerBound)),
                      last.length <= maximumLineBytes else { return nil }
                lines.append(last)
                break
            }
        }
        var width = lines.map(\.length).max() ?? 0
        for index in lines.indices.dropLast() where !breaksGreedily(input, lines[index], before: lines[index + 1], width: width) {
            return nil
        }
        // The line before, when the message starts its own line and the break before it is a wrap too.
        if first.text.lowerBound == codeStart, first.start > 0 {
            let before = line(input, at: input.lineStart(before: first.start - 1))
            width = max(width, before.length)
            if before.depth == first.depth, !before.text.isEmpty, before.length <= maximumLineBytes,
               input.at(before.text.upperBound - 1) != ASCII.dot,
               breaksGreedily(input, before, before: first, width: width) {
                lines.insert(before, at: 0)
            }
        }
        return lines.map(\.text)
    }

    /// The break after `line` is one a greedy wrap at `width` makes: `next`'s first word would
    /// not have fitted on `line`.
    private static func breaksGreedily(_ input: TextBytes, _ line: Line, before next: Line, width: Int) -> Bool {
        var wordEnd = next.text.lowerBound
        while wordEnd < next.text.upperBound, input[wordEnd] != ASCII.space { wordEnd += 1 }
        return line.length + 1 + (wordEnd - next.text.lowerBound) > width
    }

    /// A line that starts another record rather than going on with the message: a stack frame
    /// (`at …`) or a logger's date or time.
    private static func startsRecord(_ input: TextBytes, _ textStart: Int) -> Bool {
        if input.hasPrefix(frame, at: textStart) { return true }
        guard ASCII.isDigit(input.at(textStart)), ASCII.isDigit(input.at(textStart + 1)) else { return false }
        let third = input.at(textStart + 2)
        return third == ASCII.colon || ASCII.isDigit(third) && ASCII.isDigit(input.at(textStart + 3))
            && input.at(textStart + 4) == ASCII.minus
    }
}
