/// Every place in one input where a decoder could start, found in a single pass:
/// each byte is looked up in a first-byte table and only the few patterns that
/// start with it are compared. The decoders then work from these positions
/// instead of searching the whole input once per pattern.
struct AnchorIndex {
    enum Kind: Int, CaseIterable {
        case applePrint, exceptionSuffix, pythonException, jsClass, jsErrorCode, appleDomain, msalKey, oauthError,
             serverCode, hintJava, hintAndroid, hintPython, hintGo
    }

    struct Pattern {
        var bytes: [UInt8]
        var kind: Kind
        /// Which JS class, Apple domain or MSAL key (index into its list).
        var detail: Int
    }

    static let patterns: [Pattern] = {
        var patterns: [Pattern] = []
        func add(_ text: String, _ kind: Kind, _ detail: Int = 0) {
            patterns.append(Pattern(bytes: Array(text.utf8), kind: kind, detail: detail))
        }
        add("Error Domain=", .applePrint)
        add("Exception", .exceptionSuffix)
        add("MsalServiceError", .pythonException)
        add("MsalError", .pythonException)
        for (index, name) in JSErrorDecoder.classNames.enumerated() { add(name, .jsClass, index) }
        add("errorCode", .jsErrorCode)
        for (index, domain) in AppleDomains.known.enumerated() { add(domain, .appleDomain, index) }
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
        return patterns
    }()

    /// For each pair of first bytes `p`, the patterns that start with it:
    /// `candidates[offsets[p]..<offsets[p + 1]]` (two bytes, so that the many `MSAL…`
    /// and `MSID…` patterns are not all compared at every `M`).
    private static let firstPairTable: (offsets: [UInt16], candidates: [UInt16]) = {
        var byPair = [[UInt16]](repeating: [], count: 65536)
        for (index, pattern) in patterns.enumerated() {
            byPair[Int(pattern.bytes[0]) << 8 | Int(pattern.bytes[1])].append(UInt16(index))
        }
        var offsets = [UInt16](repeating: 0, count: 65537)
        var candidates: [UInt16] = []
        for pair in 0..<65536 {
            offsets[pair] = UInt16(candidates.count)
            candidates += byPair[pair]
        }
        offsets[65536] = UInt16(candidates.count)
        return (offsets, candidates)
    }()

    struct Hit {
        var start: Int
        var detail: Int
    }

    private(set) var hits: [[Hit]] = Array(repeating: [], count: Kind.allCases.count)
    /// Starts of lines that hold only spaces.
    private(set) var blankLines: [Int] = []

    /// The patterns laid out flat, so the hot loop touches no reference-counted storage.
    private static let layout: (bytes: [UInt8], starts: [Int], lengths: [Int], kinds: [Int], details: [Int]) = {
        var bytes: [UInt8] = [], starts: [Int] = [], lengths: [Int] = [], kinds: [Int] = [], details: [Int] = []
        for pattern in patterns {
            starts.append(bytes.count)
            lengths.append(pattern.bytes.count)
            kinds.append(pattern.kind.rawValue)
            details.append(pattern.detail)
            bytes += pattern.bytes
        }
        return (bytes, starts, lengths, kinds, details)
    }()

    init(_ input: TextBytes) {
        let (offsets, candidates) = Self.firstPairTable
        let layout = Self.layout
        var result = (hits: [[Hit]](), blanks: [Int]())
        offsets.withUnsafeBufferPointer { offsets in
        candidates.withUnsafeBufferPointer { candidates in
        layout.bytes.withUnsafeBufferPointer { patternBytes in
        layout.starts.withUnsafeBufferPointer { starts in
        layout.lengths.withUnsafeBufferPointer { lengths in
        layout.kinds.withUnsafeBufferPointer { kinds in
        layout.details.withUnsafeBufferPointer { details in
        Self.byteClasses.withUnsafeBufferPointer { byteClasses in
        input.bytes.withUnsafeBufferPointer { bytes in
            result = Self.scan(bytes, tables: (offsets, candidates, patternBytes, starts, lengths, kinds, details,
                                               byteClasses))
        }
        }
        }
        }
        }
        }
        }
        }
        }
        hits = result.hits
        blankLines = result.blanks
    }

    /// What the scan does with a byte: most bytes (`other`) can start no pattern and
    /// only mark their line as not blank, which one table look-up decides.
    private enum ByteClass {
        static let other: UInt8 = 0
        /// Space, tab or carriage return that starts no pattern: the line may still be blank.
        static let space: UInt8 = 1
        static let newline: UInt8 = 2
        /// The first byte of some pattern: the pair table is consulted.
        static let patternStart: UInt8 = 3
    }

    private static let byteClasses: [UInt8] = {
        var classes = [UInt8](repeating: ByteClass.other, count: 256)
        for byte in [ASCII.space, ASCII.tab, ASCII.carriageReturn] { classes[Int(byte)] = ByteClass.space }
        for pattern in patterns { classes[Int(pattern.bytes[0])] = ByteClass.patternStart }
        classes[Int(ASCII.newline)] = ByteClass.newline
        return classes
    }()

    /// The single pass, on plain buffers and locals (kept out of the closures above so
    /// that its cursor and line state live in registers).
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        tables: (offsets: UnsafeBufferPointer<UInt16>, candidates: UnsafeBufferPointer<UInt16>,
                 patternBytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>,
                 lengths: UnsafeBufferPointer<Int>, kinds: UnsafeBufferPointer<Int>, details: UnsafeBufferPointer<Int>,
                 byteClasses: UnsafeBufferPointer<UInt8>)
    ) -> (hits: [[Hit]], blanks: [Int]) {
        var found = [[Hit]](repeating: [], count: Kind.allCases.count)
        var blanks: [Int] = []
        var lineStart = 0
        var onlySpace = true
        let count = bytes.count
        let byteClasses = tables.byteClasses
        var index = 0
        while index < count {
            let byte = bytes[index]
            switch byteClasses[Int(byte)] {
            case ByteClass.other:
                // Most bytes: skip the whole run of them in a tight loop.
                onlySpace = false
                index += 1
                while index < count && byteClasses[Int(bytes[index])] == ByteClass.other { index += 1 }
                continue
            case ByteClass.space:
                index += 1
                continue
            case ByteClass.newline:
                if onlySpace && index > 0 { blanks.append(lineStart) }
                lineStart = index + 1
                onlySpace = true
                index += 1
                continue
            default:
                break
            }
            if byte != ASCII.space && byte != ASCII.tab && byte != ASCII.carriageReturn { onlySpace = false }
            if index + 1 < count {
                let pair = Int(byte) << 8 | Int(bytes[index + 1])
                let first = Int(tables.offsets[pair]), last = Int(tables.offsets[pair + 1])
                for slot in first..<last {
                    let candidate = Int(tables.candidates[slot])
                    let length = tables.lengths[candidate], start = tables.starts[candidate]
                    guard index + length <= count else { continue }
                    var offset = 2
                    while offset < length && bytes[index + offset] == tables.patternBytes[start + offset] {
                        offset += 1
                    }
                    if offset == length {
                        found[tables.kinds[candidate]].append(Hit(start: index, detail: tables.details[candidate]))
                    }
                }
            }
            index += 1
        }
        return (found, blanks)
    }

    func hits(_ kind: Kind) -> [Hit] { hits[kind.rawValue] }
    func has(_ kind: Kind) -> Bool { !hits[kind.rawValue].isEmpty }
}
