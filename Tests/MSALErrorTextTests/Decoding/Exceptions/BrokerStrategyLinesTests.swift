import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL Android's warnings for each broker connection it tried, then the one exception the app
/// got: one failure, with the request's correlation id from the warnings' heading.
@Suite struct BrokerStrategyLinesTests {
    static let id = "4b8e1d27-93c0-4f6a-a2d5-7e0c9b3f1a68"
    static let heading = "[2026-06-02 09:14:40 - thread_id: 31, correlation_id: \(id) - Android 33]"
    static let tries = """
        W/BrokerOperationExecutor:execute: \(heading) [ipc_connection_error] [bound_service] :Failed to bind to service
        W/BrokerOperationExecutor:execute: \(heading) [ipc_connection_error] [account_manager_add_account] :Failed to connect to AccountManager
        """

    @Test func theTriesJoinTheExceptionAfterThem() throws {
        let text = Self.tries + """

            E/TokenRepo: acquireTokenSilent failed
            E/TokenRepo: com.microsoft.identity.client.exception.MsalClientException: Unable to connect to the broker. Please refer to MSAL/Broker logs or suppressed exception (API 19+) for more details.
            E/TokenRepo: \tat com.microsoft.identity.client.internal.controllers.MsalExceptionAdapter.msalExceptionFromBaseException(MsalExceptionAdapter.java:60)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.domain == "MsalClientException")
        #expect(diagnosis.code == .text("Failed to bind the service in broker app"))
        #expect(diagnosis.correlationId == Self.id)
    }

    /// Without the exception (the app logged nothing), the tries of one request are one failure.
    @Test func theTriesAloneAreOneFailure() throws {
        let diagnosis = try decodeOnly(Self.tries)
        #expect(diagnosis.correlationId == Self.id)
    }

    /// Another request's exception (its own id) is not the tries' failure.
    @Test func anotherRequestsExceptionStaysApart() {
        let other = "E/TokenRepo: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50173: The grant has expired. "
            + "Trace ID: 0f1e2d3c-4b5a-4968-8776-a5b4c3d2e100 Correlation ID: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d Timestamp: 2026-06-02 09:14:41Z"
        #expect(ErrorTextDecoder.decode(Self.tries + "\n" + other).count == 2)
    }
}
