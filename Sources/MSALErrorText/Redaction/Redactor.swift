/// Removes tokens and secrets from text before it is shown or exported.
///
/// Redacted: JWTs (`eyJ…`), values of `access_token`, `refresh_token`, `id_token`,
/// `client_secret`, `client_assertion`, `assertion`, `password`, `code_verifier`,
/// `x-ms-refresh-token`, the sign-in cookies `ESTSAUTH`, `ESTSAUTHPERSISTENT`,
/// `ESTSAUTHLIGHT`, `buid`, `fpc`, a SAS URL's `sig`, also URL-encoded
/// (`refresh_token%3D…`), and query/form `code=` values, `Authorization: Bearer|Basic …`
/// credentials (spaces or tabs),
/// Entra refresh tokens (`0.A…`, `1.A…`, `M.C…`, `M.R…`), Entra client secrets
/// (`xxx8Q~…`) and any other long opaque token. Correlation and trace ids (GUIDs)
/// are kept: support needs them and they are not secrets.
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
            if let secret = secretRange(in: input, at: index, checkOpaque: index >= opaqueRunEnd,
                                        opaqueRunEnd: &opaqueRunEnd) {
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

    /// Names whose value is a secret, lower case, matched without regard to case.
    static let secretKeys: [[UInt8]] = [
        "access_token", "refresh_token", "id_token", "client_secret", "client_assertion",
        "assertion", "password", "code_verifier", "accesstoken", "refreshtoken", "idtoken",
        "clientsecret", "client-secret", "x-ms-refresh_token", "x-ms-refresh-token", "refresh-token",
        "estsauth", "estsauthpersistent", "estsauthlight", "buid", "fpc", "sig",
    ].map { Array($0.utf8) }
    static let schemes: [[UInt8]] = ["bearer ", "basic ", "pop ", "bearer\t", "basic\t", "pop\t"].map { Array($0.utf8) }
    static let codeKey = Array("code".utf8)
    static let jwtStart = Array("eyJ".utf8)
    static let refreshTokenStarts: [[UInt8]] = ["0.A", "1.A", "M.C", "M.R"].map { Array($0.utf8) }

    /// The range to replace when a secret starts at `index` (a word start), else nil.
    /// `opaqueRunEnd` remembers where the last long-token check ended: a word inside
    /// a run that was not a secret is not one either, and skipping it keeps this linear.
    private static func secretRange(in input: TextBytes, at index: Int, checkOpaque: Bool,
                                    opaqueRunEnd: inout Int) -> Range<Int>? {
        let pair = Int(TextBytes.lower(input[index])) << 8 | Int(TextBytes.lower(input.at(index + 1)))
        if mayStartNamedSecret[pair], let secret = namedSecret(in: input, at: index) { return secret }
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
        let starts = secretKeys + schemes + [codeKey, jwtStart] + refreshTokenStarts
        for start in starts {
            table[Int(TextBytes.lower(start[0])) << 8 | Int(TextBytes.lower(start[1]))] = true
        }
        return table
    }()

    /// A secret named by its key, scheme or token prefix.
    private static func namedSecret(in input: TextBytes, at index: Int) -> Range<Int>? {
        for keyIndex in keysByFirstByte[Int(TextBytes.lower(input[index]))] {
            let key = secretKeys[keyIndex]
            guard input.hasPrefixIgnoringCase(key, at: index) else { continue }
            let afterKey = index + key.count
            if ASCII.isIdentifier(input.at(afterKey)) { continue }
            if let value = valueAfterKey(in: input, from: afterKey, separators: [ASCII.equals, ASCII.colon]) {
                return value
            }
        }
        if input.hasPrefix(codeKey, at: index), !ASCII.isIdentifier(input.at(index + 4)),
           let value = valueAfterKey(in: input, from: index + 4, separators: [ASCII.equals]),
           value.count >= 10 {
            return value
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

    /// After a key: optional quotes/backslashes, a separator, optional quotes, then a
    /// token. Quotes and separators may be URL-encoded (`%22`, `%3D`, `%3A`).
    private static func valueAfterKey(in input: TextBytes, from start: Int, separators: [UInt8]) -> Range<Int>? {
        var cursor = skipQuoting(in: input, from: start)
        cursor = input.skipSpaces(from: cursor)
        if separators.contains(input.at(cursor)) {
            cursor += 1
        } else if let encoded = encodedByte(in: input, at: cursor), separators.contains(encoded) {
            cursor += 3
        } else {
            return nil
        }
        cursor = input.skipSpaces(from: cursor)
        cursor = skipQuoting(in: input, from: cursor)
        cursor = input.skipSpaces(from: cursor)
        let end = tokenEnd(in: input, from: cursor, allowingMarks: true)
        return end > cursor ? cursor..<end : nil
    }

    /// The byte a `%XX` escape at `index` stands for, when it is a quote or a separator.
    static func encodedByte(in input: TextBytes, at index: Int) -> UInt8? {
        decodedEscape(input.at(index), input.at(index + 1), input.at(index + 2))
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

    private static func skipQuoting(in input: TextBytes, from start: Int) -> Int {
        var cursor = start
        while cursor < start + 9, cursor < input.count {
            if input[cursor] == ASCII.quote || input[cursor] == ASCII.apostrophe || input[cursor] == ASCII.backslash {
                cursor += 1
            } else if let encoded = encodedByte(in: input, at: cursor), encoded == ASCII.quote || encoded == ASCII.apostrophe {
                cursor += 3
            } else {
                break
            }
        }
        return cursor
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
