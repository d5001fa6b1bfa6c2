import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Azure.Identity's exceptions wrap MSAL.NET's: the wrapper stays the error's class and the
/// MSAL exception its `underlying`, and the wrapper shows the code the app branches on.
@Suite struct WrapperCodeTests {
    @Test func authenticationFailedShowsTheInnerErrorCode() throws {
        let text = """
            Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d' are expired. Trace ID: 5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e Correlation ID: 1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081 Timestamp: 2029-08-14 16:20:31Z
             ---> MSAL.NetCore.4.72.1.0.MsalServiceException:
            \tErrorCode: invalid_client
            Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d' are expired.
               at Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync(CancellationToken cancellationToken)
            \tStatusCode: 401
               --- End of inner exception stack trace ---
               at Azure.Identity.CredentialDiagnosticScope.FailWrapAndThrow(Exception ex, String additionalMessage, Boolean isCredentialUnavailable)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "AuthenticationFailedException")
        #expect(diagnosis.code == .text("invalid_client"))
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(diagnosis.underlying?.domain == "MsalServiceException")
        #expect(diagnosis.underlying?.httpStatus == 401, "the status stays at the level that printed it")
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    /// DefaultAzureCredential's message runs over a line per credential before ` ---> `: the
    /// inner exceptions below are still this one's, and its code is the MSAL one.
    @Test func aMessageOfSeveralLinesKeepsItsInnerExceptions() throws {
        let text = """
            Azure.Identity.CredentialUnavailableException: DefaultAzureCredential failed to retrieve a token from the included credentials.
            - EnvironmentCredential authentication unavailable. Environment variables are not fully configured.
            - ManagedIdentityCredential authentication unavailable. No response received from the managed identity endpoint.
             ---> System.AggregateException: Multiple exceptions were encountered while attempting to authenticate.
             ---> MSAL.NetCore.4.72.1.0.MsalServiceException:
            \tErrorCode: managed_identity_unreachable_network
            Microsoft.Identity.Client.MsalServiceException: [Managed Identity] Authentication unavailable.
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "CredentialUnavailableException")
        #expect(diagnosis.code == .text("managed_identity_unreachable_network"))
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    /// Azure.Core's message has sections with blank lines between them (`Status:`, `Content:`,
    /// `Headers:`): the ` ---> ` inner exception below them is still this exception's, and the
    /// response in `Content:` is no error of its own.
    @Test func azureCoresSectionsKeepTheInnerException() throws {
        let text = """
            Azure.Identity.AuthenticationFailedException: ManagedIdentityCredential authentication failed: [Managed Identity] Authentication unavailable.
            Status: 400 (Bad Request)

            Content:
            {"error":"invalid_request","error_description":"Identity not found"}

            Headers:
            Content-Type: application/json; charset=utf-8

             ---> MSAL.NetCore.4.72.1.0.MsalServiceException:
            	ErrorCode: managed_identity_request_failed
            Microsoft.Identity.Client.MsalServiceException: [Managed Identity] Authentication unavailable.
            	StatusCode: 400
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "AuthenticationFailedException")
        #expect(diagnosis.code == .text("managed_identity_request_failed"))
        #expect(diagnosis.underlying?.httpStatus == 400)
    }

    /// An inner exception far below (more than 8 KB of other text) is read on its own.
    @Test func aFarInnerExceptionIsItsOwn() {
        let filler = String(repeating: "2029-01-02 03:04:05 INFO worker heartbeat ok\n", count: 250)
        let text = "Azure.Identity.CredentialUnavailableException: DefaultAzureCredential failed to retrieve a token.\n"
            + filler + " ---> MSAL.NetCore.4.72.1.0.MsalServiceException:\n\tErrorCode: managed_identity_unreachable_network\n"
        #expect(ErrorTextDecoder.decode(text).count == 2)
    }

    /// An MSAL exception wrapping a system one keeps its own (absent) code.
    @Test func anMSALClassIsNotAWrapper() throws {
        let diagnosis = try decodeOnly("""
            Microsoft.Identity.Client.MsalServiceException: [Managed Identity] Authentication unavailable.
             ---> System.Net.Http.HttpRequestException: No route to host (169.254.169.254:80)
            """)
        #expect(diagnosis.domain == "MsalServiceException")
        #expect(diagnosis.code == nil)
    }
}

extension WrapperCodeTests {
    /// Windows Event Viewer's XML view escapes .NET's inner-exception arrow (` ---&gt; `): the
    /// MSAL exception is still the wrapper's inner one, not an error of its own.
    @Test func anEscapedInnerArrowInEventXMLIsStillInner() throws {
        let text = """
            <Data>Exception:
            Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app &apos;9c8b7a6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d&apos; are expired.
             ---&gt; Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys are expired. Trace ID: 3b2a1c0d-9e8f-4a7b-6c5d-4e3f2a1b0c00 Correlation ID: 7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910 Timestamp: 2026-09-03 09:00:00Z
               at Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync(CancellationToken cancellationToken)
               --- End of inner exception stack trace ---</Data>
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "AuthenticationFailedException")
        #expect(diagnosis.underlying?.domain == "MsalServiceException")
        #expect(diagnosis.aadsts == [7000222])
    }
}
