import Foundation
import Testing
@testable import AcquisitionSimulator

/// The built-in scenarios are embedded in the binary (no resource bundle); the embedded
/// copies must be the files people edit.
@Suite("Embedded scenario files")
struct ScenarioBuiltinFilesTests {
    /// `Sources/AcquisitionSimulator/Scenarios`, found from this file's path.
    static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AcquisitionSimulator/Scenarios")

    @Test("The embedded copies equal Scenarios/*.yaml (run Scripts/embed-resources after editing)")
    func embeddedMatchesFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenariosDirectory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files == ScenarioBuiltinFiles.files.map(\.name), "a scenario file was added, removed or renamed")
        for (name, text) in ScenarioBuiltinFiles.files {
            let onDisk = try String(contentsOf: Self.scenariosDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(onDisk == text + "\n", "\(name) differs from its embedded copy")
        }
    }

    @Test("Every embedded file is a built-in scenario, in file order, with mixed last")
    func everyFileLoads() {
        #expect(Scenarios.builtIn.count == ScenarioBuiltinFiles.files.count)
        #expect(Scenarios.builtIn.first?.name == "cached-token")
        #expect(Scenarios.builtIn.last?.name == "mixed")
    }

    @Test("A broken embedded file names itself")
    func brokenFileIsNamed() {
        #expect(throws: ScenarioError.self) {
            try ScenarioLoader.parse(yaml: "name: [", file: "built-in 99-broken.yaml", knownScenarios: [])
        }
    }
}
