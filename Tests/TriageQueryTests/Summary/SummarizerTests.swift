import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import Testing
import TriageQuery

/// `summarize`: rows per distinct error, counts, positions, ids, `--where` and `--by`.
@Suite struct SummarizerTests {
    /// An app log with `aadsts50173` errors on lines 2, 4 and 6 (four correlation ids
    /// among them) and one AADSTS7000222 line.
    static func appLog() -> String {
        let dict = { (id: String) in
            "{'error': 'invalid_grant', 'error_description': \"AADSTS50173: The provided grant has expired. Trace ID: 8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f Correlation ID: \(id) Timestamp: 2026-11-02 12:00:00Z\", 'error_codes': [50173], 'correlation_id': '\(id)', 'suberror': 'bad_token'}"
        }
        return [
            "12:00:00 app started",
            dict("3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b61"),
            "12:00:01 retrying",
            dict("3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b62"),
            "Sign-in failed with AADSTS7000222: The provided client secret keys for app 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' are expired.",
            dict("3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b63"),
            dict("3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b64"),
        ].joined(separator: "\n") + "\n"
    }

    static func summarize(_ text: String, grouping: ErrorSummary.Grouping = .code, where terms: String? = nil,
                          limits: StreamLimits = .standard) throws -> (ErrorSummary, SummaryReading.InputKind) {
        let query = try terms.map { try LogQuery.parse($0).get() }
        var summarizer = Summarizer(grouping: grouping, query: query, fallbackPlatform: .python)
        let kind = try SummaryReading.read(InMemorySource(text), name: "test", input: 0, limits: limits, into: &summarizer)
        return (summarizer.summary(inputs: ["test"]), kind)
    }

