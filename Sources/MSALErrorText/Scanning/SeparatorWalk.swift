/// The `:` and `=` of a region, in text order, each found with `memchr`. Labels and
/// OAuth keys count only when such a separator follows them, so their scans jump
/// from one separator to the next and look back, instead of looking at every byte.
struct SeparatorWalk {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var nextColon: Int
    private var nextEquals: Int

    /// The separators in `start..<end` of `bytes` (`end` at most `bytes.count`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.bytes = bytes
        self.end = end
        nextColon = TextBytes.firstIndex(of: ASCII.colon, in: bytes, from: start, to: end)
        nextEquals = TextBytes.firstIndex(of: ASCII.equals, in: bytes, from: start, to: end)
    }

    /// Where the next separator is, or nil when there is none before the end.
    mutating func next() -> Int? {
        let separator = min(nextColon, nextEquals)
        guard separator < end else { return nil }
        if separator == nextColon {
            nextColon = TextBytes.firstIndex(of: ASCII.colon, in: bytes, from: separator + 1, to: end)
        } else {
            nextEquals = TextBytes.firstIndex(of: ASCII.equals, in: bytes, from: separator + 1, to: end)
        }
        return separator
    }
}
