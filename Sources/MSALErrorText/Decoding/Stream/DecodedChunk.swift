/// What decoding one chunk of a stream found: the findings in order, where each reported
/// error's text starts and ends (positions in the reader's held bytes), and how far the
/// chunk consumed: its cut, or the end of its last error when that lies beyond.
struct DecodedChunk {
    var findings: [StreamFinding]
    var errorEnds: [(start: Int, end: Int)]
    var consumed: Int

    /// True when an error's text runs to `end`, the end of what was decoded: it may go on past it.
    func reaches(_ end: Int) -> Bool {
        errorEnds.contains { $0.end >= end }
    }

    /// Two neighbouring chunks decoded at once, `second` from `secondStart` (the first
    /// one's cut) on the guess that no error crosses it, joined into what decoding them one
    /// after the other finds (``continuing(_:after:secondStart:decodeAgain:)``, then appended).
    static func join(_ first: consuming DecodedChunk, _ second: consuming DecodedChunk, secondStart: Int,
                     decodeAgain: (Int) -> DecodedChunk) -> DecodedChunk {
        var second = continuing(second, after: first, secondStart: secondStart, decodeAgain: decodeAgain)
        // Moved, not copied: a copy would share the findings' buffer, and growing it would copy every diagnosis.
        var joined = consume first
        joined.consumed = max(joined.consumed, second.consumed)
        joined.errorEnds += second.errorEnds
        joined.findings.appendMoving(&second.findings)
        return joined
    }

    /// `second`, decoded from `secondStart` (the first chunk's cut) on the guess that no error
    /// crosses it, made what decoding it after `first` finds. When the first chunk's last
    /// error reaches past the cut, the second chunk really starts where that error ends: its
    /// errors that start before are dropped (they were read from inside the first one's
    /// text), unless one of them runs on past that end, when the second chunk is decoded
    /// again from there (`decodeAgain(from:)`).
    static func continuing(_ second: consuming DecodedChunk, after first: borrowing DecodedChunk, secondStart: Int,
                           decodeAgain: (Int) -> DecodedChunk) -> DecodedChunk {
        let firstEnd = first.consumed
        guard firstEnd > secondStart else { return second }
        if second.errorEnds.contains(where: { $0.start < firstEnd && $0.end > firstEnd }) {
            return decodeAgain(firstEnd)
        }
        let dropped = second.errorEnds.prefix { $0.start < firstEnd }.count
        second.findings.removeFirst(dropped)
        second.errorEnds.removeFirst(dropped)
        return second
    }
}

extension [StreamFinding] {
    /// Appends `other`'s findings, moved across one at a time (appending the array would
    /// copy, and retain, every diagnosis), leaving `other` empty.
    mutating func appendMoving(_ other: inout [StreamFinding]) {
        reserveCapacity(count + other.count)
        for index in other.indices {
            var finding = StreamFinding.overlongLine(OverlongLine(line: 0, bytes: 0))
            swap(&finding, &other[index])
            append(consume finding)
        }
        other.removeAll()
    }
}
