/// Removes tokens and secrets from text before it is shown or exported.
///
/// Redacted, each value whole (quoted values to their closing quote, others to the next
/// space, `;`, `&`, `,` or bracket): JWTs (`eyJ…`); the values of every key in
/// ``secretKeys`` (OAuth tokens and grants, client secrets and credentials, passwords
/// (`pwd`, `passwd`, `CertificatePassword`, `AZURE_CLIENT_SECRET`), API and subscription
/// keys, `device_code`, `id_token_hint`, session keys, a token cache's `secret`, the
/// sign-in cookies), after `=` or `:`, also URL-encoded once or twice (`%3D`, `%253D`),
/// or after a space when the key is a command-line option (`--client-secret …`);
/// authorization codes (`code=` values of 10 bytes or more, and `"code": "…"` values
/// of 20 or more with a digit or a mark, never an error code's catalog word such as `invalid_grant`);
/// the B2C `x-ms-cpim-*` cookies; the body of a PEM private key, multi-line, on one
/// line or JSON-escaped (`-----BEGIN PRIVATE KEY-----[redacted]-----END PRIVATE KEY-----`);
/// `Authorization: Bearer|Basic|PoP …` credentials (spaces, tabs or `%20`);
/// Entra refresh tokens (`0.A…`, `1.A…`, `M.C…`, `M.R…`), Microsoft-account tokens
/// (`EwA…`), Entra client secrets (`xxx8Q~…`), the password of a URL's user
/// (`https://user:[redacted]@host`) and any other long opaque token. Correlation
/// and trace ids (GUIDs) are kept: support needs them and they are not secrets.
public enum Redactor {
    /// What replaces a secret.
    public static let placeholder = "[redacted]"

    /// `text` with every secret replaced by ``placeholder`` and, unless `personalData` is
    /// `.shown`, personal data masked (``PersonalDataRedactor``); `text` itself when none is found.
    public static func redact(_ text: String, personalData: PersonalData = .redacted) -> String {
        let withoutSecrets = secretsRemoved(from: text) ?? text
        guard personalData == .redacted else { return withoutSecrets }
        return PersonalDataRedactor.redact(withoutSecrets)
    }

    /// `text` with every secret replaced by ``placeholder``, or nil when it holds none
    /// (so that a caller keeps the string it has rather than storing a copy).
    static func secretsRemoved(from text: String) -> String? {
        // The shortest secret this finds is `password:x`; shorter text is returned as is.
        guard text.utf8.count >= 10 else { return nil }
        // Most texts (codes, names, descriptions) hold no secret: a quick look at their
        // bytes in place says so without copying them.
        if text.utf8.withContiguousStorageIfAvailable({ !mayHoldSecret($0) }) == true { return nil }
        return secretsRemovedWithoutQuickLook(from: text)
    }

    /// The full pass: every word start is tried as a secret.
    static func secretsRemovedWithoutQuickLook(from text: String) -> String? {
        let input = TextBytes(text)
        var output: [UInt8] = []
        var copiedUpTo = 0
        var index = 0
        var opaqueRunEnd = 0
        let count = input.count
        while index < count {
            let byte = input[index]
            guard ASCII.isIdentifier(byte), input.isWordStart(index) else {
                index += 1
                continue
            }
            // In URL-encoded text a key follows an escape (`%26client_secret`, `%2526password`).
            let afterEscape = escapedWordStart(in: input, at: index)
            if let secret = secretRange(in: input, at: index, checkOpaque: index >= opaqueRunEnd,
                                        opaqueRunEnd: &opaqueRunEnd)
                ?? afterEscape.flatMap({ namedSecret(in: input, at: $0) }) {
                if output.isEmpty { output.reserveCapacity(count) }
                output.append(contentsOf: input.bytes[copiedUpTo..<secret.lowerBound])
                output.append(contentsOf: placeholderBytes)
                copiedUpTo = secret.upperBound
                index = secret.upperBound
            } else {
                index = input.identifierEnd(from: index + 1)
            }
        }
        guard copiedUpTo > 0 else { return nil }
        output.append(contentsOf: input.bytes[copiedUpTo..<count])
        return String(decoding: output, as: UTF8.self)
    }

