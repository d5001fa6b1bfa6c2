import AcquisitionSimulator
import Foundation
import MSALErrorModel
import MSALErrorText
import Testing
@testable import TriageConsole

/// Real errors from files (`--open`, `--follow`) and the simulator as feeds.
@Suite struct FileFeedTests {
    private let appleError = """
        Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALErrorDescriptionKey=AADSTS50079: \
        Due to a configuration change made by your administrator you must enroll in MFA., \
        MSALOAuthErrorKey=invalid_grant}
        """

    private func program(_ feed: any EventFeed) -> TriageConsoleProgram {
        let state = ConsoleState(source: .file("test.log"), themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: feed)
        program.send(.resize(width: 120, height: 40))
        return program
    }

    @Test func openedFileErrorsBecomeEventsWithTheirLines() throws {
        let text = "app started\nsome noise\n\(appleError)\nmore noise\n"
        let expected = ErrorTextDecoder.scan(text)
        let console = program(ListFeed(ImportedErrors.items(inText: text, fallbackPlatform: .apple), timed: false))
        console.preload(events: .max)
        #expect(console.state.log.count == expected.count)
        guard let first = expected.first else { return }
        let event = console.state.log[0]
        #expect(event.isImported)
        #expect(event.detail == UInt32(first.line))
        let screen = console.frame(width: 120, height: 40).text
        #expect(screen.contains("line \(first.line)"))
        #expect(screen.contains("from line \(first.line)"))
    }

    /// A console following a new temporary file that holds `text`, after its first tick, and
    /// a handle that appends to the file.
    private func following(startingWith text: String) throws -> (String, TriageConsoleProgram, FileHandle) {
        let path = NSTemporaryDirectory() + "msal-triage-follow-\(UUID().uuidString).log"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let console = program(FollowFeed(follower: try FileFollower(path: path), fallbackPlatform: .apple, idle: .zero))
        _ = console.tick(elapsedMilliseconds: 16)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        return (path, console, handle)
    }

