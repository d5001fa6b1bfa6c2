import Foundation
import Testing

/// Issue 28, "The screen", in a real terminal: the split, zoom, the hint line at 80 columns, the
/// handler overlay at 80x24, and an opened file that is not live.
@Suite("End to end: the console's split, zoom, hints and overlays in tmux", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (run Scripts/setup); the end-to-end tests need it"))
struct ConsoleScreenEndToEndTests {
    private func start(_ arguments: String = "", width: Int, height: Int) throws -> TmuxSession {
        let binary = try BinaryUnderTest.path.get()
        let session = try TmuxSession(width: width, height: height)
        try session.run("\(binary) console \(arguments); echo exit\"\"=$?")
        return session
    }

    /// Where the border between the log and the panes stands on the first row (nil when there is none).
    private func border(_ screen: String) -> Int? {
        guard let first = screen.split(separator: "\n").first, let bar = first.firstIndex(of: "│") else { return nil }
        return first.distance(from: first.startIndex, to: bar)
    }

    @Test("At 120x40 the panes get 48 columns; > and < move the split; z zooms the log and back")
    func splitAndZoom() throws {
        let session = try start(width: 120, height: 40)
        defer { session.close() }
        let first = try session.waitFor { $0.contains("Newest error") && $0.contains("FOLLOWING") }
        #expect(border(first) == 71, "the log is 71 wide, the panes 48:\n\(first)")
        try session.keys(">")
        let wider = try session.waitFor { self.border($0) == 75 }
        #expect(border(wider) == 75, "\(wider)")
        try session.keys("<", "<")
        let narrower = try session.waitFor { self.border($0) == 67 }
        #expect(border(narrower) == 67, "\(narrower)")
        try session.keys("z")
        let zoomed = try session.waitFor { $0.contains("z unzooms") }
        #expect(border(zoomed) == nil, "a zoomed log has the whole width:\n\(zoomed)")
        try session.keys("z")
        let back = try session.waitFor { self.border($0) == 67 }
        #expect(back.contains("Newest error"))
        try session.keys("q")
        #expect(try session.waitFor { $0.contains("exit=") }.contains("exit=0"))
    }

    @Test("At 80x24: ? help and q quit on the hint line; the handler overlay keeps Esc closes in view")
    func eightyColumns() throws {
        let session = try start(width: 80, height: 24)
        defer { session.close() }
        let first = try session.waitFor { $0.contains("Newest error") }
        let hint = first.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty } ?? ""
        #expect(hint.contains("? help") && hint.contains("q quit"), "\(hint)")
        try session.keys("Space", "e", "h")
        let overlay = try session.waitFor { $0.contains("Handler code") }
        #expect(overlay.contains("Esc closes") && overlay.contains("y copies"), "\(overlay)")
        #expect(overlay.contains("User message:"))
        for line in overlay.split(separator: "\n") { #expect(line.count <= 80) }
        try session.keys("Escape", "q")
        #expect(try session.waitFor { $0.contains("exit=") }.contains("exit=0"))
    }

    @Test("An opened file is not live: no LIVE, FOLLOWING, speed or 'just now'; each error shows its log time, else its line")
    func openedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(getpid()).log").path
        try ("app started\n"
            + "2026-11-26 10:15:20.123 [app] Error Domain=MSALErrorDomain Code=-50002 \"(null)\" "
            + "UserInfo={MSALErrorDescriptionKey=AADSTS50076: MFA}\n"
            + "more lines\n"
            + "Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={MSALInternalErrorCodeKey=-42700}\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try start("--open \(path)", width: 120, height: 40)
        defer { session.close() }
        let screen = try session.waitFor { $0.contains("FILE") && $0.contains("line 4") }
        for word in ["LIVE", "FOLLOWING", " 1x ", "just now"] {
            #expect(!screen.contains(word), "\(word) on an opened file:\n\(screen)")
        }
        // The time the log wrote where there is one (line 2), else the line (line 4).
        #expect(screen.contains("10:15:20.123 #p1") && screen.contains("line 4"), "\(screen)")
        try session.keys("q")
        #expect(try session.waitFor { $0.contains("exit=") }.contains("exit=0"))
    }
}
