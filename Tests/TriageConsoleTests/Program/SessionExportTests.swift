import Foundation
import Testing
@testable import TriageConsole

@Suite struct SessionExportTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "msal-triage-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func exportsEveryEventNotOnlyTheVisibleOnes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 1), themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed(Fixtures.items(flows: 12)),
                                           exportDirectory: directory)
        program.preload(events: .max)
        program.handle(.character("f"))
        for character in "outcome:error" { program.handle(.character(character)) }
        program.handle(.enter)
        #expect(program.state.view.count == 4)
        program.handle(.character("x"))
        let path = directory + "/msal-triage-session-1.jsonl"
        #expect(program.state.status == "exported 48 events to \(path)")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 48)
        var errors = 0
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["t"] is Int && object["flow"] is Int && object["step"] is String)
            if let diagnosis = object["diagnosis"] as? [String: Any] {
                errors += 1
                #expect(diagnosis["domain"] != nil && diagnosis["action"] is String)
            }
        }
        #expect(errors == 4)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(leftovers == ["msal-triage-session-1.jsonl"], "the temporary file was renamed, not left")
        program.handle(.character("x"))
        #expect(FileManager.default.fileExists(atPath: directory + "/msal-triage-session-2.jsonl"),
                "a second export never overwrites the first")
    }

    @Test func unwritableDirectorySaysSoInTheStatusLine() {
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 1), themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed(Fixtures.items(flows: 1)),
                                           exportDirectory: "/nonexistent/msal-triage")
        program.preload(events: .max)
        program.handle(.character("x"))
        #expect(program.state.status?.hasPrefix("export failed: cannot write in /nonexistent/msal-triage") == true)
    }
}
