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

    /// Reads `chunks` to its end. `progress` is called after each chunk with the bytes
    /// read so far; `problem` with one line per unreadable session line (the first few).
    @discardableResult
    public static func read(_ chunks: ByteChunks, input: Int, into summarizer: inout Summarizer,
                            progress: (Int) -> Void = { _ in }, problem: (String) -> Void = { _ in }) -> InputKind {
        guard let first = chunks.next() else { return .appLog }
        let kind: InputKind = SessionLineReader.looksLikeSession(first.bytes.prefix(256)) ? .session : .appLog
        var reader = SessionLineReader()
        var problems = 0
        if kind == .session { summarizer.beginSession() }
        var chunk: ByteChunks.Chunk? = first
        while let current = chunk {
            switch kind {
            case .appLog:
                // Decoding is the cost: two chunks at a time, one per core, counted in order.
                var batch = [current]
                if let second = chunks.next() { batch.append(second) }
                let decoded = Parallel.map(batch) { ErrorTextDecoder.scan(String(decoding: $0.bytes, as: UTF8.self)) }
                for (found, chunk) in zip(decoded, batch) {
                    summarizer.add(logErrors: found, input: input, firstLine: chunk.firstLine)
                }
            case .session:
                forEachLine(of: current) { line, number in
                    switch reader.event(line: line) {
                    case .success(let read):
                        summarizer.add(sessionEvent: read.event, isImported: read.isImported,
                                       diagnoses: reader.diagnoses, input: input)
                    case .failure(let failure):
                        summarizer.countUnreadableLine()
                        problems += 1
                        if problems <= reportedProblems {
                            problem("\(VisibleText.make(chunks.name)) line \(number): not a session event (\(failure)); the line is skipped")
                        }
                    }
                }
            }
            progress(chunks.bytesRead)
            chunk = chunks.next()
        }
        if problems > reportedProblems {
            problem("\(VisibleText.make(chunks.name)): \(problems - reportedProblems) more lines skipped")
        }
        summarizer.countLongLines(chunks.longLines)
        return kind
    }

    /// Every non-blank line of a chunk (without its line end) with its 1-based number.
    public static func forEachLine(of chunk: ByteChunks.Chunk, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
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
