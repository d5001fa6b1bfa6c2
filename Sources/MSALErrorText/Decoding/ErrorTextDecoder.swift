import MSALErrorModel

/// Turns error text that apps print into diagnoses.
///
/// Every text field of a result is redacted (``Redactor``), so no token or secret
/// from the input reaches a diagnosis. Decoders run from the most structured shape to the loosest; each claims
/// the text it explained, so a later decoder never reports the same error twice:
/// Apple `NSError` prints, exception texts (.NET, Java, Android, Python), MSAL.js
/// errors, Apple log lines and userInfo dumps, OAuth error dicts, and lines that
/// only name AADSTS/B2C codes. A text without any of these yields no diagnosis.
public enum ErrorTextDecoder {
    /// The most text decoded in one piece. Larger texts are read as a stream by
    /// ``ErrorStreamReader`` (chunks of ``StreamLimits/chunkBytes``), so nothing is cut.
    public static let maximumInputBytes = 16 * 1024 * 1024
    /// One error's text never reaches further than this from where it starts.
    public static let maximumErrorBytes = 64 * 1024
    /// How many errors nested in one another (inner exceptions, `Caused by:`,
    /// `NSUnderlyingError`) a diagnosis keeps: the outermost ones and the innermost,
    /// with ``Diagnosis/omittedUnderlyingCount`` saying how many were left out between.
    public static let maximumNestingDepth = 8

    /// Every MSAL error found in `text`, in order; empty when none is recognised.
    /// Personal data is masked unless `personalData` is `.shown`.
    public static func decode(_ text: String, personalData: PersonalData = .redacted) -> [Diagnosis] {
        guard text.utf8.count <= maximumInputBytes else {
            return streamed(text, personalData: personalData).map(\.diagnosis)
        }
        var found = errors(in: TextBytes(text), personalData: personalData)
        var diagnoses: [Diagnosis] = []
        diagnoses.reserveCapacity(found.count)
        for index in found.indices { diagnoses.append(found[index].takeDiagnosis()) }
        return diagnoses
    }

    /// Every MSAL error found in a whole pasted text or log file, with the
    /// (1-based) line its text starts on.
    public static func scan(_ text: String, personalData: PersonalData = .redacted) -> [LocatedDiagnosis] {
        guard text.utf8.count <= maximumInputBytes else { return streamed(text, personalData: personalData) }
        let input = TextBytes(text)
        var found = errors(in: input, personalData: personalData)
        var located: [LocatedDiagnosis] = []
        located.reserveCapacity(found.count)
        var line = 1
        var cursor = 0
        for index in found.indices {
            while cursor < found[index].start && cursor < input.count {
                if input[cursor] == ASCII.newline { line += 1 }
                cursor += 1
            }
            located.append(LocatedDiagnosis(line: line, diagnosis: found[index].takeDiagnosis()))
        }
        return located
    }

    /// A text too large to decode in one piece, read as a stream. (Lines longer than
    /// ``StreamLimits/maximumLineBytes`` are skipped; callers that must report them use
    /// ``ErrorStreamReader`` themselves.)
    private static func streamed(_ text: String, personalData: PersonalData) -> [LocatedDiagnosis] {
        var reader = ErrorStreamReader(InMemorySource(text), personalData: personalData)
        let findings = (try? reader.all()) ?? []  // reading memory does not fail
        return findings.compactMap { if case .error(let located) = $0 { located } else { nil } }
    }

    static func errors(in text: String) -> [DecodedError] { errors(in: TextBytes(text)) }

    /// Whether an error's text was cut at ``maximumErrorBytes``: it reaches that far from its
    /// start and ends inside a line, with more of the line after it. (An error that reaches
    /// as far and ends at a line's end, as the second error on a long line does, ended there.)
    static func isCut(_ error: DecodedError, in input: TextBytes) -> Bool {
        error.end - error.start >= maximumErrorBytes && error.end < input.count
            && input[error.end] != ASCII.newline && input[error.end - 1] != ASCII.newline
    }

    /// Every error in `input`, in order, redacted.
    static func errors(in input: TextBytes, personalData: PersonalData = .redacted) -> [DecodedError] {
        var (found, read) = unredactedErrors(in: input)
        for index in found.indices {
            found[index].diagnosis.redactSecrets(personalData: personalData)
            if isCut(found[index], in: read) { found[index].diagnosis.isTruncated = true }
        }
        return found
    }

