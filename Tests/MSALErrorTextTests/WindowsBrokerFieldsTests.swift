import MSALErrorModel
import Testing
@testable import MSALErrorText

@Suite struct WindowsBrokerFieldsTests {
    private func decodeOne(_ text: String) -> Diagnosis? {
        let found = ErrorTextDecoder.decode(text)
        #expect(found.count == 1)
        return found.first
    }

    @Test("a numeric ErrorCode is the broker's number, not an MSAL code")
    func numericErrorCode() {
        let diagnosis = decodeOne("""
            Microsoft.Identity.Client.MsalServiceException: WAM Error
             Error Message: NetworkTemporarilyUnavailable
             Internal Error Code: 557973648
            \tErrorCode: 3399614476
            """)
        #expect(diagnosis?.code == nil)
        #expect(diagnosis?.brokerErrorCode == 3399614476)
        #expect(diagnosis?.brokerStatus == "NetworkTemporarilyUnavailable")
        #expect(AdviceEngine.advise(diagnosis!).rule == "broker.no_network")
    }

    @Test("Internal Error Code alone is the internal sub-code, never the broker number")
    func internalCodeIsNotTheBrokerNumber() {
        let diagnosis = decodeOne("""
            Microsoft.Identity.Client.MsalUiRequiredException: WAM Error
             Internal Error Code: 557973645
            """)
        #expect(diagnosis?.internalSubCode == 557973645)
        #expect(diagnosis?.brokerErrorCode == nil)
    }

    @Test("free text after Error Message is not a status, and WAM Error Message is skipped")
    func onlyKnownStatuses() {
        let diagnosis = decodeOne("""
            Microsoft.Identity.Client.MsalUiRequiredException: WAM Error
             Error Code: 3399614467
             WAM Error Message: NoNetwork
             Error Message: The account needs attention
             Internal Error Code: 557973645
            """)
        #expect(diagnosis?.brokerErrorCode == 3399614467)
        #expect(diagnosis?.brokerStatus == nil)
    }

    @Test("other .NET exceptions get no broker fields")
    func notABrokerError() {
        let diagnosis = decodeOne("""
            Microsoft.Identity.Client.MsalServiceException: AADSTS50076: MFA required. Error code: 50076
            \tErrorCode: invalid_grant
            """)
        #expect(diagnosis?.brokerErrorCode == nil)
        #expect(diagnosis?.brokerStatus == nil)
    }

    @Test("the number is shown with its 32-bit hexadecimal form", arguments: [
        (3399614467, "3399614467 (0xCAA20003)"), (-2147023838, "-2147023838 (0x80070422)"), (5, "5 (0x00000005)"),
        (99999999999, "99999999999"),
    ])
    func codeText(_ code: Int, _ text: String) {
        #expect(WindowsBrokerError.codeText(code) == text)
    }
}
