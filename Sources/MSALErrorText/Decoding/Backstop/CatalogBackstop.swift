import MSALErrorModel

/// The catalog backstop: after the shape decoders have run on a text, every value the
/// catalog knows is looked for wherever it stands (``CatalogTokens``).
///
/// Evidence is ranked. A shape decoder's full answer wins and is not looked at again. A
/// decoded error whose diagnosis names nothing the advice can act on
/// (``BackstopDiagnosis/needsFilling(_:)``) gets the fields it lacks from the catalog values
/// in its own text and the lines just after it. Text no decoder claimed is read last: the
/// values of one error (its line and the lines that continue it) give one diagnosis, never
/// one per token; a value on a line that continues a decoded error belongs to that error, and
/// a value an app logged just before the error that carries the same code is that error.
enum CatalogBackstop {
    /// How many lines after its own text a decoded error with nothing actionable still takes
    /// a code from (`### Reason ###` then `ErrorCode: x`; a Serilog `, ErrorCode: x` line).
    static let trailingLines = 2

    static func run(_ input: TextBytes, found: inout [DecodedError], regions: TextRegions) {
        if found.count > 1 {
            if !found.isSorted { found.sort { $0.start < $1.start } }
            AdditionalInformation.merge(input, &found, regions: regions)
        }
        var covered: [Range<Int>] = []
        covered.reserveCapacity(found.count)
        for index in found.indices {
            var reach = max(found[index].end, found[index].start + 1)
            guard onShortLine(input, found[index].start) else {
                covered.append(found[index].start..<reach)
                continue
            }
            if case .text(let code)? = found[index].diagnosis.code, found[index].diagnosis.codeName == nil,
               found[index].diagnosis.domain != nil {
                SharedClassPlatform.settle(&found[index].diagnosis, code: code, input: input,
                                           range: found[index].start..<reach)
            }
            let platform = found[index].diagnosis.platform
            if platform == .js || (platform == nil && (found[index].diagnosis.code != nil
                                                         || found[index].diagnosis.oauthError != nil)),
               !BackstopDiagnosis.adoptEvidence(&found[index].diagnosis, input: input, range: found[index].start..<reach),
               found[index].diagnosis.domain == nil, platform == .js {
                BackstopDiagnosis.fillJSClass(&found[index].diagnosis)
            }
            if BackstopDiagnosis.needsFilling(found[index].diagnosis) {
                reach = max(reach, fillingEnd(input, after: found[index].start, regions: regions))
                let range = found[index].start..<reach
                let findings = CatalogTokens.findings(in: input, range)
                if !findings.isEmpty {
                    BackstopDiagnosis.fill(&found[index].diagnosis, from: findings, input: input, range: range)
                }
            }
            if found[index].diagnosis.platform == nil,
               !found[index].diagnosis.aadsts.isEmpty || !found[index].diagnosis.b2cCodes.isEmpty {
                // A bare AADSTS text names no MSAL, and no class filled one in; the words on its
                // lines may (`azure.identity._internal…: `, a logcat tag).
                found[index].diagnosis.platform = bareServerCodePlatform(input, found[index].start..<reach)
            }
            covered.append(found[index].start..<reach)
        }
        readGaps(input, covered: covered, found: &found, regions: regions)
    }

    /// The platform the lines of a bare AADSTS/B2C error name, read around the server's own
    /// text: before the code on its line, and on the error's lines after that one. The server's
    /// description never names the MSAL, and may hold words that look like a marker (an app
    /// named `msal.test`); skipping it also keeps this cheap on app logs.
    private static func bareServerCodePlatform(_ input: TextBytes, _ range: Range<Int>) -> Platform? {
        let lineStart = input.lineStart(before: range.lowerBound)
        let end = min(input.lineEnd(from: max(range.upperBound - 1, range.lowerBound)), input.count)
        let code = [CommonFields.aadstsPrefix, CommonFields.b2cPrefix].lazy.compactMap { input.find($0, from: lineStart, to: end) }.min() ?? end
        if let platform = PlatformEvidence.platform(in: input, lineStart..<code) { return platform }
        let after = min(input.lineEnd(from: code) + 1, end)
        if after < end, let platform = PlatformEvidence.platform(in: input, after..<end) { return platform }
        return azureCLIHintFollows(input, after: end) || azureCLICommandPrecedes(input, lineStart: lineStart) ? .python : nil
    }

