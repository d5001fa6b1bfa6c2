import Foundation
import Testing
@testable import TriageConsole

/// Real files in a temporary folder: appends, partial lines, truncation, rotation.
@Suite final class FileFollowerTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("follower-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func yieldsCompleteLinesAsTheyAreAppended() throws {
        let url = folder.appendingPathComponent("app.log")
        try "first\nsecond\n".write(to: url, atomically: false, encoding: .utf8)
        let follower = try FileFollower(path: url.path)
        #expect(try follower.poll() == ["first", "second"])
        #expect(try follower.poll() == [])
        try append("third\r\nfou", to: url)
        #expect(try follower.poll() == ["third"])
        try append("rth\n", to: url)
        #expect(try follower.poll() == ["fourth"])
    }

    @Test func startAtEndSkipsWhatIsAlreadyThere() throws {
        let url = folder.appendingPathComponent("app.log")
        try "old\n".write(to: url, atomically: false, encoding: .utf8)
        let follower = try FileFollower(path: url.path, startAtEnd: true)
        #expect(try follower.poll() == [])
        try append("new\n", to: url)
        #expect(try follower.poll() == ["new"])
    }

    @Test func readsAgainFromTheStartAfterTruncation() throws {
        let url = folder.appendingPathComponent("app.log")
        try "one\ntwo\nthree\n".write(to: url, atomically: false, encoding: .utf8)
        let follower = try FileFollower(path: url.path)
        #expect(try follower.poll().count == 3)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        try append("fresh\n", to: url)
        #expect(try follower.poll() == ["fresh"])
        #expect(follower.startedOverAt == 0, "the lines from 0 on are the rewritten file's")
        try append("next\n", to: url)
        #expect(try follower.poll() == ["next"])
        #expect(follower.startedOverAt == nil)
    }

    @Test func followsTheNewFileAfterRotation() throws {
        let url = folder.appendingPathComponent("app.log")
        try "before\n".write(to: url, atomically: false, encoding: .utf8)
        let follower = try FileFollower(path: url.path)
        #expect(try follower.poll() == ["before"])
        try append("last words\n", to: url)
        try FileManager.default.moveItem(at: url, to: folder.appendingPathComponent("app.log.1"))
        try "after rotation\n".write(to: url, atomically: false, encoding: .utf8)
        #expect(try follower.poll() == ["last words", "after rotation"])
        #expect(follower.startedOverAt == 1, "the new file starts after the old one's last words")
        try append("more\n", to: url)
        #expect(try follower.poll() == ["more"])
    }

    @Test func aMissingFileIsAClearError() {
        let path = folder.appendingPathComponent("nope.log").path
        #expect(throws: FileFollowerError(path: path, reason: "cannot read '\(path)': no such file; give the path of a readable log file")) {
            try FileFollower(path: path)
        }
    }

    @Test func copytruncateToTheSameOrALargerSizeIsNoticedAndNothingIsLost() throws {
        let url = folder.appendingPathComponent("app.log")
        let first = (1...300).map { "old event \($0)\n" }.joined()
        try first.write(to: url, atomically: false, encoding: .utf8)
        let follower = try FileFollower(path: url.path)
        #expect(try follower.poll().count == 300)
        // copytruncate: the file is emptied, then written again past its old size before the next poll.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        let second = (1...600).map { "new event \($0)\n" }.joined()
        try append(second, to: url)
        let lines = try follower.poll()
        #expect(lines.count == 600, "lost \(600 - lines.count) of 600 events")
        #expect(lines.first == "new event 1")
    }

    @Test func aFIFOOpensWithoutAWriterAndIsReadAsItComes() throws {
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        // This used to wait in open() for a writer, forever.
        let follower = try FileFollower(path: path)
        #expect(try follower.poll() == [])
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        #expect(writer >= 0)
        defer { close(writer) }
        _ = "AADSTS50076 over a pipe\n".withCString { write(writer, $0, strlen($0)) }
        #expect(try follower.poll() == ["AADSTS50076 over a pipe"])
        #expect(try follower.poll() == [], "a poll with nothing new does not block")
    }
}
