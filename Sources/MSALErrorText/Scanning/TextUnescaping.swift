/// Undoes the quoting that error text arrives in: JSON and NSDictionary string
/// escapes, and form encoding (`+` for spaces, `%XX`).
enum TextUnescaping {
    /// The string that starts with the quote at `open` and where it ends (after the
    /// closing quote, or `end` when the text was cut off). Backslash escapes are decoded.
    static func quoted(_ input: TextBytes, open: Int, to end: Int) -> (text: String, end: Int) {
        let span = quotedSpan(input, open: open, to: end)
        return (text(input, span), span.end)
    }

    /// Where the content of the string quoted at `open` lies, whether it holds a
    /// backslash, and where the string ends (as in ``quoted(_:open:to:)``).
    static func quotedSpan(_ input: TextBytes, open: Int, to end: Int) -> (content: Range<Int>, hasEscape: Bool, end: Int) {
        let quote = input[open]
        // Most strings hold no backslash: `memchr` finds the closing quote, then checks
        // there is no backslash before it; otherwise the loop below decodes the escapes' reach.
        let close = input.firstIndex(of: quote, from: open + 1, to: end)
        if input.firstIndex(of: ASCII.backslash, from: open + 1, to: close ?? end) == nil {
            guard let close else { return (open + 1..<max(open + 1, end), false, end) }
            return (open + 1..<close, false, close + 1)
        }
        var cursor = open + 1
        var hasEscape = false
        while cursor < end && input[cursor] != quote {
            if input[cursor] == ASCII.backslash { hasEscape = true; cursor += 1 }
            cursor += 1
        }
        let closed = cursor < end
        return (open + 1..<max(open + 1, min(cursor, end)), hasEscape, closed ? cursor + 1 : end)
    }

    /// The text of a quoted string's content, escapes decoded.
    static func text(_ input: TextBytes, _ span: (content: Range<Int>, hasEscape: Bool, end: Int)) -> String {
        span.hasEscape ? unescape(input, span.content.lowerBound, span.content.upperBound) : input.string(span.content)
    }

    /// The index after the quote that closes the one at `open` (or `end` when cut off).
    static func quotedEnd(_ input: TextBytes, open: Int, to end: Int) -> Int {
        quotedSpan(input, open: open, to: end).end
    }

