/// Finds every MSAL error in a stream of any size (a log file, a pipe, standard input)
/// in bounded memory, with the line each starts on.
///
/// The stream is decoded a chunk (``StreamLimits/chunkBytes``) at a time. A chunk is cut
/// at a line start at least ``StreamLimits/lookaheadBytes`` before the end of what is
/// held, and the decoder sees the text past the cut too: an error that starts before the
/// cut is read whole (an error's text reaches at most that far), is reported once, and the
/// next chunk starts where it ends. So a stream decodes as the whole text would, except
/// that platform hints (a `msal4j` seen anywhere) reach only as far as one chunk.
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

    /// What the next chunk holds, in input order (possibly nothing), or nil at the end
    /// of the stream. Throws what the source throws.
    public mutating func next() throws -> [StreamFinding]? {
        let limits = buffer.limits
        try buffer.fill(to: limits.chunkBytes + limits.lookaheadBytes)
        if buffer.bytes.isEmpty && buffer.atEnd { return nil }
        if let overlong = buffer.firstOverlongLine() {
            var findings = decode(upTo: overlong.start, reportingUpTo: overlong.start)
            findings.append(.overlongLine(try buffer.skipLine()))
            return findings
        }
        if buffer.atEnd { return decode(upTo: buffer.bytes.count, reportingUpTo: buffer.bytes.count) }
        let latestCut = buffer.bytes.count - limits.lookaheadBytes
        var cut = latestCut
        if let lineStart = buffer.bytes[0..<latestCut].lastIndex(of: ASCII.newline).map({ $0 + 1 }), lineStart > 0 {
            cut = lineStart
        }
        return decode(upTo: buffer.bytes.count, reportingUpTo: cut)
    }

    /// Every finding of the whole stream (for inputs whose errors fit in memory).
    public mutating func all() throws -> [StreamFinding] {
        var findings: [StreamFinding] = []
        while let next = try next() { findings += next }
        return findings
    }

    /// Decodes the first `end` held bytes, reports the errors that start before
    /// `cut`, and consumes up to the cut or the end of the last reported error.
    private mutating func decode(upTo end: Int, reportingUpTo cut: Int) -> [StreamFinding] {
        guard end > 0 else { return [] }
        let window = TextBytes(bytes: end == buffer.bytes.count ? buffer.bytes : Array(buffer.bytes[0..<end]))
        var errors = ErrorTextDecoder.errors(in: window, personalData: personalData)
        var findings: [StreamFinding] = []
        var consumed = cut
        var line = buffer.line
        var cursor = 0
        window.bytes.withUnsafeBufferPointer { bytes in
            for index in errors.indices where errors[index].start < cut {
                let start = errors[index].start
                while cursor < start {
                    let next = TextBytes.firstIndex(of: ASCII.newline, in: bytes, from: cursor, to: start)
                    guard next < start else { break }
                    line += 1
                    cursor = next + 1
                }
                cursor = max(cursor, start)
                consumed = max(consumed, errors[index].end)
                findings.append(.error(LocatedDiagnosis(line: line, diagnosis: errors[index].takeDiagnosis())))
            }
        }
        buffer.consume(min(consumed, end))
        return findings
    }
}
