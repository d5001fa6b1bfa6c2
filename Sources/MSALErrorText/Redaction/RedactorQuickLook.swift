/// The quick look `Redactor.redact` takes before its full pass: nearly every text
/// (codes, names, descriptions) holds no secret, and one walk over its bytes in
/// place, word by word, says so without copying it.
extension Redactor {
    /// False only when `redact` would find nothing: no word starts with a whole
    /// secret key and its separator, a scheme or a token prefix (`startsNamedSecret`),
    /// and no run of token characters is an opaque token (`isOpaqueSecret`). Walks
    /// the word starts exactly as `redact` does until its first candidate.
    static func mayHoldSecret(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let tables = QuickLookTables.shared
        let classes = tables.classes
        let count = bytes.count
        var index = 0
        var opaqueRunEnd = 0
        while index < count {
            let byteClass = classes[Int(bytes[index])]
            guard byteClass & ByteClass.identifier != 0 else {
                index &+= 1
                continue
            }
            // A word starts here: the byte before it, if any, is not an identifier byte.
            var wordEnd = index &+ 1
            while wordEnd < count && classes[Int(bytes[wordEnd])] & ByteClass.identifier != 0 { wordEnd &+= 1 }
            if byteClass & ByteClass.mayStartNamedSecret != 0 {
                // Only words of the right length for their first two bytes are compared.
                let slot = tables.slot(bytes[index], index &+ 1 < count ? bytes[index &+ 1] : 0)
                if tables.wordLengths[slot] & QuickLookTables.lengthBit(wordEnd &- index) != 0
                    && startsNamedSecret(bytes, at: index, slot: slot) {
                    return true
                }
            }
            // A key after a URL escape (`%26client_secret`, `%2526password`): its word starts inside this one.
            if index > 0 && bytes[index &- 1] == 0x25 {
                var inner = index &+ 2
                if inner &+ 2 <= wordEnd && bytes[index] == 0x32 && bytes[index &+ 1] == 0x35 { inner &+= 2 }
                if inner < wordEnd {
                    let slot = tables.slot(bytes[inner], inner &+ 1 < count ? bytes[inner &+ 1] : 0)
                    if tables.wordLengths[slot] & QuickLookTables.lengthBit(wordEnd &- inner) != 0
                        && startsNamedSecret(bytes, at: inner, slot: slot) {
                        return true
                    }
                }
            }
            if index >= 3 && bytes[index &- 1] == 0x2F && bytes[index &- 2] == 0x2F && bytes[index &- 3] == ASCII.colon
                && mayHoldURLPassword(bytes, from: index) {
                return true
            }
            if index >= opaqueRunEnd && tables.guidsHoldNoSecretStart, let guidEnd = guidEnd(bytes, at: index) {
                // A GUID alone in its run (nearly every description holds two), whose first word has
                // had the checks above: its other four words follow a `-` and none can start a named
                // secret (`guidsHoldNoSecretStart`), and 36 hex bytes are no opaque token, so it is
                // stepped over whole, as the walk would end up doing.
                opaqueRunEnd = guidEnd
                index = guidEnd
                continue
            }
            if index >= opaqueRunEnd {
                // The run of token characters from here: usually this word alone.
                var runEnd = wordEnd
                while runEnd < count && classes[Int(bytes[runEnd])] & ByteClass.token != 0 { runEnd &+= 1 }
                if runEnd &- index >= 34 && isOpaqueSecret(bytes, index..<runEnd) { return true }
                opaqueRunEnd = runEnd
            }
            index = wordEnd
        }
        return false
    }

