/// Finds every MSAL error in a stream of any size (a log file, a pipe, standard input)
/// in bounded memory, with the line each starts on.
///
/// The stream is decoded a chunk (``StreamLimits/chunkBytes``) at a time. A chunk is cut
/// at a line start at least ``StreamLimits/lookaheadBytes`` before the end of what is
/// held, and the decoder sees the text past the cut too: an error that starts before the
/// cut is read whole (an error's text reaches at most that far), is reported once, and the
/// next chunk starts where it ends. So a stream decodes as the whole text would, except
/// that platform hints (a `msal4j` seen anywhere) reach only as far as one chunk, and an
/// error code an app logged on the line before an exception is not joined to it when a
/// cut falls between the two lines (about one line start in 16,000 of a typical log), and
/// prints of one failure are joined only within the look-ahead. A whole input of up to
/// ``wholeInputBytes`` (a pasted text) is decoded in one piece, exactly as the text is.
///
/// A line longer than ``StreamLimits/maximumLineBytes`` is reported as
/// ``StreamFinding/overlongLine(_:)`` and skipped whole, never cut.
///
/// ```swift
/// var reader = ErrorStreamReader(FileDescriptorSource(descriptor: fd, name: path))
/// while let findings = try reader.next() {
///     for finding in findings { … }
/// }
/// ```
public struct ErrorStreamReader<Source: ByteSource> {
    private var buffer: StreamBuffer<Source>
    private let personalData: PersonalData

    /// Personal data in what is found is masked unless `personalData` is `.shown`.
    public init(_ source: Source, limits: StreamLimits = .standard, personalData: PersonalData = .redacted) {
        buffer = StreamBuffer(source, limits: limits)
        self.personalData = personalData
    }

    public var limits: StreamLimits { buffer.limits }
    /// How many bytes of the source have been read so far (for progress).
    public var bytesRead: Int { buffer.bytesRead }

    /// What the next chunk holds, in input order (possibly nothing), or nil at the end
    /// of the stream. Throws what the source throws.
    ///
    /// A chunk is decoded in two halves at once, each on its own core. The second half
    /// starts at a line start in the middle, on the guess that no error crosses it (true
    /// unless a multi-line error does). When the first half's last error does reach past
    /// that line start, the second half's errors that start inside it are dropped; should
    /// one of them run on past where it ends, the second half is decoded again from there
    /// (``DecodedChunk/join(_:_:secondStart:decodeAgain:)``). So the findings are those of
    /// decoding the chunk whole, and never depend on which thread finished first.
    public mutating func next() throws -> [StreamFinding]? {
        guard var halves = try nextHalves() else { return nil }
        var findings: [StreamFinding] = []
        swap(&findings, &halves[0])
        if halves.count > 1 { findings.appendMoving(&halves[1]) }
        return findings
    }

    /// ``next()``, with the findings of the chunk's two halves kept apart: the first half's
    /// diagnoses were made on the calling thread and the second's on ``Parallel``'s second
    /// thread, so a caller that works on each half with `Parallel.run(2)` keeps it on the
    /// thread and core that made it, and frees it there. One array when the chunk was
    /// decoded whole (a small one, or one with an overlong line); the halves in order,
    /// together exactly what ``next()`` returns.
    public mutating func nextHalves() throws -> [[StreamFinding]]? {
        let limits = buffer.limits
        try buffer.fill(to: limits.chunkBytes + limits.lookaheadBytes)
        if buffer.bytes.isEmpty && buffer.atEnd { return nil }
        if let overlong = buffer.firstOverlongLine() {
            let decoded = decode(upTo: overlong.start, reportingUpTo: overlong.start)
            buffer.consume(min(decoded.consumed, overlong.start))
            var findings = decoded.findings
            findings.append(.overlongLine(try buffer.skipLine()))
            return [findings]
        }
        let count = buffer.bytes.count
        let lastCut = buffer.atEnd ? count : lastCutBefore(count - limits.lookaheadBytes)
        // A small input, or no line start to split at: decoded in one piece.
        guard lastCut >= 2 * Self.smallestHalf, !(buffer.atEnd && count <= Self.wholeInputBytes), let firstCut = unindentedLineStart(atOrBefore: lastCut / 2),
              firstCut >= Self.smallestHalf else {
            let decoded = decode(upTo: count, reportingUpTo: lastCut)
            if !buffer.atEnd, decoded.reaches(count) { return [try decodeWithMoreHeld()] }
            buffer.consume(min(decoded.consumed, count))
            return [decoded.findings]
        }
        let (first, second) = decodeHalves(count: count, firstCut: firstCut, lastCut: lastCut)
        if first.reaches(min(count, firstCut + limits.lookaheadBytes)) || !buffer.atEnd && second.reaches(count) {
            return [try decodeWithMoreHeld()]
        }
        buffer.consume(min(max(first.consumed, second.consumed), count))
        return [first.findings, second.findings]
    }

