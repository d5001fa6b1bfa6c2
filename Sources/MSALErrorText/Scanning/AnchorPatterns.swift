/// The texts ``AnchorIndex`` looks for, and the tables its scan reads them through.
enum AnchorPatterns {
    struct Pattern {
        var bytes: [UInt8]
        var kind: AnchorIndex.Kind
        /// Which JS class, Apple domain or MSAL key (index into its list).
        var detail: Int
    }

    static let all: [Pattern] = {
        var patterns: [Pattern] = []
        func add(_ text: String, _ kind: AnchorIndex.Kind, _ detail: Int = 0) {
            patterns.append(Pattern(bytes: Array(text.utf8), kind: kind, detail: detail))
        }
        add("Error Domain=", .applePrint)
        add("Exception", .exceptionSuffix)
        add("MsalServiceError", .pythonException)
        add("MsalError", .pythonException)
        // azure-identity's `azure.core.exceptions.ClientAuthenticationError`, by the name's end: `Clien`
        // starts every MSAL.NET type's namespace, `Authe` starts hardly anything in a log.
        add("AuthenticationError", .pythonException)
        // `requests.exceptions.ConnectionError` (MSAL Python offline), from its package's last part:
        // the window `excep` ends in pairs `Exception` already stops at, so the scan slows nowhere else.
        add("exceptions.ConnectionError", .pythonException, 1)
        add("exceptions.ConnectTimeout", .pythonException, 1)
        add("exceptions.ProxyError", .pythonException, 1)
        add("exceptions.ReadTimeout", .pythonException, 1)
        for (index, name) in JSErrorDecoder.classNames.enumerated() { add(name, .jsClass, index) }
        add("errorCode", .jsErrorCode)
        for (index, domain) in AppleDomains.known.enumerated() { add(domain, .appleDomain, index) }
        for (index, alias) in AppleDomains.localizedAliases.enumerated() {
            add(alias.text, .appleDomain, AppleDomains.known.count + index)
        }
        for (index, key) in AppleLogDecoder.msalKeyNames.enumerated() { add(key, .msalKey, index) }
        add("error", .oauthError)
        add("AADSTS", .serverCode)
        add("AADB2C", .serverCode)
        add("msal4j", .hintJava)
        add("com.microsoft.identity", .hintAndroid)
        add("Traceback (most recent call last)", .hintPython)
        add("msal.application", .hintPython)
        add("reply status code was", .hintGo)
        add("microsoft-authentication-library-for-go", .hintGo)
        add("WAM Error", .wamError)
        add("StatusInternal::", .runtimeStatus)
        add("HTTP Error: ", .pythonHTTPError)
        add("desc:", .jsDescription)
        add("desc\":", .jsDescription)
        add("desc':", .jsDescription)
        for (index, opener) in HTTPResponseDecoder.openers.enumerated() { add(opener, .httpResponse, index) }
        return patterns
    }()

    /// The shortest pattern (`error`): the scan's window.
    static let minimumLength = all.map(\.bytes.count).min()!

    /// The two bytes at `pointer` as one number (the first in the low 8 bits, on
    /// every platform): the index of the `shift` table.
    @inline(__always) static func pair(at pointer: UnsafeRawPointer) -> Int {
        Int(UInt16(littleEndian: pointer.loadUnaligned(as: UInt16.self)))
    }

    /// The first five bytes at `pointer` hashed to 12 bits (Fibonacci hashing): the
    /// bucket of `candidateStarts` that lists the patterns that may start there.
    /// Five, so that the many `MSAL…` patterns do not all share one bucket.
    @inline(__always) static func bucket(at pointer: UnsafeRawPointer) -> Int {
        let firstFour = UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
        let fifth = UInt32(pointer.load(fromByteOffset: 4, as: UInt8.self))
        return Int(truncatingIfNeeded: (firstFour &* 0x9E37_79B1 ^ fifth &* 0x85EB_CA77) >> 20)
    }

    /// True when the `count` (at least 4) bytes at `a` and `b` are the same; compared
    /// 8 or 4 at a time, the last load overlapping the one before it rather than
    /// reading past the end.
    @inline(__always) static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        if count < 8 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var offset = 0
        while offset < count &- 8 {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset &+= 8
        }
        return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }

    /// The tables, laid out in plain memory so that the scan touches no reference-counted storage.
    static let tables = Tables()

    /// Built once and never changed or freed, hence safe to share.
    struct Tables: @unchecked Sendable {
        /// For the last two bytes of a window of `minimumLength` bytes (`pair`), how
        /// far the window can move on without passing over the start of any pattern
        /// (Wu–Manber): 0 when some pattern starting in the window could hold these
        /// two bytes right there.
        let shift: UnsafeBufferPointer<UInt8>
        /// For the first five bytes at a position (`bucket`), the patterns that may
        /// start there: `candidates[candidateStarts[b]..<candidateStarts[b + 1]]`.
        let candidateStarts: UnsafeBufferPointer<UInt16>
        let candidates: UnsafeBufferPointer<UInt16>
        /// Every pattern's bytes one after the other.
        let patternBytes: UnsafeBufferPointer<UInt8>
        /// Where each pattern is in `patternBytes`, and what a hit of it is.
        let patterns: UnsafeBufferPointer<Entry>

        struct Entry {
            var offset: Int
            var length: Int
            var kind: AnchorIndex.Kind
            var detail: Int
        }

        fileprivate init() {
            let patterns = AnchorPatterns.all
            let window = AnchorPatterns.minimumLength
            // `bucket` reads five bytes where a pattern may start, and the scan only
            // looks where a whole window fits: a shorter pattern needs both changed.
            precondition(window >= 5, "anchor patterns must be at least 5 bytes long")
            var shift = [UInt8](repeating: UInt8(window - 1), count: 1 << 16)
            var byBucket = [[UInt16]](repeating: [], count: 1 << 12)
            for (index, pattern) in patterns.enumerated() {
                pattern.bytes.withUnsafeBytes { bytes in
                    for end in 2...window {
                        let slot = AnchorPatterns.pair(at: bytes.baseAddress! + end - 2)
                        shift[slot] = min(shift[slot], UInt8(window - end))
                    }
                    byBucket[AnchorPatterns.bucket(at: bytes.baseAddress!)].append(UInt16(index))
                }
            }
            var candidateStarts: [UInt16] = [], candidates: [UInt16] = []
            for list in byBucket {
                candidateStarts.append(UInt16(candidates.count))
                candidates += list
            }
            candidateStarts.append(UInt16(candidates.count))
            var entries: [Entry] = [], bytes: [UInt8] = []
            for pattern in patterns {
                entries.append(Entry(offset: bytes.count, length: pattern.bytes.count, kind: pattern.kind,
                                     detail: pattern.detail))
                bytes += pattern.bytes
            }
            self.shift = StaticTable.keep(shift)
            self.candidateStarts = StaticTable.keep(candidateStarts)
            self.candidates = StaticTable.keep(candidates)
            patternBytes = StaticTable.keep(bytes)
            self.patterns = StaticTable.keep(entries)
        }
    }
}
