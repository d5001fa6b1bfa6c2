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
/// line starts `{"t":`; the first line, or half of the first five, decide), not by the file name.
public enum SummaryReading {
    public enum InputKind: String, Sendable {
        case appLog = "app log"
        case session = "session"
    }

    /// Problems worth a line each on stderr; after this many, only a count.
    public static let reportedProblems = 5

    /// Reads `source` (named `name` in messages) to its end: a session in chunks of whole lines
    /// (``LineChunkReader``), an app log as `explain` does (``ErrorStreamReader``). `progress` is called after each chunk with the bytes read so
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
        var reader = SessionLineReader()
        var problems = 0
        let shownName = VisibleText.make(name)
        func report(_ line: String) {
            problems += 1
            if problems <= reportedProblems { problem(line) }
        }
        if kind == .session { summarizer.beginSession() }
        switch kind {
        case .session:
            var chunks = LineChunkReader(PrefixedSource(prefix: prefix, base: source), limits: limits)
            try reader.readAll(&chunks, overlong: { line in
                summarizer.countLongLines(1)
                report("\(shownName): \(line.message(limit: limits.maximumLineBytes))")
            }, progress: progress) { result, number, diagnoses in
                switch result {
                case .success(let read):
                    summarizer.add(sessionEvent: read.event, isImported: read.isImported, diagnoses: diagnoses, input: input)
                case .failure(let failure):
                    summarizer.countUnreadableLine()
                    report("\(shownName) line \(number): not a session event (\(failure)); the line is skipped"
                           + " (each line of a session is one event object as 'simulate --json' writes it: fix or delete the line)")
                }
            }
        case .appLog:
            // The reader `explain` and the console read with: chunks cut where no error is cut
            // (an error that crosses a chunk's end, however long, is read whole), decoded on both cores.
            // So all three count the same errors in the same log.
            var errors = ErrorStreamReader(PrefixedSource(prefix: prefix, base: source), limits: limits)
            while let findings = try errors.next() {
                var found: [LocatedDiagnosis] = []
                found.reserveCapacity(findings.count)
                for finding in findings {
                    switch finding {
                    case .error(let located):
                        found.append(located)
                    case .overlongLine(let line):
                        summarizer.countLongLines(1)
                        report("\(shownName): \(line.message(limit: limits.maximumLineBytes))")
                    }
                }
                summarizer.add(logErrors: found, input: input, firstLine: 1)
                progress(errors.bytesRead)
            }
        }
        if problems > reportedProblems {
            let more = problems - reportedProblems
            problem("\(shownName): \(more) more \(more == 1 ? "line" : "lines") skipped")
        }
        return kind
    }
}
