/// What a log's first bytes say about how to read it: gzip, a byte-order mark, or the
/// zero bytes of UTF-16 without one. Shared by ``TextDecodingSource`` (explain, summarize,
/// console --open) and the console's file follower.
public enum TextEncodingSniff {
    public enum Detected: Equatable, Sendable {
        /// UTF-8 (or ASCII); `markLength` bytes of byte-order mark to drop.
        case utf8(markLength: Int)
        case utf16(littleEndian: Bool, markLength: Int)
        /// gzip-compressed (`1F 8B`).
        case gzip
        /// An encoding that is not read, by name.
        case refused(String)
    }

    /// How many first bytes ``detect(_:)`` wants (fewer only at the end of the input).
    public static let headBytes = 4

    public static func detect(_ head: some Collection<UInt8>) -> Detected {
        let head = Array(head.prefix(headBytes))
        if head.starts(with: [0x1F, 0x8B]) { return .gzip }
        if head.starts(with: [0xFF, 0xFE, 0, 0]) { return .refused("UTF-32 (little-endian)") }
        if head.starts(with: [0, 0, 0xFE, 0xFF]) { return .refused("UTF-32 (big-endian)") }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(markLength: 3) }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16(littleEndian: true, markLength: 2) }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16(littleEndian: false, markLength: 2) }
        if head.count == 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0 {
            return .utf16(littleEndian: true, markLength: 0)
        }
        if head.count == 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0 {
            return .utf16(littleEndian: false, markLength: 0)
        }
        return .utf8(markLength: 0)
    }

    /// The reason given for an encoding that is not read, with the fix.
    public static func refusal(_ encoding: String) -> String {
        "it is \(encoding) text, which is not read; convert it to UTF-8 (iconv -f UTF-32 -t UTF-8) and give that"
    }
}

/// UTF-16 to UTF-8, a block at a time: a code unit or surrogate pair cut between two
/// blocks is joined; an unpaired surrogate or a last odd byte becomes U+FFFD.
public struct UTF16Transcoder: Sendable {
    private let littleEndian: Bool
    private var oddByte: UInt8?
    private var highSurrogate: UInt16?

    public init(littleEndian: Bool) { self.littleEndian = littleEndian }

    /// Appends `raw`'s text to `out` as UTF-8.
    public mutating func append(_ raw: some Collection<UInt8>, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + raw.count * 3 / 2 + 4)
        var iterator = raw.makeIterator()
        while true {
            let first: UInt8
            if let odd = oddByte {
                first = odd
                oddByte = nil
            } else {
                guard let next = iterator.next() else { return }
                first = next
            }
            guard let second = iterator.next() else {
                oddByte = first
                return
            }
            let unit = littleEndian ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second)
            take(unit, to: &out)
        }
    }

    /// The end of the text: what is left over becomes U+FFFD.
    public mutating func finish(to out: inout [UInt8]) {
        if oddByte != nil || highSurrogate != nil { Self.append(0xFFFD, to: &out) }
        oddByte = nil
        highSurrogate = nil
    }

    private mutating func take(_ unit: UInt16, to out: inout [UInt8]) {
        if let high = highSurrogate {
            highSurrogate = nil
            if unit >= 0xDC00 && unit <= 0xDFFF {
                Self.append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00), to: &out)
                return
            }
            Self.append(0xFFFD, to: &out)
        }
        if unit >= 0xD800 && unit <= 0xDBFF {
            highSurrogate = unit
        } else if unit >= 0xDC00 && unit <= 0xDFFF {
            Self.append(0xFFFD, to: &out)
        } else {
            Self.append(UInt32(unit), to: &out)
        }
    }

    private static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
