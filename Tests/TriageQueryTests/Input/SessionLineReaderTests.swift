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

    /// An exported error's `time` (what its text carried) comes back as the same time; a
    /// value that is no time the export writes reads as none.
    @Test func aDiagnosisTimeComesBack() throws {
        let (_, _, lines) = Self.session("mfa-step-up")
        let line = try #require(lines.first { $0.contains(#""time":null"#) })
        for (written, expected) in [("2026-03-04T10:15:22.123Z", "2026-03-04T10:15:22.123Z"), ("--03-04T10:15:22", "--03-04T10:15:22"),
                                    ("10:15:22.5", "10:15:22.5"), ("yesterday", nil)] {
            var reader = SessionLineReader()
            let timed = line.replacingOccurrences(of: #""time":null"#, with: #""time":"\#(written)""#)
            let event = try #require(try Self.read([timed], into: &reader).first?.get())
            let ref = try #require(event.diagnosis)
            #expect(reader.diagnoses[Int(ref.index)].time?.iso == expected, "\(written)")
        }
    }

    @Test func aSessionIsToldFromAnAppLogByItsContent() {
        #expect(SessionLineReader.looksLikeSession(Array("{\"t\":0,\"flow\":1}".utf8)))
        #expect(SessionLineReader.looksLikeSession(Array("\u{FEFF}\n  { \"t\" : 0}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("{'error': 'invalid_grant'}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("{\"error\":\"invalid_grant\",\"t\":1}".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("2026-11-02 MsalUiRequiredException: AADSTS50076".utf8)))
        let event = "{\"t\":0,\"flow\":1}"
        #expect(SessionLineReader.looksLikeSession(Array("garbage\n\(event)\n\(event)\n\(event)\n".utf8)),
                "one bad first line does not make a session an app log")
        #expect(SessionLineReader.looksLikeSession(Array("garbage\n\n\(event)\n".utf8)))
        #expect(!SessionLineReader.looksLikeSession(Array("garbage\nmore\nlog\n\(event)\n".utf8)),
                "an app log that quotes one event line stays an app log")
        #expect(!SessionLineReader.looksLikeSession(Array("garbage\n".utf8)))
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

/// Lines of the exporter's exact shape are read by position; every other line by the
/// general reader, with the same result wherever both could read it.
@Suite struct ExactShapeReadingTests {
    private func event(_ line: String, _ reader: inout SessionLineReader) -> Result<SessionLineReader.Line, SessionLineReader.LineProblem> {
        Array(line.utf8).withUnsafeBufferPointer { reader.event(line: $0) }
    }

    private func same(_ left: SessionLineReader.Line, _ right: SessionLineReader.Line) -> Bool {
        let a = left.event, b = right.event
        return a.time == b.time && a.flow == b.flow && a.account == b.account && a.platform == b.platform
            && a.step == b.step && a.api == b.api && a.outcome == b.outcome && a.decision == b.decision
            && a.detail == b.detail && a.scenario == b.scenario && a.diagnosis == b.diagnosis
            && left.isImported == right.isImported
    }

    @Test func spacedAndEscapedLinesReadAsTheExactOnes() throws {
        let (_, _, lines) = SessionLineReaderTests.session("mfa-step-up")
        var exact = SessionLineReader(), reshaped = SessionLineReader()
        for line in lines {
            let fast = try event(line, &exact).get()
            // The same event written another way: blanks, an escape in a skipped string.
            let variant = " " + line.replacingOccurrences(of: "{\"t\":", with: "{\"t\": ")
                .replacingOccurrences(of: "\"call\":\"", with: "\"call\":\"\\u0041")
            let general = try event(variant, &reshaped).get()
            #expect(same(fast, general), "\(line)")
        }
        #expect(exact.diagnoses.count == reshaped.diagnoses.count)
    }

    @Test func aHostileLineOfNearlyTheShapeIsJudgedByTheGeneralReader() throws {
        let (_, _, lines) = SessionLineReaderTests.session("mfa-step-up")
        let withError = try #require(lines.first { $0.contains("\"diagnosis\":{") })
        var reader = SessionLineReader()
        _ = try event(withError, &reader).get()
        // A known diagnosis followed by more text: not the object the reader knows.
        let extra = String(withError.dropLast()) + ",\"x\":1}}"
        #expect(throws: SessionLineReader.LineProblem.self) { try event(extra, &reader).get() }
        // An unknown word where the exact shape has a word.
        let platform = withError.replacingOccurrences(of: "\"platform\":\"dotnet\",\"step\"", with: "\"platform\":\"cobol\",\"step\"")
        #expect(throws: SessionLineReader.LineProblem.self) { try event(platform, &reader).get() }
        // A number too large for its column.
        let account = withError.replacing(#/"account":\d+/#, with: "\"account\":70000")
        #expect(throws: SessionLineReader.LineProblem.self) { try event(account, &reader).get() }
        // Text after the closing brace.
        #expect(throws: SessionLineReader.LineProblem.self) { try event(withError + " x", &reader).get() }
        #expect(reader.diagnoses.count == 1)
    }
}
