import MSALErrorModel
import Testing
@testable import MSALErrorText

/// msal-common writes the error it wrapped after `Detail: ` in the message: one error, whose
/// underlying is that cause; a second error on its own line stays an error of its own.
@Suite struct JSDetailNestingTests {
    @Test func aDetailIsTheUnderlyingError() throws {
        let diagnoses = ErrorTextDecoder.decode(
            "AuthError: endpoints_resolution_error: Error: could not resolve endpoints. Detail: "
                + "ClientConfigurationError: untrusted_authority: The provided authority is not a trusted authority.")
        try #require(diagnoses.count == 1)
        #expect(diagnoses[0].code == .text("endpoints_resolution_error"))
        #expect(diagnoses[0].underlying?.domain == "ClientConfigurationError")
        #expect(diagnoses[0].underlying?.code == .text("untrusted_authority"))
    }

    @Test func anErrorOnTheNextLineIsItsOwn() throws {
        let diagnoses = ErrorTextDecoder.decode(
            "AuthError: endpoints_resolution_error: Error: could not resolve endpoints. Detail:\n"
                + "ClientConfigurationError: untrusted_authority: The provided authority is not a trusted authority.")
        #expect(diagnoses.count == 2)
        #expect(diagnoses.allSatisfy { $0.underlying == nil })
    }

    @Test func twoErrorsOnOneLineWithoutDetailStayTwo() throws {
        let diagnoses = ErrorTextDecoder.decode(
            "BrowserAuthError: popup_window_error: blocked. InteractionRequiredAuthError: interaction_required: AADSTS50058: no user")
        #expect(diagnoses.count == 2)
    }
}
