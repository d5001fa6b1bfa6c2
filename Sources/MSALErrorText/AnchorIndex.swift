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

    /// For each first byte, the patterns that start with it: `candidates[offsets[b]..<offsets[b + 1]]`.
    private static let firstByteTable: (offsets: [Int], candidates: [Int]) = {
        var offsets = [Int](repeating: 0, count: 257)
        var candidates: [Int] = []
        for byte in 0..<256 {
            offsets[byte] = candidates.count
            for (index, pattern) in patterns.enumerated() where pattern.bytes[0] == UInt8(byte) { candidates.append(index) }
        }
        offsets[256] = candidates.count
        return (offsets, candidates)
    }()

    struct Hit {
        var start: Int
        var detail: Int
    }

    private(set) var hits: [[Hit]] = Array(repeating: [], count: Kind.allCases.count)
    /// Starts of lines that hold only spaces.
    private(set) var blankLines: [Int] = []

    init(_ input: TextBytes) {
        let patterns = Self.patterns
        let (offsets, candidates) = Self.firstByteTable
        var lineStart = 0
        var onlySpace = true
        offsets.withUnsafeBufferPointer { offsets in
            candidates.withUnsafeBufferPointer { candidates in
                input.bytes.withUnsafeBufferPointer { bytes in
                    let count = bytes.count
                    for index in 0..<count {
                        let byte = bytes[index]
                        if byte == ASCII.newline {
                            if onlySpace && index > 0 { blankLines.append(lineStart) }
                            lineStart = index + 1
                            onlySpace = true
                            continue
                        }
                        if byte != ASCII.space && byte != ASCII.tab && byte != ASCII.carriageReturn { onlySpace = false }
                        let first = offsets[Int(byte)], last = offsets[Int(byte) + 1]
                        if first == last { continue }
                        for slot in first..<last {
                            let candidate = candidates[slot]
                            if matches(patterns[candidate].bytes, bytes, at: index) {
                                hits[patterns[candidate].kind.rawValue].append(
                                    Hit(start: index, detail: patterns[candidate].detail))
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private func matches(_ pattern: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count, bytes[index + 1] == pattern[1] else { return false }
        return pattern.withUnsafeBufferPointer { pattern in
            var offset = 2
            while offset < pattern.count && bytes[index + offset] == pattern[offset] { offset += 1 }
            return offset == pattern.count
        }
    }

    func hits(_ kind: Kind) -> [Hit] { hits[kind.rawValue] }
    func has(_ kind: Kind) -> Bool { !hits[kind.rawValue].isEmpty }
}
