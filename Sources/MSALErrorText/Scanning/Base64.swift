/// Base64 (RFC 4648) decoding by hand, without Foundation: the standard and the
/// URL-safe alphabet, padding optional, nothing else allowed (as strict as Foundation's
/// `Data(base64Encoded:)` after padding).
enum Base64 {
    /// The bytes `text` encodes, or nil when it is not base64.
    static func decode(_ text: String.UTF8View) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var padding = 0
        for byte in text {
            if byte == 0x3D {  // `=`
                padding += 1
                continue
            }
            guard padding == 0, let value = sextet(byte) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        // One lone character at the end (a length of 4n + 1) cannot encode a byte.
        return padding <= 2 && bits < 6 ? bytes : nil
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x41...0x5A: byte - 0x41  // A–Z
        case 0x61...0x7A: byte - 0x61 + 26  // a–z
        case 0x30...0x39: byte - 0x30 + 52  // 0–9
        case 0x2B, 0x2D: 62  // `+`, URL-safe `-`
        case 0x2F, 0x5F: 63  // `/`, URL-safe `_`
        default: nil
        }
    }
}
