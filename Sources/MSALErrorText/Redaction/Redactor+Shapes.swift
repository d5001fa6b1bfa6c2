/// The secrets whose shape is more than a key and a value: a PEM private key's body,
/// a B2C session cookie (whose name holds the tenant) and the password of a URL's user.
extension Redactor {
    /// The body of the PEM private key whose `BEGIN` is at `index` (`-----BEGIN RSA PRIVATE
    /// KEY-----` … `-----END RSA PRIVATE KEY-----`): multi-line, on one line (spaces for line
    /// ends) or JSON-escaped (`\n`). The markers stay, so a reader sees what was there; a
    /// block cut before its `END` is redacted to where its base64 stops. Certificates and
    /// public keys are not secrets and are kept.
    static func privateKeyBody(in input: TextBytes, at index: Int) -> Range<Int>? {
        guard index >= 5, (index - 5..<index).allSatisfy({ input[$0] == ASCII.minus }),
              input.at(index + 5) == ASCII.space else { return nil }
        // The label: `PRIVATE KEY`, `RSA PRIVATE KEY`, `ENCRYPTED PRIVATE KEY`, `OPENSSH PRIVATE KEY`…
        var labelEnd = index + 6
        while labelEnd < min(input.count, index + 48), input[labelEnd] != ASCII.minus { labelEnd += 1 }
        guard input.hasPrefix(dashes, at: labelEnd), labelEnd - index >= 17,
              input.hasPrefix(privateKeyLabel, at: labelEnd - privateKeyLabel.count) else { return nil }
        let bodyStart = labelEnd + dashes.count
        var cursor = bodyStart
        let limit = min(input.count, bodyStart + 65_536)
        while cursor < limit {
            let byte = input[cursor]
            if byte == ASCII.minus && input.hasPrefix(endMarker, at: cursor) { break }
            // Base64, line ends (also escaped), and an encrypted key's `Proc-Type: 4,ENCRYPTED` headers.
            guard ASCII.isIdentifier(byte) || ASCII.isWhitespace(byte) || byte == ASCII.plus || byte == 0x2F
                || byte == ASCII.equals || byte == ASCII.backslash || byte == ASCII.colon || byte == ASCII.comma
                || byte == ASCII.minus || byte == ASCII.dot else { break }
            cursor += 1
        }
        return cursor > bodyStart ? bodyStart..<cursor : nil
    }

    private static let dashes = Array("-----".utf8)
    private static let privateKeyLabel = Array("PRIVATE KEY".utf8)
    private static let endMarker = Array("-----END ".utf8)

    /// The value of a B2C cookie at `index`: `x-ms-cpim-sso:contoso.onmicrosoft.com_0=VALUE`
    /// (the name runs to its `=`), also `x-ms-cpim-trans`, `-csrf`, `-cache`.
    static func cpimCookieValue(in input: TextBytes, at index: Int) -> Range<Int>? {
        var cursor = index + cpimCookieStart.count
        let limit = min(input.count, cursor + 256)
        while cursor < limit, input[cursor] != ASCII.equals {
            let byte = input[cursor]
            if byte <= ASCII.space || byte == ASCII.semicolon || byte == ASCII.comma || byte == ASCII.quote { return nil }
            cursor += 1
        }
        guard input.at(cursor) == ASCII.equals else { return nil }
        return value(in: input, from: cursor + 1, closingQuote: nil)
    }

    /// Whether `index` follows a URL's `://`.
    @inline(__always) static func followsSchemeSlashes(_ input: TextBytes, _ index: Int) -> Bool {
        input.at(index - 1) == 0x2F && input.at(index - 2) == 0x2F && input.at(index - 3) == ASCII.colon
    }

    /// The password in a URL's user part at `index` (`https://user:PASSWORD@host/`), else nil;
    /// a port (`https://host:443/`) is not one.
    static func urlPassword(in input: TextBytes, at index: Int) -> Range<Int>? {
        var cursor = index
        let limit = min(input.count, index + 512)
        while cursor < limit, input[cursor] != ASCII.colon {
            if endsURLUser(input[cursor]) { return nil }
            cursor += 1
        }
        guard input.at(cursor) == ASCII.colon else { return nil }
        let passwordStart = cursor + 1
        cursor = passwordStart
        while cursor < limit, input[cursor] != 0x40 {
            if endsURLPassword(input[cursor]) { return nil }
            cursor += 1
        }
        guard input.at(cursor) == 0x40, cursor > passwordStart else { return nil }
        return passwordStart..<cursor
    }

    @inline(__always) private static func endsURLUser(_ byte: UInt8) -> Bool {
        endsURLPassword(byte) || byte == 0x23 || byte == 0x40 || byte == ASCII.apostrophe
    }

    /// A password may hold `#` and `'` (`https://svc:Sup#r'S3cret@proxy/`), which no URL
    /// should have unescaped there but people write. Taken as the end, they left the rest of
    /// the password to the e-mail mask (`S***@proxy`), which a second pass read as a password:
    /// redacting again changed the text. Every byte that ends a password here also ends an
    /// e-mail's local part.
    @inline(__always) private static func endsURLPassword(_ byte: UInt8) -> Bool {
        byte <= ASCII.space || byte == 0x2F || byte == 0x3F || byte == ASCII.quote || byte == 0x3C || byte == 0x3E
    }
}