    @Test func followedFileAddsErrorsAsTheFileGrows() throws {
        let (path, console, handle) = try following(startingWith: "boot\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(console.state.log.count == 0)
        handle.write(Data((appleError + "\n").utf8))
        try handle.close()
        _ = console.tick(elapsedMilliseconds: 16)
        let found = ErrorTextDecoder.decode(appleError).count
        #expect(console.state.log.count == found)
        #expect(found > 0, "the decoder recognises the Apple error print")
        // A paste during the follow gets a flow of its own, never one of the file's.
        console.handle(.paste(appleError))
        console.handle(.enter)
        #expect(Set(console.state.log.events.map(\.flow)).count == console.state.log.count)
    }

    @Test("after truncation or rotation the errors carry the new file's line numbers, from 1")
    func lineNumbersStartOverWithTheFile() throws {
        let (path, console, handle) = try following(startingWith: "boot\nnoise\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let single = appleError.replacingOccurrences(of: "\n", with: " ")
        handle.write(Data((single + "\n").utf8))
        _ = console.tick(elapsedMilliseconds: 16)
        // Truncated and written again: the error is on the new file's line 1.
        handle.truncateFile(atOffset: 0)
        handle.write(Data((single + "\n").utf8))
        try handle.close()
        _ = console.tick(elapsedMilliseconds: 16)
        // Rotated: a new file at the path, its error on line 2.
        try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
        defer { try? FileManager.default.removeItem(atPath: path + ".1") }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(("rotated\n" + single + "\n").utf8)))
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.events.map(\.detail) == [3, 1, 2])
    }

    /// `: > app.log`, seen by a poll while the file is still empty, then written again: the next
    /// error is on the new file's line 2, not counted on from the old file's lines.
    @Test("a file emptied and polled while empty numbers its next lines from 1")
    func emptiedFileNumbersFromOne() throws {
        let old = (1...213).map { "2026-11-20T09:00:00Z INFO line \($0)" }.joined(separator: "\n") + "\n"
        let single = appleError.replacingOccurrences(of: "\n", with: " ")
        let (path, console, handle) = try following(startingWith: old + single + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(console.state.log.events.map(\.detail) == [214])
        handle.truncateFile(atOffset: 0)
        _ = console.tick(elapsedMilliseconds: 16)
        handle.write(Data(("first line after truncation\n" + single + "\n").utf8))
        try handle.close()
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.events.map(\.detail) == [214, 2])
    }

    /// `--follow` never cuts a line into pieces: one longer than a line may be (here 2.5 MiB
    /// written in three pieces) is skipped whole, the status line names it, and the errors
    /// around it keep their line numbers.
    @Test func aFollowedLineTooLongToHoldIsSkippedWholeAndNamed() throws {
        let (path, console, handle) = try following(startingWith: appleError + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(console.state.log.count == 1)
        // An error's code inside the long line must not come back as an error of its own piece.
        let piece = String(repeating: "x", count: 1_000_000) + " AADSTS50076 "
        handle.write(Data((piece + piece).utf8))
        _ = console.tick(elapsedMilliseconds: 16)
        handle.write(Data((String(repeating: "y", count: 500_000) + "\n" + appleError + "\n").utf8))
        try handle.close()
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.count == 2)
        let length = 2 * piece.utf8.count + 500_000
        #expect(console.state.status?.hasSuffix("line 2 is \(length) bytes long, more than the 1 MiB a line may hold: skipped") == true,
                "\(console.state.status ?? "no status")")
        #expect(console.state.log.count == 2 && console.state.log[1].detail == 3, "the error after it is on line 3")
    }

    @Test func continuationLinesInALaterWriteStayWithTheirError() throws {
        let path = NSTemporaryDirectory() + "msal-triage-follow-\(UUID().uuidString).log"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        func append(_ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: path))
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            try handle.close()
        }
        // `idle` well above a busy machine's stall between two ticks (two cores running the whole suite).
        let feed = FollowFeed(follower: try FileFollower(path: path), fallbackPlatform: .dotnet, idle: .milliseconds(800))
        let console = program(feed)
        try append("Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: enroll in MFA\n")
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.count == 0, "the error may go on in the next write: held")
        try append("   ErrorCode: invalid_grant\n   StatusCode: 400\n   Classification: BasicAction\n")
        _ = console.tick(elapsedMilliseconds: 16)
        try append("Microsoft.Identity.Client.MsalServiceException: AADSTS50058: silent sign-in failed\n")
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.count == 1, "the next error started: the first is complete")
        let first = try #require(console.state.log.diagnoses.entries.first?.diagnosis)
        #expect(first.code == ErrorCodeValue.text("invalid_grant"))
        #expect(first.httpStatus == 400)
        #expect(first.classification == "BasicAction")
        usleep(900_000)  // the file is quiet for longer than `idle`
        _ = console.tick(elapsedMilliseconds: 16)
        #expect(console.state.log.count == 2, "a quiet file completes the last error")
    }

    @Test func simulatorFeedPlaysTheMixedScenarioWithALens() throws {
        let scenario = try #require(Scenarios.named(Scenarios.defaultName))
        let feed = SimulatorFeed(EventStream(scenario: scenario, platform: .apple, seed: 3))
        let console = program(feed)
        console.preload(events: 2_000)
        #expect(console.state.log.count == 2_000)
        #expect(console.state.log.errorCount > 0)
        #expect(console.state.log.diagnoses.count < console.state.log.errorCount, "diagnoses are shared")
        console.handle(.character("g"))
        console.handle(.character("e"))
        console.handle(.character("v"))
        console.handle(.character("v"))
        let screen = console.frame(width: 120, height: 40).text
        #expect(screen.contains("lens .NET"))
        #expect(!screen.contains("no .NET form") || screen.contains("shown as reported"))
    }
}
