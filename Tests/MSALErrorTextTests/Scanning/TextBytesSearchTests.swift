import Testing
@testable import MSALErrorText

/// The searches made cheaper for app logs answer what the plain scans they replaced answer:
/// `find` (led by `memchr` and `memcmp`), and the backstop's short-line test when the
/// decoding pass knows no line reaches its limit.
@Suite struct TextBytesSearchTests {
    /// `find` as it was: every start compared in turn.
    static func plainFind(_ pattern: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard !pattern.isEmpty else { return nil }
        var index = max(0, start)
        while index + pattern.count <= min(end, bytes.count) {
            if Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    @Test func findMatchesAPlainScan() {
        var generator = SeededGenerator(seed: 0xF1_4D)
        // A small alphabet, so that first bytes repeat and near-matches are common.
        let alphabet = Array("ab\n R".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: -3...bytes.count + 3, using: &generator)
            let end = Int.random(in: -3...bytes.count + 3, using: &generator)
            let found = TextBytes(bytes: bytes).find(pattern, from: start, to: end)
            #expect(found == Self.plainFind(pattern, in: bytes, from: start, to: end),
                    "find \(pattern) in \(bytes) from \(start) to \(end)")
        }
    }

    @Test func findStopsAtTheEndGiven() {
        let input = TextBytes("xx Request was throttled")
        let pattern = Array("Request".utf8)
        #expect(input.find(pattern, from: 0) == 3)
        #expect(input.find(pattern, from: 0, to: 9) == nil)  // the pattern would end past 9
        #expect(input.find(pattern, from: 0, to: 10) == 3)
        #expect(input.find(pattern, from: 4) == nil)
    }

    /// With the longest line known short of `maximumLineBytes`, `onShortLine` answers at once:
    /// the same as the scan it stands for, at every position, and as the long-line look-up
    /// when some line does reach the limit.
    @Test func onShortLineMatchesTheScan() {
        var generator = SeededGenerator(seed: 0x5407)
        for round in 0..<8 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let long = round % 2 == 0 ? 4200 : 3000  // half the inputs have a line past the limit
                let length = Bool.random(using: &generator) ? Int.random(in: 0...300, using: &generator)
                    : Int.random(in: 2000...long, using: &generator)
                bytes += Array(repeating: UInt8(ascii: "x"), count: length)
                if Bool.random(using: &generator) { bytes.append(ASCII.newline) }
            }
            let plain = TextBytes(bytes: bytes)
            let anchors = AnchorIndex(plain)
            var indexed = plain
            indexed.longLines = anchors.longLines
            indexed.longLinesKnown = true
            indexed.longestLine = anchors.longestLine
            #expect(anchors.longestLine == (anchors.longLines.map(\.count).max() ?? 0))
            for position in stride(from: 0, through: bytes.count, by: 13) {
                #expect(CatalogBackstop.onShortLine(indexed, position) == CatalogBackstop.onShortLine(plain, position),
                        "onShortLine(\(position)) of \(bytes.count) bytes, longest line \(anchors.longestLine)")
            }
        }
    }
}
