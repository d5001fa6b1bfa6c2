import MSALErrorModel

/// msal4j logs each failed request once, at WARN:
/// `[Correlation ID: <id>] Execution of class com.microsoft.aad.msal4j.<Supplier> failed: <message>`
/// (`failed.` before 1.15); the app then prints the exception that failure threw, on the next
/// line or after one blank line (`../shared/reference/msal-log-formats.md`, msal4j). The two are
/// one failure: the exception is the error, and it takes the log line in, with the correlation
/// id only that line names. Whatever was found on the log line itself (the AADSTS code of its
/// message, the throttling sentence) is that same failure, not an error of its own.
enum Msal4jFailureLine {
    private static let lead = Array("Execution of class com.microsoft.aad.".utf8)

    /// Joins each msal4j failure line to the exception printed right below it. `found` is in
    /// text order; each line costs a binary search, and the joined lines go in one pass.
    static func join(_ input: TextBytes, anchors: AnchorIndex, found: inout [DecodedError]) {
        var dropped: [Bool] = []
        for hit in anchors.hits(.hintJava) {
            let leadStart = hit.start - lead.count
            guard leadStart >= 0, input.hasPrefix(lead, at: leadStart) else { continue }
            let lineStart = input.lineStart(before: leadStart)
            let lineEnd = min(input.lineEnd(from: leadStart), input.count)
            guard let (below, afterOtherLines) = exceptionBelow(lineEnd, in: input, found: found) else { continue }
            // Past the app's own lines, the exception must be the failure the line names.
            if afterOtherLines, !namesSameFailure(found, lineStart..<lineEnd, as: found[below].diagnosis) { continue }
            if found[below].diagnosis.correlationId == nil,
               let id = ErrorIds.prefixCorrelationId(before: leadStart, in: input) {
                found[below].diagnosis.correlationId = id
            }
            // What was found on the log line itself is the same failure.
            var onLine = found.firstIndex(startingAtOrAfter: lineStart)
            while onLine < below, found[onLine].start < lineEnd {
                if dropped.isEmpty { dropped = [Bool](repeating: false, count: found.count) }
                dropped[onLine] = true
                onLine += 1
            }
            found[below].start = min(found[below].start, lineStart)
        }
        if !dropped.isEmpty { found.removeMarked(dropped) }
    }

    /// The index of the found exception that starts on the line after `lineEnd`, if any; a blank
    /// line, and the app's own log line about the failure (`ERROR c.w.Uploader - token acquisition
    /// failed`, a logger's prefix and no error on it), may stand between.
    private static func exceptionBelow(_ lineEnd: Int, in input: TextBytes, found: [DecodedError])
        -> (index: Int, afterOtherLines: Bool)? {
        var next = lineEnd + 1
        var afterOtherLines = false
        for _ in 0...maximumLinesBetween {
            guard next < input.count else { return nil }
            let nextEnd = min(input.lineEnd(from: next), input.count)
            var index = found.firstIndex(startingAtOrAfter: next)
            var errorOnLine = false
            while index < found.count, found[index].start < nextEnd {
                if found[index].diagnosis.domain != nil { return (index, afterOtherLines) }
                errorOnLine = true
                index += 1
            }
            let isBlank = input.skipSpaces(from: next, to: nextEnd) == nextEnd
            // (Another failure line is another request's: its exception is not this one's.)
            guard isBlank || !errorOnLine && LinePrefix.content(input, lineStart: next, lineEnd: nextEnd) != nil
                && input.find(lead, from: next, to: nextEnd) == nil
            else { return nil }
            afterOtherLines = afterOtherLines || !isBlank
            next = nextEnd + 1
        }
        return nil
    }

    /// Every error found on the failure line is `exception` or its cause: the same AADSTS codes,
    /// or the class of the exception or of its cause (`failed: java.net.SocketTimeoutException: …`).
    private static func namesSameFailure(_ found: [DecodedError], _ line: Range<Int>, as exception: Diagnosis) -> Bool {
        var index = found.firstIndex(startingAtOrAfter: line.lowerBound)
        var sawOne = false
        while index < found.count, found[index].start < line.upperBound {
            let onLine = found[index].diagnosis
            let sameCodes = !onLine.aadsts.isEmpty && onLine.aadsts == exception.aadsts
            let sameClass = onLine.domain != nil
                && (onLine.domain == exception.domain || onLine.domain == exception.underlying?.domain)
            guard sameCodes || sameClass else { return false }
            sawOne = true
            index += 1
        }
        return sawOne
    }

    /// Blank lines and the app's own log lines between the failure line and the exception.
    private static let maximumLinesBetween = 2
}
