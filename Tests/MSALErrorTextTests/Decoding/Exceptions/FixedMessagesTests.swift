import MSALErrorModel
import Testing
@testable import MSALErrorText

/// An exception printed without its code (Android's and msal4j's `toString()` never holds it;
/// a .NET message logged alone) still gets the code its fixed message stands for.
@Suite struct FixedMessagesTests {
    @Test(arguments: [
        ("com.microsoft.aad.msal4j.MsalClientException: Expired Device code", Platform.java, "code_expired",
         RecommendedAction.interactiveAuth),
        ("com.microsoft.aad.msal4j.MsalClientException: Broker implementation missing", .java, "missing_broker",
         .fixAppConfiguration),
        ("E/SignIn: com.microsoft.identity.client.exception.MsalClientException: Unable to connect to the broker. Please refer to MSAL/Broker logs or suppressed exception (API 19+) for more details.",
         .android, "Failed to bind the service in broker app", .genericMessageInternal),
        ("com.microsoft.identity.client.exception.MsalClientException: There is no signed in account.", .android,
         "no_current_account", .interactiveAuth),
        ("Microsoft.Identity.Client.MsalUiRequiredException: No account or login hint was passed to the AcquireTokenSilent call. ",
         .dotnet, "user_null", .interactiveAuth),
        ("Microsoft.Identity.Client.MsalClientException: User canceled authentication. ", .dotnet,
         "authentication_canceled", .userCanceledOptionalRetry),
        ("MsalClientException: The application cannot access the iOS keychain for the application publisher (the TeamId is null). This is needed to enable Single Sign On.",
         .dotnet, "cannot_access_publisher_keychain", .fixAppConfiguration),
        ("Microsoft.Identity.Client.MsalClientException: Only loopback redirect uri is supported, but msal1c2d://auth was found. Configure http://localhost or http://localhost:port both during app registration and when you create the PublicClientApplication object.",
         .dotnet, "loopback_redirect_uri", .fixAppConfiguration),
        // Azure.Identity's wrapper in front of MSAL.NET's message.
        ("Azure.Identity.AuthenticationFailedException: DeviceCodeCredential authentication failed: Verification code expired before contacting the server",
         .dotnet, "code_expired", .interactiveAuth),
        ("com.microsoft.aad.msal4j.MsalClientException: Only loopback redirect URI is supported, but contoso.example was found.",
         .java, "loopback_redirect_uri", .fixAppConfiguration),
        ("Caused by: com.microsoft.identity.client.exception.MsalClientException: The redirect URI in the configuration file doesn't match with the one generated with package name and signature hash. Please verify the uri in the config file and your app registration in Azure portal.",
         .android, "redirect_uri_validation_error", .fixAppConfiguration),
    ])
    func theMessageNamesTheCode(_ text: String, _ platform: Platform, _ code: String, _ action: RecommendedAction) throws {
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.platform == platform)
        #expect(diagnosis.code == .text(code))
        #expect(AdviceEngine.advise(diagnosis).action == action)
    }

    /// Another MSAL's sentence names nothing: the table is per platform.
    @Test func aSentenceOfAnotherMSALNamesNoCode() {
        let diagnosis = ErrorTextDecoder.decode("Microsoft.Identity.Client.MsalClientException: Expired Device code").first
        #expect(diagnosis?.code == nil)
    }

    /// A logged code wins over the sentence.
    @Test func aLoggedCodeWins() {
        let text = "Microsoft.Identity.Client.MsalClientException: User canceled authentication.\n\tErrorCode: access_denied"
        #expect(ErrorTextDecoder.decode(text).first?.code == .text("access_denied"))
    }
}

extension FixedMessagesTests {
    /// msal4j makes `MsalInteractionRequiredException` only from an `invalid_grant` response.
    @Test func msal4jsInteractionRequiredIsInvalidGrant() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(
            "com.microsoft.aad.msal4j.MsalInteractionRequiredException: AADSTS50078: Presented multi-factor authentication has expired.").first)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.oauthError == "invalid_grant")
        // MSAL.NET's class of a similar name says nothing of the kind.
        let dotnet = try #require(ErrorTextDecoder.decode(
            "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50078: Presented multi-factor authentication has expired.").first)
        #expect(dotnet.oauthError == nil)
    }

    @Test func aFutureWrappingMsal4jsThrottlingShowsItsCode() throws {
        let text = """
            java.util.concurrent.ExecutionException: com.microsoft.aad.msal4j.MsalThrottlingException: Request was throttled according to instructions from STS. Retry in 2210 ms.
            \tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)
            Caused by: com.microsoft.aad.msal4j.MsalThrottlingException: Request was throttled according to instructions from STS. Retry in 2210 ms.
            \tat com.microsoft.aad.msal4j.ThrottlingCache.checkForThrottling(ThrottlingCache.java:47)
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        #expect(diagnoses.first?.code == .text("throttled_request"))
        #expect(diagnoses.first.map { AdviceEngine.advise($0).action } == .retryAfterDelay)
    }

    /// Visual Studio's `An exception of type 'T' occurred in X but was not handled in user code`
    /// puts the message on the next line, without `Additional information:`.
    @Test func visualStudiosHeaderTakesTheMessageOnTheNextLine() throws {
        let diagnosis = try decodeOnly("""
            Exception thrown: 'Microsoft.Identity.Client.MsalClientException' in System.Private.CoreLib.dll
            An exception of type 'Microsoft.Identity.Client.MsalClientException' occurred in System.Private.CoreLib.dll but was not handled in user code
            Only loopback redirect uri is supported, but urn:ietf:wg:oauth:2.0:oob was found. See https://aka.ms/msal-net-os-browser for details

            The thread 0x2f10 has exited with code 0 (0x0).
            """)
        #expect(diagnosis.domain == "MsalClientException")
        #expect(diagnosis.code == .text("loopback_redirect_uri"))
        #expect(diagnosis.errorDescription?.hasPrefix("Only loopback redirect uri is supported") == true)
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }
}
