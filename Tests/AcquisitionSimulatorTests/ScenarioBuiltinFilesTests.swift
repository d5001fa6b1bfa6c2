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

    @Test("The names read before parsing (for blends and look-up) are the names the files declare")
    func namesBeforeParsing() {
        #expect(Scenarios.builtInFiles.map(\.scenarioName) == Scenarios.builtIn.map(\.name))
        #expect(Scenarios.builtInNames == Set(Scenarios.builtIn.map(\.name)))
        for scenario in Scenarios.builtIn { #expect(Scenarios.named(scenario.name) == scenario) }
        #expect(Scenarios.named("no-such-scenario") == nil)
    }

    @Test("A blend parses its parts as it plays them, and lists them all in blend order")
    func blendPartsOnDemand() throws {
        let mixed = try #require(Scenarios.named("mixed"))
        let stream = EventStream(scenario: mixed, seed: 4)
        #expect(stream.scenarioNames == mixed.blend.map(\.scenario))
        for _ in 0..<500 { _ = stream.next() }
        #expect(stream.scenarios.map(\.name) == mixed.blend.map(\.scenario))
        #expect(stream.scenarios == mixed.blend.map { Scenarios.named($0.scenario)! })
    }

    @Test("A broken embedded file names itself")
    func brokenFileIsNamed() {
        #expect(throws: ScenarioError.self) {
            try ScenarioLoader.parse(yaml: "name: [", file: "built-in 99-broken.yaml", knownScenarios: [])
        }
    }
}
