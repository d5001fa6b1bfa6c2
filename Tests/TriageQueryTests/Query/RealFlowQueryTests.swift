import AcquisitionSimulator
import Foundation
import MSALErrorModel
import MSALErrorText
import MSALLogFlows
import Testing
import TriageQuery

/// Flows read from an MSAL log as the console's events, and the filter keys that work on them.
@Suite struct RealFlowQueryTests {
    /// Two interleaved client-credentials flows of a .NET log: one failed (AADSTS7000215), one served.
    static let dotnet: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("EndToEndTests/MSALLogs/dotnet/03-interleaved-client-credentials-mel-console.log")
        return (try? String(contentsOf: path, encoding: .utf8)) ?? ""
    }()

    static func flows(_ text: String) throws -> [RealFlowSequence.Item] {
        var sequence = RealFlowSequence(fallbackPlatform: .dotnet)
        var items: [RealFlowSequence.Item] = []
        try FlowLogReading.read(InMemorySource(text), input: 0) { flow in
            if let item = sequence.add(flow) { items.append(item) }
        }
        return items
    }

    @Test func flowIDsAreNumberedApart() {
        #expect(FlowID.real(2).description == "#f3")
        #expect(FlowID.imported(2).description == "#p3")
        #expect(FlowID.simulated(2).description == "#2")
        #expect(FlowID.real(2) != FlowID.imported(2))
        #expect(MemoryLayout<LogEvent>.stride <= MemoryLayout<AcquisitionEvent>.stride, "the log's words fit in padding")
    }

    @Test func realWordsRoundTrip() {
        for step in StepKind.allCases {
            for api in FlowAPI.allCases {
                let words = RealWords(step: step, api: api, platform: .wam)
                #expect(words.step == step && words.api == api && words.isWAM)
            }
        }
        #expect(RealWords().step == nil && RealWords().api == nil)
    }

    @Test func stepsCarryTheLogsTimeWordsAndError() throws {
        let items = try Self.flows(Self.dotnet)
        let flows = items.compactMap { item -> (UInt32, RealFlowEvents.Info, [RealFlowEvents.Step])? in
            if case .flow(let number, let info, let steps) = item { return (number, info, steps) }
            return nil
        }
        try #require(flows.count == 2, "\(items)")
        #expect(flows.map(\.0) == [0, 1])
        #expect(flows[0].1.correlationId == "7c4e2a10-5b3d-4f6e-9a81-000000000104")
        #expect(flows[0].1.outcome == .error)
        #expect(flows[0].2.first?.event.time == 10 * 3_600_000 + 1000, "the log's time of day, 10:00:01")
        #expect(flows[0].2.allSatisfy { $0.words.api == .clientCredentials })
        let failed = flows[0].2.filter { $0.event.outcome == .error }
        #expect(failed.count == 1 && failed[0].diagnosis?.aadsts == [7_000_215], "one step carries the flow's error")
        #expect(failed.first?.words.step == .error)
        #expect(flows[1].1.outcome == .success)
        #expect(flows[1].2.map { $0.words.step } == [.callStart, .callStart, .httpResponse, .result, .result])
        #expect(flows[1].2.last?.event.outcome == .success)
    }

    @Test func newKeysParseAndBadValuesSaySo() {
        guard case .success(let query) = LogQuery.parse("api:device_code cid:4F3C flow:f2") else {
            Issue.record("did not parse")
            return
        }
        #expect(query.terms == [.api("device_code"), .cid("4f3c"), .flow(.real(1))])
        for (bad, message) in [("api:telepathy", "unknown api 'telepathy'"), ("cid:zz", "cid needs a correlation id"),
                               ("flow:f0", "flow needs a number")] {
            guard case .failure(let error) = LogQuery.parse(bad) else {
                Issue.record("\(bad) parsed")
                continue
            }
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func apiStepAndCidMatchRealEvents() throws {
        let items = try Self.flows(Self.dotnet)
        var events: [LogEvent] = []
        var infos: [RealFlowEvents.Info] = []
        for case .flow(let number, let info, let steps) in items {
            infos.append(info)
            for step in steps {
                var event = LogEvent(step.event, flow: .real(number), diagnosis: nil)
                event.realWords = step.words
                events.append(event)
            }
        }
        func matching(_ text: String) -> [LogEvent] {
            guard case .success(let query) = LogQuery.parse(text) else { return [] }
            var compiled = CompiledQuery(query, diagnoses: [])
            compiled.update(realFlows: infos)
            return events.filter { compiled.matches($0) }
        }
        let byId = matching("cid:7c4e2a10-5b3d-4f6e-9a81-000000000105")
        #expect(!byId.isEmpty && byId.allSatisfy { $0.flow == .real(1) })
        #expect(matching("cid:7C4E2A10".lowercased()).count == events.count)
        #expect(matching("cid:ffff").isEmpty)
        #expect(matching("api:client_credentials").count == events.count)
        #expect(matching("api:silent").isEmpty, "a real flow's API is the log's, not the simulator's stand-in")
        #expect(matching("call_start").count == 4, "a real step word is text the filter finds")
        #expect(matching("flow:f1").count == events.filter { $0.flow == .real(0) }.count)
    }
}
