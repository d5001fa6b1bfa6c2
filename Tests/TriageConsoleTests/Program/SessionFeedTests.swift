import Foundation
import MSALErrorText
import Testing
import TriageQuery
@testable import TriageConsole

/// An exported session opens again as the same events, with their flows.
@Suite struct SessionFeedTests {
    @Test func anExportedSessionReopensWithItsFlowsAndErrors() throws {
        let directory = NSTemporaryDirectory() + "msal-triage-reopen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 1), themes: Fixtures.themes)
        let first = TriageConsoleProgram(state: state, feed: ListFeed(Fixtures.items(flows: 12)), exportDirectory: directory)
        first.preload(events: .max)
        first.handle(.character("x"))
        let path = directory + "/msal-triage-session-1.jsonl"
        #expect(first.finishExport() == "exported 48 events to \(path)")

        var chunks = LineChunkReader(InMemorySource(try Array(Data(contentsOf: URL(fileURLWithPath: path)))))
        let feed = try SessionFeed.read(&chunks, name: path)
        #expect(feed.count == 48 && feed.skippedLines == 0)
        let reopened = TriageConsoleProgram(state: ConsoleState(source: .file(path), themes: Fixtures.themes),
                                            feed: feed, exportDirectory: directory)
        reopened.preload(events: .max)
        let before = first.state.log, after = reopened.state.log
        #expect(after.count == before.count)
        for index in 0..<before.count {
            #expect(after[index].flow == before[index].flow && after[index].time == before[index].time)
            #expect(after[index].step == before[index].step && after[index].outcome == before[index].outcome)
            #expect((after[index].diagnosis == nil) == (before[index].diagnosis == nil))
        }
        #expect(after.diagnoses.count <= before.diagnoses.count, "each distinct diagnosis stored once")
        let errors = (0..<after.count).compactMap { after[$0].diagnosis.map { after.diagnoses[$0].diagnosis } }
        let originals = (0..<before.count).compactMap { before[$0].diagnosis.map { before.diagnoses[$0].diagnosis } }
        #expect(errors.map(\.code) == originals.map(\.code) && errors.map(\.aadsts) == originals.map(\.aadsts))

        // Exported again, the session gives the same lines.
        reopened.handle(.character("x"))
        #expect(reopened.finishExport() != nil)
        let again = try String(contentsOfFile: directory + "/msal-triage-session-2.jsonl", encoding: .utf8)
        #expect(again == (try String(contentsOfFile: path, encoding: .utf8)))
    }
}
