import Foundation
import Testing
import MSALErrorModel
import TestSupport

/// Where `swift test` puts the executable: next to the test bundle.
enum CommandBinary {
    static let url: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = folder.appendingPathComponent("msal-triage")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()
}

/// The `scenarios` and `simulate` commands as a user runs them: the real binary,
/// built next to the test bundle by `swift test`.
@Suite(.enabled(if: CommandBinary.url != nil, "msal-triage is not built next to the tests"))
struct SimulateCommandTests {
    private func run(_ arguments: [String]) throws -> Run {
        let result = try Subprocess.run(try #require(CommandBinary.url).path, arguments)
        return Run(status: result.status, stdout: result.output, stderr: result.errors)
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    @Test func sameArgumentsPrintTheSameBytes() throws {
        let arguments = ["simulate", "--scenario", "mixed", "--seed", "11", "--count", "3000", "--json"]
        let first = try run(arguments)
        let second = try run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.split(separator: "\n").count == 3000)
    }

    @Test func unknownScenarioExitsNonZeroAndSaysHowToListNames() throws {
        let result = try run(["simulate", "--scenario", "mfa-stepup"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown scenario 'mfa-stepup'"))
        #expect(result.stderr.contains("msal-triage scenarios"))
    }

    @Test func badScenarioFileExits65WithOneLineAndRunsNothing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(getpid()).yaml").path
        try "name: x\ndescription: d\npolicies:\n  - policy: throttle\n    retry-after: never\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["simulate", "--scenario", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "msal-triage: error: \(path):5:18: expected 'retry-after' to be a whole number from 1 to 3600\n")
    }

    @Test func platformOutsideTheLensesIsRefusedNamingThem() throws {
        let result = try run(["simulate", "--platform", "go", "--count", "1"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        for name in Platform.lenses.map(\.rawValue) { #expect(result.stderr.contains("- \(name)")) }
        #expect(!result.stderr.contains("- go"))
    }

    @Test func androidAndJavaArePlatformsToSimulate() throws {
        for platform in ["android", "java"] {
            let result = try run(["simulate", "--scenario", "first-sign-in", "--platform", platform])
            #expect(result.status == 0)
            #expect(result.stdout.contains("  \(platform)  "))
        }
    }

    @Test func simulateDefaultsToTheStreamTheConsoleOpensOn() throws {
        // Same defaults in both commands (scenario mixed, seed 1), so `simulate` with
        // no options reproduces what the console shows when started with none.
        let defaults = try run(["simulate", "--count", "50"])
        let explicit = try run(["simulate", "--scenario", "mixed", "--seed", "1", "--count", "50"])
        #expect(defaults.status == 0)
        #expect(defaults.stdout == explicit.stdout)
    }

    @Test func scenariosListsEveryBuiltInOnItsOwnLine() throws {
        let result = try run(["scenarios"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 25)
        #expect(lines.contains { $0.hasPrefix("mixed ") })
        let json = try run(["scenarios", "--json"])
        let list = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(list?.count == lines.count)
        #expect(list?.first?["name"] as? String == "cached-token")
    }
}
