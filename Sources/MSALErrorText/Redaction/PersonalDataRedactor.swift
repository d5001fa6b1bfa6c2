/// Whether personal data in decoded text (e-mail addresses and UPNs, IPv4 and IPv6
/// addresses) is masked, as by default, or kept (`--show-pii`). MSAL itself counts
/// UPNs and IP addresses as PII and keeps them out of its logs unless asked.
public enum PersonalData: String, Hashable, Sendable {
    case redacted
    case shown
}

/// Masks personal data: an e-mail address or UPN keeps the first character of its
/// local part and its whole domain (`jane.doe@contoso.com` → `j***@contoso.com`), so
/// that the tenant stays visible; IP addresses become ``ipPlaceholder``. One linear
/// walk over the bytes; masked text is left as it is when walked again.
public enum PersonalDataRedactor {
    public static let ipPlaceholder = "[redacted IP]"
    private static let ipPlaceholderBytes = Array(ipPlaceholder.utf8)
    private static let mask = Array("***".utf8)

    /// `text` with personal data masked; `text` itself when there is none.
    public static func redact(_ text: String) -> String { personalDataRemoved(from: text) ?? text }

    /// `text` with personal data masked, or nil when it holds none.
    static func personalDataRemoved(from text: String) -> String? {
        // The shortest address found is `1.2.3.4` or `a@b.cd`.
        guard text.utf8.count >= 6 else { return nil }
        // Most texts hold no `@` and no hex digit before a `.` or `:`: a look at their bytes
        // in place says so without copying them.
        if text.utf8.withContiguousStorageIfAvailable({ !mayHoldAddress($0) }) == true { return nil }
        return personalDataRemovedWithoutQuickLook(from: text)
    }

    /// The full walk: every `@` and every word start that may begin an address is tried.
    static func personalDataRemovedWithoutQuickLook(from text: String) -> String? {
        guard text.utf8.count >= 6 else { return nil }
        let input = TextBytes(text)
        var output: [UInt8] = []
        var copiedUpTo = 0
        var index = 0
        while index < input.count {
            let byte = input[index]
            var found: (range: Range<Int>, replacement: [UInt8])?
            if byte == 0x40, let local = emailLocalPart(input, at: index, domainFrom: index + 1, notBefore: copiedUpTo),
               !isSSHAddress(input, local: local, at: index) {
                found = (local, firstCharacter(input, of: local) + mask)
            } else if byte == 0x25, isEncodedAt(input, index),
                      let local = emailLocalPart(input, at: index, domainFrom: index + 3, notBefore: copiedUpTo) {
                // `%40`, a URL-encoded `@` (a login_hint in a query, encoded once more than decoded).
                found = (local, firstCharacter(input, of: local) + mask)
            } else if isAddressStart(input, index),
                      let end = ipv4End(input, from: index).flatMap({ isVersion(input, at: index) ? nil : $0 })
                        ?? ipv6End(input, from: index) {
                found = (index..<end, ipPlaceholderBytes)
            }
            guard let found else {
                index += 1
                continue
            }
            if output.isEmpty { output.reserveCapacity(input.count) }
            output.append(contentsOf: input.bytes[copiedUpTo..<found.range.lowerBound])
            output.append(contentsOf: found.replacement)
            copiedUpTo = found.range.upperBound
            index = max(found.range.upperBound, index + 1)
        }
        guard copiedUpTo > 0 || !output.isEmpty else { return nil }
        output.append(contentsOf: input.bytes[copiedUpTo..<input.count])
        return String(decoding: output, as: UTF8.self)
    }

