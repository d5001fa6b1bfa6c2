import AcquisitionSimulator
import MSALErrorModel
import Testing
import TriageQuery

/// Reading a session export back: the `simulate --json` / `x` shape, line by line.
@Suite struct SessionLineReaderTests {
    /// A scenario's events and their `simulate --json` lines.
    static func session(_ name: String, platform: Platform = .dotnet) -> (stream: EventStream, events: [AcquisitionEvent], lines: [String]) {
        let stream = EventStream(scenario: Scenarios.named(name)!, platform: platform, seed: 3)
        var events: [AcquisitionEvent] = []
        stream.next(10_000, into: &events)
        let formatter = EventFormatter(stream: stream)
        return (stream, events, events.map(formatter.json))
    }

    static func read(_ lines: [String], into reader: inout SessionLineReader) -> [Result<AcquisitionEvent, SessionLineReader.LineProblem>] {
        lines.map { line in
            Array(line.utf8).withUnsafeBufferPointer { reader.event(line: $0) }.map(\.event)
        }
    }

    @Test func everyEventComesBackWithItsFlowTimeAndDiagnosis() throws {
        let (stream, events, lines) = Self.session("mfa-step-up")
        var reader = SessionLineReader()
        let read = try Self.read(lines, into: &reader).map { try $0.get() }
        #expect(read.count == events.count)
        for (original, back) in zip(events, read) {
            #expect(back.time == original.time && back.flow == original.flow && back.account == original.account)
            #expect(back.platform == original.platform && back.step == original.step && back.api == original.api)
            #expect(back.outcome == original.outcome && back.decision == original.decision && back.detail == original.detail)
            #expect((back.diagnosis == nil) == (original.diagnosis == nil))
            if let ref = original.diagnosis, let backRef = back.diagnosis {
                let before = stream.diagnoses[ref], after = reader.diagnoses[Int(backRef.index)]
                #expect(after.domain == before.domain && after.code == before.code && after.codeName == before.codeName)
                #expect(after.aadsts == before.aadsts && after.classification == before.classification)
                #expect(after.correlationId == before.correlationId && after.claims == before.claims)
                #expect(AdviceEngine.advise(after).action == AdviceEngine.advise(before).action)
            }
        }
        #expect(reader.scenarioNames == ["mfa-step-up"])
        #expect(read.contains { $0.diagnosis != nil }, "the scenario has errors")
        let distinct = Set(events.compactMap(\.diagnosis))
        #expect(reader.diagnoses.count == distinct.count, "each distinct diagnosis is stored once")
    }

    @Test func aSessionIsToldFromAnAppLogByItsContent() {
        #expect(SessionLineReader.looksLikeSession(Array("{\"t\":0,\"flow\":1}".utf8)))
        #expect(SessionLineReader.looksLikeSession(Array("\u{FEFF}\n  { \"t\" : 0}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("{'error': 'invalid_grant'}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("{\"error\":\"invalid_grant\",\"t\":1}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("2026-11-02 MsalUiRequiredException: AADSTS50076".utf8)))
    }

    @Test func aBrokenLineSaysWhatIsWrongAndWhere() {
        var reader = SessionLineReader()
        let results = Self.read([
            "{\"t\":1,\"flow\":2,\"platform\":\"windows\",\"step\":\"result\",\"outcome\":\"error\"}",
            "{\"t\":1,\"flow\":2,\"platform\":\"apple\"}",
            "{\"t\":1,\"flow\":2,\"platform\":\"apple\",\"step\":\"result\",\"outcome\":\"error\",\"diagnosis\":{\"code\":",
            "{\"t\":-1}",
            "{\"t\":1,\"flow\":2,\"platform\":\"apple\",\"step\":\"result\",\"outcome\":\"error\"} trailing",
        ], into: &reader)
        let problems = results.map { result -> String in
            if case .failure(let problem) = result { return problem.description }
            return "read"
        }
        #expect(problems[0].contains("platform: unknown value \"windows\""))
        #expect(problems[1].contains("no \"step\", \"outcome\" field"))
        #expect(problems[2].contains("diagnosis"))
        #expect(problems[3].contains("t: expected a whole number"))
        #expect(problems[4].contains("text after the object"))
    }

    @Test func unknownKeysAreSkippedAndTextIsMadeSafe() throws {
        var reader = SessionLineReader()
        let line = "{\"extra\":[1,{\"a\":\"}\"}],\"t\":5,\"flow\":2147483648,\"scenario\":\"imp\\u001b[2Jorted\",\"platform\":\"js\","
            + "\"step\":\"result\",\"api\":\"pasted\",\"outcome\":\"error\",\"detail\":12,\"decision\":null,\"action\":null,"
            + "\"diagnosis\":{\"platform\":\"js\",\"domain\":\"InteractionRequiredAuthError\",\"code\":\"interaction_required\","
            + "\"aadsts\":[50058],\"correlationId\":\"x\\u0007y\",\"claims\":null,\"underlying\":null}}"
        let read = try Array(line.utf8).withUnsafeBufferPointer { reader.event(line: $0) }.get()
        #expect(read.isImported, "the api pasted marks an error someone brought in")
        let event = read.event
        #expect(event.flow == 2147483648 && event.detail == 12)
        #expect(event.time == 5 && event.platform == .js)
        let diagnosis = reader.diagnoses[Int(try #require(event.diagnosis).index)]
        #expect(diagnosis.code == .text("interaction_required") && diagnosis.aadsts == [50058])
        #expect(!(diagnosis.correlationId ?? "").unicodeScalars.contains { $0.value < 0x20 })
        #expect(!reader.scenarioNames[0].unicodeScalars.contains { $0.value == 0x1B })
    }
}
