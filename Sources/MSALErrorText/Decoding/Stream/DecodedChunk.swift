/// What decoding one chunk of a stream found: the findings in order, where each reported
/// error's text starts and ends (positions in the reader's held bytes), and how far the
/// chunk consumed: its cut, or the end of its last error when that lies beyond.
struct DecodedChunk {
    var findings: [StreamFinding]
    var errorEnds: [(start: Int, end: Int)]
    var consumed: Int

    /// Two neighbouring chunks decoded at once, `second` from `secondStart` (the first
    /// one's cut) on the guess that no error crosses it, joined into what decoding them one
    /// after the other finds. When the first chunk's last error reaches past the cut, the
    /// second chunk really starts where that error ends: its errors that start before
    /// are dropped (they were read from inside the first one's text), unless one of them
    /// runs on past that end, when the second chunk is decoded again from there
    /// (`decodeAgain(from:)`).
    static func join(_ first: consuming DecodedChunk, _ second: consuming DecodedChunk, secondStart: Int,
                     decodeAgain: (Int) -> DecodedChunk) -> DecodedChunk {
        let firstEnd = first.consumed
        if firstEnd > secondStart {
            if second.errorEnds.contains(where: { $0.start < firstEnd && $0.end > firstEnd }) {
                second = decodeAgain(firstEnd)
            } else {
                let dropped = second.errorEnds.prefix { $0.start < firstEnd }.count
                second.findings.removeFirst(dropped)
                second.errorEnds.removeFirst(dropped)
            }
        }
        // Moved, not copied: a copy would share the findings' buffer, and growing it would copy every diagnosis.
        var joined = consume first
        joined.consumed = max(joined.consumed, second.consumed)
        joined.errorEnds += second.errorEnds
        // Moved across one at a time: appending the array would copy (retain) every diagnosis.
        joined.findings.reserveCapacity(joined.findings.count + second.findings.count)
        for index in second.findings.indices {
            var finding = StreamFinding.overlongLine(OverlongLine(line: 0, bytes: 0))
            swap(&finding, &second.findings[index])
            joined.findings.append(consume finding)
        }
        return joined
    }
}