    private static let placeholderBytes = Array(placeholder.utf8)

    /// Where the word after a URL escape starts when the word at `index` begins one
    /// (`%26` + `client_secret`, or `%25` `26` + `password` escaped twice), else nil.
    @inline(__always) static func escapedWordStart(in input: TextBytes, at index: Int) -> Int? {
        guard input.at(index - 1) == 0x25, ASCII.isHexDigit(input.at(index)), ASCII.isHexDigit(input.at(index + 1)) else {
            return nil
        }
        var start = index + 2
        if input.at(index) == 0x32, input.at(index + 1) == 0x35, ASCII.isHexDigit(input.at(start)),
           ASCII.isHexDigit(input.at(start + 1)) {
            start += 2
        }
        return ASCII.isIdentifier(input.at(start)) ? start : nil
    }

    /// Names whose value is a secret, lower case, matched without regard to case, as whole
    /// words: OAuth tokens and grants, client secrets and credentials (msal-python's
    /// `client_credential`, the Azure SDKs' environment variables), passwords, API and
    /// subscription keys, the device code, session keys, a token cache's `secret`, and the
    /// cookies and headers that carry a sign-in.
    static let secretKeys: [[UInt8]] = [
        "access_token", "refresh_token", "id_token", "client_secret", "client_assertion",
        "assertion", "password", "code_verifier", "accesstoken", "refreshtoken", "idtoken",
        "clientsecret", "client-secret", "x-ms-refresh_token", "x-ms-refresh-token", "refresh-token",
        "estsauth", "estsauthpersistent", "estsauthlight", "buid", "fpc", "sig",
        "secret", "client_credential", "clientcredential", "client-credential", "private_key", "privatekey",
        "azure_client_secret", "arm_client_secret", "azure_password", "azure_client_certificate_password",
        "pwd", "passwd", "certificatepassword", "certificate_password", "clientcertificatepassword",
        "x-api-key", "api-key", "api_key", "apikey", "ocp-apim-subscription-key", "subscription-key",
        "device_code", "devicecode", "id_token_hint", "session_key", "session_key_jwe", "refresh_token_jwe",
        "x-ms-refreshtokencredential", "x-ms-devicecredential", "sharedaccesskey", "accountkey",
        "x-ms-token-aad-id-token", "x-ms-token-aad-access-token", "x-ms-token-aad-refresh-token",
        "appserviceauthsession", "samlresponse",
    ].map { Array($0.utf8) }
    static let schemes: [[UInt8]] = ["bearer ", "basic ", "pop ", "bearer\t", "basic\t", "pop\t", "bearer%20", "basic%20"]
        .map { Array($0.utf8) }
    static let codeKey = Array("code".utf8)
    static let jwtStart = Array("eyJ".utf8)
    /// Entra refresh tokens and authorization codes, and Microsoft-account (personal) tokens.
    static let refreshTokenStarts: [[UInt8]] = ["0.A", "1.A", "M.C", "M.R", "EwA", "EwB", "EwC"].map { Array($0.utf8) }
    /// The B2C session cookies (`x-ms-cpim-sso:contoso.onmicrosoft.com_0=…`, `x-ms-cpim-trans=…`).
    static let cpimCookieStart = Array("x-ms-cpim-".utf8)
    /// A PEM block's label (`-----BEGIN RSA PRIVATE KEY-----`); only private keys are secrets.
    static let pemBegin = Array("BEGIN".utf8)

    /// The range to replace when a secret starts at `index` (a word start), else nil.
    /// `opaqueRunEnd` remembers where the last long-token check ended: a word inside
    /// a run that was not a secret is not one either, and skipping it keeps this linear.
    private static func secretRange(in input: TextBytes, at index: Int, checkOpaque: Bool,
                                    opaqueRunEnd: inout Int) -> Range<Int>? {
        let pair = Int(TextBytes.lower(input[index])) << 8 | Int(TextBytes.lower(input.at(index + 1)))
        if mayStartNamedSecret[pair], let secret = namedSecret(in: input, at: index) { return secret }
        if followsSchemeSlashes(input, index), let password = urlPassword(in: input, at: index) { return password }
        guard checkOpaque else { return nil }
        let (secret, runEnd) = opaqueToken(in: input, at: index)
        opaqueRunEnd = runEnd
        return secret
    }

