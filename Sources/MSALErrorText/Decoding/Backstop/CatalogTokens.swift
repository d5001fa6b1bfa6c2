import MSALErrorModel

/// Finds catalog values in a stretch of text, wherever they stand: a token that can only be
/// a code or a class (snake_case `no_account_for_login_hint`, CamelCase `MsalUiRequiredException`,
/// `errSecMissingEntitlement`) anywhere; a plain word (`cancelled`, `unknown`) or a value of
/// several words (`User cancelled`) only after a label that says it is a code
/// (``BackstopCarriers``); an Apple number only with its domain or an OSStatus/MSID label.
/// One pass over the bytes; the catalog is asked only about tokens that could be in it.
enum CatalogTokens {
    /// The longest token worth a look-up (the longest catalog name is under 80 bytes).
    static let maximumTokenLength = 96

    static func findings(in input: TextBytes, _ range: Range<Int>) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        let end = min(range.upperBound, input.count)
        var cursor = max(0, range.lowerBound)
        var domainWords: DomainWords?  // read when the first number that may be Apple's is met
        while cursor < end {
            let byte = input[cursor]
            if ASCII.isLetter(byte) || byte == 0x5F {
                cursor = token(in: input, at: cursor, end: end, into: &findings)
            } else if ASCII.isDigit(byte) || (byte == ASCII.minus && ASCII.isDigit(input.at(cursor + 1))) {
                cursor = number(in: input, at: cursor, end: end, into: &findings, domainWords: &domainWords)
            } else {
                cursor += 1
            }
        }
        return findings
    }

    /// Reads the identifier at `start` (a hyphenated code such as `invalid-custom-instance-metadata`
    /// counts as one) and records it when the catalog knows it; returns where it ends.
    private static func token(in input: TextBytes, at start: Int, end: Int, into findings: inout [CatalogFinding]) -> Int {
        var cursor = start
        var upper = 0, lower = 0, underscores = 0, hyphens = 0
        while cursor < end {
            let byte = input[cursor]
            if byte >= 0x41 && byte <= 0x5A { upper += 1 } else if byte >= 0x61 && byte <= 0x7A { lower += 1 }
            else if byte == 0x5F { underscores += 1 }
            else if byte == ASCII.minus, lower > 0, upper == 0, ASCII.isLetter(input.at(cursor + 1)),
                    input.at(cursor + 1) >= 0x61 { hyphens += 1 }
            else if !ASCII.isDigit(byte) { break }
            cursor += 1
        }
        let length = cursor - start
        guard length <= maximumTokenLength, lower + upper > 0 else { return cursor }
        let before = input.at(start - 1)
        if before == ASCII.space || before == ASCII.colon || before == ASCII.equals || before == ASCII.quote
            || before == ASCII.apostrophe,
           let value = BackstopCarriers.labelledValue(input, tokenStart: start, tokenEnd: cursor, limit: end) {
            // After a label: a value of several words (`User cancelled`), or a plain word (`cancelled`).
            // An unquoted `None` is Python's null (`status=None`, `'error': None`), not MSAL.NET's
            // classification, unless a label that names a code alone stands before it (`ErrorCode: None`).
            if length == 4, before != ASCII.quote, before != ASCII.apostrophe, input.hasPrefix(noneWord, at: start),
               !BackstopCarriers.hasLabel(input, endingBefore: start, codeLabelsOnly: true) { return cursor }
            if value.upperBound > cursor, record(input, value, into: &findings) { return value.upperBound }
            if length >= 3 { record(input, start..<cursor, into: &findings) }
            return cursor
        }
        let distinctive = (underscores > 0 && lower + upper >= 3 && length >= 5) || (upper >= 2 && lower >= 1)
            || (hyphens >= 2)
        if distinctive, !isSourceReference(input, start, cursor) { record(input, start..<cursor, into: &findings) }
        return cursor
    }

    /// A class named by source code rather than by an error: Node's crash excerpt
    /// (`return new InteractionRequiredAuthError(errorCode, …);`), the file it came from
    /// (`…/error/InteractionRequiredAuthError.mjs:58`) and a typed parameter of a stack frame
    /// (`at …RequestBase.HandleTokenRefreshError(MsalServiceException e, …)`).
    private static func isSourceReference(_ input: TextBytes, _ start: Int, _ end: Int) -> Bool {
        if start >= 4, input.hasPrefix(newKeyword, at: start - 4) { return true }
        // A handler that catches the class (`catch (MsalUiRequiredException e)`, or prose: `we should
        // catch MsalIntuneAppProtectionPolicyRequiredException and call …`) names no error that happened.
        if start >= 6, input.hasPrefix(catchKeyword, at: start - 6) { return true }
        if start >= 7, input.hasPrefix(catchOpen, at: start - 7) { return true }
        // Python's traceback quotes the line that raised: `raise RedirectUriError(  # …`.
        if start >= 6, input.hasPrefix(raiseKeyword, at: start - 6), input.at(end) == ASCII.openParen { return true }
        if input.at(end) == ASCII.space, isFrameParameter(input, start, end) { return true }
        guard input.at(end) == ASCII.dot else { return false }
        return sourceExtensions.contains { input.hasPrefix($0, at: end + 1) && !ASCII.isIdentifier(input.at(end + 1 + $0.count)) }
    }

    /// `Type name,` or `Type name)` after `(` or `, ` on a stack frame's line (`at …`, behind
    /// spaces or a quote's `>`): the frame's parameter list, which names types, not errors.
    private static func isFrameParameter(_ input: TextBytes, _ start: Int, _ end: Int) -> Bool {
        let before = input.at(start - 1)
        guard before == ASCII.openParen || before == ASCII.space && input.at(start - 2) == ASCII.comma,
              ASCII.isLetter(input.at(end + 1)) else { return false }
        let nameEnd = input.identifierEnd(from: end + 1, to: min(input.count, end + 65)) { _ in false }
        guard input.at(nameEnd) == ASCII.comma || input.at(nameEnd) == ASCII.closeParen else { return false }
        var cursor = input.lineStart(before: start)
        while cursor < start, input[cursor] == ASCII.space || input[cursor] == ASCII.tab || input[cursor] == UInt8(ascii: ">") {
            cursor += 1
        }
        return input.hasPrefix(frameStart, at: cursor)
    }

    private static let noneWord = Array("None".utf8)
    private static let frameStart = Array("at ".utf8)
    private static let newKeyword = Array("new ".utf8)
    private static let catchKeyword = Array("catch ".utf8)
    private static let catchOpen = Array("catch (".utf8)
    private static let raiseKeyword = Array("raise ".utf8)
    private static let sourceExtensions = ["mjs", "cjs", "js", "ts", "java", "kt", "cs", "py", "swift", "go"].map { Array($0.utf8) }

    /// Records the catalog entries `range` names; false when there are none.
    @discardableResult
    private static func record(_ input: TextBytes, _ range: Range<Int>, into findings: inout [CatalogFinding]) -> Bool {
        guard mayBeCatalogKey(input, range) else { return false }
        let entries = Catalog.errorEntries(valueOrName: input.string(range))
        var best: CatalogFinding.Slot?
        for entry in entries {
            if let slot = CatalogFinding.slot(of: entry.kind), best.map({ slot > $0 }) ?? true { best = slot }
        }
        guard let slot = best else { return false }
        // Every entry is kept: a value that is MSAL.js's code and MSAL.NET's sub-error is the
        // sub-error on a line that names MSAL.NET.
        let kept = entries.filter { CatalogFinding.slot(of: $0.kind) != nil }
        findings.append(CatalogFinding(start: range.lowerBound, end: range.upperBound, slot: slot, entries: kept,
                                       namespace: PlatformEvidence.namespace(input, before: range.lowerBound)))
        return true
    }

    /// False when the catalog has no value or name of these bytes (``CatalogKeyFilter``); ASCII
    /// only, as a string of other bytes may be repaired to other ones: those are looked up.
    private static func mayBeCatalogKey(_ input: TextBytes, _ range: Range<Int>) -> Bool {
        let lower = max(0, range.lowerBound), upper = min(range.upperBound, input.count)
        guard lower < upper else { return true }
        return input.bytes.withUnsafeBufferPointer { bytes in
            let token = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
            return token.contains { $0 >= 0x80 } || CatalogKeyFilter.mayBeKey(token)
        }
    }

    /// Reads the number at `start`; a negative one, or a small one on a line naming an Apple
    /// domain, becomes an Apple finding when the domain (or a label) says which it is.
    private static func number(in input: TextBytes, at start: Int, end: Int, into findings: inout [CatalogFinding],
                               domainWords: inout DomainWords?) -> Int {
        let before = input.at(start - 1)
        let standsAlone = start == 0 || !(ASCII.isIdentifier(before) || before == ASCII.minus || before == ASCII.dot)
        if !standsAlone, let numberEnd = plainDigitsEnd(input, at: start, end: end) {
            // Part of a word, a date or an id (`2026-11-02`, `8c38-414c`): never a finding, so
            // not worth reading its value; skipped to the word's end as below.
            return identifierEnd(input, from: numberEnd, end: end)
        }
        guard let (value, numberEnd) = input.integer(at: start, to: end) else { return start + 1 }
        let labelEnd = input.at(start - 1) == ASCII.quote || input.at(start - 1) == ASCII.apostrophe ? start - 1 : start
        if standsAlone, value > 0, BackstopCarriers.hasLabel(input, endingBefore: labelEnd),
           record(input, start..<numberEnd, into: &findings) {
            return numberEnd  // Android's one numeric string code, `1000030`
        }
        if standsAlone, value > 10, BackstopCarriers.hasLabel(input, endingBefore: labelEnd, codeLabelsOnly: true),
           Catalog.aadsts(value) != nil {
            // A sign-in log's `"errorCode": 50126`: an AADSTS number without its prefix.
            findings.append(CatalogFinding(start: start, end: numberEnd, slot: .code,
                                           entries: Catalog.lookup("AADSTS\(value)"), namespace: nil))
            return numberEnd
        }
        guard standsAlone, value < 0 || value <= 10,
              let diagnosis = BackstopCarriers.appleNumber(input, value: value, start: start, end: numberEnd,
                                                           domainWords: &domainWords, stretch: start..<end) else {
            return identifierEnd(input, from: numberEnd, end: end)
        }
        findings.append(CatalogFinding(start: start, end: numberEnd, slot: .appleNumber, entries: [], apple: diagnosis))
        return numberEnd
    }

    private static func identifierEnd(_ input: TextBytes, from start: Int, end: Int) -> Int {
        var skip = start
        while skip < end, ASCII.isIdentifier(input[skip]) { skip += 1 }
        return skip
    }

    /// Where the number at `start` (`-` and digits) ends when `TextBytes.integer` would read it
    /// whole and end there: at most 18 digits (no overflow), and no `.`, `e` or `E` after them
    /// (no fraction or exponent to look into). Nil when the full reading must decide.
    private static func plainDigitsEnd(_ input: TextBytes, at start: Int, end: Int) -> Int? {
        let digitsStart = input.at(start) == ASCII.minus ? start + 1 : start
        var cursor = digitsStart
        while cursor < end, ASCII.isDigit(input[cursor]) { cursor += 1 }
        guard cursor > digitsStart, cursor - digitsStart <= 18 else { return nil }
        if cursor < end {
            let next = input[cursor]
            guard next != ASCII.dot, next | 0x20 != 0x65 else { return nil }
        }
        return cursor
    }
}
