import Foundation
import Testing

/// Every test starts programs through `TestSupport.Subprocess`: a test that brought Foundation's
/// `Process` back would bring back its watcher thread (see `Subprocess`), which can take the
/// whole test run down with it.
@Suite("Tests start programs one way")
struct OneWayToStartAProgramTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func noTestUsesFoundationProcess() throws {
        let walker = try #require(FileManager.default.enumerator(atPath: Self.testsFolder.path))
        var users: [String] = []
        var scanned = 0
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("OneWayToStartAProgramTests.swift") else { continue }
            let text = try String(contentsOf: Self.testsFolder.appendingPathComponent(path), encoding: .utf8)
            scanned += 1
            if text.contains("Process()") || text.contains("waitUntilExit()") || text.contains("Foundation.Process(") {
                users.append(path)
            }
        }
        #expect(scanned > 100, "the walk found only \(scanned) Swift files under \(Self.testsFolder.path)")
        #expect(users.isEmpty, "use Subprocess.run (Tests/TestSupport) instead of Foundation's Process in: \(users)")
    }
}
