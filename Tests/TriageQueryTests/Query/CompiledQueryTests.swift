import AcquisitionSimulator
import MSALErrorModel
import Testing
import TriageQuery

/// The filter language over a plain diagnosis table (what `summarize --where` uses);
/// the console's own use is in TriageConsoleTests' LogQueryTests.
@Suite struct CompiledQueryTests {
    private let table = [
        StoredDiagnosis(Diagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                                  oauthError: "invalid_grant", aadsts: [50079], classification: "BasicAction")),
        StoredDiagnosis(Diagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1009))),
    ]

    private func event(_ index: UInt32?, flow: FlowID = .imported(0), platform: Platform = .dotnet) -> LogEvent {
        let event = AcquisitionEvent(time: 0, flow: 0, account: 0, platform: platform, step: .result, api: .acquireTokenSilent,
                                     outcome: .error)
        return LogEvent(event, flow: flow, diagnosis: index.map { StoreIndex($0) })
    }

    private func query(_ text: String) throws -> CompiledQuery {
        CompiledQuery(try LogQuery.parse(text).get(), diagnoses: table[...])
    }

    @Test func keyedTermsAndWordsMatchTheDiagnosisOrTheColumns() throws {
        #expect(try query("action:interactive_auth code:AADSTS50079 platform:dotnet").matches(event(0)))
        #expect(try !query("action:interactive_auth").matches(event(1)))
        #expect(try query("action:no_network nsurl").matches(event(1, platform: .apple)))
        #expect(try query("pasted").matches(event(1)), "imported events show the api as pasted")
        #expect(try !query("pasted").matches(event(1, flow: .simulated(3))))
        #expect(try query("flow:3").matches(event(nil, flow: .simulated(3))))
        #expect(try query("flow:p1").matches(event(nil)) && !query("flow:p2").matches(event(nil)))
    }

    @Test func diagnosesAddedLaterAreMatchedToo() throws {
        var compiled = CompiledQuery(try LogQuery.parse("code:-1009").get(), diagnoses: table[..<1])
        #expect(compiled.diagnosisCount == 1)
        #expect(!compiled.matches(event(1)))
        compiled.update(adding: table[1...])
        #expect(compiled.matches(event(1)))
    }
}