    /// Every error in `input`, in order, not yet redacted; and the text as the decoders read it.
    /// `inEscapedText` when `input` is a string a JSON log entry held (``EscapedExceptionText``).
    static func unredactedErrors(in input: TextBytes, inEscapedText: Bool = false) -> ([DecodedError], TextBytes) {
        // A raw CI log's colour codes, read as spaces (every byte keeps its position).
        let input = TerminalEscapes.blanked(input) ?? input
        // PowerShell 7's wrapped messages, each read as one line; every position outside them
        // is unchanged, so callers count lines on the text as it came.
        let view = PowerShellErrorView.unwrapped(input)
        var pass = DecodingPass(input: view?.text ?? input)
        // A service message hard-wrapped at a column, read as one line too (rare: then read again).
        if let unwrapped = WrappedServerMessage.unwrapped(pass.input, anchors: pass.anchors) {
            pass = DecodingPass(input: unwrapped)
        }
        pass.run()
        var found = pass.found
        pass.found = []  // `found` is then the only owner: sorted and redacted in place, not copied
        if !found.isSorted { found.sort { $0.start < $1.start } }
        if let view { PowerShellErrorView.adoptPlatform(&found, messages: view.messages) }
        RepeatedError.dropFirstChanceLines(pass.input, found: &found)
        if !inEscapedText { EscapedExceptionText.readAgain(pass.input, found: &found) }
        return (found, pass.input)
    }
}

/// One run of every decoder over one input.
private struct DecodingPass {
    let input: TextBytes
    var found: [DecodedError] = []
    var claimed = ClaimedRanges()
    var regions: TextRegions
    let hints: PlatformHints

    let anchors: AnchorIndex

    init(input: TextBytes) {
        anchors = AnchorIndex(input)
        var input = input
        input.longLines = anchors.longLines
        input.longLinesKnown = true
        input.longestLine = anchors.longestLine
        self.input = input
        hints = PlatformHints(anchors)
        regions = TextRegions(input: input, blankLines: SortedPositions(alreadySorted: anchors.blankLines))
    }

    func regionEnd(after position: Int) -> Int { regions.regionEnd(after: position) }

    func textRegionEnd(after position: Int, headers: Bool) -> Int {
        regions.textRegionEnd(after: position, headers: headers)
    }

    mutating func accept(_ error: consuming DecodedError) {
        var error = error
        ErrorIds.complete(&error, in: input, limit: input.count)
        claimed.claim(error.start..<max(error.end, error.start + 1))
        found.append(error)
    }

    /// As `accept` for each, without copying the errors when they are the first found.
    mutating func accept(_ errors: consuming [DecodedError]) {
        var errors = errors
        for index in errors.indices { ErrorIds.complete(&errors[index], in: input, limit: input.count) }
        for index in errors.indices {
            claimed.claim(errors[index].start..<max(errors[index].end, errors[index].start + 1))
        }
        if found.isEmpty { found = errors } else { found.append(contentsOf: errors) }
    }

    /// Where a text-like error, one already found, or a line that opens an error
    /// dictionary starts: the end of the region of any error before it.
    private func errorStarts(_ exceptionAnchors: [ExceptionAnchor], _ jsAnchors: [JSErrorDecoder.Anchor])
        -> SortedPositions {
        var starts: [Int] = []
        starts.reserveCapacity(exceptionAnchors.count + jsAnchors.count + found.count)
        for index in exceptionAnchors.indices where !exceptionAnchors[index].isInner && !exceptionAnchors[index].isMessageCause {
            starts.append(exceptionAnchors[index].start)
        }
        for index in jsAnchors.indices where jsAnchors[index].className != nil { starts.append(jsAnchors[index].start) }
        for index in found.indices { starts.append(found[index].start) }
        if anchors.has(.oauthError) || anchors.has(.jsErrorCode) {
            for hit in anchors.allHits where hit.kind == .oauthError || hit.kind == .jsErrorCode {
                if let line = TextRegions.errorDictionaryLine(input, keyAt: hit.start) { starts.append(line) }
            }
        }
        starts.sort()  // here, where `starts` has one owner: sorted in place
        return SortedPositions(alreadySorted: starts)
    }

