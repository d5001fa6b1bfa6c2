import MSALErrorModel
import Testing
@testable import MSALErrorText

/// msal4j's WARN line for a failed request and the exception the app prints right below it
/// are one failure: one error, with the exception's fields and the line's correlation id.
@Suite struct Msal4jFailureLineTests {
    private let failureLine = "2029-03-05 11:42:07.318  WARN 5120 --- [ool-1-thread-3] c.m.aad.msal4j.ConfidentialClientApplication : "
        + "[Correlation ID: 4d3c2b1a-0f9e-4d8c-a7b6-5e4d3c2b1a0f] Execution of class "
        + "com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed"

    private let exception = """
        com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000222: The provided client secret keys for app '6c5b4a39-2817-4f6e-9d0c-1b2a3948576a' are expired.
        \tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:45)
        \tat com.microsoft.aad.msal4j.TokenRequestExecutor.executeTokenRequest(TokenRequestExecutor.java:46)
        """

    @Test(arguments: [
        // 1.15 and later: the message after `failed: `; before: `failed.`; with a blank line between.
        ": AADSTS7000222: The provided client secret keys for app '6c5b4a39-2817-4f6e-9d0c-1b2a3948576a' are expired.\n",
        ".\n",
        ": AADSTS7000222: The provided client secret keys for app '6c5b4a39-2817-4f6e-9d0c-1b2a3948576a' are expired.\n\n",
    ])
    func theLogLineAndTheExceptionAreOneError(_ ending: String) throws {
        let diagnoses = ErrorTextDecoder.decode(failureLine + ending + exception)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.platform == .java)
        #expect(diagnosis.domain == "MsalServiceException")
        #expect(diagnosis.aadsts == [7000222])
        #expect(diagnosis.correlationId == "4d3c2b1a-0f9e-4d8c-a7b6-5e4d3c2b1a0f")
        #expect(diagnosis.time?.iso == "2029-03-05T11:42:07.318", "the error starts at the log line, and has its time")
    }

    @Test func theThrottlingRefusalIsOneError() throws {
        let text = failureLine.replacingOccurrences(of: "AcquireTokenByClientCredentialSupplier", with: "AcquireTokenSilentSupplier")
            + ": Request was throttled according to instructions from STS. Retry in 2750 ms.\n"
            + "com.microsoft.aad.msal4j.MsalThrottlingException: Request was throttled according to instructions from STS. Retry in 2750 ms.\n"
            + "\tat com.microsoft.aad.msal4j.ThrottlingCache.checkForThrottling(ThrottlingCache.java:47)"
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        #expect(diagnoses.first?.domain == "MsalThrottlingException")
        #expect(diagnoses.first?.correlationId == "4d3c2b1a-0f9e-4d8c-a7b6-5e4d3c2b1a0f")
    }

    /// A line between them (another logger's) keeps them apart: the exception may be another request's.
    @Test func anotherLineBetweenKeepsThemApart() {
        let text = failureLine + ": AADSTS50173: The grant was revoked.\n"
            + "2029-03-05 11:42:07.401  INFO 5120 --- [main] c.c.billing.Retry : giving up after 3 tries\n" + exception
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 2)
        #expect(diagnoses.map(\.aadsts) == [[50173], [7000222]])
    }

    /// The app's own ERROR line about the failure may stand between, when the exception below is
    /// the failure the line names (here its cause, a read timeout).
    @Test func theAppsOwnLineBetweenAboutTheSameFailure() throws {
        let text = """
            14:08:02.340 [ForkJoinPool.commonPool-worker-5] WARN  com.microsoft.aad.msal4j.ConfidentialClientApplication - [Correlation ID: 5ca37487-c7f7-42e6-bf67-76bb599f67d7] Execution of class com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed: java.net.SocketTimeoutException: Read timed out
            14:08:02.344 [main] ERROR c.w.billing.ingest.BlobUploader - token acquisition failed, will abort the batch
            com.microsoft.aad.msal4j.MsalClientException: java.net.SocketTimeoutException: Read timed out
            \tat com.microsoft.aad.msal4j.HttpHelper.executeHttpRequest(HttpHelper.java:53)
            Caused by: java.net.SocketTimeoutException: Read timed out
            \tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:546)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "MsalClientException")
        #expect(diagnosis.underlying?.domain == "java.net.SocketTimeoutException")
        #expect(diagnosis.correlationId == "5ca37487-c7f7-42e6-bf67-76bb599f67d7")
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }
}
