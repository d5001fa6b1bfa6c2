/// Where the words every Apple domain the backstop knows is made with stand around one
/// stretch of text: `Domain` ending most (`MSALErrorDomain`, `NSURLErrorDomain`…), `OSStatus`,
/// and `com.apple.` starting the web-authentication sessions'. Read once per stretch, when
/// its first number that may be an Apple code is met: a number with no such word near it (a
/// log's timestamp, `09:03:…`) is ruled out at once, and one with a word near it looks for
/// each domain only where that word stands, not through its whole line. On the 1M-error app
/// log the line searches were most of `BackstopCarriers.appleNumber`'s time (13% of it all).
struct DomainWords {
    private enum Word: Int, CaseIterable {
        case domain, osStatus, comApple

        var bytes: [UInt8] {
            switch self {
            case .domain: DomainWords.domainBytes
            case .osStatus: DomainWords.osStatusBytes
            case .comApple: DomainWords.comAppleBytes
            }
        }
    }

    private static let domainBytes = Array("Domain".utf8)
    private static let osStatusBytes = Array("OSStatus".utf8)
    private static let comAppleBytes = Array("com.apple.".utf8)

    /// Each word found: where it stands, and which; in the order of their starts, so that a
    /// number looks only at the words near it (a binary search). Scanning them all made a long
    /// line of `Domain=X Code=1` pairs quadratic: every number went through every word.
    private var found: [(range: Range<Int>, word: Word)] = []

    /// The words in `range` widened by `reach` bytes each side.
    init(_ input: TextBytes, around range: Range<Int>, reach: Int) {
        let lower = max(0, range.lowerBound - reach), upper = min(input.count, range.upperBound + reach)
        // `memchr` for a rare byte of each word: the capitals, and the first dot of `com.apple.`.
        // (One call per word, not a loop over an array of them made at each stretch.)
        collect(.domain, byte: UInt8(ascii: "D"), offset: 0, in: input, lower..<upper)
        collect(.osStatus, byte: UInt8(ascii: "O"), offset: 0, in: input, lower..<upper)
        collect(.comApple, byte: UInt8(ascii: "."), offset: 3, in: input, lower..<upper)
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The words that start in `starts`.
    private func words(startingIn starts: Range<Int>) -> ArraySlice<(range: Range<Int>, word: Word)> {
        var low = 0, high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle].range.lowerBound < starts.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < found.count, found[end].range.lowerBound < starts.upperBound { end += 1 }
        return found[low..<end]
    }

    /// Appends each place of `word` in `window`, found by a `memchr` for its `byte` at `offset`.
    private mutating func collect(_ word: Word, byte: UInt8, offset: Int, in input: TextBytes, _ window: Range<Int>) {
        let bytes = word.bytes
        var cursor = window.lowerBound + offset
        while let hit = input.firstIndex(of: byte, from: cursor, to: window.upperBound) {
            let start = hit - offset
            if start >= window.lowerBound, start + bytes.count <= window.upperBound, input.hasPrefix(bytes, at: start) {
                found.append((start..<start + bytes.count, word))
            }
            cursor = hit + 1
        }
    }

    /// False when no word lies wholly inside `range` (which must lie inside the widened
    /// stretch): then no known domain does either.
    func mayHoldDomain(_ range: Range<Int>) -> Bool {
        words(startingIn: range).contains { $0.range.upperBound <= range.upperBound }
    }

    /// Where `domain` first stands wholly inside `window`, as `TextBytes.find` answers, nil
    /// when nowhere: only at the words found. `domain` ends with `Domain`, is `OSStatus`, or
    /// starts with `com.apple.` (``BackstopCarriers/domains`` are held to it by a test).
    func first(_ domain: [UInt8], in window: Range<Int>, of input: TextBytes) -> Int? {
        var first: Int?
        // A domain wholly inside `window` is made with a word that starts inside it too.
        for (range, word) in words(startingIn: window) {
            let start: Int
            switch word {
            case .domain: start = range.upperBound - domain.count
            case .osStatus, .comApple: start = range.lowerBound
            }
            guard start >= window.lowerBound, start + domain.count <= window.upperBound, start < (first ?? .max),
                  input.hasPrefix(domain, at: start) else { continue }
            first = start
        }
        return first
    }

    /// True when `domain` is made with one of the words as ``first(_:in:of:)`` expects.
    static func isMadeOfAWord(_ domain: [UInt8]) -> Bool {
        domain.count >= domainBytes.count && Array(domain.suffix(domainBytes.count)) == domainBytes
            || domain == osStatusBytes
            || domain.count >= comAppleBytes.count && Array(domain.prefix(comAppleBytes.count)) == comAppleBytes
    }
}
