/// The UTF-8 bytes of one input with the small, allocation-free searches the
/// decoders are built from. Every search is bounded by an explicit end so that
/// work stays linear in the input (no backtracking, no regular expressions).
struct TextBytes {
    let bytes: [UInt8]
    /// The lines longer than ``shortLineBytes``, in order, when known (``AnchorIndex``
    /// finds them): `lineStart` and `lineEnd` inside such a line look it up in O(log n)
    /// instead of scanning it, so that many errors on one long line (a 600 KB `--->`
    /// chain) cost linear time, not the line's length each.
    var longLines: [Range<Int>] = []
    /// True when `longLines` names every line longer than ``shortLineBytes`` (the decoding
    /// pass sets it from ``AnchorIndex``): a position outside them is on a short line.
    var longLinesKnown = false
    /// The length of the longest of `longLines` (0 when there are none): when it is short of
    /// ``CatalogBackstop/maximumLineBytes`` every position is on a line the backstop reads.
    var longestLine = 0

    /// How far `lineStart` and `lineEnd` scan before they look the line up in `longLines`.
    static let shortLineBytes = 256

    /// The text's UTF-8 copied in one go from its storage (`Array(text.utf8)` alone
    /// may walk the view byte by byte).
    init(_ text: String) { bytes = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    @inline(__always) subscript(_ index: Int) -> UInt8 { bytes[index] }

    /// The byte at `index`, or 0 past either end.
    @inline(__always) func at(_ index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    func string(_ range: Range<Int>) -> String {
        let lower = max(0, range.lowerBound), upper = min(bytes.count, range.upperBound)
        guard lower < upper else { return "" }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
    }

    func hasPrefix(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// ASCII case-insensitive prefix test; `lowercased` must be lower case.
    func hasPrefixIgnoringCase(_ lowercased: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + lowercased.count <= bytes.count else { return false }
        for offset in 0..<lowercased.count where Self.lower(bytes[index + offset]) != lowercased[offset] {
            return false
        }
        return true
    }

    // The searches below run on the array's buffer: they are the decoders' inner
    // loops, and the buffer's bounds are already checked by `limit`.

    /// The first `pattern` starting in `start...end - pattern.count`. Led by `memchr` for the
    /// pattern's first byte, then one `memcmp`: ThrottlingSentenceDecoder looks for its sentence
    /// through the whole input, where a loop over every byte cost about 2,000 instructions per error.
    func find(_ pattern: [UInt8], from start: Int, to end: Int? = nil) -> Int? {
        let limit = min(end ?? bytes.count, bytes.count) - pattern.count
        guard let first = pattern.first, start <= limit else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            pattern.withUnsafeBufferPointer { pattern in
                var index = max(0, start)
                while index <= limit {
                    let hit = Self.firstIndex(of: first, in: bytes, from: index, to: limit + 1)
                    guard hit <= limit else { return nil }
                    if Self.equalBytes(bytes.baseAddress! + hit, pattern.baseAddress!, count: pattern.count) { return hit }
                    index = hit + 1
                }
                return nil
            }
        }
    }

    func findIgnoringCase(_ lowercased: [UInt8], from start: Int, to end: Int? = nil) -> Int? {
        let limit = min(end ?? bytes.count, bytes.count) - lowercased.count
        guard let first = lowercased.first, start <= limit else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            lowercased.withUnsafeBufferPointer { pattern in
                // A lower-case letter and its capital are the only bytes whose `| 0x20` is that letter.
                let firstIsLetter = first >= 0x61 && first <= 0x7A
                var index = max(0, start)
                while index <= limit {
                    let byte = bytes[index]
                    if firstIsLetter ? byte | 0x20 == first : Self.lower(byte) == first {
                        var offset = 1
                        while offset < pattern.count && Self.lower(bytes[index + offset]) == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// The index of the end of the line holding `index` (the newline itself, or the end).
    func lineEnd(from index: Int) -> Int {
        guard !longLines.isEmpty else { return firstIndex(of: ASCII.newline, from: index, to: bytes.count) ?? bytes.count }
        let window = min(bytes.count, max(index, 0) + Self.shortLineBytes)
        if let newline = firstIndex(of: ASCII.newline, from: index, to: window) { return newline }
        if window == bytes.count { return bytes.count }
        return longLine(holding: index)?.upperBound ?? firstIndex(of: ASCII.newline, from: window) ?? bytes.count
    }

    /// The index of the start of the line holding `index`. (The walks back run on the array's
    /// buffer: its bounds are checked by the loops' own limits.)
    func lineStart(before index: Int) -> Int {
        var cursor = min(index, bytes.count) - 1
        let floor = longLines.isEmpty ? -1 : max(-1, cursor - Self.shortLineBytes)
        let found = bytes.withUnsafeBufferPointer { bytes in
            while cursor > floor && bytes[cursor] != ASCII.newline { cursor -= 1 }
            return cursor > floor || cursor < 0 || bytes[cursor] == ASCII.newline
        }
        if found { return cursor + 1 }
        if let line = longLine(holding: cursor) { return line.lowerBound }
        return bytes.withUnsafeBufferPointer { bytes in
            while cursor >= 0 && bytes[cursor] != ASCII.newline { cursor -= 1 }
            return cursor + 1
        }
    }

    /// The long line that holds `position` (its newline excluded), by binary search.
    func longLine(holding position: Int) -> Range<Int>? {
        longLines.withUnsafeBufferPointer { lines in
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].upperBound <= position { low = middle + 1 } else { high = middle }
            }
            return low < lines.count && lines[low].contains(position) ? lines[low] : nil
        }
    }

    func skipSpaces(from index: Int, to end: Int? = nil) -> Int {
        var cursor = index
        let limit = min(end ?? bytes.count, bytes.count)
        while cursor < limit && (bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab) { cursor += 1 }
        return cursor
    }

    func skipWhitespace(from index: Int, to end: Int? = nil) -> Int {
        var cursor = index
        let limit = min(end ?? bytes.count, bytes.count)
        while cursor < limit && ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// A signed decimal integer at `index` that fits an `Int` (so `-9223372036854775808`
    /// too), and where it ends. Nil when there is none, and when the number is not an
    /// integer or too large: a run of digits that overflows, or one that goes on as a
    /// decimal fraction or exponent (`50076.5`, `1e309`). Never a part of a number: a
    /// caller that looks for the next number after a nil goes on at ``numberEnd(from:to:)``.
    func integer(at index: Int, to end: Int? = nil) -> (value: Int, end: Int)? {
        let limit = min(end ?? bytes.count, bytes.count)
        var cursor = index
        var negative = false
        if cursor < limit && (bytes[cursor] == ASCII.minus || bytes[cursor] == ASCII.plus) {
            negative = bytes[cursor] == ASCII.minus
            cursor += 1
        }
        let digitsStart = cursor
        var value = 0
        var overflow = false
        while cursor < limit, ASCII.isDigit(bytes[cursor]) {
            // Accumulated negatively, so that Int.min is read too.
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.subtractingReportingOverflow(Int(bytes[cursor] - ASCII.zero))
            overflow = overflow || o1 || o2
            value = next
            cursor += 1
        }
        guard cursor > digitsStart, !overflow, !continuesAsNumber(at: cursor, limit: limit) else { return nil }
        if negative { return (value, cursor) }
        guard value != .min else { return nil }
        return (-value, cursor)
    }

    /// True when a decimal fraction (`.5`) or an exponent (`e309`, `E-7`) follows at `index`.
    private func continuesAsNumber(at index: Int, limit: Int) -> Bool {
        guard index < limit else { return false }
        let byte = bytes[index]
        if byte == ASCII.dot { return index + 1 < limit && ASCII.isDigit(bytes[index + 1]) }
        guard byte | 0x20 == 0x65 else { return false }  // e or E
        var next = index + 1
        if next < limit && (bytes[next] == ASCII.plus || bytes[next] == ASCII.minus) { next += 1 }
        return next < limit && ASCII.isDigit(bytes[next])
    }

    /// Where the number that starts at `index` ends: sign, digits, fraction and exponent
    /// (`-50002`, `1e309`, `50076.5`); `index` when no digit stands there.
    func numberEnd(from index: Int, to end: Int? = nil) -> Int {
        let limit = min(end ?? bytes.count, bytes.count)
        var cursor = index
        if cursor < limit && (bytes[cursor] == ASCII.minus || bytes[cursor] == ASCII.plus) { cursor += 1 }
        guard cursor < limit, ASCII.isDigit(bytes[cursor]) else { return index }
        while cursor < limit {
            let byte = bytes[cursor]
            if ASCII.isDigit(byte) || byte == ASCII.dot && cursor + 1 < limit && ASCII.isDigit(bytes[cursor + 1]) {
                cursor += 1
            } else if byte | 0x20 == 0x65, continuesAsNumber(at: cursor, limit: limit) {
                cursor += 1
                if bytes[cursor] == ASCII.plus || bytes[cursor] == ASCII.minus { cursor += 1 }
            } else {
                break
            }
        }
        return cursor
    }

    /// Where the identifier-like token starting at `index` ends.
    func identifierEnd(from index: Int, to end: Int? = nil, extra: (UInt8) -> Bool = { _ in false }) -> Int {
        var cursor = index
        let limit = min(end ?? bytes.count, bytes.count)
        while cursor < limit && (ASCII.isIdentifier(bytes[cursor]) || extra(bytes[cursor])) { cursor += 1 }
        return cursor
    }

    /// True when the token at `index` is not glued to an identifier character before it.
    func isWordStart(_ index: Int) -> Bool {
        index == 0 || !ASCII.isIdentifier(bytes[index - 1])
    }

    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

/// Byte constants and classes used by the scanners.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
    @inline(__always) static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x5F
    }
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}

extension Array where Element == UInt8 {
    init(ascii text: StaticString) {
        self = text.withUTF8Buffer { Array($0) }
    }
}
