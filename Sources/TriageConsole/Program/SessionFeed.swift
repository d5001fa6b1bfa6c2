import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
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

    /// Reads every line of `chunks` (a session export, named `name` in messages); a line
    /// too long to hold is skipped and counted with the lines that were not events.
    /// Throws what the source throws.
    public static func read<Source: ByteSource>(_ chunks: inout LineChunkReader<Source>, name: String) throws -> SessionFeed {
        var reader = SessionLineReader()
        var events: [AcquisitionEvent] = []
        var imported: [Bool] = []
        var skipped = 0
        var problems: [String] = []
        let shownName = SafeText.visible(name)
        func skip(_ problem: @autoclosure () -> String) {
            skipped += 1
            if problems.count < SummaryReading.reportedProblems { problems.append(problem()) }
        }
        let limit = chunks.limits.maximumLineBytes
        try reader.readAll(&chunks, overlong: { line in
            skip("\(shownName) \(line.message(limit: limit))")
        }) { result, number, _ in
            switch result {
            case .success(let read):
                events.append(read.event)
                imported.append(read.isImported)
            case .failure(let problem):
                skip("\(shownName) line \(number): not a session event (\(problem)); skipped")
            }
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
