/// The parts of the input that a decoder has already explained, so that a later, looser
/// decoder never reports the same text twice.
///
/// Decoders claim in their own order, not the input's (all exceptions, then every MSAL.js
/// error, then Apple lines…), so a sorted list of ranges would be inserted into in the
/// middle again and again: in a 4 MiB chunk of a log, tens of thousands of times. A bit per
/// byte makes a claim cost its length / 64 and a lookup O(1).
struct ClaimedRanges {
    /// Nearly every pasted text claims one region: it is kept here, so that the common
    /// case allocates nothing. Invariant: when `bits` is empty, `single` is the only
    /// claimed range (or nil for none); otherwise `single` is nil.
    private var single: Range<Int>?
    /// Bit `i % 64` of word `i / 64` is set when byte `i` is claimed.
    private var bits: [UInt64] = []

    var isEmpty: Bool { single == nil && bits.isEmpty }

    mutating func claim(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= 0 else { return }
        if bits.isEmpty {
            guard let only = single else {
                single = range
                return
            }
            if only.lowerBound <= range.upperBound && range.lowerBound <= only.upperBound {
                single = min(only.lowerBound, range.lowerBound)..<max(only.upperBound, range.upperBound)
                return
            }
            single = nil
            setBits(only)
        }
        setBits(range)
    }

    func contains(_ position: Int) -> Bool {
        if let single { return single.contains(position) }
        guard position >= 0 else { return false }
        let word = position >> 6
        return word < bits.count && bits[word] & (1 << UInt64(position & 63)) != 0
    }

    /// The claimed ranges, in order, touching ones joined (for tests).
    var all: [Range<Int>] {
        if let single { return [single] }
        var ranges: [Range<Int>] = []
        var start: Int?
        for position in 0...(bits.count * 64) {
            let claimed = position < bits.count * 64 && contains(position)
            if claimed, start == nil { start = position }
            if !claimed, let open = start {
                ranges.append(open..<position)
                start = nil
            }
        }
        return ranges
    }

    private mutating func setBits(_ range: Range<Int>) {
        let lastWord = (range.upperBound - 1) >> 6
        if bits.count <= lastWord {
            // Doubling keeps growth amortised when claims arrive out of order.
            bits.append(contentsOf: repeatElement(0, count: max(lastWord + 1, bits.count * 2) - bits.count))
        }
        bits.withUnsafeMutableBufferPointer { words in
            var position = range.lowerBound
            while position < range.upperBound {
                let offset = position & 63
                let width = min(64 - offset, range.upperBound - position)
                let mask: UInt64 = width == 64 ? ~0 : ((1 << UInt64(width)) - 1) << UInt64(offset)
                words[position >> 6] |= mask
                position += width
            }
        }
    }
}

/// Sorted positions (anchors, blank lines) with "the next one after" in O(log n).
struct SortedPositions {
    private(set) var values: [Int]

    init(_ values: [Int]) {
        self.values = values
        self.values.sort()
    }

    init(alreadySorted values: [Int]) { self.values = values }

    func first(after position: Int) -> Int? {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low < values.count ? values[low] : nil
    }
}
