/// The parts of the input that a decoder has already explained, kept as sorted,
/// disjoint ranges so that a later, looser decoder never reports the same text twice.
struct ClaimedRanges {
    /// Nearly every input claims one region: it is kept here, so that the common
    /// case allocates no array. Invariant: when `ranges` is empty, `single` is the
    /// only claimed range (or nil for none); otherwise `single` is nil.
    private var single: Range<Int>?
    private var ranges: [Range<Int>] = []

    var isEmpty: Bool { single == nil && ranges.isEmpty }

    mutating func claim(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if ranges.isEmpty {
            guard let only = single else {
                single = range
                return
            }
            if only.lowerBound <= range.upperBound && range.lowerBound <= only.upperBound {
                single = min(only.lowerBound, range.lowerBound)..<max(only.upperBound, range.upperBound)
                return
            }
            ranges = [only]
            single = nil
        }
        var merged = range
        var index = insertionIndex(for: range.lowerBound)
        if index > 0, ranges[index - 1].upperBound >= merged.lowerBound {
            index -= 1
            merged = min(ranges[index].lowerBound, merged.lowerBound)..<max(ranges[index].upperBound, merged.upperBound)
            ranges.remove(at: index)
        }
        while index < ranges.count, ranges[index].lowerBound <= merged.upperBound {
            merged = merged.lowerBound..<max(ranges[index].upperBound, merged.upperBound)
            ranges.remove(at: index)
        }
        ranges.insert(merged, at: index)
    }

    func contains(_ position: Int) -> Bool {
        if let single { return single.contains(position) }
        let index = insertionIndex(for: position + 1)
        return index > 0 && ranges[index - 1].contains(position)
    }

    /// The claimed ranges, in order (for tests).
    var all: [Range<Int>] { single.map { [$0] } ?? ranges }

    /// The first range starting at or after `position`.
    private func insertionIndex(for position: Int) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < position { low = middle + 1 } else { high = middle }
        }
        return low
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