    /// After a URL's `://`: an `@` before the next `/`, `?` or space (a user part, which may hold a password).
    private static func mayHoldURLPassword(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var cursor = start
        let limit = min(bytes.count, start &+ 1_024)
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == 0x40 { return true }
            if byte <= ASCII.space || byte == 0x2F || byte == 0x3F { return false }
            cursor &+= 1
        }
        return false
    }

    /// The end of a GUID (8-4-4-4-12 hex digits) at `index` that no token byte follows, else nil.
    @inline(__always) static func guidEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let end = index &+ 36
        guard end <= bytes.count, bytes[index &+ 8] == ASCII.minus, bytes[index &+ 13] == ASCII.minus,
              bytes[index &+ 18] == ASCII.minus, bytes[index &+ 23] == ASCII.minus,
              end == bytes.count || QuickLookTables.shared.classes[Int(bytes[end])] & ByteClass.token == 0,
              let base = bytes.baseAddress else { return nil }
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + index + offset).loadUnaligned(as: UInt64.self))
        }
        // Five looks of eight bytes (the last overlapping); the four dashes, seen above, become
        // `0` (lanes 0 and 5 of the word at 8, 2 and 7 of the word at 16).
        let dash = UInt64(ASCII.minus ^ ASCII.zero)
        return HexWord.isHex(word(0)) && HexWord.isHex(word(8) ^ (dash | dash << 40))
            && HexWord.isHex(word(16) ^ (dash << 16 | dash << 56)) && HexWord.isHex(word(24))
            && HexWord.isHex(word(28)) ? end : nil
    }

    /// True when every byte is a hex digit or `-` (a GUID, or any id of that shape).
    static func isHexId(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Eight bytes at a time (a GUID in five looks, the last overlapping): `redactUnlessId`
        // runs on two ids an error. (Sixteen at a time, as vectors, cost more here.)
        if bytes.count >= 8, let base = bytes.baseAddress {
            @inline(__always) func word(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            }
            var offset = 0
            while offset + 8 <= bytes.count {
                guard HexWord.isHexOrMinus(word(offset)) else { return false }
                offset += 8
            }
            return offset == bytes.count || HexWord.isHexOrMinus(word(bytes.count - 8))
        }
        let classes = QuickLookTables.shared.classes
        var index = 0
        while index < bytes.count && classes[Int(bytes[index])] & ByteClass.hexOrMinus != 0 { index &+= 1 }
        return index == bytes.count
    }

    /// `opaqueToken`'s decision for the run `run` of token characters (a GUID, 36
    /// characters without `Q~`, is not a secret).
    static func isOpaqueSecret(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Bool {
        let length = run.count, index = run.lowerBound
        if length >= 34 && length <= 48 && ASCII.isDigit(bytes[index + 3])
            && bytes[index + 4] == 0x51 && bytes[index + 5] == 0x7E {
            return true
        }
        guard length >= 64 else { return false }
        var letters = 0, digits = 0
        for offset in run {
            let byte = bytes[offset]
            if ASCII.isDigit(byte) { digits += 1 } else if ASCII.isLetter(byte) { letters += 1 }
        }
        return digits >= 6 && letters >= 20
    }

    /// True when a word at `index` starts the way every secret `namedSecret` finds
    /// does: a whole key (or `code`) followed by its separator, a scheme, or a token
    /// prefix (the rest of the checks are left to `namedSecret`).
    private static func startsNamedSecret(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, slot: Int) -> Bool {
        let tables = QuickLookTables.shared
        let count = bytes.count
        for candidate in Int(tables.candidateStarts[slot])..<Int(tables.candidateStarts[slot &+ 1]) {
            let start = tables.start(index: Int(tables.candidates[candidate]))
            guard index &+ start.length <= count else { continue }
            var offset = 0
            if start.ignoringCase {
                while offset < start.length
                    && TextBytes.lower(bytes[index &+ offset]) == tables.startBytes[start.offset &+ offset] {
                    offset &+= 1
                }
            } else {
                while offset < start.length && bytes[index &+ offset] == tables.startBytes[start.offset &+ offset] {
                    offset &+= 1
                }
            }
            guard offset == start.length else { continue }
            let afterStart = index &+ start.length
            switch start.follows {
            case .anything:
                return true
            case .equalsOrColon, .equals:
                let wholeWord = afterStart >= count || tables.classes[Int(bytes[afterStart])] & ByteClass.identifier == 0
                if wholeWord && separatorFollows(bytes, from: afterStart, colonToo: start.follows == .equalsOrColon) {
                    return true
                }
                // `--client-secret VALUE`: an option takes its value after a space.
                if wholeWord && index >= 2 && bytes[index &- 1] == ASCII.minus && bytes[index &- 2] == ASCII.minus
                    && afterStart < count && (bytes[afterStart] == ASCII.space || bytes[afterStart] == ASCII.tab) {
                    return true
                }
            }
        }
        return false
    }

    /// As `valueAfterKey` starts: quotes or backslashes (or `%22`), spaces, then a
    /// separator (or `%3D`, `%3A`).
    private static func separatorFollows(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, colonToo: Bool) -> Bool {
        var cursor = start
        // `%3D`, or `%253D` (escaped twice): the byte and the escape's length.
        func encodedEscape(_ at: Int) -> (byte: UInt8, length: Int)? {
            guard at + 2 < bytes.count else { return nil }
            if let byte = Redactor.decodedEscape(bytes[at], bytes[at + 1], bytes[at + 2]) { return (byte, 3) }
            guard at + 4 < bytes.count, bytes[at] == 0x25, bytes[at + 1] == 0x32, bytes[at + 2] == 0x35,
                  let byte = Redactor.decodedEscape(0x25, bytes[at + 3], bytes[at + 4]) else { return nil }
            return (byte, 5)
        }
        func encoded(_ at: Int) -> UInt8? { encodedEscape(at)?.byte }
        while cursor < start &+ 9, cursor < bytes.count {
            if bytes[cursor] == ASCII.quote || bytes[cursor] == ASCII.apostrophe || bytes[cursor] == ASCII.backslash {
                cursor &+= 1
            } else if let quote = encodedEscape(cursor), quote.byte == ASCII.quote || quote.byte == ASCII.apostrophe {
                cursor &+= quote.length
            } else {
                break
            }
        }
        while cursor < bytes.count && (bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab) { cursor &+= 1 }
        guard cursor < bytes.count else { return false }
        let separator = encoded(cursor) ?? bytes[cursor]
        return separator == ASCII.equals || (colonToo && separator == ASCII.colon)
    }

    /// What the quick look needs to know of a byte, one table look-up away.
    enum ByteClass {
        static let identifier: UInt8 = 1
        /// An identifier byte or `-`, `+`, `=`, `~`: what opaque tokens are made of.
        static let token: UInt8 = 2
        /// The first byte (either case) of a secret key, scheme or token prefix.
        static let mayStartNamedSecret: UInt8 = 4
        static let hexOrMinus: UInt8 = 8
    }
}

