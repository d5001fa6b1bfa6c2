import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The OAuth error wrappers write right before an AADSTS code, in each of their layouts, is
/// read, so an AADSTS code the catalog does not know still gets the OAuth error's handling.
@Suite struct OAuthErrorBeforeCodeTests {
    private func only(_ text: String) throws -> Diagnosis {
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 1, "\(text)")
        return diagnoses[0]
    }

    @Test(arguments: [
        ("WARNING:msal.application:Refresh failed. invalid_grant: AADSTS700082: The refresh token has expired.", "invalid_grant"),
        ("ERROR: (invalid_client) AADSTS7000215: Invalid client secret provided.", "invalid_client"),
        ("SharedTokenCacheCredential: Microsoft Entra ID error '(invalid_grant) AADSTS50173: Grant revoked.'", "invalid_grant"),
        ("token call failed: [invalid_resource] - [AADSTS500011: The resource principal was not found.]", "invalid_resource"),
        ("SubError: consent_required V2Error: invalid_grant AADSTS65001: No consent.", "invalid_grant"),
    ])
    func eachLayoutGivesTheOAuthError(_ text: String, _ error: String) throws {
        #expect(try only(text).oauthError == error)
    }

    @Test(arguments: [
        "see (the invalid_client page) AADSTS7000215: x",  // a word inside the parentheses, not the whole
        "[x] - [AADSTS500011: not an OAuth error in the brackets]",
        "invalid_grant] - [AADSTS50173: no opening bracket",
        "ERROR: (not_an_oauth_error) AADSTS7000215: x",
    ])
    func otherTextGivesNone(_ text: String) throws {
        #expect(try only(text).oauthError == nil)
    }

    @Test func anExceptionsMessageGivesItTooAndCarriesAnUnknownCode() throws {
        // AADSTS70021 is not in Microsoft's documented list: the OAuth error decides.
        let diagnosis = try only("com.microsoft.aad.msal4j.MsalServiceException: invalid_client: AADSTS70021: No matching federated identity record found.")
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    @Test func theBrokersAnswerRelayedByAzureCLIIsRead() throws {
        let diagnosis = try only("Authentication failed against tenant 1a2b3c4d-0000-4000-8000-000000000111 'Woodgrove': "
            + "SubError: basic_action V2Error: invalid_grant AADSTS50076: Due to a configuration change made by your "
            + "administrator, you must use multi-factor authentication. Status: Response_Status.Status_InteractionRequired, "
            + "Error code: 3399614476, Tag: 558133934")
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.subError == "basic_action")
        #expect(diagnosis.brokerStatus == "InteractionRequired")
        #expect(diagnosis.brokerErrorCode == 3399614476)
        let advice = AdviceEngine.advise(diagnosis)
        #expect(advice.action == .interactiveAuth)
        // pymsalruntime's status enum is MSAL Python's (the Azure CLI runs on it): no .NET call.
        #expect(diagnosis.platform == .python)
        #expect(!advice.developerAdvice.contains("AcquireTokenInteractive"))
    }

    @Test(arguments: ["\n", "\r\n"])
    func azureCoresCodeAndMessageLinesAreTheSameError(_ newline: String) throws {
        let text = ["(invalid_client) AADSTS7000215: Invalid client secret provided.", "Code: invalid_client",
                    "Message: AADSTS7000215: Invalid client secret provided.", "Target: token",
                    "(invalid_grant) AADSTS50173: The grant has expired."].joined(separator: newline)
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 2)
        #expect(diagnoses[0].oauthError == "invalid_client")
        #expect(diagnoses[1].oauthError == "invalid_grant")
    }

    @Test func aCodeLineForAnotherErrorIsNotTaken() throws {
        let diagnoses = ErrorTextDecoder.decode(
            "(invalid_client) AADSTS7000215: x\nCode: invalid_grant\nMessage: AADSTS50173: The grant has expired.")
        #expect(diagnoses.count == 2)
    }
}
