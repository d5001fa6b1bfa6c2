/// Words that tell which MSAL printed an ambiguous error (`msal4j`, `com.microsoft.identity`,
/// a Python traceback, Go's `reply status code was`), and where each is written. A hint
/// counts only inside the text of the error it explains (or just before it): in a log of
/// several errors, one error's platform never comes from its neighbour.
struct PlatformHints {
    private var java: [Int] = []
    private var android: [Int] = []
    private var python: [Int] = []
    private var go: [Int] = []

    init(_ index: AnchorIndex) {
        guard index.has(.hintJava) || index.has(.hintAndroid) || index.has(.hintPython) || index.has(.hintGo) else {
            return
        }
        for hit in index.hits(.hintJava) { java.append(hit.start) }
        for hit in index.hits(.hintAndroid) { android.append(hit.start) }
        for hit in index.hits(.hintPython) { python.append(hit.start) }
        for hit in index.hits(.hintGo) { go.append(hit.start) }
    }

    var isEmpty: Bool { java.isEmpty && android.isEmpty && python.isEmpty && go.isEmpty }

    func java(in range: Range<Int>) -> Bool { Self.any(java, in: range) }
    func android(in range: Range<Int>) -> Bool { Self.any(android, in: range) }
    func python(in range: Range<Int>) -> Bool { Self.any(python, in: range) }
    func go(in range: Range<Int>) -> Bool { Self.any(go, in: range) }

    /// True when a position of `positions` (sorted) lies in `range`.
    private static func any(_ positions: [Int], in range: Range<Int>) -> Bool {
        guard !positions.isEmpty else { return false }
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < range.upperBound
    }
}