    /// Decodes `\n`, `\t`, `\"`, `\\`, `\/`, `\uXXXX` (with surrogate pairs) and `\UXXXX`.
    static func unescape(_ input: TextBytes, _ start: Int, _ end: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var cursor = start
        while cursor < end {
            // The run up to the next backslash is copied as it is, in one go.
            let backslash = input.firstIndex(of: ASCII.backslash, from: cursor, to: end) ?? end
            if backslash > cursor {
                input.bytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[cursor..<backslash])) }
                cursor = backslash
                continue
            }
            let byte = input[cursor]
            guard byte == ASCII.backslash, cursor + 1 < end else {
                output.append(byte)
                cursor += 1
                continue
            }
            let escaped = input[cursor + 1]
            cursor += 2
            switch escaped {
            case 0x6E: output.append(ASCII.newline)
            case 0x74: output.append(ASCII.tab)
            case 0x72: output.append(ASCII.carriageReturn)
            case 0x75, 0x55:
                guard let (scalar, next) = unicodeEscape(input, cursor, end) else {
                    output.append(contentsOf: [ASCII.backslash, escaped])
                    continue
                }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
                cursor = next
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Four hex digits after `\u`, joined with a following low surrogate when present.
    private static func unicodeEscape(_ input: TextBytes, _ start: Int, _ end: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hex4(input, start, end) else { return nil }
        if (0xD800...0xDBFF).contains(high), start + 10 <= end, input[start + 4] == ASCII.backslash,
           input[start + 5] == 0x75 || input[start + 5] == 0x55, let low = hex4(input, start + 6, end),
           (0xDC00...0xDFFF).contains(low) {
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(UInt32(value)).map { ($0, start + 10) }
        }
        return (Unicode.Scalar(UInt32(high)) ?? "\u{FFFD}", start + 4)
    }

    private static func hex4(_ input: TextBytes, _ start: Int, _ end: Int) -> Int? {
        guard start + 4 <= end else { return nil }
        var value = 0
        for index in start..<start + 4 {
            guard let digit = hexValue(input[index]) else { return nil }
            value = value * 16 + digit
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// True when `text` reads like a form-encoded value (`AADSTS50076%3a+Due+to…`).
    static func looksFormEncoded(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(looksFormEncoded) ?? looksFormEncoded(Array(text.utf8))
    }

    private static func looksFormEncoded<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var plus = false, percent = false
        for byte in bytes {
            if byte == ASCII.space { return false }
            if byte == ASCII.plus { plus = true }
            if byte == 0x25 { percent = true }
        }
        return plus || percent
    }

    /// `+` becomes a space and `%XX` its byte; malformed escapes are kept as they are.
    static func formDecoded(_ text: String) -> String {
        let input = TextBytes(text)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var cursor = 0
        while cursor < input.count {
            let byte = input[cursor]
            if byte == ASCII.plus {
                output.append(ASCII.space)
            } else if byte == 0x25, cursor + 2 < input.count,
                      let high = hexValue(input[cursor + 1]), let low = hexValue(input[cursor + 2]) {
                output.append(UInt8(high * 16 + low))
                cursor += 2
            } else {
                output.append(byte)
            }
            cursor += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// ``cleanDescription(_:)`` of the text in `range`, made as one string: trimming
    /// the bytes before decoding them gives the same text (every trimmed byte is ASCII),
    /// and whether the text is form-encoded reads the same on bytes as on the string.
    static func cleanDescription(_ input: TextBytes, _ range: Range<Int>) -> String? {
        let lower = max(0, range.lowerBound), upper = min(input.count, range.upperBound)
        guard lower < upper else { return nil }
        let formEncoded = input.bytes.withUnsafeBufferPointer { looksFormEncoded(UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
        if formEncoded { return cleanDescription(input.string(lower..<upper)) }
        let trimmed = trimmedRange(input, lower..<upper)
        guard !trimmed.isEmpty, !input.hasPrefix(nullText, at: trimmed.lowerBound) || trimmed.count != nullText.count
        else { return nil }
        return input.string(trimmed)
    }

    private static let nullText = Array("(null)".utf8)

    /// A description as people should read it: form encoding undone, surrounding quotes and space trimmed.
    static func cleanDescription(_ raw: String) -> String? {
        var text = raw
        if looksFormEncoded(text) { text = formDecoded(text) }
        let trimmed = trim(text)
        return trimmed.isEmpty || trimmed == "(null)" ? nil : trimmed
    }

    /// Without surrounding whitespace and quotes (and trailing `,`/`;`), on bytes:
    /// every trimmed character is ASCII, so the cut never splits a character.
    static func trim(_ text: String) -> String {
        let cut: (lower: Int, upper: Int, count: Int)? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let (lower, upper) = trimmedBounds(bytes, 0, bytes.count)
            return (lower, upper, bytes.count)
        }
        guard let cut else { return trimSlowly(text) }
        if cut.lower == 0 && cut.upper == cut.count { return text }
        return text.utf8.withContiguousStorageIfAvailable {
            String(decoding: UnsafeBufferPointer(rebasing: $0[cut.lower..<cut.upper]), as: UTF8.self)
        } ?? trimSlowly(text)
    }

    /// ``trim(_:)`` for a string without contiguous UTF-8 storage.
    private static func trimSlowly(_ text: String) -> String {
        var utf8 = text.utf8[...]
        while let first = utf8.first, isTrimmedLeading(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, isTrimmedTrailing(last) { utf8 = utf8.dropLast() }
        return utf8.count == text.utf8.count ? text : String(Substring(utf8))
    }

    /// The part of `range` that ``trim(_:)`` keeps, on the input's bytes (trimming
    /// bytes and then decoding gives the same text as decoding and then trimming).
    static func trimmedRange(_ input: TextBytes, _ range: Range<Int>) -> Range<Int> {
        input.bytes.withUnsafeBufferPointer { bytes in
            let (lower, upper) = trimmedBounds(bytes, range.lowerBound, range.upperBound)
            return lower..<upper
        }
    }

    @inline(__always) private static func trimmedBounds<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: Int)
        -> (Int, Int) where Bytes.Index == Int {
        var lower = start, upper = end
        while lower < upper && isTrimmedLeading(bytes[lower]) { lower += 1 }
        while upper > lower && isTrimmedTrailing(bytes[upper - 1]) { upper -= 1 }
        return (lower, upper)
    }

    @inline(__always) private static func isTrimmedLeading(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == ASCII.quote || byte == ASCII.apostrophe
    }

    @inline(__always) private static func isTrimmedTrailing(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.comma
            || byte == ASCII.semicolon
    }
}
