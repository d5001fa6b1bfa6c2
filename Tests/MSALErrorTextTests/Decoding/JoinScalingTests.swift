import Testing
import TestSupport
@testable import MSALErrorText

/// The joins of one failure's prints (msal4j's failure line and its exception, a restated
/// response, Visual Studio's first-chance lines) walk a chunk's errors once: a log of many such
/// pairs costs work in proportion to its size. Compared with itself in thread CPU time, as
/// `RobustnessTests` does; a 10-minute limit only guards against a hang.
@Suite(.timeLimit(.minutes(10))) struct JoinScalingTests {
    static let pairs: [(String, String)] = [
        ("msal4j failure line", "2029-01-02 03:04:05.678  WARN 1 --- [pool-1] c.m.a.m.ConfidentialClientApplication : "
            + "[Correlation ID: 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d] Execution of class "
            + "com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed.\n"
            + "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided.\n"),
        ("restated response", "azure.core.exceptions.ClientAuthenticationError: Authentication failed: AADSTS7000215: Invalid client secret provided.\n"
            + "Content: {\"error\":\"invalid_client\",\"error_description\":\"AADSTS7000215: Invalid client secret provided.\",\"error_codes\":[7000215]}\n"),
        ("first-chance line", "Exception thrown: 'Microsoft.Identity.Client.MsalUiRequiredException' in System.Private.CoreLib.dll\n"
            + "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication is required.\n"),
    ]

    @Test(arguments: pairs)
    func manyPairsCostLinearWork(_ name: String, _ pair: String) {
        let small = String(repeating: pair, count: 2_000), large = String(repeating: pair, count: 8_000)
        let smallRun = ThreadCPUTime.measure { ErrorTextDecoder.decode(small).count }
        let largeRun = ThreadCPUTime.measure { ErrorTextDecoder.decode(large).count }
        #expect(smallRun.result == 2_000 && largeRun.result == 8_000, "\(name): one error per pair")
        #expect(largeRun.nanoseconds <= 8 * smallRun.nanoseconds + 50_000_000,
                "\(name): 4× the pairs took \(largeRun.nanoseconds / max(smallRun.nanoseconds, 1))× the work")
    }
}
