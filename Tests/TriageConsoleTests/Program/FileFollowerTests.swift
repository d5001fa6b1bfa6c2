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
        try append("more\n", to: url)
        #expect(try follower.poll() == ["more"])
    }

    @Test func aMissingFileIsAClearError() {
        let path = folder.appendingPathComponent("nope.log").path
        #expect(throws: FileFollowerError(path: path, reason: "No such file or directory")) {
            try FileFollower(path: path)
        }
    }
}
