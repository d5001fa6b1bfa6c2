@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

@Suite struct DeterminismTests {
    private func jsonLines(_ scenario: Scenario, platform: Platform?, seed: UInt64, count: Int) -> String {
        let stream = EventStream(scenario: scenario, platform: platform, seed: seed)
        let formatter = EventFormatter(stream: stream)
        var out = ""
        for _ in 0..<count {
            guard let event = stream.next() else { break }
            formatter.appendJSON(event, to: &out)
            out += "\n"
        }
        return out
    }

    @Test func sameScenarioPlatformAndSeedGiveByteIdenticalOutput() throws {
        let mixed = try #require(Scenarios.named("mixed"))
        let first = jsonLines(mixed, platform: nil, seed: 42, count: 20_000)
        let second = jsonLines(mixed, platform: nil, seed: 42, count: 20_000)
        #expect(first == second)
        #expect(first.split(separator: "\n").count == 20_000)
    }

    @Test func anotherSeedGivesAnotherStream() throws {
        let mixed = try #require(Scenarios.named("mixed"))
        #expect(jsonLines(mixed, platform: nil, seed: 1, count: 2_000) != jsonLines(mixed, platform: nil, seed: 2, count: 2_000))
    }

    @Test func platformOptionReportsEveryErrorOnThatPlatform() throws {
        let mixed = try #require(Scenarios.named("mixed"))
        let stream = EventStream(scenario: mixed, platform: .js, seed: 9)
        var events: [AcquisitionEvent] = []
        stream.next(5_000, into: &events)
        #expect(events.allSatisfy { $0.platform == .js })
    }

    @Test func mixedIsMostlySuccessWithErrorsAndSeveralAccountsAndPlatforms() throws {
        let mixed = try #require(Scenarios.named("mixed"))
        let stream = EventStream(scenario: mixed, seed: 5)
        var events: [AcquisitionEvent] = []
        stream.next(100_000, into: &events)
        #expect(events.count == 100_000)  // endless
        let results = events.filter { $0.step == .result && $0.api != .wait }
        let errors = results.filter { $0.outcome == .error }.count
        #expect(errors > 0)
        #expect(Double(errors) / Double(results.count) < 0.1)
        #expect(Set(events.map(\.platform)) == Set(Platform.lenses))
        #expect(Set(events.map(\.account)).count == 6)
        #expect(Set(events.compactMap(\.decision)).count >= 8)
        // Time only moves forward, while flows overlap (a later flow's event before an earlier one's).
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(zip(events, events.dropFirst()).contains { $0.flow > $1.flow })
        // Each account stays on its platform.
        let platformsPerAccount = Dictionary(grouping: events, by: \.account).mapValues { Set($0.map(\.platform)) }
        #expect(platformsPerAccount.values.allSatisfy { $0.count == 1 })
        // …and runs one acquisition at a time: its flows never interleave.
        let flowsPerAccount = Dictionary(grouping: events, by: \.account).mapValues { $0.map(\.flow) }
        #expect(flowsPerAccount.values.allSatisfy { zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } })
    }

    @Test func allPlaysEveryFiniteScenarioInOrder() {
        let stream = EventStream(sequence: Scenarios.builtIn, platform: .apple, seed: 0)
        var names: [String] = []
        while let event = stream.next() {
            let name = stream.scenarioName(of: event)
            if names.last != name { names.append(name) }
        }
        #expect(names == Scenarios.builtIn.filter { !$0.isEndless }.map(\.name))
    }
}
