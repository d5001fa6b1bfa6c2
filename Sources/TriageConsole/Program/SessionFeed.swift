import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// A session export (`simulate --json`, `x`) opened again: its events with their flows,
/// times and scenarios, due at once. Each distinct diagnosis is kept once
/// (``SessionLineReader``); an item hands it out by reference so the log stores it once.
public final class SessionFeed: EventFeed {
    private let events: [AcquisitionEvent]
    /// Per event: an error someone brought in (it gets a flow of its own again).
    private let imported: [Bool]
    private let diagnoses: [Diagnosis]
    private var position = 0
    public let scenarioNames: [String]
    /// Lines that were not events, with the first few reasons (`name line N: …`).
    public let skippedLines: Int
    public let problems: [String]
    public var translator: (any PlatformTranslator)? { nil }

    public init(events: [AcquisitionEvent], imported: [Bool], diagnoses: [Diagnosis], scenarioNames: [String],
                skippedLines: Int = 0, problems: [String] = []) {
        self.events = events
        self.imported = imported
        self.diagnoses = diagnoses
        self.scenarioNames = scenarioNames
        self.skippedLines = skippedLines
        self.problems = problems
    }

    /// Reads every line of `chunks` (the first chunk already taken, to tell the kind).
    public static func read(first: ByteChunks.Chunk, rest chunks: ByteChunks) -> SessionFeed {
        var reader = SessionLineReader()
        var events: [AcquisitionEvent] = []
        var imported: [Bool] = []
        var skipped = 0
        var problems: [String] = []
        var chunk: ByteChunks.Chunk? = first
        while let current = chunk {
            SummaryReading.forEachLine(of: current) { line, number in
                switch reader.event(line: line) {
                case .success(let read):
                    events.append(read.event)
                    imported.append(read.isImported)
                case .failure(let problem):
                    skipped += 1
                    if problems.count < SummaryReading.reportedProblems {
                        problems.append("\(SafeText.visible(chunks.name)) line \(number): not a session event (\(problem)); skipped")
                    }
                }
            }
            chunk = chunks.next()
        }
        return SessionFeed(events: events, imported: imported, diagnoses: reader.diagnoses, scenarioNames: reader.scenarioNames,
                           skippedLines: skipped, problems: problems)
    }

    public var count: Int { events.count }

    public func nextTime() -> VirtualMilliseconds? { position < events.count ? 0 : nil }

    public func take() -> FeedItem? {
        guard position < events.count else { return nil }
        let event = events[position], isImported = imported[position]
        position += 1
        guard let ref = event.diagnosis else { return FeedItem(event: event, isImported: isImported) }
        return FeedItem(event: event, diagnosis: diagnoses[Int(ref.index)], simulatorRef: ref, isImported: isImported)
    }
}
