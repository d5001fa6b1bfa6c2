import MSALErrorModel
import Testing
@testable import MSALErrorText

/// An exception class several MSALs share, printed without a namespace, takes its platform
/// from the code it carries when only one of those MSALs has that code; a platform the text
/// names itself stays. A bare AADSTS text takes the platform its lines name.
@Suite struct SharedClassPlatformTests {
    private func only(_ text: String) -> Diagnosis? {
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1, "\(text)")
        return diagnoses.first
    }

    @Test(arguments: [
        "MsalClientException: device_network_not_available",
        "MsalClientException: errorCode: device_network_not_available, message: Device network connection is not available.",
        "E/MsalAuth(4242): MsalClientException: errorCode: device_network_not_available",
        "I/flutter (4242): MsalClientException: errorCode: device_network_not_available",
    ])
    func anAndroidOnlyCodeMovesTheSharedClassToAndroid(_ text: String) throws {
        let diagnosis = try #require(only(text))
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.code == .text("device_network_not_available"))
        #expect(Catalog.codeName(of: diagnosis) == "DEVICE_NETWORK_NOT_AVAILABLE")
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    /// A logcat line is an Android app's: a class MSAL Android has, printed there without its
    /// namespace, is Android's whatever its code (`user_canceled` is MSAL.js's spelling; the
    /// Flutter plugin passes such codes through).
    @Test func aSharedClassOnALogcatLineIsAndroids() throws {
        let diagnosis = try #require(only("I/flutter (4242): MsalException: errorCode=user_canceled message=User cancelled the flow."))
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.domain == "MsalException")
        // A class Android lacks keeps the default.
        #expect(only("E/AuthRepo: MsalManagedIdentityException: the endpoint did not answer")?.platform == .dotnet)
    }

    @Test func aCodeMSALNETHasKeepsNET() throws {
        let diagnosis = try #require(only("MsalClientException: errorCode: multiple_matching_tokens_detected"))
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.codeName == "MultipleTokensMatchedError")
    }

    @Test(arguments: [
        ("Microsoft.Identity.Client.MsalClientException: device_network_not_available", Platform.dotnet),
        ("com.microsoft.aad.msal4j.MsalClientException: device_network_not_available", Platform.java),
    ])
    func aNamespaceWrittenInTheTextIsNeverMoved(_ text: String, _ platform: Platform) throws {
        let diagnosis = try #require(only(text))
        #expect(diagnosis.platform == platform)
    }

    @Test(arguments: [
        ("[ERROR] azure.identity._internal.get_token_mixin: ClientSecretCredential.get_token failed: AADSTS90002: Tenant 'x' not found.",
         Platform?.some(.python)),
        ("Get-AzAccessToken: ClientAssertionCredential authentication failed: AADSTS70021: No matching federated identity record found.",
         .some(.dotnet)),
        ("sign-in failed with AADSTS700016: Application with identifier 'a' was not found in the directory.", nil),
    ])
    func aBareAADSTSTextTakesThePlatformItsLineNames(_ text: String, _ platform: Platform?) throws {
        let diagnosis = try #require(only(text))
        #expect(diagnosis.platform == platform)
    }
}
