import MSALErrorModel

/// The labels that say the value after them is an error code or class (`Error Code: x`,
/// `ErrorCode: x`, `"errorCode":"x"`, `code: 'x'`, `error=x`, `Exception type: T`,
/// `status: -34018`), and the Apple domains a number is read with (`(MSALErrorDomain, -50005)`,
/// `error code -51440, MSIDErrorDomain`). A plain English word (`cancelled`) counts as a code
/// only after one of these labels, so prose never fires.
enum BackstopCarriers {
    /// Lower case; matched as the end of the label before `:` or `=`.
    private static let labels: [[UInt8]] = [
        "error code", "errorcode", "error_code", "error-code", "code", "error", "suberror", "sub_error", "sub error",
        "status", "exception type", "errortype", "error type", "error_type", "v2error", "reason", "errorname",
    ].map { Array($0.utf8) }

    /// When a code label stands right before the token at `tokenStart`, the value it labels:
    /// to the closing quote, or to the end of its line or field; nil without a label.
    static func labelledValue(_ input: TextBytes, tokenStart: Int, tokenEnd: Int, limit: Int) -> Range<Int>? {
        var cursor = tokenStart - 1
        var quote: UInt8?
        if input.at(cursor) == ASCII.quote || input.at(cursor) == ASCII.apostrophe {
            quote = input[cursor]
            cursor -= 1
        }
        guard hasLabel(input, endingBefore: cursor + 1) else { return nil }
        let lineEnd = min(input.lineEnd(from: tokenStart), limit, tokenStart + 160)
        var end = tokenStart
        while end < lineEnd {
            let byte = input[end]
            if let quote { if byte == quote { break } } else if
                byte == ASCII.comma || byte == ASCII.semicolon || byte == ASCII.closeBrace || byte == ASCII.closeParen
                    || byte == ASCII.closeBracket || byte == 0x7C || byte == ASCII.tab || byte == ASCII.carriageReturn
                    || byte == ASCII.quote || byte == ASCII.backslash { break }
            end += 1
        }
        if quote != nil, input.at(end) != quote { end = tokenEnd }
        while end > tokenEnd, input[end - 1] == ASCII.space { end -= 1 }
        return tokenStart..<max(end, tokenEnd)
    }

    /// True when `position` is just after a code label and its `:` or `=` (spaces and one
    /// quote allowed between): `Error Code: `, `"errorCode":`, `code=`.
    static func hasLabel(_ input: TextBytes, endingBefore position: Int, codeLabelsOnly: Bool = false) -> Bool {
        var cursor = position - 1
        var spaces = 0
        while cursor >= 0, input[cursor] == ASCII.space, spaces < 3 { cursor -= 1; spaces += 1 }
        guard cursor >= 0, input[cursor] == ASCII.colon || input[cursor] == ASCII.equals else { return false }
        cursor -= 1
        spaces = 0
        while cursor >= 0, input[cursor] == ASCII.space, spaces < 2 { cursor -= 1; spaces += 1 }
        if cursor >= 0, input[cursor] == ASCII.quote || input[cursor] == ASCII.apostrophe { cursor -= 1 }
        return endsWithLabel(input, at: cursor, in: codeLabelsOnly ? codeLabels : labels)
    }

    /// The labels that name a code and nothing else (`"errorCode": 50126`).
    private static let codeLabels: [[UInt8]] = ["error code", "errorcode", "error_code", "code"].map { Array($0.utf8) }

    /// True when the text ending at `last` (inclusive) ends with a code label that starts a word.
    private static func endsWithLabel(_ input: TextBytes, at last: Int, in labels: [[UInt8]]) -> Bool {
        guard last >= 0, ASCII.isLetter(input[last]) else { return false }
        for label in labels {
            let start = last - label.count + 1
            guard start >= 0, input.hasPrefixIgnoringCase(label, at: start) else { continue }
            let before = input.at(start - 1)
            if start == 0 || !ASCII.isLetter(before) { return true }
        }
        return false
    }

    /// Each is made with a ``DomainWords`` word (a test holds them to it).
    static let domains: [(bytes: [UInt8], name: String)] = AppleDomains.known.map { (Array($0.utf8), $0) }
        + [(Array("OSStatus".utf8), "NSOSStatusErrorDomain")]
    private static let msal = Array("MSAL".utf8)