/// Tests on eight bytes at once, read as one little-endian word.
enum HexWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The lanes of `word` (all below 0x80) within `low…high`, as high bits: `x + (0x80 - low)`
    /// has its high bit set exactly when x >= low, `x + (0x7F - high)` exactly when x > high,
    /// and neither carries into the next lane.
    @inline(__always) private static func within(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
        (word &+ ones &* (0x80 &- low)) & ~(word &+ ones &* (0x7F &- high)) & highs
    }

    @inline(__always) private static func hexLanes(_ word: UInt64) -> UInt64 {
        within(word, 0x30, 0x39) | within(word | ones &* 0x20, 0x61, 0x66)
    }

    /// Every byte is a hex digit or `-`.
    @inline(__always) static func isHexOrMinus(_ word: UInt64) -> Bool {
        word & highs == 0 && hexLanes(word) | within(word, 0x2D, 0x2D) == highs
    }

    /// Every byte is `0`…`9`, `a`…`f` or `A`…`F`.
    @inline(__always) static func isHex(_ word: UInt64) -> Bool {
        word & highs == 0 && hexLanes(word) == highs
    }
}

/// The quick look's tables, built once from ``Redactor``'s keys, schemes and prefixes.
struct QuickLookTables: @unchecked Sendable {
    /// What must follow a named-secret start for it to count.
    enum Follows: UInt8 {
        /// Token prefixes and schemes (whose trailing space is part of the start).
        case anything
        /// Keys: the whole word, then `=` or `:`.
        case equalsOrColon
        /// The whole word, then `=` only.
        case equals
    }

    struct Start {
        var offset: Int
        var length: Int
        var ignoringCase: Bool
        var follows: Follows
    }

    static let shared = QuickLookTables()

    /// ``Redactor/ByteClass`` bits of each byte.
    let classes: UnsafeBufferPointer<UInt8>
    /// Each byte lower-cased, in 7 bits (see `slot`).
    private let lowered: UnsafeBufferPointer<UInt8>
    /// For the first two bytes of a word, lower-cased (`slot`), the starts that may
    /// begin there: `candidates[candidateStarts[s]..<candidateStarts[s + 1]]`.
    let candidateStarts: UnsafeBufferPointer<UInt16>
    let candidates: UnsafeBufferPointer<UInt16>
    /// For the same slot, one bit per length (1…30, 31 for longer) of a first word
    /// that some start there can have: `access_token` only a word of 12 bytes,
    /// `client-secret` one of 6, `eyJ` one of 3 or more.
    let wordLengths: UnsafeBufferPointer<UInt32>
    /// No start's first twelve bytes are all hex digits and `-`: then no start can match at a
    /// word inside a GUID (the last word, of twelve, is the shortest that ends it), and the
    /// quick look steps over GUIDs whole.
    let guidsHoldNoSecretStart: Bool
    /// Every start's bytes (lower case where matched ignoring case), one after the other.
    let startBytes: UnsafeBufferPointer<UInt8>
    private let offsets: UnsafeBufferPointer<Int>
    private let lengths: UnsafeBufferPointer<Int>
    private let ignoringCase: UnsafeBufferPointer<Bool>
    private let follows: UnsafeBufferPointer<Follows>

