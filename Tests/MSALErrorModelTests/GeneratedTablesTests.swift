import Foundation
import Testing

/// The committed `Generated/` tables are what `Scripts/generate-catalog.py` makes of the
/// fixtures, `catalog-extras.json` and the meaning files: editing a meaning without
/// regenerating (or editing a generated table by hand) fails here.
@Suite("Generated catalog tables")
struct GeneratedTablesTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: python != nil, "python3 is not installed, so Scripts/generate-catalog.py --check cannot run"))
    func committedTablesAreCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [root.appendingPathComponent("Scripts/generate-catalog.py").path, "--check"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "MSAL_CATALOG_JSON")   // the fixtures, as in a fresh clone
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.contains("up to date"), "\(message)")
    }
}
