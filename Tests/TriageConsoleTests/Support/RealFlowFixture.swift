import Foundation
import MSALErrorModel
import MSALErrorText
import MSALLogFlows
import TriageQuery
@testable import TriageConsole

/// A console over one of the hand-written MSAL logs (Tests/EndToEndTests/MSALLogs), read into
/// flows as `console --open` reads it (``RealFlowSequence``, ``RealFlowItems``).
enum RealFlowFixture {
    static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("EndToEndTests/MSALLogs")

    static func path(_ fixture: String) -> String { logs.appendingPathComponent(fixture + ".log").path }

    static func items(_ fixture: String) throws -> [FeedItem] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path(fixture))))
        var sequence = RealFlowSequence(fallbackPlatform: .apple)
        var items: [FeedItem] = []
        try FlowLogReading.read(InMemorySource(bytes), input: 0) { flow in
            if let item = sequence.add(flow) { items += RealFlowItems.items(item, fallbackPlatform: .apple) }
        }
        return items
    }

    /// The console as `console --open <fixture>` opens it, at `width`x`height`, raw lines readable.
    static func program(_ fixture: String, width: Int, height: Int) throws -> TriageConsoleProgram {
        let state = ConsoleState(source: .file(fixture + ".log"), platform: nil, locale: .en, themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed(try items(fixture), timed: false))
        program.fileLines = FileLines(path: path(fixture))
        program.send(.resize(width: width, height: height))
        program.preload(events: .max)
        return program
    }
}