    @inline(__always) func start(index: Int) -> Start {
        Start(offset: offsets[index], length: lengths[index], ignoringCase: ignoringCase[index],
              follows: follows[index])
    }

    /// Two bytes, lower-cased, squeezed into 14 bits; bytes past ASCII share slots
    /// with ASCII ones, which only costs a comparison that fails.
    @inline(__always) static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        Int(TextBytes.lower(first) & 0x7F) << 7 | Int(TextBytes.lower(second) & 0x7F)
    }

    /// `slot` with the lower-casing looked up rather than computed (the quick look's inner loop).
    @inline(__always) func slot(_ first: UInt8, _ second: UInt8) -> Int {
        Int(lowered[Int(first)]) << 7 | Int(lowered[Int(second)])
    }

    @inline(__always) static func lengthBit(_ length: Int) -> UInt32 { 1 << UInt32(min(length, 31)) }

    private init() {
        var starts: [(bytes: [UInt8], ignoringCase: Bool, follows: Follows)] = []
        for key in Redactor.secretKeys { starts.append((key, true, .equalsOrColon)) }
        // `code`: `code=…` and `"code": "…"`.
        starts.append((Redactor.codeKey, false, .equalsOrColon))
        for scheme in Redactor.schemes { starts.append((scheme, true, .anything)) }
        starts.append((Redactor.jwtStart, false, .anything))
        starts.append((Redactor.cpimCookieStart, true, .anything))
        starts.append((Redactor.pemBegin, false, .anything))
        for prefix in Redactor.refreshTokenStarts { starts.append((prefix, false, .anything)) }

        var classes = [UInt8](repeating: 0, count: 256)
        for byte in 0...255 {
            let byte = UInt8(byte)
            if ASCII.isIdentifier(byte) { classes[Int(byte)] |= Redactor.ByteClass.identifier }
            if ASCII.isIdentifier(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.equals
                || byte == 0x7E {
                classes[Int(byte)] |= Redactor.ByteClass.token
            }
            if ASCII.isHexDigit(byte) || byte == ASCII.minus { classes[Int(byte)] |= Redactor.ByteClass.hexOrMinus }
        }
        var bySlot = [[UInt16]](repeating: [], count: 1 << 14)
        var wordLengths = [UInt32](repeating: 0, count: 1 << 14)
        var bytes: [UInt8] = [], offsets: [Int] = []
        for (index, start) in starts.enumerated() {
            let first = TextBytes.lower(start.bytes[0])
            // Both cases: keys and schemes match either, and a spare look costs little.
            classes[Int(first)] |= Redactor.ByteClass.mayStartNamedSecret
            if ASCII.isLetter(first) { classes[Int(first & 0xDF)] |= Redactor.ByteClass.mayStartNamedSecret }
            let slot = Self.slot(first, start.bytes[1])
            bySlot[slot].append(UInt16(index))
            let firstWord = start.bytes.prefix(while: ASCII.isIdentifier).count
            if firstWord == start.bytes.count && start.follows == .anything {
                for length in firstWord...31 { wordLengths[slot] |= Self.lengthBit(length) }  // a prefix: `eyJ…`
            } else {
                wordLengths[slot] |= Self.lengthBit(firstWord)
            }
            offsets.append(bytes.count)
            bytes += start.bytes
        }
        var candidateStarts: [UInt16] = [], candidates: [UInt16] = []
        for list in bySlot {
            candidateStarts.append(UInt16(candidates.count))
            candidates += list
        }
        candidateStarts.append(UInt16(candidates.count))
        self.classes = StaticTable.keep(classes)
        lowered = StaticTable.keep((0...255).map { TextBytes.lower(UInt8($0)) & 0x7F })
        self.candidateStarts = StaticTable.keep(candidateStarts)
        self.candidates = StaticTable.keep(candidates)
        self.wordLengths = StaticTable.keep(wordLengths)
        guidsHoldNoSecretStart = starts.allSatisfy { start in
            start.bytes.prefix(12).contains { !(ASCII.isHexDigit($0) || $0 == ASCII.minus) }
        }
        startBytes = StaticTable.keep(bytes)
        self.offsets = StaticTable.keep(offsets)
        lengths = StaticTable.keep(starts.map(\.bytes.count))
        ignoringCase = StaticTable.keep(starts.map(\.ignoringCase))
        follows = StaticTable.keep(starts.map(\.follows))
    }
}