    /// False only when `bytes` cannot hold an address: every e-mail address has an `@` (or a
    /// URL-encoded `%40`);
    /// an IPv4 address is a run of digits and dots with three dots; an IPv6 address is a
    /// run of hex digits and colons with `::` or seven colons. Times (`09:20:11`), dates
    /// and versions with fewer dots pass; a true answer only means the full walk must look.
    static func mayHoldAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        holdsAddressMarks(bytes) && mayHoldAddressInRuns(bytes)
    }

    /// False when `bytes` lacks what every address the full walk finds holds: an `@` or `%40`;
    /// three dots each followed by a digit (an IPv4 address, alone or ending an IPv6 one); a
    /// `::` or six colons each followed by a hex digit (an IPv6 address without `::` has seven,
    /// or six and an IPv4 end). Most texts' dots and colons end a sentence or a label
    /// (`expired. Trace ID: …`): only these four bytes are looked at, found sixteen at a time,
    /// rather than every byte of each eight that holds one (``mayHoldAddressInRuns(_:)``).
    static func holdsAddressMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var dotsBeforeDigits = 0, colonsBeforeHex = 0
        /// Whether the byte at `position` completes a mark.
        @inline(__always) func completesMark(_ position: Int) -> Bool {
            let next = position + 1 < count ? bytes[position + 1] : 0
            switch bytes[position] {
            case 0x40:
                return true
            case 0x25:
                return next == UInt8(ascii: "4") && position + 2 < count && bytes[position + 2] == ASCII.zero
            case ASCII.dot:
                if ASCII.isDigit(next) { dotsBeforeDigits += 1 }
                return dotsBeforeDigits >= 3
            case ASCII.colon:
                if ASCII.isHexDigit(next) { colonsBeforeHex += 1 }
                return next == ASCII.colon || colonsBeforeHex >= 6
            default:
                return false
            }
        }
        /// The marks' lanes of `halves` (high bits, lanes 0…7 then 8…15) from lane `from` on, at `start`.
        @inline(__always) func completesMark(in halves: SIMD2<UInt64>, from lane: Int, at start: Int) -> Bool {
            for half in 0..<2 {
                let skipped = min(max(lane - half * 8, 0), 8)
                var mask = skipped == 8 ? 0 : halves[half] & (~0 << UInt64(skipped * 8))
                while mask != 0 {
                    if completesMark(start + half * 8 + mask.trailingZeroBitCount / 8) { return true }
                    mask &= mask &- 1
                }
            }
            return false
        }
        guard count >= 16 else {
            for position in 0..<count where completesMark(position) { return true }
            return false
        }
        var index = 0
        while index + 16 <= count {
            if completesMark(in: addressStops16(bytes, at: index), from: 0, at: index) { return true }
            index += 16
        }
        // The last sixteen bytes, overlapping those already seen (whose lanes are left out).
        return index < count && completesMark(in: addressStops16(bytes, at: count - 16), from: index - (count - 16),
                                              at: count - 16)
    }

    /// The first look, byte by byte within the eights that hold an `@`, `.`, `:` or `%`.
    static func mayHoldAddressInRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        addressByteKind.withUnsafeBufferPointer { kinds in
            var dotsInRun = 0, colonsInRun = 0
            var previous: UInt8 = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes without `@`, `.` or `:` end any run: an IPv4 address has at most 3
                // digits between dots and an IPv6 address 4 hex digits between colons. Sixteen
                // such bytes are skipped at once, then eight; eight that hold one are walked
                // byte by byte, whole (fewer skips only make the look more careful).
                if index + 16 <= bytes.count, !mayHoldAddressByte16(bytes, at: index) {
                    dotsInRun = 0
                    colonsInRun = 0
                    previous = bytes[index + 15]
                    index += 16
                    continue
                }
                if index + 8 <= bytes.count, !mayHoldAddressByte(bytes, at: index) {
                    dotsInRun = 0
                    colonsInRun = 0
                    previous = bytes[index + 7]
                    index += 8
                    continue
                }
                let end = min(index + 8, bytes.count)
                while index < end {
                    let byte = bytes[index]
                    index += 1
                    let kind = kinds[Int(byte)]
                    if kind == 0 {
                        dotsInRun = 0
                        colonsInRun = 0
                    } else if kind == at {
                        return true
                    } else if kind == percent {
                        // `%40`: an encoded `@` (the bytes after may be in the next block: read them here).
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "4"), bytes[index + 1] == ASCII.zero { return true }
                        dotsInRun = 0
                        colonsInRun = 0
                    } else {
                        // Digits continue both runs; a dot ends an IPv6 run, a colon an IPv4 run,
                        // and a hex letter an IPv4 run.
                        if kind & digit == 0 { dotsInRun = kind == dot ? dotsInRun + 1 : 0 }
                        if kind == dot {
                            if dotsInRun >= 3 { return true }
                            colonsInRun = 0
                        } else if kind == colon {
                            if previous == ASCII.colon { return true }
                            colonsInRun += 1
                            if colonsInRun >= 7 { return true }
                        }
                    }
                    previous = byte
                }
            }
            return false
        }
    }

    /// The lanes of the sixteen bytes at `index` that hold an `@`, `.`, `:` or `%`, as the high
    /// bit of each byte of two words (per lane, `(y - 1) & ~y` has its high bit set exactly when
    /// y == 0; see ``ByteBlocks``).
    @inline(__always) private static func addressStops16(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> SIMD2<UInt64> {
        let block = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: SIMD16<UInt8>.self)
        let one = SIMD16<UInt8>(repeating: 1)
        @inline(__always) func isZero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> { (lanes &- one) & ~lanes }
        let found = isZero(block ^ SIMD16(repeating: 0x40)) | isZero(block ^ SIMD16(repeating: 0x2E))
            | isZero(block ^ SIMD16(repeating: 0x3A)) | isZero(block ^ SIMD16(repeating: 0x25))
        return unsafeBitCast(found & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
    }

    /// Whether the sixteen bytes at `index` hold an `@`, `.`, `:` or `%`.
    @inline(__always) private static func mayHoldAddressByte16(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let halves = addressStops16(bytes, at: index)
        return halves[0] | halves[1] != 0
    }

    /// Whether the eight bytes at `index` hold an `@`, `.`, `:` or `%` (zero-byte tests on one word).
    @inline(__always) private static func mayHoldAddressByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
        @inline(__always) func hasByte(_ value: UInt64) -> Bool {
            let folded = word ^ (ones &* value)
            return (folded &- ones) & ~folded & highs != 0
        }
        return hasByte(0x40) || hasByte(0x2E) || hasByte(0x3A) || hasByte(0x25)
    }

    private static let digit: UInt8 = 1, hexLetter: UInt8 = 2, dot: UInt8 = 4, colon: UInt8 = 8, at: UInt8 = 16
    private static let percent: UInt8 = 32
    private static let addressByteKind: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case ASCII.zero...UInt8(ascii: "9"): digit
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): hexLetter
        case ASCII.dot: dot
        case ASCII.colon: colon
        case 0x40: at
        case 0x25: percent
        default: 0
        }
    }

    // MARK: e-mail addresses and UPNs

    /// A byte of a local part: ASCII letters, digits and `. _ % + - ' #` (a B2B guest's UPN is
    /// `jane_fabrikam.com#EXT#@contoso.onmicrosoft.com`), and the bytes of non-ASCII letters:
    /// not the lead bytes of U+0080…U+00BF (`«`, no-break space) and U+2000…U+2FFF (curly
    /// quotes, dashes, `…`), which end a local part as a space does.
    private static func isLocalByte(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.dot || byte == 0x5F || byte == 0x25
            || byte == ASCII.plus || byte == ASCII.minus || byte == ASCII.apostrophe || byte == 0x23
            || (byte >= 0x80 && byte != 0xC2 && byte != 0xE2)
    }

    /// Where a local part may start: an ASCII letter or digit, or the first byte of a
    /// non-ASCII character (never one of its continuation bytes).
    private static func startsLocalPart(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte >= 0xC0
    }

    /// The local part before the `@` (or `%40`) at `at` when a domain with a dot starts at
    /// `domainFrom`; nil for a local part already masked (`j***`), which has no valid byte
    /// next to `@`.
    private static func emailLocalPart(_ input: TextBytes, at: Int, domainFrom: Int, notBefore: Int) -> Range<Int>? {
        var start = at
        while start > notBefore, start > at - 64, isLocalByte(input[start - 1]) { start -= 1 }
        // In URL-encoded text, an encoded separator (`%3d` for `=`, `%26` for `&`) ends what came before.
        var cursor = start
        while cursor + 2 < at {
            if input[cursor] == 0x25, let decoded = hexByte(input[cursor + 1], input[cursor + 2]), !isLocalByte(decoded) {
                start = cursor + 3
            }
            cursor += 1
        }
        while start < at, !startsLocalPart(input[start]) { start += 1 }
        // A masked local part (`j***`) ends in `*`, which no local part here holds: left alone.
        guard start < at, domainEnd(input, from: domainFrom) != nil else { return nil }
        return start..<at
    }

    /// Whether the `user@host` whose local part is `local` is an SSH address, not an e-mail:
    /// git's own user (`git@github.com`, `git@ssh.dev.azure.com`), the user of an
    /// `ssh://` URL, or an scp-style remote (`deploy@build01.contoso.com:repo.git`, whose
    /// host is followed by `:` and a path rather than a port).
    private static func isSSHAddress(_ input: TextBytes, local: Range<Int>, at: Int) -> Bool {
        if local.count == 3, input.hasPrefixIgnoringCase(gitUser, at: local.lowerBound) { return true }
        if local.lowerBound >= 6, input.hasPrefixIgnoringCase(sshScheme, at: local.lowerBound - 6) { return true }
        guard let end = domainEnd(input, from: at + 1), input.at(end) == ASCII.colon else { return false }
        let next = input.at(end + 1)
        return ASCII.isLetter(next) || next == 0x2F || next == 0x7E || next == ASCII.dot
    }

    private static let gitUser = Array("git".utf8)
    private static let sshScheme = Array("ssh://".utf8)

    /// The bytes of the local part's first character, which the mask keeps (`J***`, `É***`).
    private static func firstCharacter(_ input: TextBytes, of local: Range<Int>) -> [UInt8] {
        var end = local.lowerBound + 1
        while end < local.upperBound, input[end] & 0xC0 == 0x80 { end += 1 }
        return Array(input.bytes[local.lowerBound..<end])
    }

    /// The byte two hex digits spell, or nil.
    private static func hexByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        guard let high = TextUnescaping.hexValue(high), let low = TextUnescaping.hexValue(low) else { return nil }
        return UInt8(high << 4 | low)
    }

    /// `%40` at `index`.
    private static func isEncodedAt(_ input: TextBytes, _ index: Int) -> Bool {
        input.at(index + 1) == UInt8(ascii: "4") && input.at(index + 2) == ASCII.zero
    }

    /// The end of a domain name (labels of letters, digits and `-`, at least one dot,
    /// the last label of two or more letters).
    private static func domainEnd(_ input: TextBytes, from start: Int) -> Int? {
        var cursor = start, dots = 0, labelStart = start, lastLabel = start..<start
        while cursor < input.count, cursor < start + 253 {
            let byte = input[cursor]
            if ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.minus {
                cursor += 1
            } else if byte == ASCII.dot, cursor > labelStart, cursor + 1 < input.count,
                      ASCII.isLetter(input[cursor + 1]) || ASCII.isDigit(input[cursor + 1]) {
                lastLabel = labelStart..<cursor
                dots += 1
                cursor += 1
                labelStart = cursor
            } else {
                break
            }
        }
        lastLabel = labelStart..<cursor
        guard dots >= 1, lastLabel.count >= 2, lastLabel.allSatisfy({ ASCII.isLetter(input[$0]) }) else { return nil }
        return cursor
    }

    // MARK: IP addresses

    /// Words after which four dotted numbers are a version, not an address: `MSAL 4.61.3.0`,
    /// `MSAL.NET 4.61.3.0`, `Microsoft.Identity.Client 4.61.3.0`, `x-client-Ver=4.61.3.0`,
    /// `x-client-OS=14.2.1.0`, `version: 4.61.3.0`, `iOS 17.4.1.0` (lower case; the word before
    /// is one of them or ends in one after a `.`, `-` or `_`, or ends in `version`). Any
    /// word whose first part is `msal` (`MSAL.NetCore`, `MSAL.Xamarin.Android`) and any
    /// `x-client-…` or `x-app-…` parameter (MSAL's telemetry: SKU, versions, OS) name a version too.
    private static let versionWords: [[UInt8]] = [
        "msal", "msal.net", "identity.client", "ver", "version", "os", "ios", "ipados", "macos", "windows",
        "android", "linux", "build", "sdk", "runtime", "framework",
    ].map { Array($0.utf8) }
    private static let versionPrefixes: [[UInt8]] = ["msal.", "msal-", "msal_", "x-client-", "x-app-"].map { Array($0.utf8) }

    /// Whether the dotted numbers at `start` follow a version word and a separator of up to
    /// four bytes (spaces, `=`, `:`, `/`, `-`, an opening bracket, quotes: `version '4.70.2.0'`,
    /// `"version": "4.70.2.0"`).
    private static func isVersion(_ input: TextBytes, at start: Int) -> Bool {
        var end = start
        var separators = 0
        while end > 0, separators < 4,
              [ASCII.space, 0x3D, ASCII.colon, 0x2F, ASCII.minus, ASCII.openParen, ASCII.openBracket, 0x27, 0x22]
                .contains(input[end - 1]) {
            end -= 1
            separators += 1
        }
        guard separators > 0 else { return false }
        var wordStart = end
        while wordStart > 0, end - wordStart < 64,
              ASCII.isIdentifier(input[wordStart - 1]) || input[wordStart - 1] == ASCII.dot || input[wordStart - 1] == ASCII.minus {
            wordStart -= 1
        }
        let word = input.bytes[wordStart..<end].map { ASCII.isLetter($0) ? $0 | 0x20 : $0 }
        if versionPrefixes.contains(where: { word.starts(with: $0) }) || word.suffix(7).elementsEqual("version".utf8) {
            return true
        }
        // The whole word, or its last parts after a `.`, `-` or `_` (`x-client-ver`, not `server`).
        return versionWords.contains { version in
            guard word.count >= version.count, word.suffix(version.count).elementsEqual(version) else { return false }
            return word.count == version.count || [ASCII.dot, ASCII.minus, 0x5F].contains(word[word.count - version.count - 1])
        }
    }

    /// An address starts a word: the byte before is not part of a name, a number or a
    /// dotted version (`MSAL.NetCore.4.66.2.0` is not an address). After a colon, it starts
    /// only where the colon ends a label (`host:fe80::1`), never inside an address.
    private static func isAddressStart(_ input: TextBytes, _ index: Int) -> Bool {
        let byte = input[index]
        guard ASCII.isHexDigit(byte) || byte == ASCII.colon else { return false }
        guard index > 0 else { return true }
        let before = input[index - 1]
        if before == ASCII.colon { return byte != ASCII.colon && endsLabel(input, colon: index - 1) }
        return !(ASCII.isIdentifier(before) || before == ASCII.dot || before == ASCII.minus || before == 0x2A)
    }

    /// The colon at `colon` ends a word with a letter no hex digit has (`x:`, `addr:`,
    /// `Host:`). After a word of hex digits alone (`2001:`, `db8:`) the colon may be inside an
    /// address, whose start was tried at that word. The look back stops after 64 bytes.
    private static func endsLabel(_ input: TextBytes, colon: Int) -> Bool {
        var cursor = colon - 1
        while cursor >= 0, cursor >= colon - 64, ASCII.isIdentifier(input[cursor]) {
            if !ASCII.isHexDigit(input[cursor]) { return true }
            cursor -= 1
        }
        return false
    }

    /// A byte after an address: not a letter, digit or joining mark. A sentence's final
    /// dot is fine, and so is a port (`:443`); a dot before more of a name is not.
    private static func endsAddress(_ input: TextBytes, at index: Int) -> Bool {
        let byte = input.at(index)
        if byte == ASCII.dot { return !ASCII.isIdentifier(input.at(index + 1)) }
        return !(ASCII.isIdentifier(byte) || byte == ASCII.minus)
    }

    /// `192.168.1.20`: four numbers of 0…255 joined by dots.
    private static func ipv4End(_ input: TextBytes, from start: Int) -> Int? {
        var cursor = start
        for part in 0..<4 {
            if part > 0 {
                guard input.at(cursor) == ASCII.dot else { return nil }
                cursor += 1
            }
            var value = 0, digits = 0
            while digits < 4, ASCII.isDigit(input.at(cursor)) {
                value = value * 10 + Int(input[cursor] - ASCII.zero)
                digits += 1
                cursor += 1
            }
            guard digits >= 1, digits <= 3, value <= 255 else { return nil }
        }
        return endsAddress(input, at: cursor) ? cursor : nil
    }

    /// `2001:db8::8a2e:370:7334`, `fe80::1`: groups of up to four hex digits joined by
    /// colons, either eight of them or shortened with one `::`. Times (`10:00:00`) and
    /// `::` alone are not addresses.
    private static func ipv6End(_ input: TextBytes, from start: Int) -> Int? {
        var cursor = start, colons = 0, groups = 0, groupLength = 0, doubleColons = 0
        while cursor < input.count, cursor < start + 45 {
            let byte = input[cursor]
            if byte == ASCII.dot, colons > 0, groupLength > 0 {
                // An IPv4 address as the last 32 bits (`::ffff:192.168.0.1`): two groups' worth.
                // Else the dot ends the address (`… from 2001:db8::1.`), as `endsAddress` judges.
                if let end = ipv4End(input, from: cursor - groupLength) {
                    cursor = end
                    groups += 1
                    colons += 1
                }
                break
            }
            if ASCII.isHexDigit(byte) {
                groupLength += 1
                guard groupLength <= 4 else { return nil }
                if groupLength == 1 { groups += 1 }
            } else if byte == ASCII.colon {
                if input.at(cursor + 1) == ASCII.colon {
                    doubleColons += 1
                    colons += 2
                    cursor += 1
                } else {
                    guard ASCII.isHexDigit(input.at(cursor + 1)) else { break }
                    colons += 1
                }
                groupLength = 0
            } else {
                break
            }
            cursor += 1
        }
        guard groups >= 2, doubleColons <= 1, (doubleColons == 1 && colons <= 8) || (doubleColons == 0 && colons == 7),
              endsAddress(input, at: cursor) else { return nil }
        return cursor
    }
}
