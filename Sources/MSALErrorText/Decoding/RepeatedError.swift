import MSALErrorModel

/// One error printed twice in a row: Angular's `ERROR Error: Uncaught (in promise): <error>`
/// followed by the error itself with the server's id lines; the sign-in page's headline
/// followed by its `Troubleshooting details` block and `Message: AADSTS…`. The second print
/// (no log prefix of its own, a few lines below, the same codes and the same words) is the
/// same error: the first takes what only the second says (ids, time) and reaches over it.
/// A log's repeated failures are not joined: each has its own line prefix, its own ids, or
/// lines that open alike.
enum RepeatedError {
    /// At most this many lines from the end of the first print to the start of the second.
    private static let maximumGap = 8
    /// The words compared: this many bytes after the AADSTS code (or of the description).
    private static let comparedBytes = 40

    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        // `found` is in text order (``DecodingPass/run()`` sorts it first).
        found.joinNeighbours { first, second in
            isRepeat(second.diagnosis, of: first.diagnosis)
                && input.startsWithin(maximumGap, linesAfter: first.end, second.start)
                && !hasLogPrefix(input, at: second.start) && !startAlike(input, first.start, second.start)
        }
    }

    /// One JSON log entry (pino's `err`: `type`, `message`, `stack`, `errorCode`) holds one error,
    /// which its fields restate: errors read from the same entry with the same codes are that one
    /// error. The print that is not the whole entry (the `stack`'s `ServerError: …`) is kept.
    static func joinWithinJSONEntry(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { first, second in
                let a = first.diagnosis, b = second.diagnosis
                guard a.aadsts == b.aadsts, a.code == b.code || a.code == nil || b.code == nil,
                      !a.aadsts.isEmpty || a.code != nil || b.code != nil,
                      a.platform == b.platform || a.platform == nil || b.platform == nil,
                      a.correlationId == nil || b.correlationId == nil || a.correlationId == b.correlationId,
                      second.start > first.start,
                      input.firstIndex(of: ASCII.newline, from: first.start, to: second.start) == nil else { return false }
                return TextRegions.isJSONEntry(input, lineEndingAt: min(input.lineEnd(from: second.start), input.count))
            },
            merge: { kept, other in
                guard kept.errorDescription?.utf8.first == ASCII.openBrace,
                      other.errorDescription?.utf8.first != ASCII.openBrace else {
                    kept.takeMissing(from: other)
                    return
                }
                var restated = other
                restated.takeMissing(from: kept)
                if restated.domain == nil { restated.domain = kept.domain }
                kept = restated
            })
    }

    /// MSAL logs a failed request, and the app then logs or prints the exception it got: both
    /// carry the request's correlation id, MSAL's record in its log heading (msal-python: in the
    /// record, on one of its loggers' lines). An MSAL record and an
    /// app's print a few lines apart with the same correlation id, something alike and no codes or
    /// classes that differ are that one failure; the print that names the class is kept, and takes
    /// the codes, ids and description only the other has.
    ///
    /// Two prints of one server response are one failure too: the same trace id (the service's
    /// id of that one response) and correlation id, printed by two different lines (a library's
    /// warning and the exception the app got; a React Native module's log and the JavaScript
    /// rejection). The app's own line just below MSAL's record, naming its AADSTS codes but no
    /// ids, is that record's failure. A replay from MSAL's cache comes through the app's same line
    /// (the same words after its prefix), and stays a failure of its own.
    static func joinSameRequest(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { first, second in
                let a = first.diagnosis, b = second.diagnosis
                // The ids first: a log's neighbours nearly always differ in them.
                guard let id = a.correlationId, b.correlationId == nil || b.correlationId == id,
                      a.aadsts == b.aadsts || a.aadsts.isEmpty || b.aadsts.isEmpty,
                      a.code == b.code || a.code == nil || b.code == nil,
                      a.platform == b.platform || a.platform == nil || b.platform == nil,
                      a.domain == nil || b.domain == nil || shortName(a.domain!) == shortName(b.domain!),
                      // Something both say alike: the AADSTS codes, the code or the class.
                      !a.aadsts.isEmpty && a.aadsts == b.aadsts || a.code != nil && a.code == b.code
                        || a.domain != nil && b.domain != nil
                else { return false }
                guard id == b.correlationId else {
                    // The app's line right below MSAL's record, with its codes and no ids.
                    return b.correlationId == nil && b.traceId == nil && !a.aadsts.isEmpty && a.aadsts == b.aadsts
                        && input.startsWithin(2, linesAfter: first.end, second.start)
                        && isMSALRecord(input, first.start, id: id) && !isMSALRecord(input, second.start, id: id)
                }
                // One is MSAL's own log record (its line's MSAL heading names the id), the other the
                // app's print: two of MSAL's records, or two of the app's, are two failures.
                guard input.startsWithin(maximumRequestLines, linesAfter: first.start + 1, second.start) else { return false }
                if isMSALRecord(input, first.start, id: id) != isMSALRecord(input, second.start, id: id) { return true }
                return a.traceId != nil && a.traceId == b.traceId && !a.aadsts.isEmpty
                    && !samePrinter(input, first.start, second.start)
            },
            merge: { kept, other in
                let namesClassOnlyInOther = kept.domain == nil && other.domain != nil
                var richer = namesClassOnlyInOther ? other : kept
                let poorer = namesClassOnlyInOther ? kept : other
                if richer.aadsts.isEmpty { richer.aadsts = poorer.aadsts }
                if richer.errorDescription == nil { richer.errorDescription = poorer.errorDescription }
                if richer.retryAfterSeconds == nil { richer.retryAfterSeconds = poorer.retryAfterSeconds }
                richer.takeMissing(from: poorer)
                kept = richer
            })
    }

    /// The error at `start` stands on MSAL's own log record of request `id`: its heading names the
    /// id, or (msal-python, whose records carry none) its logger is MSAL Python's and the error
    /// itself carries that id (`DEBUG msal.application: Refresh failed. invalid_grant: … Correlation ID: <id>`).
    private static func isMSALRecord(_ input: TextBytes, _ start: Int, id: String) -> Bool {
        ErrorIds.prefixCorrelationId(before: start, in: input) == id || isMSALPythonLogger(input, lineOf: start)
    }

    /// The line's logger, in its first bytes, is one of MSAL Python's (`msal.application`,
    /// `msal.token_cache`, …): `msal.` after a space, `:` or the line's start, a lowercase name,
    /// then `:` or a space.
    private static func isMSALPythonLogger(_ input: TextBytes, lineOf position: Int) -> Bool {
        let lineStart = input.lineStart(before: position)
        let end = min(input.lineEnd(from: lineStart), lineStart + 96)
        var cursor = lineStart
        while let hit = input.find(msalLogger, from: cursor, to: end) {
            cursor = hit + 1
            let before = input.at(hit - 1)
            guard hit == lineStart || before == ASCII.space || before == ASCII.colon else { continue }
            var nameEnd = hit + msalLogger.count
            while nameEnd < end, input[nameEnd] >= 0x61 && input[nameEnd] <= 0x7A || input[nameEnd] == 0x5F { nameEnd += 1 }
            if nameEnd > hit + msalLogger.count, input.at(nameEnd) == ASCII.colon || input.at(nameEnd) == ASCII.space {
                return true
            }
        }
        return false
    }

    private static let msalLogger = Array("msal.".utf8)

    /// A type name alone on its line, a few lines below an error (a PowerShell user printing
    /// `$Error[0].Exception.InnerException.GetType().FullName` under a cmdlet's failure), names
    /// that error's type: it is no error of its own, and gives the error its class when it had none.
    static func joinBareTypeLines(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { error, typeLine in
                let b = typeLine.diagnosis
                guard let domain = b.domain, b.code == nil, b.aadsts.isEmpty, b.oauthError == nil, b.errorDescription == nil,
                      b.correlationId == nil, b.traceId == nil, b.httpStatus == nil,
                      error.diagnosis.domain == nil || shortName(error.diagnosis.domain!) == shortName(domain),
                      error.diagnosis.platform == nil || b.platform == nil || error.diagnosis.platform == b.platform,
                      input.startsWithin(3, linesAfter: error.end, typeLine.start) else { return false }
                // Only the name on its line: nothing before it but spaces (or pytest's crash location,
                // `.venv/…/throttled_http_client.py:69: MsalServiceError`), nothing after it.
                let lineStart = input.lineStart(before: typeLine.start)
                var nameStart = input.skipSpaces(from: lineStart, to: input.count)
                if let location = pytestLocationEnd(input, from: nameStart) { nameStart = location }
                let nameEnd = input.identifierEnd(from: nameStart, to: min(input.count, nameStart + 256)) { $0 == ASCII.dot }
                return input.string(nameStart..<nameEnd).hasSuffix(domain)
                    && JoinedLines.trimmedEnd(input, nameEnd, input.lineEnd(from: nameEnd)) == nameEnd
            },
            merge: { error, typeLine in
                if error.domain == nil { error.domain = typeLine.domain }
                if error.platform == nil { error.platform = typeLine.platform }
            })
    }

    /// A Python app's log line that names the exception (`raised unexpected: MsalServiceError('HTTP
    /// Error: 503')`, `logger.exception`'s message) with its traceback on the next lines: the
    /// traceback's last line is the same exception, one failure. Only frames (indented lines) stand
    /// between the `Traceback (most recent call last):` line and it, and the first is no traceback's
    /// last line itself.
    static func joinAnnouncedTraceback(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours { first, second in
            let a = first.diagnosis, b = second.diagnosis
            guard let typeA = a.domain, let typeB = b.domain, shortName(typeA) == shortName(typeB),
                  a.code == b.code, a.aadsts == b.aadsts, a.httpStatus == b.httpStatus,
                  a.errorDescription == b.errorDescription else { return false }
            // The first is no traceback's own last line (a frame's line above it): two tracebacks
            // of one exception in a row are two failures.
            let firstLine = input.lineStart(before: first.start)
            if firstLine > 0 {
                let above = input.lineStart(before: firstLine - 1)
                guard input[above] != ASCII.space && input[above] != ASCII.tab else { return false }
            }
            let header = min(input.lineEnd(from: first.end - 1), input.count) + 1
            guard header < second.start, input.hasPrefix(tracebackHeader, at: input.skipSpaces(from: header, to: second.start))
            else { return false }
            // Each line after the header, up to the exception's, is a frame or its source line.
            var lineStart = min(input.lineEnd(from: header), input.count) + 1
            let last = input.lineStart(before: second.start)
            var lines = 0
            while lineStart < last {
                guard input[lineStart] == ASCII.space || input[lineStart] == ASCII.tab, lines < maximumTracebackLines else { return false }
                lineStart = min(input.lineEnd(from: lineStart), input.count) + 1
                lines += 1
            }
            return lineStart == last
        }
    }

    /// Spring's `… nested exception is <the exception>` on a later log line restates the failure an
    /// earlier record logged with its stack (a connection pool's `Exception during pool
    /// initialization`, then the context's `Error creating bean … nested exception is …`): the same
    /// class and message, no other ids, within a few dozen lines, is that one failure.
    static func joinNestedRestatement(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours { first, second in
            let a = first.diagnosis, b = second.diagnosis
            guard let domain = a.domain, domain == b.domain, let message = a.errorDescription, message == b.errorDescription,
                  a.code == b.code, a.aadsts == b.aadsts,
                  a.correlationId == nil || b.correlationId == nil || a.correlationId == b.correlationId,
                  input.startsWithin(maximumRequestLines, linesAfter: first.end, second.start) else { return false }
            let lineStart = input.lineStart(before: second.start)
            return input.find(nestedException, from: lineStart, to: second.start) != nil
        }
    }

    private static let nestedException = Array("nested exception is ".utf8)

    /// The end of pytest's `<path>.py:<line>: ` at `start`, or nil.
    private static func pytestLocationEnd(_ input: TextBytes, from start: Int) -> Int? {
        let lineEnd = min(input.lineEnd(from: start), input.count, start + 320)
        guard let py = input.find(pythonFileColon, from: start, to: lineEnd) else { return nil }
        var cursor = py + pythonFileColon.count
        guard ASCII.isDigit(input.at(cursor)) else { return nil }
        while cursor < lineEnd, ASCII.isDigit(input[cursor]) { cursor += 1 }
        guard input.at(cursor) == ASCII.colon, input.at(cursor + 1) == ASCII.space else { return nil }
        return cursor + 2
    }

    private static let pythonFileColon = Array(".py:".utf8)

    /// A test runner's summary restates each failure it reported above (Maven Surefire's
    /// `[ERROR]   GraphIT.sends:57 » Execution com…MsalInteractionRequiredException: AADSTS50079…`,
    /// pytest's `FAILED tests/test_x.py::test_y - msal.exceptions.MsalServiceError: HTTP Error: 503`):
    /// such a line is the earlier failure with its class (or a class it wraps) and codes, not another.
    /// Any earlier error may be it (a summary lists several failures in a row), within the window.
    static func joinSummaryLines(_ input: TextBytes, found: inout [DecodedError]) {
        // One look over the text first: reading each error's line for a summary's marks cost an app
        // log about 2,000 instructions per error.
        guard found.count > 1, input.find(surefireMarker, from: 0, to: input.count) != nil
                || input.find(pytestFailed, from: 0, to: input.count) != nil else { return }
        var dropped: [Bool] = []
        for index in found.indices.dropFirst() where isSummaryLine(input, errorAt: found[index].start) {
            let summary = found[index].diagnosis
            let floor = max(0, index - maximumSummaryErrors)
            guard let earlier = (floor..<index).reversed().first(where: { candidate in
                (dropped.isEmpty || !dropped[candidate]) && isRestatement(summary, of: found[candidate].diagnosis)
            }) else { continue }
            found[earlier].diagnosis.takeMissing(from: summary)
            if dropped.isEmpty { dropped = [Bool](repeating: false, count: found.count) }
            dropped[index] = true
        }
        if !dropped.isEmpty { found.removeMarked(dropped) }
    }

    /// How many errors back a summary line's failure may be.
    private static let maximumSummaryErrors = 64

    /// Surefire's `» ` before the error on its line, or pytest's `FAILED <path>::<test> - ` opening it.
    private static func isSummaryLine(_ input: TextBytes, errorAt start: Int) -> Bool {
        let lineStart = input.lineStart(before: start)
        if input.find(surefireMarker, from: lineStart, to: start) != nil { return true }
        let lineEnd = min(input.lineEnd(from: lineStart), input.count)
        let text = LinePrefix.textStart(input, lineStart..<lineEnd)
        guard input.hasPrefix(pytestFailed, at: text) else { return false }
        // The test's node id, then ` - ` before the exception (the error may start at the line's start).
        let head = min(lineEnd, text + 256)
        guard let node = input.find(pytestNodeSeparator, from: text, to: head) else { return false }
        return input.find(pytestDash, from: node, to: head) != nil
    }

    private static let surefireMarker: [UInt8] = [0xC2, 0xBB, 0x20]  // `» `
    private static let pytestFailed = Array("FAILED ".utf8)
    private static let pytestNodeSeparator = Array("::".utf8)
    private static let pytestDash = Array(" - ".utf8)

    /// The summary's class is the earlier error's or one it wraps, its codes are the earlier's,
    /// and they say something alike: the AADSTS codes, the code, or the words.
    private static func isRestatement(_ summary: Diagnosis, of earlier: Diagnosis) -> Bool {
        guard summary.aadsts == earlier.aadsts, summary.code == nil || summary.code == earlier.code else { return false }
        if let domain = summary.domain {
            let name = shortName(domain)
            var link: Diagnosis? = earlier
            var wraps = false
            while let current = link, !wraps {
                wraps = current.domain.map { shortName($0) == name } ?? false
                link = current.underlying
            }
            guard wraps else { return false }
        }
        if !summary.aadsts.isEmpty || summary.code != nil { return true }
        guard let said = summary.errorDescription, let told = earlier.errorDescription else { return false }
        return said == told || told.hasPrefix(said.prefix(40))
    }

    private static let tracebackHeader = Array("Traceback (most recent call last):".utf8)
    /// A traceback this long is deep recursion, not an app's call into MSAL.
    private static let maximumTracebackLines = 400

    /// How far apart (in lines) MSAL's log of a request and the app's print of its exception may stand.
    private static let maximumRequestLines = 40

    private static func shortName(_ domain: String) -> Substring {
        domain.split(separator: ".").last ?? Substring(domain)
    }

    /// Visual Studio's Output window writes `Exception thrown: '<Type>' in <module>.dll` for each
    /// first-chance exception, often twice, before the exception itself: such a line followed within
    /// two lines by the same type is that exception, which has the details. Run last, on the
    /// errors in text order: the backstop is what finds the type on such a line.
    static func dropFirstChanceLines(_ input: TextBytes, found: inout [DecodedError]) {
        var dropped: [Bool] = []
        var index = found.count - 2
        while index >= 0 {
            let line = found[index], next = found[index + 1]
            // The description's first byte first: this runs for every error of a log.
            if let description = line.diagnosis.errorDescription, description.utf8.first == 0x45,
               description.hasPrefix(firstChancePrefix),
               line.diagnosis.domain != nil, line.diagnosis.domain == next.diagnosis.domain,
               input.startsWithin(2, linesAfter: line.end, next.start) {
                // The exception takes the line's place (a second line before it is then compared with it).
                var exception = next
                exception.start = min(next.start, line.start)
                found[index] = exception
                if dropped.isEmpty { dropped = [Bool](repeating: false, count: found.count) }
                dropped[index + 1] = true
            }
            index -= 1
        }
        if !dropped.isEmpty { found.removeMarked(dropped) }
    }

    private static let firstChancePrefix = "Exception thrown: '"

    /// The same codes, no other platform or class, and the same words.
    private static func isRepeat(_ second: Diagnosis, of first: Diagnosis) -> Bool {
        guard first.aadsts == second.aadsts, first.code == second.code || first.code == nil || second.code == nil,
              first.domain == second.domain || first.domain == nil || second.domain == nil,
              first.platform == second.platform || first.platform == nil || second.platform == nil,
              !first.aadsts.isEmpty || first.code != nil,
              // Two requests' failures (a log's lines without prefixes) differ in their ids.
              first.correlationId == nil || second.correlationId == nil || first.correlationId == second.correlationId,
              first.traceId == nil || second.traceId == nil || first.traceId == second.traceId,
              let a = first.errorDescription, let b = second.errorDescription else { return false }
        return words(a) == words(b)
    }

    /// The words after the first AADSTS code, or the description's first words.
    private static func words(_ description: String) -> Substring {
        let text = Substring(description)
        guard let code = text.range(of: "AADSTS") else { return text.prefix(comparedBytes) }
        let afterCode = text[code.upperBound...].drop { $0.isNumber || $0 == ":" || $0 == " " }
        return afterCode.prefix(comparedBytes)
    }

    /// Lines that open alike (`MsalUiRequiredException: AADSTS50076: …` twice) are a log's
    /// repeated failures; a repeat opens otherwise (the error after Angular's `Uncaught (in
    /// promise):`, the sign-in page's `Request Id:` block after its headline).
    private static func startAlike(_ input: TextBytes, _ first: Int, _ second: Int) -> Bool {
        let a = input.skipSpaces(from: input.lineStart(before: first), to: first + 1)
        let b = input.skipSpaces(from: input.lineStart(before: second), to: second + 1)
        return openAlike(input, a, b)
    }

    /// The 16 bytes from `a` and from `b` are the same (the words two lines open with).
    private static func openAlike(_ input: TextBytes, _ a: Int, _ b: Int) -> Bool {
        let length = 16
        guard a + length <= input.count, b + length <= input.count else { return false }
        for offset in 0..<length where input[a + offset] != input[b + offset] { return false }
        return true
    }

    /// The lines of the errors at `first` and `second` say the same words after their log
    /// prefixes (the app's one line that printed both).
    private static func samePrinter(_ input: TextBytes, _ first: Int, _ second: Int) -> Bool {
        func contentStart(_ position: Int) -> Int {
            let lineStart = input.lineStart(before: position)
            let lineEnd = min(input.lineEnd(from: lineStart), input.count)
            return LinePrefix.content(input, lineStart: lineStart, lineEnd: lineEnd)?.start
                ?? input.skipSpaces(from: lineStart, to: lineEnd)
        }
        return openAlike(input, contentStart(first), contentStart(second))
    }

    private static func hasLogPrefix(_ input: TextBytes, at start: Int) -> Bool {
        let lineStart = input.lineStart(before: start)
        return LinePrefix.content(input, lineStart: lineStart, lineEnd: min(input.lineEnd(from: lineStart), input.count)) != nil
    }
}