    /// The Azure CLI's own `ERROR: <the service's message>` on the line just after the `az` command
    /// that failed (a CI task's `[command]/usr/bin/az login …`, a shell's `$ az login …`).
    private static func azureCLICommandPrecedes(_ input: TextBytes, lineStart: Int) -> Bool {
        guard lineStart > 0 else { return false }
        // Its `ERROR: ` in the line's first bytes (behind a CI runner's time), before the message.
        guard input.find(cliErrorPrefix, from: lineStart, to: min(input.lineEnd(from: lineStart), lineStart + 48)) != nil
        else { return false }
        let previous = input.lineStart(before: lineStart - 1)
        let end = min(lineStart - 1, previous + 160)
        return input.find(azLogin, from: previous, to: end) != nil || input.find(azBinary, from: previous, to: end) != nil
    }

    private static let cliErrorPrefix = Array("ERROR: ".utf8)
    private static let azBinary = Array("/bin/az ".utf8)

    /// The Azure CLI (which runs on MSAL Python) follows a server error with what to run: the
    /// next line is `az login …`, or its sentence before that line (`Interactive authentication is
    /// needed. Please run:`, `To re-authenticate, please run:`). Only the next line's first bytes
    /// are read: this runs for every bare AADSTS error of an app log.
    private static func azureCLIHintFollows(_ input: TextBytes, after end: Int) -> Bool {
        guard end + 1 < input.count else { return false }
        var text = input.skipSpaces(from: end + 1, to: min(input.count, end + 65))
        // Behind the prefix every line of a CI log has (`2026-03-14T10:30:09.7700000Z az login …`).
        if ASCII.isDigit(input.at(text)) { text = LinePrefix.textStart(input, end + 1..<input.lineEnd(from: end + 1)) }
        return input.hasPrefix(azLogin, at: text) || cliHintSentences.contains { input.hasPrefix($0, at: text) }
    }

    private static let cliHintSentences = ["Interactive authentication is needed", "To re-authenticate, please run"]
        .map { Array($0.utf8) }
    private static let azLogin = Array("az login".utf8)

    /// Reads the text between the covered ranges (`covered[i]` is `found[i]`'s, in order).
    private static func readGaps(_ input: TextBytes, covered: [Range<Int>], found: inout [DecodedError],
                                 regions: TextRegions) {
        var gapStart = 0
        var previous: Int?
        var added: [DecodedError] = []
        for next in 0...covered.count {
            let range = next < covered.count ? covered[next] : input.count..<input.count
            if range.lowerBound > gapStart {
                let findings = CatalogTokens.findings(in: input, gapStart..<range.lowerBound)
                if !findings.isEmpty {
                    readGap(input, findings, gap: gapStart..<range.lowerBound, previous: previous,
                            next: next < covered.count ? next : nil, found: &found, into: &added, regions: regions)
                }
            }
            if range.upperBound > gapStart {
                gapStart = range.upperBound
                previous = next < covered.count ? next : previous
            }
        }
        found.append(contentsOf: added)
    }

