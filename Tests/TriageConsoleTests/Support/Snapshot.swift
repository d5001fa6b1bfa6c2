import Foundation
import Testing

/// Compares `actual` with `Snapshots/<name>.txt` (argument-parser style).
///
/// A missing file is recorded and the test fails (so a snapshot that was never
/// committed cannot pass in CI); with `RECORD_SNAPSHOTS=1` every file is recorded
/// and the test fails too, naming what it wrote. A mismatch fails with a line diff. When the advice engine, the messages or
/// the catalog change on purpose, re-record with `RECORD_SNAPSHOTS=1 swift test
/// --filter TriageConsoleTests` and review the diff in git.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
                    filePath: String = #filePath) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("""
                snapshot \(name) was \(record ? "re-recorded" : "missing and has been recorded") at \(file.path): \
                review it, commit it, and run the test again
                """, sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != actual else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        if before != after {
            if let before { diff.append("-\(index + 1): \(before)") }
            if let after { diff.append("+\(index + 1): \(after)") }
        }
    }
    Issue.record("""
        snapshot \(name) differs (re-record with RECORD_SNAPSHOTS=1 if the change is intended):
        \(diff.prefix(40).joined(separator: "\n"))
        """, sourceLocation: sourceLocation)
}
