import Foundation
import TestSupport
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
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "MSAL_CATALOG_JSON")   // the fixtures, as in a fresh clone
        let result = try Subprocess.run(try #require(Self.python),
                                        [root.appendingPathComponent("Scripts/generate-catalog.py").path, "--check"],
                                        environment: environment, deadlineSeconds: 300)
        let message = result.errors
        #expect(result.status == 0, "\(message)")
        #expect(message.contains("up to date"), "\(message)")
    }
}
