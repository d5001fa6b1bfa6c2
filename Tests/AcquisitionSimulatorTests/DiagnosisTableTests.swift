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