    /// Findings on lines that continue the decoded error before the gap fill that error;
    /// the others group into new errors, one per error.
    private static func readGap(_ input: TextBytes, _ findings: [CatalogFinding], gap: Range<Int>, previous: Int?,
                                next: Int?, found: inout [DecodedError], into added: inout [DecodedError],
                                regions: TextRegions) {
        var index = 0
        if let previous {
            let before = found[previous]
            let needs = BackstopDiagnosis.needsFilling(before.diagnosis)
            let end = needs ? fillingEnd(input, after: before.start, regions: regions)
                : continuationEnd(input, after: before.start, regions: regions)
            var attached: [CatalogFinding] = []
            while index < findings.count, findings[index].start < end {
                attached.append(findings[index])
                index += 1
            }
            if needs, !attached.isEmpty {
                BackstopDiagnosis.fill(&found[previous].diagnosis, from: attached, input: input, range: before.start..<end)
            }
        }
        while index < findings.count {
            guard onShortLine(input, findings[index].start) else {
                index = readOnLongLine(input, findings, from: index, gap: gap, into: &added)
                continue
            }
            let groupStart = input.lineStart(before: findings[index].start)
            let groupEnd = min(continuationEnd(input, after: findings[index].start, regions: regions), gap.upperBound)
            var group: [CatalogFinding] = []
            while index < findings.count, findings[index].start < groupEnd {
                group.append(findings[index])
                index += 1
            }
            let lastLineEnd = input.lineEnd(from: group[group.count - 1].end)
            let range = groupStart..<max(min(lastLineEnd, gap.upperBound), groupStart + 1)
            if let next, input.lineStart(before: found[next].start) <= min(input.lineEnd(from: range.upperBound) + 1, input.count),
               input.lineStart(before: found[next].start) == groupStart
                || !(isJSONEntryLine(input, at: groupStart) || isJSONEntryLine(input, at: found[next].start)) {
                // On the line just before a decoded error, or on its own line before it (`Broker response
                // returned error: io_error`, `MSAL error no_current_account: <exception>`): that error's
                // context. It fills what the error lacks, and is never an error of its own. (Where either
                // line is a JSON log entry, a record of its own, only values in the error's own entry are.)
                if BackstopDiagnosis.needsFilling(found[next].diagnosis) {
                    BackstopDiagnosis.fill(&found[next].diagnosis, from: group, input: input,
                                           range: groupStart..<max(found[next].end, found[next].start + 1))
                } else if found[next].diagnosis.domain == nil, group.contains(where: { $0.slot == .errorClass }),
                          let context = BackstopDiagnosis.diagnosis(of: group, input: input, range: range),
                          let domain = context.domain,
                          found[next].diagnosis.platform == nil || found[next].diagnosis.platform == context.platform {
                    // A class named just before an error with codes but no class (Visual Studio's
                    // `Exception thrown: '<Type>' in …` above the app's line with the AADSTS text) is its class.
                    found[next].diagnosis.domain = domain
                    if found[next].diagnosis.platform == nil { found[next].diagnosis.platform = context.platform }
                }
                if found[next].diagnosis.correlationId == nil,
                   let id = ErrorIds.prefixCorrelationId(before: group[0].start, in: input) {
                    // MSAL's own log line about the error (`[<time> GMT] : [<id>] : @azure/msal-browser@… :
                    // Error - … no_token_request_cache_error`): its id is the error's, and its time too.
                    found[next].diagnosis.correlationId = id
                    found[next].start = min(found[next].start, groupStart)
                }
                continue
            }
            guard var diagnosis = BackstopDiagnosis.diagnosis(of: group, input: input, range: range),
                  !BackstopDiagnosis.isGeneric(diagnosis, findings: group, input: input, range: range) else { continue }
            if let previous, let code = diagnosis.code, found[previous].diagnosis.code == code,
               input.startsWithin(3, linesAfter: found[previous].end, groupStart) {
                // The code the error above already has, restated a few lines below it (App Center's
                // `### Reason ###` / `ErrorCode: …` after the stack): that error again, not another.
                continue
            }
            if let previous,
               groupStart <= min(input.lineEnd(from: max(found[previous].end - 1, found[previous].start)) + 1, input.count) {
                // The line right after a decoded error: the code a decoder already lent it
                // (`errorCode=cache_miss`), or, unprefixed and with no class of its own, that error's context.
                if let code = diagnosis.code, found[previous].diagnosis.code == code { continue }
                // A JSON log entry of its own is the logger's next record, as a prefixed line is.
                let own = group.contains { $0.slot == .errorClass }
                let lineEnd = input.lineEnd(from: groupStart)
                if !own, LinePrefix.content(input, lineStart: groupStart, lineEnd: lineEnd) == nil,
                   !TextRegions.isJSONEntry(input, lineEndingAt: lineEnd) {
                    continue
                }
            }
            if diagnosis.correlationId == nil || diagnosis.traceId == nil {
                let ids = CommonFields.ids(in: input, range, correlation: diagnosis.correlationId == nil,
                                           trace: diagnosis.traceId == nil)
                if diagnosis.correlationId == nil { diagnosis.correlationId = ids.correlation }
                if diagnosis.traceId == nil { diagnosis.traceId = ids.trace }
            }
            if diagnosis.correlationId == nil {
                // The id slot of an MSAL log prefix before the value (`MSAL 1.7.1 Mac 15.2.0 [<time> - <id>] …
                // error: -50001 error domain: MSALErrorDomain`), as a decoded error's is read.
                diagnosis.correlationId = ErrorIds.prefixCorrelationId(before: group[0].start, in: input)
            }
            var end = range.upperBound
            if diagnosis.errorDescription == nil {
                let lineStart = input.lineStart(before: group[0].start)
                if let message = AdditionalInformation.messageAfterHeader(input, lineStart: lineStart) {
                    // Visual Studio's header names the type; the message is the next line.
                    diagnosis.errorDescription = TextUnescaping.cleanDescription(input, message)
                    if diagnosis.code == nil,
                       let code = FixedMessages.code(of: diagnosis.errorDescription, on: diagnosis.platform) {
                        diagnosis.code = code
                    }
                    end = max(end, message.upperBound)
                } else {
                    diagnosis.errorDescription = TextUnescaping.cleanDescription(input, lineStart..<input.lineEnd(from: group[0].start))
                }
            }
            added.append(DecodedError(start: groupStart, end: end, diagnosis: diagnosis))
        }
    }

