/// The fast look both text writers take before they look closer: how many bytes from the
/// start are none of a few that need a look, sixteen (then eight) at a time.
///
/// A byte needs a look when it is below 0x20 or equals one of five values. Per lane,
/// `(x - 0x20) & ~x` has its high bit set exactly when x < 0x20, and `(y - 1) & ~y`
/// exactly when y == 0 (lanes borrow from no neighbour). Written with wrapping arithmetic
/// and bit operations, which compile to vector instructions; the SIMD comparison
/// operators (`.==`, `.<`) compile to a loop over the lanes.
enum ByteBlocks {
    /// Five byte values that need a look besides those below 0x20 (repeat one to need fewer).
    struct Stops {
        var values: (UInt8, UInt8, UInt8, UInt8, UInt8)

        init(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8, _ fifth: UInt8) {
            values = (first, second, third, fourth, fifth)
        }
    }

    /// True when every lane of `block` is printable ASCII (0x20…0x7E) and none equals an ASCII
    /// stop. Per lane, `(x - 0x20) | (x + 1)` has its high bit set exactly when x < 0x20 or
    /// x >= 0x7F; for a lane that passes it (below 0x80), `(x ^ s) - 1` has its high bit set
    /// exactly when x == s (x ^ s is then below 0x80, so only 0 wraps). A block that fails is
    /// looked at again with the exact test (non-ASCII text passes that one).
    @inline(__always) static func asciiLanes(_ block: SIMD16<UInt8>, _ stops: Stops) -> Bool {
        let one = SIMD16<UInt8>(repeating: 1)
        let (a, b, c, d, e) = stops.values
        var look = (block &- SIMD16(repeating: 0x20)) | (block &+ one)
        // Stops of 0x7F and above are refused by the range test already (the callers' stops
        // are constants, so these tests fold away).
        @inline(__always) func equals(_ stop: UInt8) -> SIMD16<UInt8> {
            stop >= 0x20 && stop < 0x7F ? (block ^ SIMD16(repeating: stop)) &- one : SIMD16(repeating: 0)
        }
        look |= equals(a) | equals(b) | equals(c) | equals(d) | equals(e)
        let halves = unsafeBitCast(look & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] == 0
    }

    /// The length of a prefix of `bytes` with no byte below 0x20 and none of `stops`: whole
    /// 8-byte words, or all of `bytes` when the rest is clean too. The bytes after it may
    /// still hold none: the 8-byte test can err towards a look, never past a byte that needs one.
    @inline(__always) static func plainPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>, _ stops: Stops) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        let one = SIMD16<UInt8>(repeating: 1), high = SIMD16<UInt8>(repeating: 0x80)
        @inline(__always) func isZero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> { (lanes &- one) & ~lanes }
        let (a, b, c, d, e) = stops.values
        while index + 16 <= bytes.count {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            // Plain printable ASCII (0x20…0x7E) with no stop among the ASCII ones first: the
            // common block, in a few vector operations rather than nineteen (``asciiLanes``).
            if asciiLanes(block, stops) { index += 16; continue }
            var look = (block &- SIMD16(repeating: 0x20)) & ~block
            look |= isZero(block ^ SIMD16(repeating: a)) | isZero(block ^ SIMD16(repeating: b))
            look |= isZero(block ^ SIMD16(repeating: c)) | isZero(block ^ SIMD16(repeating: d))
            look |= isZero(block ^ SIMD16(repeating: e))
            let halves = unsafeBitCast(look & high, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 { break }
            index += 16
        }
        // Fewer than sixteen left of a longer text: the last sixteen bytes (overlapping some
        // already seen) in one ASCII look clear the rest, as the 8-byte tail below does.
        if index < bytes.count && bytes.count - index < 16 && bytes.count >= 16
            && asciiLanes(UnsafeRawPointer(base + bytes.count - 16).loadUnaligned(as: SIMD16<UInt8>.self), stops) {
            return bytes.count
        }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        @inline(__always) func needsLook(at offset: Int) -> Bool {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            // The ASCII test of ``asciiLanes`` on one word first: a borrow or carry only leaves a
            // lane that needs a look itself, so the lowest such lane is always caught.
            @inline(__always) func equals(_ stop: UInt8) -> UInt64 {
                stop >= 0x20 && stop < 0x7F ? (word ^ (ones &* UInt64(stop))) &- ones : 0
            }
            let ascii = (word &- ones &* 0x20) | (word &+ ones) | equals(a) | equals(b) | equals(c) | equals(d) | equals(e)
            if ascii & highs == 0 { return false }
            return (word &- ones &* 0x20) & ~word & highs != 0
                || hasZeroByte(word ^ (ones &* UInt64(a))) || hasZeroByte(word ^ (ones &* UInt64(b)))
                || hasZeroByte(word ^ (ones &* UInt64(c))) || hasZeroByte(word ^ (ones &* UInt64(d)))
                || hasZeroByte(word ^ (ones &* UInt64(e)))
        }
        while index + 8 <= bytes.count && !needsLook(at: index) { index += 8 }
        // Fewer than eight left: one look at the last eight bytes (overlapping some already
        // seen) clears the whole text, which is then not walked byte by byte.
        if index < bytes.count && bytes.count - index < 8 && bytes.count >= 8 && !needsLook(at: bytes.count - 8) {
            index = bytes.count
        }
        return index
    }
}