    @Test func oneRowPerDistinctErrorMostFrequentFirst() throws {
        let (summary, kind) = try Self.summarize(Self.appLog())
        #expect(kind == .appLog)
        #expect(summary.totals.events == 5 && summary.totals.matchingErrors == 5)
        #expect(summary.rows.map(\.count) == [4, 1])
        let top = summary.rows[0]
        #expect(top.diagnosis.diagnosis.aadsts == [50173])
        #expect(top.firstSeen == .line(input: 0, line: 2) && top.lastSeen == .line(input: 0, line: 7))
        #expect(top.correlationIds == ["3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b61", "3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b62",
                                       "3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b63"], "at most three, in the order met")
        #expect(summary.rows[1].diagnosis.diagnosis.aadsts == [7000222])
    }

    @Test func chunkBoundariesChangeNothing() throws {
        let (whole, _) = try Self.summarize(Self.appLog())
        // Lines of up to 400 bytes, chunks of 401: the log comes in several chunks.
        let (chunked, _) = try Self.summarize(Self.appLog(), limits: StreamLimits(chunkBytes: 1, maximumLineBytes: 400))
        #expect(chunked.rows.map(\.count) == whole.rows.map(\.count))
        #expect(chunked.rows.map(\.lastSeen) == whole.rows.map(\.lastSeen), "line numbers carry across chunks")
    }

    @Test func whereKeepsWhatTheConsoleFilterKeeps() throws {
        let (summary, _) = try Self.summarize(Self.appLog(), where: "code:AADSTS7000222")
        #expect(summary.totals.events == 5 && summary.totals.matchingEvents == 1)
        #expect(summary.rows.count == 1 && summary.rows[0].count == 1)
        let (none, _) = try Self.summarize(Self.appLog(), where: "platform:dotnet")
        #expect(none.totals.matchingEvents == 0 && none.rows.isEmpty)
        let (text, _) = try Self.summarize(Self.appLog(), where: "bad_token")
        #expect(text.totals.matchingEvents == 4, "plain words match the error's names")
    }

    @Test func aSessionIsCountedByItsEvents() throws {
        let (_, events, lines) = SessionLineReaderTests.session("throttled")
        let (summary, kind) = try Self.summarize(lines.joined(separator: "\n") + "\n")
        #expect(kind == .session)
        #expect(summary.totals.events == events.count)
        #expect(summary.totals.matchingErrors == events.filter { $0.diagnosis != nil && $0.step == .result }.count,
                "an error is the result MSAL returned, not also the response before it and the decision after")
        #expect(summary.totals.matchingErrors > 0)
        #expect(summary.rows.reduce(0) { $0 + $1.count } == summary.totals.matchingErrors)
        if case .time = summary.rows.first?.firstSeen {} else { Issue.record("a session row is placed by time") }
        let (errors, _) = try Self.summarize(lines.joined(separator: "\n"), where: "outcome:error")
        #expect(errors.totals.matchingEvents == events.filter { $0.outcome == .error }.count)
    }

    @Test func groupingByActionAndPlatform() throws {
        let (byAction, _) = try Self.summarize(Self.appLog(), grouping: .action)
        #expect(byAction.rows.map(\.count).reduce(0, +) == 5)
        #expect(byAction.rows.allSatisfy { RecommendedAction(rawValue: $0.key) != nil })
        let (byPlatform, _) = try Self.summarize(Self.appLog(), grouping: .platform)
        #expect(byPlatform.rows.map(\.key) == ["python"])
        #expect(byPlatform.rows[0].distinctErrors == 2)
    }

    @Test func unreadableSessionLinesAreCountedNotFatal() throws {
        let (_, _, lines) = SessionLineReaderTests.session("throttled")
        var problems: [String] = []
        var summarizer = Summarizer()
        let text = ([lines[0], "{\"t\":oops}"] + lines.dropFirst()).joined(separator: "\n")
        try SummaryReading.read(InMemorySource(text), name: "s.jsonl", input: 0, into: &summarizer,
                                problem: { problems.append($0) })
        let summary = summarizer.summary(inputs: ["s.jsonl"])
        #expect(summary.totals.unreadableLines == 1 && summary.totals.events == lines.count)
        #expect(problems == ["s.jsonl line 2: not a session event (t: expected a whole number at column 6); the line is skipped"
                             + " (each line of a session is one event object as 'simulate --json' writes it: fix or delete the line)"])
    }

    /// msal4j errors as the simulator's Java reports make them: a `CompletionException` with no
    /// code of its own around the error that says what happened.
    static func javaWrapped() -> [Diagnosis] {
        let wrapper = "java.util.concurrent.CompletionException"
        return [
            Diagnosis(platform: .java, domain: wrapper, underlying: Diagnosis(
                platform: .java, domain: "MsalServiceException", code: .text("server_error"), oauthError: "server_error",
                httpStatus: 503)),
            Diagnosis(platform: .java, domain: wrapper, underlying: Diagnosis(
                platform: .java, domain: "MsalInteractionRequiredException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [50173])),
            Diagnosis(platform: .java, domain: wrapper, underlying: Diagnosis(
                platform: .java, domain: "java.net.UnknownHostException")),
        ]
    }

    /// A session of `results` (indexes into `diagnoses`), one `result` event each, a second apart.
    static func summarizeSession(_ diagnoses: [Diagnosis], results: [Int],
                                 grouping: ErrorSummary.Grouping = .code) -> ErrorSummary {
        var summarizer = Summarizer(grouping: grouping)
        summarizer.beginSession()
        for (offset, index) in results.enumerated() {
            let event = AcquisitionEvent(
                time: VirtualMilliseconds(offset * 1000), flow: UInt32(offset), account: 0, platform: .java, step: .result,
                api: .acquireTokenSilent, outcome: .error, diagnosis: DiagnosisRef(index: UInt32(index)))
            summarizer.add(sessionEvent: event, isImported: false, diagnoses: diagnoses, input: 0)
        }
        return summarizer.summary(inputs: ["s.jsonl"])
    }

    @Test func wrappedErrorsAreGroupedByWhatTheyWrapAndNeverMixActions() throws {
        let diagnoses = Self.javaWrapped()
        let actions = diagnoses.map { AdviceEngine.advise($0).action }
        #expect(Set(actions).count == 3, "the fixture's three errors call for three actions: \(actions)")
        let summary = Self.summarizeSession(diagnoses, results: [0, 1, 1, 2, 2, 2])
        #expect(summary.rows.map(\.count) == [3, 2, 1], "a row per wrapped error, not one CompletionException row")
        #expect(summary.rows.map { $0.diagnosis.diagnosis.underlying?.domain } == [
            "java.net.UnknownHostException", "MsalInteractionRequiredException", "MsalServiceException"])
        #expect(summary.rows.map(\.diagnosis.advice.action) == [actions[2], actions[1], actions[0]])
        let byAction = Self.summarizeSession(diagnoses, results: [0, 1, 1, 2, 2, 2], grouping: .action)
        #expect(byAction.rows.count == summary.rows.count, "by code is never coarser than by action")
    }

    @Test func anErrorNamingNoPlatformHasNoneUnlessPlatformIsGiven() throws {
        // The AADSTS7000222 line names no platform; the dict lines are Python's.
        var summarizer = Summarizer()
        try SummaryReading.read(InMemorySource(Self.appLog()), name: "app.log", input: 0, into: &summarizer)
        let summary = summarizer.summary(inputs: ["app.log"])
        #expect(summary.rows.map(\.platform) == [.python, nil])
        var apple = Summarizer(query: try LogQuery.parse("platform:apple").get())
        try SummaryReading.read(InMemorySource(Self.appLog()), name: "app.log", input: 0, into: &apple)
        #expect(apple.summary(inputs: ["app.log"]).totals.matchingEvents == 0, "platform:apple matches no unnamed platform")
        var byPlatform = Summarizer(grouping: .platform)
        try SummaryReading.read(InMemorySource(Self.appLog()), name: "app.log", input: 0, into: &byPlatform)
        #expect(byPlatform.summary(inputs: ["app.log"]).rows.map(\.key) == ["python", "—"])
        let (given, _) = try Self.summarize(Self.appLog(), where: "platform:python")
        #expect(given.totals.matchingEvents == 5, "--platform python still names the unnamed ones")
    }

    @Test func aSessionWithABadFirstLineIsStillASessionAndTheLineIsReported() throws {
        let (_, _, lines) = SessionLineReaderTests.session("throttled")
        var problems: [String] = []
        var summarizer = Summarizer()
        let text = (["garbage"] + lines.prefix(3)).joined(separator: "\n") + "\n"
        let kind = try SummaryReading.read(InMemorySource(text), name: "bad.jsonl", input: 0, into: &summarizer,
                                           problem: { problems.append($0) })
        #expect(kind == .session)
        let summary = summarizer.summary(inputs: ["bad.jsonl"])
        #expect(summary.totals.events == 3 && summary.totals.unreadableLines == 1)
        #expect(problems.count == 1 && problems[0].hasPrefix("bad.jsonl line 1: not a session event (")
                && problems[0].contains("fix or delete the line"), "\(problems)")
    }
}
