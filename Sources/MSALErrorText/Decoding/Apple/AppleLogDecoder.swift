import MSALErrorModel

/// Decodes the looser Apple shapes: `(MSALErrorDomain, -50002)` pairs in MSAL log
/// lines, the bare localized description `(MSALErrorDomain error -50002.)`,
/// multi-line `Error domain: … / Code: … / User info: {…}` logs, and a pretty-printed
/// userInfo dump (`{ MSALErrorDescriptionKey = "…"; }`) on its own.
enum AppleLogDecoder {
    private static let connectorWords = LabeledValues.labels("error", "code", "status")
    private static let userInfoLabels = LabeledValues.labels("user info", "userinfo", "user_info")
    /// Keys whose presence makes a bare dictionary an MSAL userInfo dump.
    static let msalKeyNames: [String] = [
        "MSALErrorDescriptionKey", "MSALInternalErrorCodeKey", "MSALOAuthErrorKey", "MSALOAuthSubErrorKey",
        "MSALHTTPResponseCodeKey", "MSALCorrelationIDKey", "MSALSTSErrorCodesKey",
    ]

    /// Known domain names written as words, in order, with the domain each names:
    /// `MSALErrorDomain`, `com.microsoft.MSALErrorDomain` (a bundle-style spelling some
    /// apps log), and localized descriptions' `(OSStatus error -34018.)`.
    static func domainAnchors(in input: TextBytes, index: AnchorIndex) -> [(start: Int, end: Int, domain: String)] {
        var anchors: [(start: Int, end: Int, domain: String)] = []
        for hit in index.hits(.appleDomain) {
            if hit.detail >= AppleDomains.known.count {
                let alias = AppleDomains.localizedAliases[hit.detail - AppleDomains.known.count]
                guard input.isWordStart(hit.start) else { continue }
                anchors.append((hit.start, hit.start + alias.wordLength, alias.domain))
                continue
            }
            let end = hit.start + AppleDomains.knownBytes[hit.detail].count
            var start = hit.start
            if input.at(hit.start - 1) == ASCII.dot, input.hasPrefix(bundlePrefix, at: hit.start - bundlePrefix.count) {
                start = hit.start - bundlePrefix.count
            }
            guard !ASCII.isIdentifier(input.at(start - 1)), input.at(start - 1) != ASCII.dot,
                  !ASCII.isIdentifier(input.at(end)), input.at(end) != ASCII.dot else { continue }
            anchors.append((start, end, AppleDomains.known[hit.detail]))
        }
        return anchors.sortedIfNeeded { $0.start < $1.start }
    }

    private static let bundlePrefix = Array("com.microsoft.".utf8)

    /// A code written with `~` or U+2212 (`−`) for its minus sign, as some log
    /// pipelines and localized descriptions show `-50000`.
    private static func signedCode(_ input: TextBytes, at cursor: Int, limit: Int) -> (value: Int, end: Int)? {
        let byte = input[cursor]
        let digits: Int
        if byte == 0x7E {
            digits = cursor + 1
        } else if byte == 0xE2, input.at(cursor + 1) == 0x88, input.at(cursor + 2) == 0x92 {
            digits = cursor + 3
        } else {
            return input.integer(at: cursor, to: limit)
        }
        guard ASCII.isDigit(input.at(digits)), let (value, end) = input.integer(at: digits, to: limit) else { return nil }
        return (-value, end)
    }

    /// The error around a domain name at `anchor`: it needs a code right after the
    /// domain or a userInfo dictionary in the next lines, else it is only a mention.
    private static let codeLabel = Array("code".utf8)