    mutating func run() {
        decodeApplePrints()
        var exceptionAnchors = ExceptionAnchor.all(in: input, index: anchors)
        var jsAnchors = JSErrorDecoder.anchors(in: input, index: anchors)
        if !claimed.isEmpty {
            exceptionAnchors.removeAll { claimed.contains($0.start) }
            jsAnchors.removeAll { claimed.contains($0.start) }
        }
        regions.boundaries = errorStarts(exceptionAnchors, jsAnchors)
        // The closures capture the regions alone: capturing the pass would copy all of it.
        let regions = self.regions, anchors = self.anchors
        let exceptions = ExceptionDecoder.decode(input, anchors: exceptionAnchors,
                                                 regionEnd: { regions.textRegionEnd(after: $0, headers: true, bound: $1) },
                                                 nextErrorAfter: { regions.boundaries.first(after: $0) ?? regions.input.count },
                                                 startsError: { anchors.startsError(in: $0) }, hints: hints)
        accept(exceptions)
        var detailOf: DecodedError?
        for (index, anchor) in jsAnchors.enumerated() where !claimed.contains(anchor.start) {
            let range: Range<Int>
            if anchor.className == nil {
                range = OAuthResponseDecoder.dictionaryRange(input, around: anchor.start, limit: input.count)
            } else {
                range = anchor.start..<max(anchor.codeStart, textRegionEnd(after: anchor.codeStart, headers: false))
            }
            var error = JSErrorDecoder.decode(input, anchor: anchor, range: range)
            if var outer = detailOf.take() {
                // msal-common's `… Detail: ClientAuthError: openid_config_error: …`: the cause it wraps.
                outer.diagnosis.underlying = error.diagnosis
                outer.end = max(outer.end, error.end)
                error = outer
            }
            if index + 1 < jsAnchors.count, JSErrorDecoder.isRepeatedHeading(input, jsAnchors[index + 1], of: anchor) {
                // The same error again as its stack's first line: its lines are this error's.
                error.end = max(error.end, textRegionEnd(after: jsAnchors[index + 1].codeStart, headers: false))
            }
            if index + 1 < jsAnchors.count, JSErrorDecoder.isDetail(input, jsAnchors[index + 1], of: error) {
                detailOf = error
                continue
            }
            accept(error)
        }
        if let outer = detailOf { accept(outer) }
        decodeLooseTexts()
        for anchor in AppleLogDecoder.domainAnchors(in: input, index: anchors) where !claimed.contains(anchor.start) {
            if let error = AppleLogDecoder.decode(input, anchor: anchor, limit: regionEnd(after: anchor.end)) {
                accept(error)
            }
        }
        for hit in anchors.hits(.msalKey) where !claimed.contains(hit.start) {
            if let error = AppleLogDecoder.userInfoDump(input, keyAt: hit.start, limit: regionEnd(after: hit.start)) {
                accept(error)
            }
        }
        var refusedRange: Range<Int>?
        for anchor in OAuthResponseDecoder.anchors(in: input, index: anchors) where !claimed.contains(anchor) {
            if let error = OAuthResponseDecoder.decode(input, anchor: anchor, limit: regionEnd(after: anchor),
                                                       hints: hints, refused: &refusedRange) {
                accept(error)
            }
        }
        for anchor in ServerCodeLineDecoder.anchors(in: input, index: anchors) where !claimed.contains(anchor) {
            if let error = ServerCodeLineDecoder.decode(input, anchor: anchor, limit: input.count) {
                accept(error)
            }
        }
        // msal4j's throttling refusal, which names no code when only its message is printed,
        // MSAL Python's failed authority discovery, MSAL Go's failed HTTP call, whose catalog entry is a format string, and its error
        // status with a body that is no OAuth error.
        accept(ThrottlingSentenceDecoder.decode(input, claimed: claimed, found: &found))
        // MSAL Python's failed authority discovery, a ValueError that names no code.
        accept(PythonAuthorityFailure.decode(input, claimed: claimed, found: &found))
        // requests' words for MSAL Python's request that reached no sign-in host.
        accept(PythonConnectionPoolError.decode(input, anchors: anchors, claimed: claimed, found: found))
        accept(GoServerResponseError.decode(input, anchors: anchors, claimed: claimed))
        accept(GoReplyStatusError.decode(input, anchors: anchors, claimed: claimed))
        // MSALRuntime's own line for an error it created, as whichever MSAL forwarded it logs it.
        accept(RuntimeErrorLine.decode(input, anchors: anchors, claimed: claimed))
        // In text order from here (the joins walk neighbours; `errors(in:)` then need not sort).
        if !found.isSorted { found.sort { $0.start < $1.start } }
        if anchors.has(.hintJava) { Msal4jFailureLine.join(input, anchors: anchors, found: &found) }
        if anchors.has(.oauthError) { RestatedResponse.join(input, found: &found) }
        RepeatedError.join(input, found: &found)
        if anchors.has(.exceptionSuffix) || anchors.has(.pythonException) { CredentialChain.join(input, found: &found) }
        // Last, and apart: catalog values wherever they stand (Decoding/Backstop/).
        CatalogBackstop.run(input, found: &found, regions: regions)
        if !found.isSorted { found.sort { $0.start < $1.start } }
        RepeatedError.joinWithinJSONEntry(input, found: &found)
        RepeatedError.joinSameRequest(input, found: &found)
        if anchors.has(.hintPython) { RepeatedError.joinAnnouncedTraceback(input, found: &found) }
        if anchors.has(.exceptionSuffix) { RepeatedError.joinNestedRestatement(input, found: &found) }
        RepeatedError.joinSummaryLines(input, found: &found)
        if anchors.has(.exceptionSuffix) || anchors.has(.pythonException) { RepeatedError.joinBareTypeLines(input, found: &found) }
        if anchors.has(.runtimeStatus) { RuntimeErrorLine.join(input, found: &found) }
        BrokerStrategyLines.join(input, found: &found)
        if anchors.has(.appleDomain) || anchors.has(.applePrint) {
            AppleRecordRepeats.join(input, found: &found)
            AppleRecordRepeats.joinLocalizedSentences(input, found: &found)
        }
        // Each error's time, from its first line's prefix or its server `Timestamp:` (Fields/ErrorTime.swift).
        for index in found.indices { ErrorTime.complete(&found[index], in: input) }
    }