    /// The Apple diagnosis a number stands for: with a domain on its line
    /// (`(MSALErrorDomain, -50005)`, `error code -51440, MSIDErrorDomain`, `OSStatus -34018`), or
    /// after a label (`status: -34018` is a keychain status; `code -51112` in an MSAL line is
    /// an MSID code). Nil unless the catalog knows the domain's value.
    /// `domainWords`: the domain words around the stretch being read, found on the first call.
    static func appleNumber(_ input: TextBytes, value: Int, start: Int, end: Int,
                            domainWords: inout DomainWords?, stretch: Range<Int>) -> Diagnosis? {
        guard value >= 0 && value < smallAppleNumbers.count ? smallAppleNumbers[value] : Catalog.isAppleNumber(value)
        else { return nil }
        if domainWords == nil { domainWords = DomainWords(input, around: stretch, reach: domainReach) }
        // Without a domain only a negative number may be read (with a label, or MSAL named):
        // a small one with no domain word within reach (a timestamp's `09:03`) is none.
        if value >= 0, domainWords?.mayHoldDomain(max(0, start - domainReach)..<min(input.count, end + domainReach)) == false {
            return nil
        }
        // The domain stands next to its number: look no further than ``domainReach`` bytes either
        // side, within the line, so that a huge line of numbers costs linear time, not quadratic.
        var lineStart = start
        while lineStart > 0, start - lineStart < domainReach, input[lineStart - 1] != ASCII.newline { lineStart -= 1 }
        // The first newline within reach (`memchr`), else the reach's end: a timestamp's `09:00`
        // looked through up to 160 bytes of its line one byte at a time.
        let reachEnd = min(input.count, end + domainReach)
        let lineEnd = end >= reachEnd ? end : input.firstIndex(of: ASCII.newline, from: end, to: reachEnd) ?? reachEnd
        var domain: String?
        var nearest = Int.max
        if let words = domainWords, words.mayHoldDomain(lineStart..<lineEnd) {
            for candidate in domains {
                if let found = words.first(candidate.bytes, in: lineStart..<lineEnd, of: input) {
                    let distance = found < start ? start - found : found - end
                    if distance < nearest { nearest = distance; domain = candidate.name }
                }
            }
        }
        if domain == nil, value < 0 {
            let labelled = hasLabel(input, endingBefore: start) || endsWithCodeWord(input, before: start)
            if labelled, Catalog.appleSystemError(domain: "NSOSStatusErrorDomain", rawValue: value) != nil {
                domain = "NSOSStatusErrorDomain"
            } else if labelled || input.find(msal, from: lineStart, to: lineEnd) != nil {
                if Catalog.msidError(rawValue: value) != nil { domain = "MSIDErrorDomain" }
                else if Catalog.appleError(rawValue: value) != nil { domain = AppleDomains.msal }
            }
        }
        guard let domain, known(domain: domain, value: value) else { return nil }
        return AppleDiagnosisBuilder.build(domain: domain, code: value, entries: [], input: input)
    }

    /// `Catalog.isAppleNumber` of 0 to 10, asked once: a timestamp's `00` to `10` (`09:05:00`)
    /// asked the catalog's dictionary each time (~280 instructions).
    private static let smallAppleNumbers: [Bool] = (0...10).map(Catalog.isAppleNumber)

    /// How far from its number a domain is looked for (`error code -51440, MSIDErrorDomain`).
    static let domainReach = 160

    private static let codeWords: [[UInt8]] = ["code", "error", "status"].map { Array($0.utf8) }

    /// `code -51112`, `error -50005`: a code word and one space before the number.
    private static func endsWithCodeWord(_ input: TextBytes, before start: Int) -> Bool {
        guard input.at(start - 1) == ASCII.space else { return false }
        for word in codeWords where input.hasPrefixIgnoringCase(word, at: start - 1 - word.count) {
            if !ASCII.isLetter(input.at(start - 2 - word.count)) { return true }
        }
        return false
    }

    private static func known(domain: String, value: Int) -> Bool {
        if domain == AppleDomains.msal {
            return Catalog.appleError(rawValue: value) != nil || Catalog.appleLegacyError(rawValue: value) != nil
        }
        if AppleDomains.isMSID(domain) { return Catalog.msidError(rawValue: value) != nil }
        return Catalog.appleSystemError(domain: AppleDomains.catalogName(of: domain), rawValue: value) != nil
    }
}