    /// True when the line holding `position` is one JSON log entry: a record of its own, never
    /// the context of the error on the line next to it (values in the entry of a decoded error
    /// are that error's context still).
    private static func isJSONEntryLine(_ input: TextBytes, at position: Int) -> Bool {
        TextRegions.isJSONEntry(input, lineEndingAt: min(input.lineEnd(from: position), input.count))
    }

    /// On a line longer than ``maximumLineBytes`` (a JSON log entry with its payload, lines a
    /// collector joined), where the line ends says nothing about where an error does: the findings
    /// from `first` that follow each other within ``longLineReach`` bytes are one error, read in a
    /// window reaching that far either side of them (and no more than ``maximumLineBytes`` long),
    /// as if it were their line. Bounded windows keep a huge line of repeated errors linear.
    /// Returns the index of the first finding not read.
    private static func readOnLongLine(_ input: TextBytes, _ findings: [CatalogFinding], from first: Int,
                                       gap: Range<Int>, into added: inout [DecodedError]) -> Int {
        var index = first + 1
        let lineStart = input.lineStart(before: findings[first].start)
        let lineEnd = min(input.lineEnd(from: findings[first].start), gap.upperBound)
        let groupLimit = findings[first].start + maximumLineBytes
        while index < findings.count, findings[index].start < groupLimit, findings[index].start < lineEnd,
              findings[index].start - findings[index - 1].end <= longLineReach {
            index += 1
        }
        let group = Array(findings[first..<index])
        let window = max(lineStart, gap.lowerBound, group[0].start - longLineReach)
            ..< min(lineEnd, group[group.count - 1].end + longLineReach)
        guard var diagnosis = BackstopDiagnosis.diagnosis(of: group, input: input, range: window),
              !BackstopDiagnosis.isGeneric(diagnosis, findings: group, input: input, range: window) else { return index }
        if diagnosis.correlationId == nil || diagnosis.traceId == nil {
            let ids = CommonFields.ids(in: input, window, correlation: diagnosis.correlationId == nil,
                                       trace: diagnosis.traceId == nil)
            if diagnosis.correlationId == nil { diagnosis.correlationId = ids.correlation }
            if diagnosis.traceId == nil { diagnosis.traceId = ids.trace }
        }
        if diagnosis.errorDescription == nil { diagnosis.errorDescription = TextUnescaping.cleanDescription(input, window) }
        added.append(DecodedError(start: window.lowerBound, end: window.upperBound, diagnosis: diagnosis))
        return index
    }