    /// MSAL.js `{code, desc}` objects, the Windows broker's message alone, HTTP
    /// responses and MSAL Python's `HTTP Error: 503`: after the exceptions, which may
    /// hold any of them in their own text.
    private mutating func decodeLooseTexts() {
        for hit in anchors.hits(.pythonHTTPError) where !claimed.contains(hit.start) {
            if let error = PythonHTTPErrorDecoder.decode(input, at: hit.start) { accept(error) }
        }
        if anchors.has(.jsDescription) {
            for anchor in JSCodeDescriptionDecoder.anchors(in: input, index: anchors) where !claimed.contains(anchor) {
                if let error = JSCodeDescriptionDecoder.decode(input, anchor: anchor) { accept(error) }
            }
        }
        if anchors.has(.wamError) {
            let wamAnchors = WindowsBrokerTextDecoder.anchors(in: input, index: anchors)
            // Where each anchor's message ends at the latest: at the next `WAM Error` heading, which
            // starts another message. Also so that a line of headings costs linear time, not each
            // the rest of the line.
            var nextHeading = [Int](repeating: .max, count: wamAnchors.count)
            for index in wamAnchors.indices.dropLast().reversed() {
                let next = wamAnchors[index + 1]
                nextHeading[index] = WindowsBrokerTextDecoder.isMessageLabel(input, at: next) ? nextHeading[index + 1] : next
            }
            for (index, anchor) in wamAnchors.enumerated() where !claimed.contains(anchor) {
                let end = min(textRegionEnd(after: anchor, headers: false), nextHeading[index])
                if let error = WindowsBrokerTextDecoder.decode(input, start: anchor, end: end) { accept(error) }
            }
        }
        if anchors.has(.httpResponse) {
            for anchor in HTTPResponseDecoder.anchors(in: input, index: anchors) where !claimed.contains(anchor.start) {
                if let error = HTTPResponseDecoder.decode(input, anchor: anchor, regionEnd: { [regions] in regions.regionEnd(after: $0) }) {
                    accept(error)
                }
            }
        }
    }

    private mutating func decodeApplePrints() {
        var cursor = 0
        for hit in anchors.hits(.applePrint) where hit.start >= cursor {
            let (error, end) = AppleErrorPrintDecoder.parseOrSkip(input, at: hit.start, limit: input.count)
            if let error { accept(error) }
            cursor = max(end, hit.start + 1)
        }
    }
}
