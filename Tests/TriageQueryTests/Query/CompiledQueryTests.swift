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

    @Test func anUnknownKeyIsAnErrorNamingTheKeysAndQuotedTextIsText() throws {
        guard case .failure(let error) = LogQuery.parse("acton:interactive_auth") else {
            Issue.record("a misspelt key must not become text"); return
        }
        #expect(error.message == "unknown key 'acton:'; keys: action, api, cid, code, domain, flow, outcome, platform"
                + " (to search for the text, quote it: \"acton:interactive_auth\")")
        #expect(try LogQuery.parse("\"acton:interactive_auth\"").get().terms == [.text("acton:interactive_auth")])
        #expect(try LogQuery.parse("\"sign-in failed\" action:interactive_auth").get().terms
                == [.text("sign-in failed"), .action("interactive_auth")])
        #expect(try LogQuery.parse("12:00:01 AADSTS50076:x https://login.microsoftonline.com").get().terms.count == 3,
                "a time, a code with a colon and a URL are not keys")
    }

    @Test func anEventWhosePlatformIsUnknownMatchesNoPlatformTerm() throws {
        #expect(try query("platform:dotnet").matches(event(0)))
        #expect(try !query("platform:dotnet").matches(event(0), platformKnown: false))
        #expect(try query("action:interactive_auth").matches(event(0), platformKnown: false))
    }
}
