import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSALRuntime's `Created an error: …, StatusInternal::<status>, …, Error Code <n>` line, as each
/// MSAL that forwards it logs it: the broker's status and number, the MSAL its own words name
/// (never MSAL.NET's class for a word that only looks like its code's name), and one failure
/// with the error the MSAL then reports.
@Suite struct RuntimeErrorLineTests {
    static let runtime = "[MSAL:0003]\tERROR  \tErrorInternalImpl:134\tCreated an error: 7hq2c, "
        + "StatusInternal::InteractionRequired, InternalEvent::None, Error Code 3399614476, Context '(pii)'"

    @Test func msalPythonsBrokerLoggerLine() throws {
        let diagnosis = try decodeOnly("2026-04-09 16:20:11,402 DEBUG msal.broker: \(Self.runtime)")
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == nil)
        #expect(diagnosis.brokerStatus == "InteractionRequired")
        #expect(diagnosis.brokerErrorCode == 3_399_614_476)
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// msal-node-extensions forwards the line; MSAL.js then rejects with its own error: one failure.
    @Test func forwardedByMSALNodeAndReportedByIt() throws {
        let heading = "[Thu, 09 Apr 2026 16:20:11 GMT] : [] : @azure/msal-node-extensions@1.5.2 : Error - "
        let text = """
            \(heading)\(Self.runtime)
            [Thu, 09 Apr 2026 16:20:11 GMT] : [] : @azure/msal-node@2.16.2 : Info - acquireTokenSilent failed
            InteractionRequiredAuthError: interaction_required: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .js)
        #expect(diagnosis.domain == "InteractionRequiredAuthError")
        #expect(diagnosis.brokerStatus == "InteractionRequired")
        #expect(diagnosis.brokerErrorCode == 3_399_614_476)
    }

    /// A user who closes the account picker: the status alone says so (its number is 0: none).
    @Test func aCanceledPickerWithoutAnMSALError() throws {
        let line = "[MSAL:0005]\tERROR  \tErrorInternalImpl:134\tCreated an error: 2pd8w, StatusInternal::UserCanceled, "
            + "InternalEvent::None, Error Code 0, Context 'User canceled the account picker'"
        let diagnosis = try decodeOnly(line)
        #expect(diagnosis.platform == nil, "the line alone does not say which MSAL forwarded it")
        #expect(diagnosis.brokerStatus == "UserCanceled")
        #expect(diagnosis.brokerErrorCode == nil)
        #expect(AdviceEngine.advise(diagnosis).action == .userCanceledOptionalRetry)
    }

    /// Not a status the broker reports: nothing.
    @Test func anUnknownStatusIsNoError() {
        #expect(ErrorTextDecoder.decode("Created an error: 1ab2c, StatusInternal::Frobnicated, Error Code 5").isEmpty)
    }
}