    /// An error read to the very end of what its decoding saw may go on past it: a chain of
    /// nested exceptions is followed link by link, each link as far as an error may reach, so
    /// a long one is longer than the look-ahead. Then the chunk is decoded again, whole, with
    /// more held (twice as much each time, up to ``ErrorTextDecoder/maximumInputBytes``), so
    /// that the error is read as the whole text would read it wherever the chunk's edge fell.
    private mutating func decodeWithMoreHeld() throws -> [StreamFinding] {
        let limits = buffer.limits
        while true {
            let held = buffer.bytes.count
            try buffer.fill(to: min(2 * held, max(held, ErrorTextDecoder.maximumInputBytes)))
            let count = buffer.bytes.count
            let lastCut = buffer.atEnd ? count : lastCutBefore(count - limits.lookaheadBytes)
            let decoded = decode(upTo: count, reportingUpTo: lastCut)
            if buffer.atEnd || !decoded.reaches(count) || count == held {
                buffer.consume(min(decoded.consumed, count))
                return decoded.findings
            }
        }
    }

    /// Every finding of the whole stream (for inputs whose errors fit in memory).
    public mutating func all() throws -> [StreamFinding] {
        var findings: [StreamFinding] = []
        while let next = try next() { findings += next }
        return findings
    }

    /// Decodes the halves `0..<firstCut` and `firstCut..<lastCut` at once, the second made
    /// what decoding it after the first finds. Only reads the buffer: its copy here is gone
    /// before the buffer is consumed, which would otherwise copy all the held bytes.
    private func decodeHalves(count: Int, firstCut: Int, lastCut: Int) -> (DecodedChunk, DecodedChunk) {
        let lookahead = buffer.limits.lookaheadBytes
        let secondLine = buffer.line + buffer.newlines(in: 0..<firstCut)
        var first: DecodedChunk?, second: DecodedChunk?
        Parallel.run(2) { part in
            if part == 0 {
                first = decode(upTo: min(count, firstCut + lookahead), reportingUpTo: firstCut)
            } else {
                second = decode(from: firstCut, line: secondLine, upTo: count, reportingUpTo: lastCut)
            }
        }
        guard let first, let second else { preconditionFailure("both halves are decoded") }
        let continued = DecodedChunk.continuing(consume second, after: first, secondStart: firstCut) { start in
            decode(from: start, line: buffer.line + buffer.newlines(in: 0..<start), upTo: count,
                   reportingUpTo: max(lastCut, start))
        }
        return (first, continued)
    }

