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

    /// Bytes that need a look: `"`, `\`, C0 controls, DEL, 0xC2 (the lead byte of C1 controls)
    /// and 0xE2 (that of the directional formatting characters).
    /// A test, not a shared table: two threads render at once, and reading a shared array
    /// takes a retain that the two cores contend for.
    @inline(__always) private static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
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
        // Many bytes at a time up to the first that needs a look (nearly every string has none).
        var index = Self.plainPrefixLength(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            guard needsLook(byte) else {
                index += 1
                continue
            }
            if byte == 0xE2 {
                // A directional formatting character (U+200E, U+202E, …) would reorder what a
                // terminal shows: written as \u202e; typographic punctuation (…, —, ’) passes.
                guard index + 2 < bytes.count, VisibleText.isDirectionalFormat(bytes[index + 1], bytes[index + 2]) else {
                    index += 1
                    continue
                }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                let scalar = 0x2000 | UInt16(bytes[index + 1] & 0x3F) << 6 | UInt16(bytes[index + 2] & 0x3F)
                appendUnicodeEscape(UInt8(scalar >> 8), UInt8(scalar & 0xFF), to: &out)
                index += 3
                runStart = index
                index += Self.plainPrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
                continue
            }
            if byte == 0xC2 {
                // C1 controls (U+0080…U+009F) are written as \u0080…; other C2 sequences pass.
                guard index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F else {
                    index += 1
                    continue
                }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendUnicodeEscape(0, bytes[index + 1], to: &out)
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
            default: appendUnicodeEscape(0, byte, to: &out)
            }
            index += 1
            runStart = index
            // And many at a time again up to the next.
            index += Self.plainPrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// `"`, `\\`, DEL, 0xC2 (the lead byte of C1 controls) and 0xE2 (that of the directional
    /// formatting characters), besides the C0 controls.
    private static var stops: ByteBlocks.Stops { ByteBlocks.Stops(0x22, 0x5C, 0x7F, 0xC2, 0xE2) }

    /// Not inlined: four copies made `writeEscaped` too big for the optimizer to inline
    /// ``ByteBlocks/plainPrefixLength(_:_:)`` into it, which then ran out of line with its stops
    /// unknown (3,858 instructions an error on the app log, against 880 for all of `writeEscaped`).
    @inline(never) static func plainPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        ByteBlocks.plainPrefixLength(bytes, stops)
    }

    /// `\uHHLL` in lower-case hex, as the `String` writer does.
    private static func appendUnicodeEscape<Output: JSONByteOutput & ~Copyable>(
        _ high: UInt8, _ low: UInt8, to out: inout Output
    ) {
        @inline(__always) func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x57 + digit }
        out.append(0x5C)
        out.append(UInt8(ascii: "u"))
        out.append(hex(high >> 4))
        out.append(hex(high & 0x0F))
        out.append(hex(low >> 4))
        out.append(hex(low & 0x0F))
    }
}