    /// How far apart the findings of one error on a long line may stand, and how far around them
    /// its window reaches.
    static let longLineReach = 256

    /// Where the line `count` lines after the one ending at `position` starts.
    private static func lineStarts(_ input: TextBytes, after position: Int, count: Int) -> Int {
        var cursor = position
        for _ in 0..<count where cursor < input.count { cursor = input.lineEnd(from: cursor + 1) }
        return min(cursor + 1, input.count)
    }

    /// The longest line the backstop reads around a value: finding a line's ends is linear, so
    /// on one huge line of repeated errors it would be quadratic.
    static let maximumLineBytes = 4096

    /// True when the line holding `position` is at most ``maximumLineBytes`` long.
    static func onShortLine(_ input: TextBytes, _ position: Int) -> Bool {
        let count = input.count
        if input.longLinesKnown {
            // No line as long as that (an app log's chunk, as a rule): the look-up below would say true.
            guard input.longestLine >= maximumLineBytes else { return true }
            // The decoding pass lists every line longer than 256 bytes: a position on none of
            // them is on a short line, and a long one's ends are known without a scan (the
            // same answer as the scan below; it cost ~500 instructions per error on app logs).
            guard let line = input.longLine(holding: position)
                    ?? (position > 0 ? input.longLine(holding: position - 1) : nil) else { return true }
            return position - line.lowerBound <= maximumLineBytes
                && (line.lowerBound + maximumLineBytes >= count || line.upperBound < line.lowerBound + maximumLineBytes)
        }
        var back = position - 1, budget = maximumLineBytes
        while back >= 0, budget > 0, input[back] != ASCII.newline { back -= 1; budget -= 1 }
        guard back < 0 || input[back] == ASCII.newline else { return false }
        let forward = min(count, position + budget)
        return forward == count || input.firstIndex(of: ASCII.newline, from: position, to: forward) != nil
    }

    private static let additionalInformation = Array("additional information".utf8)

    /// Where the text of an error whose line holds `position` ends: the lines that continue it
    /// (``TextRegions/textRegionEnd(after:headers:)``), and a .NET `Additional information:` line.
    static func continuationEnd(_ input: TextBytes, after position: Int, regions: TextRegions) -> Int {
        var end = regions.textRegionEnd(after: position, headers: true)
        let limit = regions.regionEnd(after: position)
        while end < limit, input.hasPrefixIgnoringCase(additionalInformation, at: input.skipSpaces(from: end, to: limit)) {
            end = max(end + 1, regions.textRegionEnd(after: end, headers: true))
        }
        return end
    }

    /// How far a decoded error with nothing actionable takes values from: its continuation
    /// and ``trailingLines`` more lines, never past a blank line or the next error.
    static func fillingEnd(_ input: TextBytes, after position: Int, regions: TextRegions) -> Int {
        var end = continuationEnd(input, after: position, regions: regions)
        let limit = regions.regionEnd(after: position)
        // A line a logger prefixed is the logger's next message, not this error's.
        for _ in 0..<trailingLines where end < limit {
            let lineEnd = min(input.lineEnd(from: end), limit)
            guard lineEnd > end, LinePrefix.content(input, lineStart: end, lineEnd: lineEnd) == nil else { break }
            end = min(lineEnd + 1, limit)
        }
        return end
    }
}
