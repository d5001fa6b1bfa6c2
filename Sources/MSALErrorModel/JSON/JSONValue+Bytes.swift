/// JSON text written straight into bytes: what `explain --json` streams. A string is
/// scanned once, eight bytes at a time where it can, and copied in runs, so output costs a few
/// instructions a byte; the text is the same as ``JSONValue/write(to:)-(String)`` writes.
extension JSONValue {
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .int(let value): out += String(value).utf8
        case .double(let value): out += (value.isFinite ? String(value) : "null").utf8
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Bytes that need a look: `"`, `\`, C0 controls, DEL, and 0xC2 (the lead byte of C1 controls).
    /// A test, not a shared table: two threads render at once, and reading a shared array
    /// takes a retain that the two cores contend for.
    @inline(__always) private static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
    }

    public static func writeString(_ value: String, to out: inout [UInt8]) {
        writeString(value, into: &out)
    }

    static func writeString<Output: JSONByteOutput & ~Copyable>(_ value: String, into out: inout Output) {
        out.append(UInt8(ascii: "\""))
        // A native string lends its bytes; only another kind is copied to make them contiguous.
        if value.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, to: &out) }) == nil {
            var copy = value
            copy.withUTF8 { writeEscaped($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped<Output: JSONByteOutput & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>,
                                                                         to out: inout Output) {
        var runStart = 0
        // Eight bytes at a time up to the first that needs a look (nearly every string has none).
        var index = Self.plainPrefixLength(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            guard needsLook(byte) else {
                index += 1
                continue
            }
            if byte == 0xC2 {
                // C1 controls (U+0080…U+009F) are written as \u0080…; other C2 sequences pass.
                guard index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F else {
                    index += 1
                    continue
                }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendUnicodeEscape(bytes[index + 1], to: &out)
                index += 2
                runStart = index
                index += Self.plainPrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
                continue
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case 0x22, 0x5C: out.append(0x5C); out.append(byte)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            default: appendUnicodeEscape(byte, to: &out)
            }
            index += 1
            runStart = index
            // And eight at a time again up to the next.
            index += Self.plainPrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// How many bytes from the start need no look, rounded down to whole 8-byte words:
    /// sixteen bytes at a time compared as a vector, then a word of eight whose bytes are
    /// none below 0x20 nor `"`, `\\`, DEL or 0xC2. (The word's zero-byte tests can only err
    /// towards a look, never past a byte that needs one.)
    @inline(__always) static func plainPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        // Per lane, `(x - 0x20) & ~x` has its high bit set exactly when x < 0x20, and
        // `(y - 1) & ~y` exactly when y == 0 (lanes borrow from no neighbour). Written with
        // wrapping arithmetic and bit operations, which compile to vector instructions;
        // the SIMD comparison operators (`.==`, `.<`) compile to a loop over the lanes.
        let one = SIMD16<UInt8>(repeating: 1), high = SIMD16<UInt8>(repeating: 0x80)
        @inline(__always) func isZero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> { (lanes &- one) & ~lanes }
        while index + 16 <= bytes.count {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            var look = (block &- SIMD16(repeating: 0x20)) & ~block
            look |= isZero(block ^ SIMD16(repeating: 0x22)) | isZero(block ^ SIMD16(repeating: 0x5C))
            look |= isZero(block ^ SIMD16(repeating: 0x7F)) | isZero(block ^ SIMD16(repeating: 0xC2))
            let halves = unsafeBitCast(look & high, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 { break }
            index += 16
        }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let below20 = (word &- ones &* 0x20) & ~word & highs != 0
            if below20 || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
                || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2)) {
                break
            }
            index += 8
        }
        return index
    }

    /// `\u00xx` in lower-case hex, as the `String` writer does.
    private static func appendUnicodeEscape<Output: JSONByteOutput & ~Copyable>(_ value: UInt8, to out: inout Output) {
        @inline(__always) func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x57 + digit }
        out.append(0x5C)
        out.append(UInt8(ascii: "u"))
        out.append(0x30)
        out.append(0x30)
        out.append(hex(value >> 4))
        out.append(hex(value & 0x0F))
    }
}
