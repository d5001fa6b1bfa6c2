/// Rewrites a message that was wrapped over several lines as the one line it was, in place:
/// the lines' texts joined by single spaces from where the first text starts, then spaces up
/// to where the last line's text ended. Every byte after the message keeps its position, so
/// errors found in the rewritten text stand where they stood in the text as it came (where
/// callers count lines). (``PowerShellErrorView``'s gutters and ``WrappedServerMessage``'s
/// hard wraps.)
enum JoinedLines {
    /// Writes the texts of `run` (in order, one per line) joined into `rewritten` (a copy of
    /// `input` made on first use) from `start`; returns the range the message's lines took.
    /// `keepingLineCount` puts one newline per line joined after the message, so that the
    /// rewritten text has as many lines as before (as empty lines: only where the gutters
    /// left room for them, as PowerShell's do).
    static func join(_ input: TextBytes, _ run: [Range<Int>], from start: Int, keepingLineCount: Bool,
                     into rewritten: inout [UInt8]?) -> Range<Int> {
        if rewritten == nil { rewritten = input.bytes }
        let end = input.lineEnd(from: run[run.count - 1].lowerBound)
        var joined: [UInt8] = []
        joined.reserveCapacity(end - start)
        for (index, text) in run.enumerated() {
            if index > 0 { joined.append(ASCII.space) }
            joined.append(contentsOf: input.bytes[text])
        }
        let newlines = keepingLineCount ? run.count - 1 : 0
        joined.append(contentsOf: repeatElement(ASCII.space, count: end - start - newlines - joined.count))
        joined.append(contentsOf: repeatElement(ASCII.newline, count: newlines))
        rewritten!.replaceSubrange(start..<end, with: joined)
        return start..<end
    }

    /// The end of a line's text without the spaces and CR after it.
    static func trimmedEnd(_ input: TextBytes, _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, input[end - 1] == ASCII.space || input[end - 1] == ASCII.carriageReturn { end -= 1 }
        return end
    }
}
