extension TextBytes {
    /// True when `position` is on one of the `count` lines after the line holding `end` (an
    /// error's end): how near a second print of an error must be to count as the same one.
    func startsWithin(_ count: Int, linesAfter end: Int, _ position: Int) -> Bool {
        var lineEnd = Swift.min(self.lineEnd(from: Swift.max(end - 1, 0)), self.count)
        for _ in 0..<count {
            guard lineEnd < position else { return true }
            lineEnd = Swift.min(self.lineEnd(from: lineEnd + 1), self.count)
        }
        return position <= lineEnd
    }
}
