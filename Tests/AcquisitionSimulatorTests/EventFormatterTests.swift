import Foundation
@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

@Suite struct EventFormatterTests {
    @Test func jsonEventsHaveTheDocumentedFieldsInOrder() throws {
        let (stream, events) = play("mfa-step-up")
        let formatter = EventFormatter(stream: stream)
        let error = try #require(events.first { $0.step == .result && $0.outcome == .error })
        let line = formatter.json(error)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["t"] as? Int == Int(error.time))
        #expect(object["scenario"] as? String == "mfa-step-up")
        #expect(object["platform"] as? String == "apple")
        #expect(object["step"] as? String == "result")
        #expect(object["api"] as? String == "acquireTokenSilent")
        #expect(object["outcome"] as? String == "error")
        #expect(object["action"] as? String == "interactive_auth")
        let diagnosis = try #require(object["diagnosis"] as? [String: Any])
        #expect(diagnosis["code"] as? Int == -50002)
        #expect(diagnosis["aadsts"] as? [Int] == [50076])
        #expect(object["call"] as? String == "acquireTokenSilent(with:)")
        let keys = ["t", "flow", "scenario", "account", "platform", "step", "api", "call", "outcome", "detail",
                    "decision", "action", "diagnosis"]
        let positions = keys.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    /// Python's silent call is named `acquire_token_silent_with_error`, its interactive one
    /// `acquire_token_interactive`: the step column must start at one place on every row.
    @Test func textColumnsLineUpWhateverTheCallsName() throws {
        for platform in Platform.allCases {
            let (stream, events) = play("mfa-step-up", on: platform)
            let formatter = EventFormatter(stream: stream)
            let calls = Set(events.map(\.api))
            #expect(calls.count >= 2, "\(platform): the scenario makes a silent and an interactive call")
            let stepColumns = Set(events.map { event -> Int? in
                let line = formatter.line(event)
                return line.range(of: "  \(event.step.rawValue) ").map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) }
            })
            #expect(stepColumns.count == 1, "\(platform): the step column starts at \(stepColumns.sorted { ($0 ?? 0) < ($1 ?? 0) })")
        }
    }

    @Test func diagnosisInJSONIsTheSharedDiagnosisReport() throws {
        let (stream, events) = play("throttled", on: .dotnet)
        let ref = try #require(events.first { $0.diagnosis != nil }?.diagnosis)
        let line = EventFormatter(stream: stream).json(events.first { $0.diagnosis == ref }!)
        #expect(line.contains(DiagnosisReport.json(stream.diagnoses[ref]).serialized()))
    }

    @Test func eventsWithoutErrorWriteNulls() throws {
        let (stream, events) = play("cached-token")
        let line = EventFormatter(stream: stream).json(try #require(events.first))
        #expect(line.hasSuffix(#""decision":null,"action":null,"diagnosis":null}"#))
    }

    @Test func decisionsShowInBothFormats() throws {
        let (stream, events) = play("throttled", on: .dotnet)
        let formatter = EventFormatter(stream: stream)
        let decision = try #require(events.first { $0.step == .handlerDecision })
        #expect(formatter.json(decision).contains(#""decision":"wait_retry_after""#))
        #expect(formatter.line(decision).contains("-> wait_retry_after 30 s (action retry_after_delay)"))
    }

    @Test func stoppingOnDeclinedScopesIsLabelledAsStopping() throws {
        let (stream, events) = play("scopes-declined-stop")
        let decision = try #require(events.first { $0.step == .handlerDecision })
        let line = EventFormatter(stream: stream).line(decision)
        #expect(line.contains("-> stop_declined_scopes (stops sign-in"))
        #expect(!line.contains("retry_with_granted_scopes"))
    }

    @Test func readableLinesStartWithTheVirtualClock() {
        #expect(EventText.clock(0) == "00:00:00.000")
        #expect(EventText.clock(30_148) == "00:00:30.148")
        #expect(EventText.clock(90_061_001) == "25:01:01.001")
    }

    @Test func outputHasNoControlCharacters() {
        let stream = EventStream(sequence: Scenarios.builtIn, platform: nil, seed: 3)
        let formatter = EventFormatter(stream: stream)
        var out = ""
        while let event = stream.next() {
            formatter.appendLine(event, to: &out)
            formatter.appendJSON(event, to: &out)
        }
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    /// `simulate` writes batches into an `OutputBuffer` from what `prepare` rendered; each
    /// line must be the one `line`/`json` give for the event alone, in both formats.
    @Test(arguments: [false, true])
    func batchOutputIsTheLinesOneByOne(json: Bool) throws {
        let stream = EventStream(scenario: try #require(Scenarios.named("mixed")), seed: 11)
        var events: [AcquisitionEvent] = []
        stream.next(3_000, into: &events)
        let batchFormatter = EventFormatter(stream: stream)
        batchFormatter.prepare(events, json: json)
        var buffer = OutputBuffer(capacity: 64)
        batchFormatter.write(events[100...], json: json, to: &buffer)
        let written = buffer.withBytes { String(decoding: $0, as: UTF8.self) }
        let single = EventFormatter(stream: stream)
        let expected = events[100...].map { (json ? single.json($0) : single.line($0)) + "\n" }.joined()
        #expect(written == expected)
        #expect(events.contains { $0.diagnosis != nil }, "the batch carries errors")
    }
}
