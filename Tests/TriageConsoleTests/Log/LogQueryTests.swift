import AcquisitionSimulator
import MSALErrorModel
import Testing
@testable import TriageConsole

@Suite struct LogQueryTests {
    private func compiled(_ text: String, _ store: DiagnosisStore) throws -> CompiledQuery {
        CompiledQuery(try LogQuery.parse(text).get(), diagnoses: store)
    }

    private var store: DiagnosisStore {
        var store = DiagnosisStore()
        for diagnosis in Fixtures.diagnoses { store.append(StoredDiagnosis(diagnosis)) }
        return store
    }

    private func event(_ index: UInt32?, platform: Platform = .apple, outcome: Outcome = .error,
                       flow: FlowID = .simulated(4)) -> LogEvent {
        LogEvent(AcquisitionEvent(time: 0, flow: 4, account: 0, platform: platform, step: .serverResponse,
                                  api: .acquireTokenSilent, outcome: outcome), flow: flow, diagnosis: index.map(StoreIndex.init))
    }

    @Test func keyedTermsMatchTheirField() throws {
        let store = self.store
        #expect(try compiled("code:-50002", store).matches(event(0)))
        #expect(try !compiled("code:-50002", store).matches(event(1)))
        #expect(try compiled("code:MSALInternalErrorBrokerResponseNotReceived", store).matches(event(1)))
        #expect(try compiled("code:AADSTS50079", store).matches(event(0)))
        #expect(try compiled("domain:MSALErrorDomain", store).matches(event(1)))
        #expect(try compiled("platform:dotnet", store).matches(event(nil, platform: .dotnet)))
        #expect(try !compiled("platform:dotnet", store).matches(event(2)), "the event's platform counts")
        #expect(try compiled("outcome:success", store).matches(event(nil, outcome: .success)))
        #expect(try compiled("flow:4", store).matches(event(nil)))
        #expect(try !compiled("flow:4", store).matches(event(nil, flow: .imported(3))), "pasted errors are numbered apart")
        #expect(try compiled("flow:p4", store).matches(event(nil, flow: .imported(3))))
        #expect(try compiled("action:unknown", store).matches(event(0)) == (AdviceEngine.advise(Fixtures.interactionRequired).action == .unknown))
    }

    @Test func plainTextMatchesNamesAndColumnsCaseInsensitively() throws {
        let store = self.store
        #expect(try compiled("INVALID_GRANT", store).matches(event(0)))
        #expect(try compiled("silent", store).matches(event(nil)))
        #expect(try compiled("response", store).matches(event(nil)))
        #expect(try !compiled("interactive", store).matches(event(nil)))
        #expect(try !compiled("silent throttled", store).matches(event(0)), "every term must match")
    }

    @Test func newDiagnosesAreMatchedAfterUpdate() throws {
        var store = DiagnosisStore()
        var query = try compiled("request_throttled", store)
        store.append(StoredDiagnosis(Fixtures.throttled))
        query.update(for: store)
        #expect(query.matches(event(0)))
    }

    @Test func windowsBrokerErrorsAreLabelledAndFoundByStatusAndNumber() throws {
        let broker = Diagnosis(platform: .dotnet, domain: "MsalServiceException", internalSubCode: 557973648,
                               brokerErrorCode: 3399614475, brokerStatus: "NoNetwork")
        let stored = StoredDiagnosis(broker)
        #expect(stored.label == "WAM NoNetwork / 557973648")
        var store = DiagnosisStore()
        store.append(stored)
        #expect(try compiled("nonetwork", store).matches(event(0)))
        #expect(try compiled("0xCAA2000B", store).matches(event(0)), "the hexadecimal form people search for")
        #expect(try compiled("3399614475", store).matches(event(0)))
    }

    @Test func badKeyedTermsNameTheFix() {
        #expect(throws: QueryError.self) { try LogQuery.parse("action:login").get() }
        #expect(throws: QueryError.self) { try LogQuery.parse("platform:windows").get() }
        #expect(throws: QueryError.self) { try LogQuery.parse("code:").get() }
        #expect(throws: QueryError.self) { try LogQuery.parse("flow:abc").get() }
        if case .failure(let error) = LogQuery.parse("platform:windows") {
            #expect(error.message.contains("dotnet"))
        }
        #expect((try? LogQuery.parse("https://login.microsoftonline.com").get())?.terms.count == 1)
    }
}
