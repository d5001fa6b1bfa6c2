@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

@Suite struct DiagnosisTableTests {
    @Test func equalConditionsShareOneEntry() {
        let table = DiagnosisTable()
        let first = table.ref(for: .mfaStepUp, on: .apple, during: .acquireTokenSilent)
        let second = table.ref(for: .mfaStepUp, on: .apple, during: .acquireTokenSilent)
        let other = table.ref(for: .mfaStepUp, on: .dotnet, during: .acquireTokenSilent)
        #expect(first == second && first != other)
        #expect(table.count == 2)
    }

    @Test func twoFlowsRequestsShareOneReportButNotTheirIds() throws {
        let table = DiagnosisTable()
        let first = try #require(table.ref(for: .mfaStepUp, on: .dotnet, during: .acquireTokenSilent, request: 11))
        let second = try #require(table.ref(for: .mfaStepUp, on: .dotnet, during: .acquireTokenSilent, request: 13))
        let otherAPI = try #require(table.ref(for: .mfaStepUp, on: .dotnet, during: .acquireTokenInteractive, request: 11))
        // Two entries, each with its flow's ids; one report behind both, so one advice.
        #expect(first != second && table.count == 3)
        #expect(table[first].correlationId != table[second].correlationId)
        #expect(table[first].traceId != table[second].traceId)
        #expect(table.reportIndex(first) == table.reportIndex(second))
        #expect(table.reportIndex(first) != table.reportIndex(otherAPI))
        var unstamped = table[second]
        unstamped.correlationId = table[first].correlationId
        unstamped.traceId = table[first].traceId
        #expect(unstamped == table[first])
        #expect(table.advice(first) == table.advice(second))
        #expect(table.advice(second) == AdviceEngine.advise(table[second]))
    }

    /// The ids are those the simulator has always drawn (SplitMix64's first two numbers, zero-padded,
    /// version 4, variant a): a recorded session replays with the same ids.
    @Test func requestIdsAreVersion4UUIDsDrawnFromTheSeed() {
        #expect(ServerAnswer.uuid(seed: 0) == "e220a839-7b1d-4daf-ae78-9e6aa1b965f4")
        #expect(ServerAnswer.uuid(seed: 1) == "910a2dec-8902-4cc1-aeeb-8da1658eec67")
        #expect(ServerAnswer.uuid(seed: 2679) == "00dca12d-caa9-4c19-adad-47f980930d86")  // leading zeros kept
        #expect(ServerAnswer.uuid(seed: .max) == "e4d97177-1b65-4c20-a99f-f867dbf682c9")
    }

    @Test func platformLensShowsTheSameConditionAsAnotherFlavour() throws {
        let table = DiagnosisTable()
        let ref = try #require(table.ref(for: .mfaStepUp, on: .apple, during: .acquireTokenSilent))
        #expect(table[ref].code == .number(-50002))
        let dotnet = try #require(table.diagnosis(ref, as: .dotnet))
        #expect(dotnet.domain == "MsalUiRequiredException")
        #expect(dotnet.classification == "BasicAction")
        let js = try #require(table.diagnosis(ref, as: .js))
        #expect(js.domain == "InteractionRequiredAuthError")
        #expect(js.subError == "basic_action")
        let python = try #require(table.diagnosis(ref, as: .python))
        #expect(python.oauthError == "invalid_grant" && python.classification == "basic_action")
        #expect(table.diagnosis(ref, as: .apple) == table[ref])
        #expect(table.count == 1)  // the lens does not grow the table
    }

    @Test func lensIsNilWhereThePlatformRaisesNoError() throws {
        let table = DiagnosisTable()
        let ref = try #require(table.ref(for: .noCachedToken, on: .apple, during: .acquireTokenSilent))
        #expect(table.diagnosis(ref, as: .python) == nil)
        #expect(table.ref(for: .noCachedToken, on: .python, during: .acquireTokenSilent) == nil)
    }

    @Test func appleSilentAndInteractiveReportTheSameServerErrorDifferently() {
        let silent = PlatformReport.diagnosis(for: .publicClientNotAllowed, on: .apple, during: .acquireTokenSilent)
        let interactive = PlatformReport.diagnosis(for: .commonAuthorityUnsupported, on: .apple,
                                                   during: .acquireTokenInteractive)
        #expect(silent?.internalSubCode == -42003)  // invalid_client is never turned into interaction required
        #expect(interactive?.internalSubCode == -42002)
        let silentRequest = PlatformReport.diagnosis(for: .commonAuthorityUnsupported, on: .apple,
                                                     during: .acquireTokenSilent)
        #expect(silentRequest?.code == .number(-50002))
    }
}
