import Foundation
import Testing
@testable import TriageConsole

@Suite struct SessionExportTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "msal-triage-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A console that has taken every item of `items` and exports into `directory`.
    private func loadedProgram(_ items: [FeedItem], exportingTo directory: String) -> TriageConsoleProgram {
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 1), themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed(items), exportDirectory: directory)
        program.preload(events: .max)
        return program
    }

    @Test func exportsEveryEventNotOnlyTheVisibleOnes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = loadedProgram(Fixtures.items(flows: 12), exportingTo: directory)
        program.handle(.character("f"))
        for character in "outcome:error" { program.handle(.character(character)) }
        program.handle(.enter)
        #expect(program.state.view.count == 4)
        program.handle(.character("x"))
        #expect(program.state.status == "exporting 48 events…", "the file is written off the drawing thread")
        let path = directory + "/msal-triage-session-1.jsonl"
        #expect(program.finishExport() == "exported 48 events to \(path)", "what the console prints if it ends now")
        #expect(program.state.status == "exported 48 events to \(path)")
        #expect(program.finishExport() == nil, "nothing is pending any more")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 48)
        var errors = 0
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["t"] is Int && object["flow"] is Int && object["step"] is String)
            #expect(topLevelKeys(String(line)) == Self.simulateKeys, "the shape of simulate --json")
            if let diagnosis = object["diagnosis"] as? [String: Any] {
                errors += 1
                #expect(diagnosis["domain"] != nil && diagnosis["action"] is String)
                #expect(object["action"] as? String == diagnosis["action"] as? String)
            } else {
                #expect(object["action"] is NSNull)
            }
        }
        #expect(errors == 4)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(leftovers == ["msal-triage-session-1.jsonl"], "the temporary file was renamed, not left")
        program.handle(.character("x"))
        program.finishExport()
        #expect(FileManager.default.fileExists(atPath: directory + "/msal-triage-session-2.jsonl"),
                "a second export never overwrites the first")
    }

    @Test func theTickShowsTheEndOfAnExportEvenWhenPaused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = loadedProgram(Fixtures.items(flows: 2), exportingTo: directory)
        program.handle(.character(" "))
        #expect(program.state.paused)
        program.handle(.character("x"))
        var redraw = false
        for _ in 0..<2_000 where !redraw {
            redraw = program.tick(elapsedMilliseconds: 16)
            if !redraw { usleep(1_000) }
        }
        #expect(redraw, "the frame that shows the result is asked for")
        #expect(program.state.status?.hasPrefix("exported 8 events to ") == true)
    }

    @Test func importedErrorsAreExportedAsImported() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let item = ImportedErrors.item(Fixtures.interactionRequired, line: 3, fallbackPlatform: .apple)
        let program = loadedProgram([item], exportingTo: directory)
        program.handle(.character("x"))
        program.finishExport()
        let line = try String(contentsOfFile: directory + "/msal-triage-session-1.jsonl", encoding: .utf8)
        #expect(line.hasPrefix(#"{"t":0,"flow":0,"scenario":"imported","account":0,"platform":"apple","#))
        #expect(line.contains(#""api":"pasted""#))
        #expect(line.contains(#""call":null"#))
    }

    /// The keys of `simulate --json`, in order (docs/summarize-and-logs.md, the session format).
    static let simulateKeys = ["t", "flow", "scenario", "account", "platform", "step", "api", "call", "outcome",
                               "detail", "decision", "action", "diagnosis"]

    /// The keys of a line's outer object, in order (the nested diagnosis is skipped).
    private func topLevelKeys(_ line: String) -> [String] {
        let outer = line.components(separatedBy: #""diagnosis":"#)[0] + #""diagnosis":"#
        var keys: [String] = []
        var rest = Substring(outer)
        while let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
            let name = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if rest.first == ":" { keys.append(String(name)) } else if let skip = rest.firstIndex(of: ",") {
                rest = rest[skip...]
            }
        }
        return keys
    }

    @Test func unwritableDirectorySaysSoInTheStatusLine() {
        let program = loadedProgram(Fixtures.items(flows: 1), exportingTo: "/nonexistent/msal-triage")
        program.handle(.character("x"))
        program.finishExport()
        #expect(program.state.status == "export failed: cannot write the export in '/nonexistent/msal-triage': "
            + "no such file; free some space or choose a writable directory with --export-dir")
        #expect(program.exportFailure != nil, "--once exits non-zero on this")
    }

    @Test func aFullDiskIsOnePlainLineAndLeavesNoFileBehind() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The temporary file the export writes first is /dev/full, which fails every write with ENOSPC.
        try FileManager.default.createSymbolicLink(atPath: directory + "/.msal-triage-session-\(getpid()).tmp",
                                                   withDestinationPath: "/dev/full")
        let program = loadedProgram(Fixtures.items(flows: 3), exportingTo: directory)
        program.handle(.character("x"))
        program.finishExport()
        #expect(program.state.status == "export failed: cannot write the export in '\(directory)': the disk is full; "
            + "free some space or choose a writable directory with --export-dir")
        #expect(program.exportFailure != nil)
        #expect(!FileManager.default.fileExists(atPath: directory + "/msal-triage-session-1.jsonl"))
    }
}
