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
        let program = loadedProgram(Fixtures.items(flows: 3), exportingTo: directory)
        // The disk fills after the first 100 bytes: every later write fails with ENOSPC.
        var room = 100
        let fullDisk: (Int32, UnsafeRawPointer, Int) -> Int = { descriptor, bytes, count in
            guard room > 0 else {
                errno = ENOSPC
                return -1
            }
            let written = write(descriptor, bytes, min(count, room))
            room -= written
            return written
        }
        let path = directory + "/msal-triage-session-1.jsonl"
        #expect {
            _ = try SessionExport.write(program.state.log, scenarioNames: ["fixture"], locale: .en, to: path,
                                        writeFunction: fullDisk)
        } throws: { error in
            "\(error)" == "cannot write the export in '\(directory)': no space left on device; "
                + "free some space or choose a writable directory with --export-dir"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "nothing partial is left")
    }

    /// Another user who can write to a shared export folder plants links where the export
    /// writes (its old fixed temporary name, the next export's name): the export follows
    /// none of them, and the file they point to is untouched.
    @Test func aPlantedLinkIsNeverFollowed() throws {
        let directory = try temporaryDirectory()
        let victim = try temporaryDirectory() + "/victim.txt"
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: (victim as NSString).deletingLastPathComponent)
        }
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        for name in [".msal-triage-session-\(getpid()).tmp", "msal-triage-session-1.jsonl",
                     ".msal-triage-session-1.jsonl.tmp"] {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: victim)
        }
        let program = loadedProgram(Fixtures.items(flows: 3), exportingTo: directory)
        program.handle(.character("x"))
        let message = program.finishExport()
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n", "the export wrote through a link")
        #expect(message?.hasPrefix("exported 12 events to \(directory)/msal-triage-session-") == true, "\(message ?? "")")
        // The export is a file of its own, not a link.
        let exported = try #require(message.map { String($0.dropFirst("exported 12 events to ".count)) })
        let attributes = try FileManager.default.attributesOfItem(atPath: exported)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }
}
