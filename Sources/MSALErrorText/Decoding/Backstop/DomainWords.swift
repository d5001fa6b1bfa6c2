/// Where the words every Apple domain the backstop knows contains stand around one stretch
/// of text: `Domain` (`MSALErrorDomain`, `NSURLErrorDomain`…), `OSStatus` and `com.apple.`
/// (the web-authentication sessions). Read once per stretch, when its first number that may
/// be an Apple code is met, so that a number with no such word near it (a log's timestamp,
/// `09:03:…`) is ruled out without looking for each of the dozen domains around it.
/// On the 1M-error app log that look was most of `BackstopCarriers.appleNumber`'s time.
struct DomainWords {
    private static let words: [[UInt8]] = ["Domain", "OSStatus", "com.apple."].map { Array($0.utf8) }

    /// Start and end of each word found, in no particular order (a stretch holds few).
    private var found: [Range<Int>] = []

    /// The words in `range` widened by `reach` bytes each side.
    init(_ input: TextBytes, around range: Range<Int>, reach: Int) {
        let lower = max(0, range.lowerBound - reach), upper = min(input.count, range.upperBound + reach)
        for word in Self.words {
            var cursor = lower
            while let hit = input.firstIndex(of: word[0], from: cursor, to: upper) {
                if hit + word.count <= upper, input.hasPrefix(word, at: hit) { found.append(hit..<hit + word.count) }
                cursor = hit + 1
            }
        }
    }

    /// False when no word lies wholly inside `range` (which must lie inside the widened
    /// stretch): then no known domain does either.
    func mayHoldDomain(_ range: Range<Int>) -> Bool {
        found.contains { $0.lowerBound >= range.lowerBound && $0.upperBound <= range.upperBound }
    }
}
