import Testing
@testable import MSALErrorModel

/// MSAL.NET's `MsalUiRequiredException` with `invalid_grant`, one test per
/// `UiRequiredExceptionClassification`: all of them lead to interactive acquisition.
@Suite("Advice for UI-required classifications")
struct AdviceClassificationTests {
    static func uiRequired(_ classification: String) -> Diagnosis {
        dotnet("MsalUiRequiredException", "invalid_grant", classification: classification)
    }

    static let cases: [AdviceCase] = [
        AdviceCase("BasicAction", uiRequired("BasicAction"),
                   rule: "classification.basic_action", .interactiveAuth, .signInAgain),
        AdviceCase("AdditionalAction", uiRequired("AdditionalAction"),
                   rule: "classification.additional_action", .interactiveAuth, .extraStepRequired),
        AdviceCase("MessageOnly", uiRequired("MessageOnly"),
                   rule: "classification.message_only", .interactiveAuth, .signInNotPossibleNow),
        AdviceCase("ConsentRequired", uiRequired("ConsentRequired"),
                   rule: "classification.consent_required", .interactiveAuth, .consentRequired),
        AdviceCase("UserPasswordExpired", uiRequired("UserPasswordExpired"),
                   rule: "classification.user_password_expired", .interactiveAuth, .passwordExpired),
        AdviceCase("PromptNeverFailed", uiRequired("PromptNeverFailed"),
                   rule: "classification.prompt_never_failed", .interactiveAuth, .signInAgain),
        AdviceCase("AcquireTokenSilentFailed", uiRequired("AcquireTokenSilentFailed"),
                   rule: "classification.acquire_token_silent_failed", .interactiveAuth, .signInAgain),
        AdviceCase("None", uiRequired("None"),
                   rule: "classification.none", .interactiveAuth, .signInAgain),
    ]

    @Test("each classification leads to interactive acquisition with its own rule", arguments: cases)
    func classification(_ example: AdviceCase) {
        let advice = advise(example.diagnosis)
        #expect(advice.rule == example.rule)
        #expect(advice.action == .interactiveAuth)
        #expect(advice.userMessage == example.message)
        #expect(advice.developerAdvice.contains("AcquireTokenInteractive"))
    }

    @Test("MessageOnly says the interactive call ends in a cancel after the user reads the message")
    func messageOnlyEndsInCancel() {
        let advice = advise(Self.uiRequired("MessageOnly"))
        #expect(advice.developerAdvice.contains("authentication_canceled"))
        #expect(advice.developerAdvice.contains("do not retry"))
    }

    @Test("the classification is read however it is spelled: name, snake case or .NET integer")
    func classificationSpellings() {
        #expect(advise(Self.uiRequired("message_only")).rule == "classification.message_only")
        #expect(advise(Self.uiRequired("1")).rule == "classification.message_only")
        #expect(advise(Self.uiRequired("USERPASSWORDEXPIRED")).rule == "classification.user_password_expired")
        #expect(advise(Self.uiRequired("7")).rule == "classification.acquire_token_silent_failed")
    }

    @Test("a sub-error classifies on other platforms too (Apple -50002 with message_only, Python dict)")
    func subErrorClassifies() {
        let appleAdvice = advise(apple(-50002, oauth: "invalid_grant", subError: "message_only"))
        #expect(appleAdvice.rule == "classification.message_only")
        #expect(appleAdvice.developerAdvice.contains("MSALErrorUserCanceled"))
        let python = advise(dict(.python, "invalid_grant", subError: "additional_action", classification: "additional_action"))
        #expect(python.rule == "classification.additional_action")
        #expect(python.developerAdvice.contains("acquire_token_interactive"))
    }

    @Test("sub-errors that do not classify fall through to the generic rule")
    func nonClassifyingSubError() {
        let advice = advise(apple(-50002, oauth: "invalid_grant", subError: "bad_token"))
        #expect(advice.rule == "interaction.apple")
    }
}
