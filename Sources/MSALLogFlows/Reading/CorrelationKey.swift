/// A correlation id as two 64-bit halves (a GUID read case-insensitively), so that flows
/// are found by id without making a string per line. All-zero ids are never made.
public struct CorrelationKey: Hashable, Sendable {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The GUID `8-4-4-4-12` at `index` of `line` (either case), or nil; nil for the all-zero id.
    public static func read(_ line: LineBytes, at index: Int) -> CorrelationKey? {
        guard index >= 0, index + 36 <= line.count else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0, nibbles = 0
        for offset in 0..<36 {
            let byte = line[index + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == 0x2D else { return nil }
                continue
            }
            let value: UInt8
            switch byte {
            case 0x30...0x39: value = byte - 0x30
            case 0x61...0x66: value = byte - 0x61 + 10
            case 0x41...0x46: value = byte - 0x41 + 10
            default: return nil
            }
            if nibbles < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            nibbles += 1
        }
        // A longer hex run is not a GUID.
        if index + 36 < line.count, isHex(line[index + 36]) { return nil }
        if index > 0, isHex(line[index - 1]) { return nil }
        guard high != 0 || low != 0 else { return nil }
        return CorrelationKey(high: high, low: low)
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte)
    }

    /// Lower case, `8-4-4-4-12`.
    public var text: String {
        var out = [UInt8]()
        out.reserveCapacity(36)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``text`` written straight into bytes.
    public func write(to out: inout [UInt8]) {
        for nibble in 0..<32 {
            if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 { out.append(0x2D) }
            let word = nibble < 16 ? high : low
            let value = UInt8((word >> UInt64(60 - (nibble % 16) * 4)) & 0xF)
            out.append(value < 10 ? 0x30 + value : 0x57 + value)
        }
    }
}
