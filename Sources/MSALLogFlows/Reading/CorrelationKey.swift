/// A correlation id as two 64-bit halves (a GUID read case-insensitively), so that flows
/// are found by id without making a string per line. All-zero ids are never made.
public struct CorrelationKey: Hashable, Sendable {
    public let high: UInt64
    public let low: UInt64

    /// One word to the hasher (ids are random already): the flow table looks one up per line.
    public func hash(into hasher: inout Hasher) { hasher.combine(high ^ low &* 0x9E37_79B9_7F4A_7C15) }

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The GUID `8-4-4-4-12` at `index` of `line` (either case), or nil; nil for the all-zero id.
    public static func read(_ line: LineBytes, at index: Int) -> CorrelationKey? {
        guard index >= 0, index + 36 <= line.count, let base = line.baseAddress else { return nil }
        let bytes = base + index
        guard bytes[8] == 0x2D, bytes[13] == 0x2D, bytes[18] == 0x2D, bytes[23] == 0x2D else { return nil }
        @inline(__always) func nibble(_ byte: UInt8) -> UInt64? {
            let digit = byte &- 0x30
            if digit < 10 { return UInt64(digit) }
            let letter = (byte | 0x20) &- 0x61
            return letter < 6 ? UInt64(letter + 10) : nil
        }
        @inline(__always) func run(_ from: Int, _ count: Int, into value: inout UInt64) -> Bool {
            for offset in from..<from + count {
                guard let digit = nibble(bytes[offset]) else { return false }
                value = value << 4 | digit
            }
            return true
        }
        var high: UInt64 = 0, low: UInt64 = 0
        guard run(0, 8, into: &high), run(9, 4, into: &high), run(14, 4, into: &high),
              run(19, 4, into: &low), run(24, 12, into: &low) else { return nil }
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

    /// ``text`` written straight into bytes (36 at once, from a stack buffer).
    public func write(to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            @inline(__always) func hex(_ word: UInt64, _ digits: Int, at start: Int) {
                var value = word
                var index = start + digits - 1
                while index >= start {
                    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
                    buffer[index] = nibble < 10 ? 0x30 &+ nibble : 0x57 &+ nibble
                    value >>= 4
                    index -= 1
                }
            }
            hex(high >> 32, 8, at: 0); buffer[8] = 0x2D
            hex(high >> 16, 4, at: 9); buffer[13] = 0x2D
            hex(high, 4, at: 14); buffer[18] = 0x2D
            hex(low >> 48, 4, at: 19); buffer[23] = 0x2D
            hex(low, 12, at: 24)
            out.append(contentsOf: UnsafeBufferPointer(buffer))
        }
    }
}
