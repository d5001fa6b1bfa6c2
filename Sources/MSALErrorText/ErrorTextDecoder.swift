import MSALErrorModel

/// Turns error text that apps print into diagnoses.
///
/// The input is redacted first (``Redactor``), so no token or secret reaches any
/// field. Decoders run from the most structured shape to the loosest; each claims
/// the text it explained, so a later decoder never reports the same error twice:
/// Apple `NSError` prints, exception texts (.NET, Java, Android, Python), MSAL.js
/// errors, Apple log lines and userInfo dumps, OAuth error dicts, and lines that
/// only name AADSTS/B2C codes. A text without any of these yields no diagnosis.
public enum ErrorTextDecoder {
    /// Inputs larger than this are cut to this size (`explain` refuses them instead).
    public static let maximumInputBytes = 16 * 1024 * 1024
    /// One error's text never reaches further than this from where it starts.
    static let maximumErrorBytes = 64 * 1024

    /// Every MSAL error found in `text`, in order; empty when none is recognised.
    public static func decode(_ text: String) -> [Diagnosis] {
        errors(in: text).map(\.diagnosis)
    }

    /// Every MSAL error found in a whole pasted text or log file, with the
    /// (1-based) line its text starts on.
    public static func scan(_ text: String) -> [LocatedDiagnosis] {
        var located: [LocatedDiagnosis] = []
        let (found, input) = errorsAndInput(in: text)
        var line = 1
        var cursor = 0
        for error in found {
            while cursor < error.start && cursor < input.count {
                if input[cursor] == ASCII.newline { line += 1 }
                cursor += 1
            }
            located.append(LocatedDiagnosis(line: line, diagnosis: error.diagnosis))
        }
        return located
    }

    static func errors(in text: String) -> [DecodedError] { errorsAndInput(in: text).errors }

    private static func errorsAndInput(in text: String) -> (errors: [DecodedError], input: TextBytes) {
        var redacted = Redactor.redact(text)
        if redacted.utf8.count > maximumInputBytes {
            redacted = String(decoding: redacted.utf8.prefix(maximumInputBytes), as: UTF8.self)
        }
        let input = TextBytes(redacted)
        var pass = DecodingPass(input: input)
        pass.run()
        return (pass.found.sorted { $0.start < $1.start }, input)
    }
}

/// One run of every decoder over one input.
private struct DecodingPass {
    let input: TextBytes
    var found: [DecodedError] = []
    var claimed = ClaimedRanges()
    var boundaries = SortedPositions([])
    let blankLines: SortedPositions
    let hints: PlatformHints

    init(input: TextBytes) {
        self.input = input
        hints = PlatformHints(input)
        var blanks: [Int] = []
        var lineStart = 0
        var onlySpace = true
        for index in 0..<input.count {
            let byte = input[index]
            if byte == ASCII.newline {
                if onlySpace && index > 0 { blanks.append(lineStart) }
                lineStart = index + 1
                onlySpace = true
            } else if !(byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn) {
                onlySpace = false
            }
        }
        blankLines = SortedPositions(blanks)
    }

    /// Where the text of an error that starts before `position` must end.
    func regionEnd(after position: Int) -> Int {
        var end = min(input.count, position + ErrorTextDecoder.maximumErrorBytes)
        if let boundary = boundaries.first(after: position) { end = min(end, boundary) }
        if let blank = blankLines.first(after: position) { end = min(end, blank) }
        return end
    }

    /// Where a text-like error (exception, MSAL.js error) that starts on the line of
    /// `position` ends: its continuation lines are indented, brackets, or (with
    /// `headers`) `Name: value` lines such as .NET's `Headers:` dump.
    func textRegionEnd(after position: Int, headers: Bool) -> Int {
        let limit = regionEnd(after: position)
        var lineStart = input.lineEnd(from: position) + 1
        while lineStart < limit {
            let first = input[lineStart]
            let continues: Bool
            switch first {
            case ASCII.space, ASCII.tab, ASCII.openBrace, ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen:
                continues = true
            default:
                continues = headers && ASCII.isLetter(first) && startsHeader(at: lineStart, limit: limit)
            }
            guard continues else { return lineStart }
            lineStart = input.lineEnd(from: lineStart) + 1
        }
        return limit
    }

    private func startsHeader(at start: Int, limit: Int) -> Bool {
        let end = input.identifierEnd(from: start, to: min(limit, start + 64)) { $0 == ASCII.minus }
        return input.at(end) == ASCII.colon
    }

    mutating func accept(_ error: DecodedError) {
        found.append(error)
        claimed.claim(error.start..<max(error.end, error.start + 1))
    }

    mutating func run() {
        decodeApplePrints()
        let exceptionAnchors = ExceptionAnchor.all(in: input).filter { !claimed.contains($0.start) }
        let jsAnchors = JSErrorDecoder.anchors(in: input).filter { !claimed.contains($0.start) }
        boundaries = SortedPositions(
            exceptionAnchors.filter { !$0.isInner }.map(\.start)
                + jsAnchors.filter { $0.className != nil }.map(\.start)
                + found.map(\.start))
        let exceptions = ExceptionDecoder.decode(input, anchors: exceptionAnchors,
                                                 regionEnd: { textRegionEnd(after: $0, headers: true) },
                                                 hints: hints)
        for error in exceptions { accept(error) }
        for anchor in jsAnchors where !claimed.contains(anchor.start) {
            let range: Range<Int>
            if anchor.className == nil {
                range = OAuthResponseDecoder.dictionaryRange(input, around: anchor.start, limit: input.count)
            } else {
                range = anchor.start..<max(anchor.codeStart, textRegionEnd(after: anchor.codeStart, headers: false))
            }
            accept(JSErrorDecoder.decode(input, anchor: anchor, range: range))
        }
        for anchor in AppleLogDecoder.domainAnchors(in: input) where !claimed.contains(anchor.start) {
            if let error = AppleLogDecoder.decode(input, anchor: anchor, limit: regionEnd(after: anchor.end)) {
                accept(error)
            }
        }
        for key in AppleLogDecoder.msalKeys {
            var cursor = 0
            while let hit = input.find(key, from: cursor) {
                cursor = hit + key.count
                guard !claimed.contains(hit),
                      let error = AppleLogDecoder.userInfoDump(input, keyAt: hit, limit: regionEnd(after: hit)) else {
                    continue
                }
                accept(error)
            }
        }
        for anchor in OAuthResponseDecoder.anchors(in: input) where !claimed.contains(anchor) {
            if let error = OAuthResponseDecoder.decode(input, anchor: anchor, limit: regionEnd(after: anchor),
                                                       hints: hints) {
                accept(error)
            }
        }
        for anchor in ServerCodeLineDecoder.anchors(in: input) where !claimed.contains(anchor) {
            if let error = ServerCodeLineDecoder.decode(input, anchor: anchor, limit: input.count) {
                accept(error)
            }
        }
    }

    private mutating func decodeApplePrints() {
        var cursor = 0
        while let hit = input.find(AppleErrorPrintDecoder.anchor, from: cursor) {
            if let error = AppleErrorPrintDecoder.parse(input, at: hit, limit: input.count) {
                accept(error)
                cursor = max(error.end, hit + 1)
            } else {
                cursor = hit + 1
            }
        }
    }
}