    /// Indexes into `secretKeys` by the key's (lower-case) first byte.
    private static let keysByFirstByte: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (index, key) in secretKeys.enumerated() { table[Int(key[0])].append(index) }
        return table
    }()

    /// First two bytes (lower case) of the keys, schemes and token prefixes below, so
    /// that most words are passed over after one table look-up.
    private static let mayStartNamedSecret: [Bool] = {
        var table = [Bool](repeating: false, count: 65536)
        let starts = secretKeys + schemes + [codeKey, jwtStart, cpimCookieStart, pemBegin] + refreshTokenStarts
        for start in starts {
            table[Int(TextBytes.lower(start[0])) << 8 | Int(TextBytes.lower(start[1]))] = true
        }
        return table
    }()

    /// A secret named by its key, scheme or token prefix.
    static func namedSecret(in input: TextBytes, at index: Int) -> Range<Int>? {
        // `--client-secret VALUE`: a command-line option takes its value after a space too.
        let isOption = input.at(index - 1) == ASCII.minus && input.at(index - 2) == ASCII.minus
        for keyIndex in keysByFirstByte[Int(TextBytes.lower(input[index]))] {
            let key = secretKeys[keyIndex]
            guard input.hasPrefixIgnoringCase(key, at: index) else { continue }
            let afterKey = index + key.count
            if ASCII.isIdentifier(input.at(afterKey)) || input.at(afterKey) == ASCII.minus { continue }
            if let value = valueAfterKey(in: input, from: afterKey, separators: [ASCII.equals, ASCII.colon])?.range {
                return value
            }
            if isOption, let value = optionValue(in: input, from: afterKey) { return value }
        }
        if input.hasPrefix(codeKey, at: index), !ASCII.isIdentifier(input.at(index + 4)),
           let value = valueAfterKey(in: input, from: index + 4, separators: [ASCII.equals, ASCII.colon]),
           isAuthorizationCode(in: input, value.range, afterColon: value.separator == ASCII.colon) {
            return value.range
        }
        for scheme in schemes where input.hasPrefixIgnoringCase(scheme, at: index) {
            let start = input.skipSpaces(from: index + scheme.count)
            let end = tokenEnd(in: input, from: start)
            if end - start >= 8 { return start..<end }
        }
        if input.hasPrefix(jwtStart, at: index) {
            let end = tokenEnd(in: input, from: index)
            if end - index >= 16 { return index..<end }
        }
        for prefix in refreshTokenStarts where input.hasPrefix(prefix, at: index) {
            let end = tokenEnd(in: input, from: index, allowingMarks: true)
            if end - index >= 40 { return index..<end }
        }
        if input.hasPrefixIgnoringCase(cpimCookieStart, at: index), let value = cpimCookieValue(in: input, at: index) {
            return value
        }
        if input.hasPrefix(pemBegin, at: index), let body = privateKeyBody(in: input, at: index) { return body }
        return nil
    }

    /// A client secret (`abc8Q~…`) or a long opaque run of token characters. Dots and
    /// slashes end the run so that host names, URLs and paths are kept.
    private static func opaqueToken(in input: TextBytes, at index: Int) -> (Range<Int>?, runEnd: Int) {
        var end = index
        while end < input.count {
            let byte = input[end]
            guard ASCII.isIdentifier(byte) || byte == ASCII.minus || byte == ASCII.plus
                || byte == ASCII.equals || byte == 0x7E else { break }
            end += 1
        }
        let length = end - index
        if length >= 34 && length <= 48 && ASCII.isDigit(input[index + 3])
            && input[index + 4] == 0x51 && input[index + 5] == 0x7E {
            return (index..<end, end)
        }
        guard length >= 64 else { return (nil, end) }
        var letters = 0, digits = 0, separators = 0
        for offset in index..<end {
            let byte = input[offset]
            if ASCII.isDigit(byte) { digits += 1 } else if ASCII.isLetter(byte) { letters += 1 } else { separators += 1 }
        }
        // Long identifiers made of words (FooBarBazException…) have few digits.
        return (digits >= 6 && letters >= 20 ? index..<end : nil, end)
    }

    /// After a key: optional quotes/backslashes, a separator, optional quotes, then the
    /// value, whole: a quoted one to its closing quote, any other to the next space, `;`,
    /// `&`, `,` or bracket. Quotes and separators may be URL-encoded, once or twice
    /// (`%22`, `%3D`, `%253A`).
    private static func valueAfterKey(in input: TextBytes, from start: Int,
                                      separators: [UInt8]) -> (range: Range<Int>, separator: UInt8)? {
        var cursor = skipQuoting(in: input, from: start).cursor
        cursor = input.skipSpaces(from: cursor)
        let separator: UInt8
        if separators.contains(input.at(cursor)) {
            separator = input.at(cursor)
            cursor += 1
        } else if let encoded = encodedByte(in: input, at: cursor), separators.contains(encoded.byte) {
            separator = encoded.byte
            cursor += encoded.length
        } else {
            return nil
        }
        cursor = input.skipSpaces(from: cursor)
        let quoting = skipQuoting(in: input, from: cursor)
        cursor = input.skipSpaces(from: quoting.cursor)
        guard let range = value(in: input, from: cursor, closingQuote: quoting.quote) else { return nil }
        return (range, separator)
    }

    /// `--client-secret VALUE` (a space, then the value).
    private static func optionValue(in input: TextBytes, from start: Int) -> Range<Int>? {
        let cursor = input.skipSpaces(from: start)
        // `--client-secret =…` is the `key=value` form (a placeholder already in it, `=[redacted]`,
        // stays as it is: taken as this value, a second redaction changed the text again).
        guard cursor > start, input.at(cursor) != ASCII.equals, input.at(cursor) != ASCII.colon else { return nil }
        let quoting = skipQuoting(in: input, from: cursor)
        return value(in: input, from: quoting.cursor, closingQuote: quoting.quote)
    }

    /// The value that starts at `start`: to `closingQuote` (the quote that opened it, or,
    /// after `\"`, the backslash before the closing one) when it was quoted, else to the
    /// next byte that ends a value in a query, a header, a cookie, JSON or a sentence. Nil
    /// for an empty value and for one that opens an object, a list or a PEM block (whose
    /// own keys and body are found where they stand).
    static func value(in input: TextBytes, from start: Int, closingQuote: UInt8?) -> Range<Int>? {
        let first = input.at(start)
        guard start < input.count, first != ASCII.openBrace, first != ASCII.openBracket, first != 0x3C,
              !(first == ASCII.minus && input.at(start + 1) == ASCII.minus) else { return nil }
        var end = start
        let limit = min(input.count, start + 65_536)
        if let closingQuote {
            while end < limit {
                let byte = input[end]
                if byte == closingQuote || byte == ASCII.newline || byte == ASCII.carriageReturn { break }
                if closingQuote != ASCII.backslash, byte == ASCII.backslash,
                   input.at(end + 1) == closingQuote { break }
                if let encoded = encodedByte(in: input, at: end), encoded.byte == ASCII.quote || encoded.byte == ASCII.apostrophe {
                    break
                }
                end += 1
            }
        } else {
            while end < limit, !endsUnquotedValue(input[end]) { end += 1 }
        }
        return end > start ? start..<end : nil
    }

    /// Bytes that end an unquoted value: white space and control characters, quotes,
    /// backslashes (a JSON escape), and the separators of queries, cookies and lists.
    @inline(__always) private static func endsUnquotedValue(_ byte: UInt8) -> Bool {
        byte <= ASCII.space || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backslash
            || byte == ASCII.semicolon || byte == 0x26 || byte == ASCII.comma || byte == ASCII.closeParen
            || byte == ASCII.closeBracket || byte == ASCII.closeBrace || byte == 0x3C || byte == 0x3E || byte == 0x7F
    }

    /// An authorization code, not an error code: after `=` (a query or form) 10 bytes or
    /// more; after `:` (JSON, a dictionary, a sentence) 20 or more holding a digit or a mark
    /// (`.`, `~`, `*`, `!`, `$`, `+`, `/`, `=`). MSAL errors carry their code as
    /// `"code": "invalid_grant"` and services as `code: LocationConditionEvaluationSatisfied`:
    /// catalog words, of letters and `_` or `-` only; an authorization code is a long opaque
    /// value of base64 characters, digits among them.
    private static func isAuthorizationCode(in input: TextBytes, _ range: Range<Int>, afterColon: Bool) -> Bool {
        guard afterColon else { return range.count >= 10 }
        guard range.count >= 20 else { return false }
        var hasDigit = false
        for index in range {
            let byte = input[index]
            if ASCII.isDigit(byte) {
                hasDigit = true
            } else if !(ASCII.isLetter(byte) || byte == 0x5F || byte == ASCII.minus) {
                return true
            }
        }
        return hasDigit
    }

    /// A quote or separator spelled as a `%XX` escape at `index`, or escaped twice
    /// (`%25XX`), and the escape's length.
    static func encodedByte(in input: TextBytes, at index: Int) -> (byte: UInt8, length: Int)? {
        guard input.at(index) == 0x25 else { return nil }
        if let byte = decodedEscape(0x25, input.at(index + 1), input.at(index + 2)) { return (byte, 3) }
        if input.at(index + 1) == 0x32, input.at(index + 2) == 0x35,
           let byte = decodedEscape(0x25, input.at(index + 3), input.at(index + 4)) {
            return (byte, 5)
        }
        return nil
    }

    /// `%3D` → `=`, `%3A` → `:`, `%22` → `"`, `%27` → `'` (either case); nil for any other
    /// three bytes. The one decoding the full pass and the quick look share.
    @inline(__always) static func decodedEscape(_ percent: UInt8, _ high: UInt8, _ low: UInt8) -> UInt8? {
        guard percent == 0x25 else { return nil }
        switch (high, low | 0x20) {
        case (0x33, 0x64): return ASCII.equals
        case (0x33, 0x61): return ASCII.colon
        case (0x32, 0x32): return ASCII.quote
        case (0x32, 0x37): return ASCII.apostrophe
        default: return nil
        }
    }

    /// Steps over quotes and backslashes (also encoded quotes) and returns where they end
    /// and the quote that closes what they opened (a backslash for `\"`, which JSON
    /// inside a string closes with `\"` too).
    private static func skipQuoting(in input: TextBytes, from start: Int) -> (cursor: Int, quote: UInt8?) {
        var cursor = start
        var quote: UInt8?
        var escaped = false
        while cursor < start + 9, cursor < input.count {
            let byte = input[cursor]
            if byte == ASCII.quote || byte == ASCII.apostrophe {
                quote = escaped ? ASCII.backslash : byte
                cursor += 1
            } else if byte == ASCII.backslash {
                escaped = true
                cursor += 1
            } else if let encoded = encodedByte(in: input, at: cursor), encoded.byte == ASCII.quote || encoded.byte == ASCII.apostrophe {
                quote = encoded.byte
                cursor += encoded.length
            } else {
                break
            }
        }
        return (cursor, quote)
    }

    /// Base64url/JWT characters, plus the marks Microsoft-account tokens use.
    private static func tokenEnd(in input: TextBytes, from start: Int, allowingMarks: Bool = false) -> Int {
        var cursor = start
        while cursor < input.count {
            let byte = input[cursor]
            let isToken = ASCII.isIdentifier(byte) || byte == ASCII.minus || byte == ASCII.dot
                || byte == 0x7E || byte == ASCII.plus || byte == 0x2F || byte == ASCII.equals
                || (allowingMarks && (byte == 0x2A || byte == 0x21 || byte == 0x24 || byte == 0x25))
            guard isToken else { break }
            cursor += 1
        }
        return cursor
    }
}
