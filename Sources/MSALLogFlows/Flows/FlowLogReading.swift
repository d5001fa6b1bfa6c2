#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MSALErrorModel
import MSALErrorText

/// Reads one input into flows through the project's one reading layer
/// (``LineChunkReader`` on `StreamBuffer`): chunks of whole lines, each line handed to a
/// ``FlowLineFeeder`` in place, read into events on the second core while the first builds
/// flows from the chunk before. The first chunk's MSAL times say whether the log is
/// newest-first (an export in reverse order); then its flows are built the other way round.
public enum FlowLogReading {
    public struct Report: Sendable {
        public var lines = 0
        public var msalLines = 0
        public var appErrors = 0
        public var reversed = false
        public var longLines = 0
    }

    /// Reads `source` to its end; `emit` gets each flow, in order. `problem` gets one line per
    /// overlong line (skipped whole); `progress` the bytes read after each chunk.
    @discardableResult
    public static func read<Source: ByteSource>(
        _ source: Source, input: Int, options: FlowBuilder.Options = FlowBuilder.Options(), limits: StreamLimits = .standard,
        fallbackPlatform: FlowPlatform? = nil, progress: (Int) -> Void = { _ in }, problem: (OverlongLine) -> Void = { _ in },
        emit: @escaping (LogFlow) -> Void
    ) throws -> Report {
        var chunks = LineChunkReader(source, limits: limits)
        var report = Report()
        var feeder: FlowLineFeeder?
        var lastLine = 0
        // Two cores: while the calling thread feeds one chunk's lines to the flow builder, the
        // second reads the next chunk's lines into events (the readers touch nothing shared).
        var reader = MSALLineReader()
        var held: (chunk: LineChunk, events: [LineEvent?])?
        func feed(_ chunk: LineChunk, _ events: [LineEvent?]) {
            let current = feeder!
            var index = 0
            forEachLine(chunk) { line, number in
                current.feed(line, number: number, event: events[index])
                index += 1
                lastLine = number
            }
        }
        while let item = try chunks.next() {
            switch item {
            case .overlongLine(let line):
                report.longLines += 1
                problem(line)
            case .lines(let chunk):
                var events: [LineEvent?] = []
                if let previous = held {
                    Parallel.run(2) { part in
                        if part == 0 { feed(previous.chunk, previous.events) } else { events = read(chunk, with: &reader) }
                    }
                } else {
                    events = read(chunk, with: &reader)
                }
                if feeder == nil {
                    report.reversed = newestFirst(events)
                    feeder = FlowLineFeeder(builder: FlowBuilder(input: input, reversed: report.reversed, options: options, emit: emit),
                                            fallbackPlatform: fallbackPlatform)
                }
                held = (chunk, events)
                progress(chunks.bytesRead)
            }
        }
        if let previous = held { feed(previous.chunk, previous.events) }
        report.lines = lastLine
        if let feeder {
            feeder.finish()
            report.msalLines = feeder.msalLines
            report.appErrors = feeder.appErrors
        }
        return report
    }

    /// Every line of `chunk` read into an event (nil: not MSAL's).
    static func read(_ chunk: LineChunk, with reader: inout MSALLineReader) -> [LineEvent?] {
        var events: [LineEvent?] = []
        events.reserveCapacity(chunk.bytes.count / 96)
        forEachLine(chunk) { line, _ in events.append(reader.read(line)) }
        return events
    }

    /// True when the MSAL times of the first chunk's lines mostly run backwards: more steps from
    /// one time to the next go back than forward (one old line pasted in does not turn a log round;
    /// 1-second times that repeat count neither way).
    static func newestFirst(_ events: [LineEvent?]) -> Bool {
        var previous: LogTime?
        var backward = 0, forward = 0
        for case let time? in events.lazy.map({ $0?.time }) {
            if let previous, previous.utc == time.utc {
                if time.micros < previous.micros { backward += 1 } else if time.micros > previous.micros { forward += 1 }
            }
            previous = time
        }
        return backward > forward
    }

    /// Every line of `chunk` without its line end (`\n`, `\r\n`), blank ones included, in place.
    static func forEachLine(_ chunk: LineChunk, _ body: (LineBytes, Int) -> Void) {
        chunk.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var number = chunk.firstLine
            while start < buffer.count {
                var end = buffer.count
                if let hit = memchr(base + start, 0x0A, buffer.count - start) {
                    end = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                }
                var last = end
                if last > start, buffer[last - 1] == 0x0D { last -= 1 }
                body(UnsafeBufferPointer(rebasing: buffer[start..<last]), number)
                start = end + 1
                number += 1
            }
        }
    }
}
