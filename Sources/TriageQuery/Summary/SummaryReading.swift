#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// Feeds one input into a ``Summarizer``: a session export line by line, an app log
/// chunk by chunk through the decoders. Which it is, is told by the content (a session
/// line starts `{"t":`), not by the file name.
public enum SummaryReading {
    public enum InputKind: String, Sendable {
        case appLog = "app log"
        case session = "session"
    }

    /// Problems worth a line each on stderr; after this many, only a count.
    public static let reportedProblems = 5

    /// Reads `source` (named `name` in messages) to its end in chunks of whole lines
    /// (``LineChunkReader``). `progress` is called after each chunk with the bytes read so
    /// far; `problem` with one line per unreadable session line or overlong line (the first
    /// few). Throws what the source throws.
    @discardableResult
    public static func read<Source: ByteSource>(
        _ source: Source, name: String, input: Int, limits: StreamLimits = .standard, into summarizer: inout Summarizer,
        progress: (Int) -> Void = { _ in }, problem: (String) -> Void = { _ in }
    ) throws -> InputKind {
        var source = source
        let prefix = try PrefixedSource.firstBytes(of: &source)
        let kind: InputKind = SessionLineReader.looksLikeSession(prefix) ? .session : .appLog
        var chunks = LineChunkReader(PrefixedSource(prefix: prefix, base: source), limits: limits)
        var reader = SessionLineReader()
        var problems = 0
        let shownName = VisibleText.make(name)
        func report(_ line: String) {
            problems += 1
            if problems <= reportedProblems { problem(line) }
        }
        if kind == .session { summarizer.beginSession() }
        var pending: LineChunk?
        while let item = try chunks.next() {
            let current: LineChunk
            switch item {
            case .overlongLine(let line):
                summarizer.countLongLines(1)
                report("\(shownName): \(line.message(limit: limits.maximumLineBytes))")
                continue
            case .lines(let lines):
                current = lines
            }
            switch kind {
            case .appLog:
                // Decoding is the cost: two chunks at a time, one per core, counted in order.
                guard let first = pending else {
                    pending = current
                    continue
                }
                pending = nil
                decode([first, current], input: input, into: &summarizer)
            case .session:
                forEachLine(of: current) { line, number in
                    switch reader.event(line: line) {
                    case .success(let read):
                        summarizer.add(sessionEvent: read.event, isImported: read.isImported,
                                       diagnoses: reader.diagnoses, input: input)
                    case .failure(let failure):
                        summarizer.countUnreadableLine()
                        report("\(shownName) line \(number): not a session event (\(failure)); the line is skipped")
                    }
                }
            }
            progress(chunks.bytesRead)
        }
        if let pending { decode([pending], input: input, into: &summarizer) }
        if problems > reportedProblems {
            problem("\(shownName): \(problems - reportedProblems) more lines skipped")
        }
        return kind
    }

    /// App-log chunks decoded one per core, counted in order.
    private static func decode(_ batch: [LineChunk], input: Int, into summarizer: inout Summarizer) {
        let decoded = Parallel.map(batch) { ErrorTextDecoder.scan(String(decoding: $0.bytes, as: UTF8.self)) }
        for (found, chunk) in zip(decoded, batch) {
            summarizer.add(logErrors: found, input: input, firstLine: chunk.firstLine)
        }
    }

    /// Every non-blank line of a chunk (without its line end) with its 1-based number.
    public static func forEachLine(of chunk: LineChunk, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        chunk.bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var number = chunk.firstLine
            while start < buffer.count {
                var end = start
                if let base = buffer.baseAddress, let hit = memchr(base + start, 0x0A, buffer.count - start) {
                    end = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                } else {
                    end = buffer.count
                }
                var last = end
                if last > start, buffer[last - 1] == 0x0D { last -= 1 }
                if last > start { body(UnsafeBufferPointer(rebasing: buffer[start..<last]), number) }
                start = end + 1
                number += 1
            }
        }
    }
}
