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
            guard let below = exceptionBelow(lineEnd, in: input, found: found) else { continue }
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

    /// The index of the found exception that starts on the line after `lineEnd` (or the one after
    /// a blank line), if any.
    private static func exceptionBelow(_ lineEnd: Int, in input: TextBytes, found: [DecodedError]) -> Int? {
        guard lineEnd < input.count else { return nil }
        var next = lineEnd + 1
        if input.skipSpaces(from: next, to: input.count) == min(input.lineEnd(from: next), input.count) {
            next = min(input.lineEnd(from: next), input.count) + 1  // one blank line
        }
        guard next < input.count else { return nil }
        let nextEnd = min(input.lineEnd(from: next), input.count)
        var index = found.firstIndex(startingAtOrAfter: next)
        while index < found.count, found[index].start < nextEnd {
            if found[index].diagnosis.domain != nil { return index }
            index += 1
        }
        return nil
    }
}