    static func decode(_ input: TextBytes, anchor: (start: Int, end: Int, domain: String), limit: Int) -> DecodedError? {
        let domain = anchor.domain
        var cursor = anchor.end
        var code: Int?
        let window = min(limit, anchor.end + 48)
        var sawForeignWord = false
        while cursor < window {
            let byte = input[cursor]
            // The code stands on the domain's line, or on the next one after its label (`Error domain:
            // MSALErrorDomain` / `Code: -50000`): another number there is another record's
            // (`… error domain: MSALErrorDomain` / `2025-03-14 10:41:07 …`).
            if byte == ASCII.newline {
                let next = input.skipSpaces(from: cursor + 1, to: window)
                guard input.hasPrefixIgnoringCase(codeLabel, at: next), !ASCII.isLetter(input.at(next + codeLabel.count)) else { break }
                cursor = next + codeLabel.count
                continue
            }
            if ASCII.isWhitespace(byte) || byte == ASCII.comma || byte == ASCII.colon || byte == ASCII.equals
                || byte == ASCII.openParen || byte == ASCII.quote || byte == ASCII.apostrophe {
                cursor += 1
                continue
            }
            if let word = connectorWords.first(where: { input.hasPrefixIgnoringCase($0, at: cursor) }),
               !ASCII.isIdentifier(input.at(cursor + word.count)) {
                cursor += word.count
                continue
            }
            // One word of another language: `(MSALErrorDomain erreur -50005.)`, `MSALErrorDomain-Fehler -50005`.
            if !sawForeignWord, ASCII.isLetter(byte) || (byte == ASCII.minus && ASCII.isLetter(input.at(cursor + 1))) {
                let wordStart = byte == ASCII.minus ? cursor + 1 : cursor
                let wordEnd = input.identifierEnd(from: wordStart, to: window)
                if wordEnd - wordStart <= 12, !ASCII.isDigit(input.at(wordEnd - 1)), input.at(wordEnd) == ASCII.space {
                    sawForeignWord = true
                    cursor = wordEnd
                    continue
                }
            }
            if let (value, end) = signedCode(input, at: cursor, limit: limit), !ASCII.isIdentifier(input.at(end)) {
                code = value
                cursor = end
            }
            break
        }
        var entries: [UserInfoEntry] = []
        var end = cursor
        if let open = userInfoOpen(input, from: cursor, limit: limit) {
            (entries, end) = UserInfoParser.dictionary(input, open: open, limit: limit, depth: 0)
        }
        guard code != nil || !entries.isEmpty else { return nil }
        var diagnosis = AppleDiagnosisBuilder.build(domain: domain, code: code, entries: entries, input: input)
        AppleDiagnosisBuilder.fillCodesFromDescription(&diagnosis)
        let lineStart = input.lineStart(before: anchor.start)
        return DecodedError(start: max(lineStart, anchor.start - 64), end: max(end, anchor.end), diagnosis: diagnosis)
    }

    /// The `{` of a userInfo dictionary within the next three lines: after a
    /// `User info:` label, or opening a line of its own.
    private static func userInfoOpen(_ input: TextBytes, from start: Int, limit: Int) -> Int? {
        var lineEnd = start
        for _ in 0..<4 {
            lineEnd = min(input.lineEnd(from: lineEnd) + 1, limit)
            if lineEnd >= limit { break }
        }
        // Also at most `userInfoReach` bytes on: a line of repeated domain names would
        // otherwise have every name search the rest of the line, quadratic in its length.
        let searchEnd = min(lineEnd, limit, start + userInfoReach)
        if let valueStart = LabeledValues.valueStart(userInfoLabels, in: input, start..<searchEnd) {
            let open = input.skipWhitespace(from: valueStart, to: limit)
            if input.at(open) == ASCII.openBrace, open < limit { return open }
        }
        var cursor = input.lineEnd(from: start) + 1
        while cursor < searchEnd {
            let first = input.skipSpaces(from: cursor, to: searchEnd)
            if input.at(first) == ASCII.openBrace, first < limit { return first }
            cursor = input.lineEnd(from: cursor) + 1
        }
        return nil
    }

    /// How far after a code a `User info:` label or the `{` of its dictionary is looked for:
    /// three lines of a log, each with its prefix and a long description, fit in it.
    private static let userInfoReach = 4096

    /// A pretty-printed userInfo on its own: the `{` before the first MSAL key.
    static func userInfoDump(_ input: TextBytes, keyAt key: Int, limit: Int) -> DecodedError? {
        var open = key - 1
        while open >= 0, open > key - 512, input[open] != ASCII.openBrace {
            if input[open] == ASCII.closeBrace { return nil }
            open -= 1
        }
        guard open >= 0, input.at(open) == ASCII.openBrace else { return nil }
        let (entries, end) = UserInfoParser.dictionary(input, open: open, limit: limit, depth: 0)
        guard entries.contains(where: \.isMSALKey) else { return nil }
        var diagnosis = AppleDiagnosisBuilder.build(domain: AppleDomains.msal, code: nil, entries: entries, input: input)
        AppleDiagnosisBuilder.fillCodesFromDescription(&diagnosis)
        return DecodedError(start: open, end: end, diagnosis: diagnosis)
    }
}
