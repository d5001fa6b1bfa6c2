import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL Python's `broker_error` result: the MSALRuntime status in its description decides
/// the handling, written as the runtime's enum prints it or as a bare name.
@Suite struct PythonBrokerErrorTests {
    private func diagnosis(status: String, context: String = "The request requires user interaction.") throws -> Diagnosis {
        let text = "{'error': 'broker_error', 'error_description': '\(context). Status: \(status), Error code: 3399614476, Tag: 508634570'}"
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 1)
        return diagnoses[0]
    }

    @Test(arguments: [
        ("Response_Status.Status_AccountUnusable", "AccountUnusable", RecommendedAction.interactiveAuth),
        ("Response_Status.Status_InteractionRequired", "InteractionRequired", .interactiveAuth),
        ("Status_NoNetwork", "NoNetwork", .noNetwork),
        ("IncorrectConfiguration", "IncorrectConfiguration", .fixAppConfiguration),
        ("Response_Status.Status_Unexpected", "Unexpected", .genericMessageInternal),
    ])
    func theStatusDecidesTheAction(_ written: String, _ status: String, _ action: RecommendedAction) throws {
        let diagnosis = try diagnosis(status: written)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.brokerStatus == status)
        #expect(diagnosis.brokerErrorCode == 3399614476)
        #expect(diagnosis.errorDescription?.hasPrefix("The request requires user interaction.") == true)
        #expect(AdviceEngine.advise(diagnosis).action == action)
    }

    @Test func theAdviceNamesPythonsCall() throws {
        let advice = AdviceEngine.advise(try diagnosis(status: "Response_Status.Status_AccountUnusable"))
        #expect(advice.developerAdvice.contains("acquire_token_interactive"))
        #expect(!advice.developerAdvice.contains("AcquireTokenInteractive"))
    }

    @Test func aStatusInTheContextIsNotTheRuntimes() throws {
        // The context is free text: the last `. Status: ` is the one MSAL Python wrote.
        let diagnosis = try diagnosis(status: "Response_Status.Status_NoNetwork",
                                      context: "Sign-in said. Status: InteractionRequired, retrying")
        #expect(diagnosis.brokerStatus == "NoNetwork")
    }

    @Test func aBrokerErrorWithoutAStatusStaysALibraryFailure() throws {
        let diagnoses = ErrorTextDecoder.decode("{'error': 'broker_error', 'error_description': 'prompt=\"none\" will not work'}")
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].brokerStatus == nil)
        #expect(AdviceEngine.advise(diagnoses[0]).action == .genericMessageInternal)
    }
}