    /// Decodes the held bytes `start..<end` and reports the errors that start before
    /// `cut`, numbered from `line` (the line `start` is on). Reads the buffer only, so
    /// two chunks can be decoded at once.
    func decode(from start: Int = 0, line: Int? = nil, upTo end: Int, reportingUpTo cut: Int) -> DecodedChunk {
        guard end > start else { return DecodedChunk(findings: [], errorEnds: [], consumed: max(start, cut)) }
        let bytes = buffer.bytes
        let window = TextBytes(bytes: start == 0 && end == bytes.count ? bytes : Array(bytes[start..<end]))
        var errors = ErrorTextDecoder.errors(in: window, personalData: personalData)
        var decoded = DecodedChunk(findings: [], errorEnds: [], consumed: cut)
        var line = line ?? buffer.line
        var cursor = 0
        window.bytes.withUnsafeBufferPointer { bytes in
            for index in errors.indices where errors[index].start + start < cut {
                let errorStart = errors[index].start
                while cursor < errorStart {
                    let next = TextBytes.firstIndex(of: ASCII.newline, in: bytes, from: cursor, to: errorStart)
                    guard next < errorStart else { break }
                    line += 1
                    cursor = next + 1
                }
                cursor = max(cursor, errorStart)
                let errorEnd = start + errors[index].end
                decoded.consumed = max(decoded.consumed, errorEnd)
                decoded.errorEnds.append((start + errorStart, errorEnd))
                decoded.findings.append(.error(LocatedDiagnosis(line: line, diagnosis: errors[index].takeDiagnosis())))
            }
        }
        decoded.consumed = min(decoded.consumed, end)
        return decoded
    }

    /// Below this, a chunk is not worth a second thread.
    static var smallestHalf: Int { 256 }
    /// A whole input up to this size (a pasted text, a short log) is decoded in one piece, exactly
    /// as the text is: a second thread saves it well under a millisecond, and a cut between two of
    /// its lines could part an app's line from the error just below it (Visual Studio's
    /// `Exception thrown: '<Type>'` above the AADSTS text lost the error its class).
    static var wholeInputBytes: Int { 64 * 1024 }

    /// The start of the line that holds held-byte `position`, moved back over lines that start
    /// with a blank (stack frames, the lines of PowerShell's error view after its `Line |`):
    /// those continue the text above them, which the second half would not see. Then, when
    /// lines with a blank stand just above, back over them to the line that opens them: a
    /// Python traceback's frames come before its exception's line, which reads them for its
    /// platform. Up to ``maximumIndentedLines``; then the line that holds `position` after all.
    private func unindentedLineStart(atOrBefore position: Int, blockAbove: Bool = true) -> Int? {
        guard var start = lineStart(atOrBefore: position) else { return nil }
        let bytes = buffer.bytes
        func isIndented(_ lineStart: Int) -> Bool { bytes[lineStart] == ASCII.space || bytes[lineStart] == ASCII.tab }
        var lines = 0
        while isIndented(start) {
            guard lines < Self.maximumIndentedLines, let above = lineStart(atOrBefore: start - 1) else {
                return lineStart(atOrBefore: position)
            }
            start = above
            lines += 1
        }
        guard blockAbove, let above = lineStart(atOrBefore: start - 1), isIndented(above) else { return start }
        var opening = above
        while isIndented(opening) {
            guard lines < Self.maximumIndentedLines else { return start }
            // Opened by the first held line: 0, where no half can start.
            guard let up = lineStart(atOrBefore: opening - 1) else { return 0 }
            opening = up
            lines += 1
        }
        return opening
    }

    static var maximumIndentedLines: Int { 64 }

    /// Where the chunk's reported part ends: a line start at or before `position` as
    /// ``unindentedLineStart(atOrBefore:blockAbove:)`` chooses it, never 0 (the chunk would
    /// make no progress: then without the block above), else `position` itself.
    private func lastCutBefore(_ position: Int) -> Int {
        if let cut = unindentedLineStart(atOrBefore: position), cut > 0 { return cut }
        return unindentedLineStart(atOrBefore: position, blockAbove: false) ?? position
    }

    /// The start of the line that holds held-byte `position`, or nil when that is the first held line.
    private func lineStart(atOrBefore position: Int) -> Int? {
        guard position > 0 else { return nil }
        return buffer.bytes[0..<position].lastIndex(of: ASCII.newline).map { $0 + 1 }
    }
}
