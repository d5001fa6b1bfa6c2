import MSALErrorModel

/// Decodes the `description` of an `NSError` as Swift and Objective-C print it:
/// `Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={…}`, nested
/// `NSUnderlyingError` prints included, whole or cut off anywhere.
enum AppleErrorPrintDecoder {
    static let anchor = Array("Error Domain=".utf8)
    private static let codeLabel = Array("Code=".utf8)
    private static let userInfoLabel = Array("UserInfo=".utf8)

    /// The error whose `Error Domain=` is at `start`. Top-level errors are kept only
    /// when they belong to MSAL (a known domain or MSAL userInfo keys).
    static func parse(_ input: TextBytes, at start: Int, limit: Int, depth: Int = 0,
                      nested: Bool = false) -> DecodedError? {
        parseOrSkip(input, at: start, limit: limit, depth: depth, nested: nested).error
    }

    /// The error, or nil when it is not MSAL's; `end` is how far its text reaches
    /// either way, so that a caller never reads the same text twice.
    static func parseOrSkip(_ input: TextBytes, at start: Int, limit: Int, depth: Int = 0,
                            nested: Bool = false) -> (error: DecodedError?, end: Int) {
        var cursor = start + anchor.count
        let domainEnd = input.identifierEnd(from: cursor, to: limit) { $0 == ASCII.dot || $0 == ASCII.minus }
        guard domainEnd > cursor else { return (nil, cursor) }
        let domain = input.string(cursor..<domainEnd)
        cursor = input.skipSpaces(from: domainEnd, to: limit)
        var code: Int?
        // A code no `NSInteger` holds (`Code=-9223372036854775809`) is kept as it is written, as text:
        // still one error with its domain and number, never cut into two.
        var unreadableCode: String?
        if input.hasPrefix(codeLabel, at: cursor) {
            if let (value, end) = input.integer(at: cursor + codeLabel.count, to: limit) {
                code = value
                cursor = input.skipSpaces(from: end, to: limit)
            } else if case let end = input.numberEnd(from: cursor + codeLabel.count, to: limit), end > cursor + codeLabel.count {
                unreadableCode = input.string(cursor + codeLabel.count..<end)
                cursor = input.skipSpaces(from: end, to: limit)
            }
        }
        var description: Range<Int>?
        if input.at(cursor) == ASCII.quote, cursor < limit {
            let close = descriptionEnd(input, open: cursor, limit: limit)
            description = cursor + 1..<close
            cursor = input.skipSpaces(from: min(close + 1, limit), to: limit)
        }
        var entries: [UserInfoEntry] = []
        var end = max(cursor, domainEnd)
        if input.hasPrefix(userInfoLabel, at: cursor) {
            let open = input.skipSpaces(from: cursor + userInfoLabel.count, to: limit)
            if input.at(open) == ASCII.openBrace, open < limit {
                (entries, end) = UserInfoParser.dictionary(input, open: open, limit: limit, depth: depth)
            }
        }
        // Kept: MSAL's own domains, MSAL userInfo keys, or a foreign error wrapping an MSAL one.
        let wrapsKnown = entries.contains(where: \.wrapsKnownDomain)
        guard nested || AppleDomains.isKnown(domain) || wrapsKnown || entries.contains(where: \.isMSALKey) else {
            return (nil, end)
        }
        var diagnosis = AppleDiagnosisBuilder.build(domain: domain, code: code, entries: entries, input: input)
        if let unreadableCode { diagnosis.code = .text(unreadableCode) }
        if diagnosis.errorDescription == nil, let description {
            diagnosis.errorDescription = TextUnescaping.cleanDescription(input, description)
        }
        AppleDiagnosisBuilder.fillCodesFromDescription(&diagnosis)
        return (DecodedError(start: start, end: end, diagnosis: diagnosis), end)
    }

    /// The closing quote of `"description"`: the first `"` followed by ` UserInfo=`,
    /// the end of the line, or a closing bracket (descriptions are printed unescaped).
    private static func descriptionEnd(_ input: TextBytes, open: Int, limit: Int) -> Int {
        var cursor = open + 1
        while cursor < limit {
            if input[cursor] == ASCII.quote {
                let next = input.at(cursor + 1)
                if cursor + 1 >= limit || next == ASCII.newline || next == ASCII.carriageReturn
                    || next == ASCII.closeBrace || next == ASCII.closeParen || next == ASCII.comma
                    || (next == ASCII.space && input.hasPrefix(userInfoLabel, at: cursor + 2)) {
                    return cursor
                }
            }
            if input[cursor] == ASCII.newline { return cursor }
            cursor += 1
        }
        return limit
    }
}

/// The Apple error domains that msal-triage explains.
enum AppleDomains {
    static let msal = "MSALErrorDomain"
    static let webAuthenticationSession = "com.apple.AuthenticationServices.WebAuthenticationSession"
    static let safariAuthentication = "com.apple.SafariServices.Authentication"
    static let known: [String] = [
        msal, "MSIDErrorDomain", "MSIDOAuthErrorDomain", "MSIDHttpErrorCodeDomain", "MSIDKeychainErrorDomain",
        "NSURLErrorDomain", "NSOSStatusErrorDomain", webAuthenticationSession, safariAuthentication,
        "ASWebAuthenticationSessionErrorDomain", "SFAuthenticationErrorDomain",
    ]
    static let knownBytes: [[UInt8]] = known.map { Array($0.utf8) }
    /// Words localized descriptions write for a domain: `(OSStatus error -34018.)`. The
    /// anchor is the whole text; the domain's word is its first `wordLength` bytes.
    static let localizedAliases: [(text: String, wordLength: Int, domain: String)] = [
        ("OSStatus error", 8, "NSOSStatusErrorDomain"),
    ]

    static func isKnown(_ domain: String) -> Bool { known.contains(domain) }

    /// The constant the catalog files a domain under: web-authentication sessions
    /// print their domain's string value, the catalog names the constant.
    static func catalogName(of domain: String) -> String {
        switch domain {
        case webAuthenticationSession: "ASWebAuthenticationSessionErrorDomain"
        case safariAuthentication: "SFAuthenticationErrorDomain"
        case "MSIDKeychainErrorDomain": "NSOSStatusErrorDomain"
        default: domain
        }
    }
    static func isMSID(_ domain: String) -> Bool { domain.hasPrefix("MSID") && domain != "MSIDKeychainErrorDomain" }
}
