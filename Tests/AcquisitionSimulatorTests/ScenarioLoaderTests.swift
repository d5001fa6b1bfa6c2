import Foundation
@testable import AcquisitionSimulator
import Testing

/// Users' scenario files: good ones load, bad ones name the file, line and column.
@Suite struct ScenarioLoaderTests {
    private let known: Set<String> = ["cached-token", "mfa-step-up"]

    private func error(_ yaml: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(yaml: yaml, file: "my.yaml", knownScenarios: known)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCompleteFileLoads() throws {
        let scenario = try ScenarioLoader.parse(yaml: """
            name: my-outage
            description: Two 503s, then MFA.
            accounts: 2
            flows: 3
            cache: expired
            network: flaky
            latency-ms: 300
            drop-percent: 10
            broker: absent
            user: cancels
            prompt: never
            scopes: [User.Read, Mail.Read]
            on-declined-scopes: stop
            platforms: [dotnet, js]
            policies:
              - policy: outage
                status: 503
                times: 2
              - mfa-step-up
              - policy: scopes-declined
                declined: [Mail.Read]
            """, file: "my.yaml", knownScenarios: known)
        #expect(scenario.name == "my-outage")
        #expect(scenario.accounts == 2 && scenario.flows == 3)
        #expect(scenario.cache == .expired && scenario.network == .flaky && scenario.latencyMs == 300)
        #expect(scenario.broker == .absent && scenario.user == .cancels && scenario.prompt == .never)
        #expect(scenario.platforms == [.dotnet, .js])
        #expect(scenario.policies.map(\.kind) == [.outage, .mfaStepUp, .scopesDeclined])
        #expect(scenario.policies[0].times == 2 && scenario.policies[0].status == 503)
        #expect(scenario.policies[2].declined == ["Mail.Read"])
    }

    @Test func syntaxErrorsCarryYamlsPosition() {
        let failure = error("name: x\ndescription: [unclosed\n")
        #expect(failure?.file == "my.yaml")
        #expect(failure?.line == 3)
        #expect(failure?.message.hasPrefix("YAML syntax") == true)
    }

    @Test func unknownKeyIsReportedWhereItIs() {
        let failure = error("name: x\ndescription: d\n  \ncahce: empty\n")
        #expect(failure?.line == 4 && failure?.column == 1)
        #expect(failure?.message.contains("unknown key 'cahce'") == true)
        #expect(failure?.description.hasPrefix("my.yaml:4:1: error:") == true)
    }

    @Test func wrongEnumValueNamesTheChoices() {
        let failure = error("name: x\ndescription: d\nnetwork: sometimes\n")
        #expect(failure?.line == 3 && failure?.column == 10)
        #expect(failure?.description == "my.yaml:3:10: error: expected 'network' to be one of online, offline, flaky")
    }

    @Test func outOfRangeNumberNamesTheRange() {
        let failure = error("name: x\ndescription: d\npolicies:\n  - policy: outage\n    status: 404\n")
        #expect(failure?.line == 5 && failure?.column == 13)
        #expect(failure?.message.contains("from 500 to 599") == true)
    }

    @Test func unknownPolicyListsThePolicies() {
        let failure = error("name: x\ndescription: d\npolicies: [mfa-step-up, mfa-stepup]\n")
        #expect(failure?.line == 3 && failure?.column == 25)
        #expect(failure?.message.contains("unknown policy 'mfa-stepup'") == true)
    }

    @Test func missingNameIsReportedAtTheDocument() {
        let failure = error("description: d\n")
        #expect(failure?.line == 1)
        #expect(failure?.message == "missing 'name'")
    }

    @Test func topLevelListIsNotAScenario() {
        let failure = error("- a\n- b\n")
        #expect(failure?.message.hasPrefix("expected a mapping") == true)
    }

    @Test func blendOfAnUnknownScenarioIsAnError() {
        let failure = error("name: x\ndescription: d\nblend:\n  - {scenario: cached-token, weight: 5}\n  - {scenario: nope, weight: 1}\n")
        #expect(failure?.line == 5)
        #expect(failure?.message.contains("unknown scenario 'nope'") == true)
    }

    @Test func controlCharactersInTextAreRefused() {
        let failure = error("name: x\ndescription: \"bad \\e[31m red\"\n")
        #expect(failure?.line == 2)
        #expect(failure?.message.contains("control characters") == true)
        #expect(failure.map { !$0.description.unicodeScalars.contains { $0.value == 0x1B } } == true)
    }

    @Test func duplicateKeyIsAnError() {
        let failure = error("name: x\ndescription: d\nname: y\n")
        #expect(failure?.line == 1)
        #expect(failure?.message == "duplicate key 'name' in this mapping; keep one")
    }

    @Test func hugeFileIsRefusedBeforeParsing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(getpid()).yaml").path
        let text = "name: x\ndescription: d\n" + String(repeating: "# padding\n", count: 120_000)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ScenarioError.self) { try Scenario.load(file: path) }
    }

    private func loadError(_ path: String) -> String? {
        do {
            _ = try ScenarioLoader.load(file: path, knownScenarios: known)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDirectoryOrAFIFOIsNamedForWhatItIs() throws {
        let directory = NSTemporaryDirectory() + "scenario-dir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(loadError(directory)?.hasPrefix("\(directory):1:1: error: '\(directory)' is a directory, not a file; "
            + "give the path of a scenario .yaml file") == true, "not NSCocoaErrorDomain error 256")
        let fifo = directory + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Also: this must not wait for a writer.
        #expect(loadError(fifo)?.contains("'\(fifo)' is a named pipe (FIFO), not a regular file") == true)
    }

    @Test func aHugeFileIsRefusedBeforeAnyOfItIsRead() throws {
        let path = NSTemporaryDirectory() + "scenario-sparse-\(UUID().uuidString).yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)  // 1 GiB, sparse: reading it would take seconds and a GiB of memory
        try handle.close()
        #expect(loadError(path)?.contains("is 1073741824 bytes, more than the 1000000 bytes allowed") == true)
    }

    @Test func aControlCharacterIsReportedAtItsRealLine() throws {
        let path = NSTemporaryDirectory() + "scenario-control-\(UUID().uuidString).yaml"
        try "name: x\ndescription: d\n# fine\nweights:\u{01}\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(loadError(path) == "\(path):4:9: error: control character U+0001 in the file; a scenario is plain text: remove it")
    }

    @Test func aBidiOverrideInTheFileNameNeverReachesTheTerminal() {
        let description = loadError("/nonexistent/\u{202E}lmay.exe")
        #expect(description?.unicodeScalars.contains { $0.value == 0x202E } == false)
    }

    @Test func emptyFileIsAnError() {
        #expect(error("")?.message.contains("empty") == true)
    }

    @Test func missingFileNamesThePath() {
        #expect(throws: ScenarioError.self) {
            try ScenarioLoader.load(file: "/nonexistent/dir/s.yaml", knownScenarios: [])
        }
        do {
            _ = try ScenarioLoader.load(file: "/nonexistent/dir/s.yaml", knownScenarios: [])
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/dir/s.yaml:1:1: error: cannot read '/nonexistent/dir/s.yaml': no such file; give the path"))
        }
    }

    @Test func aPathWithControlCharactersIsPrintedWithoutThem() {
        do {
            _ = try Scenarios.resolve("/tmp/\u{1B}]0;owned\u{07}.yaml")
            Issue.record("a missing file loaded")
        } catch {
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
            #expect(error.description.contains("no such file"))
        }
    }

    @Test func unknownScenarioNameTellsHowToListThem() {
        #expect(throws: ScenarioLookupError.self) { try Scenarios.resolve("mfa-stepup") }
        do {
            _ = try Scenarios.resolve("mfa-stepup")
        } catch {
            #expect(error.description.contains("msal-triage scenarios"))
            if case .unknownName(let name) = error { #expect(name == "mfa-stepup") } else { Issue.record("not unknownName") }
        }
    }

    @Test func theExampleFileInTheRepositoryLoadsAndPlays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("examples/scenario.yaml").path
        let scenario = try Scenarios.resolve(path)
        let stream = EventStream(scenario: scenario, seed: 1)
        var events: [AcquisitionEvent] = []
        stream.next(1_000, into: &events)
        #expect(!events.isEmpty)
        #expect(events.contains { $0.decision != nil })
    }

    /// Names are `[a-z0-9][a-z0-9._-]{0,47}`; the loader checks them by hand, not with a regex.
    @Test(arguments: ["a", "my-outage", "v1.2_b", "0day", String(repeating: "x", count: 48)])
    func goodNamesLoad(name: String) throws {
        let scenario = try ScenarioLoader.parse(yaml: "name: \(name)\ndescription: d\n", file: "my.yaml", knownScenarios: known)
        #expect(scenario.name == name)
    }

    @Test(arguments: ["-lead", ".dot", "Upper", "sp ace", "caf\u{E9}", String(repeating: "x", count: 49), "a/b", "\"\""])
    func badNamesAreRefusedWithTheRule(name: String) throws {
        let problem = try #require(error("name: \(name)\ndescription: d\n"))
        #expect(problem.line == 1)
        #expect(problem.message.contains("lower case letters, digits") || problem.message.contains("must not be empty"))
    }
}
