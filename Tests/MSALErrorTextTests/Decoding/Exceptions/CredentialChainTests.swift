import MSALErrorModel
import Testing
@testable import MSALErrorText

/// DefaultAzureCredential's wrapper lists each credential it tried; the one that failed holds
/// the service's answer. With a hint and a blank line inside the list, that line was read as an
/// error of its own and the wrapper as a second one with no code: they are one failure.
@Suite struct CredentialChainTests {
    static let chain = """
        Unhandled exception. Azure.Identity.AuthenticationFailedException: DefaultAzureCredential failed to retrieve a token from the included credentials. See the troubleshooting guide for more information. https://aka.ms/azsdk/net/identity/defaultazurecredential/troubleshoot
        - EnvironmentCredential authentication unavailable. Environment variables are not fully configured.
        - ManagedIdentityCredential authentication unavailable. No response received from the managed identity endpoint.
        - AzureCliCredential authentication failed: ERROR: AADSTS50078: Presented multi-factor authentication has expired due to policies configured by your administrator. Trace ID: 5d1f2c8a-93b4-4e07-a6c1-2f8e4d7b3a00 Correlation ID: a7c3e912-4b6d-4f15-8e2a-91d0c6b5f4e3 Timestamp: 2026-03-18 14:22:07Z
        Interactive authentication is needed. Please run:
        az login --scope https://management.core.windows.net//.default

        - Azure Developer CLI could not be found.
         ---> System.AggregateException: Multiple exceptions were encountered while attempting to authenticate. (AzureCliCredential authentication failed: ERROR: AADSTS50078: Presented multi-factor authentication has expired.)
           at Azure.Identity.DefaultAzureCredential.GetTokenFromSourcesAsync(TokenCredential[] sources, TokenRequestContext requestContext, Boolean async, CancellationToken cancellationToken)
           at Tailwind.Provisioner.Program.Main(String[] args) in /src/provisioner/Program.cs:line 27
        """

    @Test func theFailedCredentialsAnswerIsTheWrappersError() throws {
        let diagnosis = try decodeOnly(Self.chain)
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.domain == "AuthenticationFailedException")
        #expect(diagnosis.aadsts == [50078])
        #expect(diagnosis.correlationId == "a7c3e912-4b6d-4f15-8e2a-91d0c6b5f4e3")
        #expect(diagnosis.traceId == "5d1f2c8a-93b4-4e07-a6c1-2f8e4d7b3a00")
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// A server error logged on its own line after a wrapper is not taken in when it is no
    /// item of the wrapper's list.
    @Test func anErrorOutsideTheListStaysApart() {
        let text = """
            Azure.Identity.CredentialUnavailableException: EnvironmentCredential authentication unavailable. Environment variables are not fully configured.
            2026-03-18T14:22:09Z ERROR AADSTS50078: Presented multi-factor authentication has expired.
            """
        #expect(ErrorTextDecoder.decode(text).count == 2)
    }

    /// azure-identity for Python lists the credentials under `Attempted credentials:`, each
    /// tab-indented as `<Name>Credential: <reason>`; the shared cache's Entra ID error gives
    /// the wrapper its OAuth error, AADSTS code and ids, and the platform is Python.
    @Test func pythonsChainTakesTheFailedCredentialsAnswer() throws {
        let text = """
            azure.core.exceptions.ClientAuthenticationError: DefaultAzureCredential failed to retrieve a token from the included credentials.
            Attempted credentials:
            \tEnvironmentCredential: EnvironmentCredential authentication unavailable. Environment variables are not fully configured.
            \tManagedIdentityCredential: ManagedIdentityCredential authentication unavailable, no response from the IMDS endpoint.
            \tSharedTokenCacheCredential: Microsoft Entra ID error '(invalid_grant) AADSTS50173: The provided grant has expired due to it being revoked. Trace ID: 7e2b9c41-5d08-4a3f-b6e1-0c9d4f2a8b00 Correlation ID: 3f9a1d7e-2c64-4b85-9e07-d1a6c3b8f512 Timestamp: 2026-06-03 10:41:22Z'
            \tAzureCliCredential: Azure CLI not found on path
            To mitigate this issue, please refer to the troubleshooting guidelines here at https://aka.ms/azsdk/python/identity/defaultazurecredential/troubleshoot.
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == "ClientAuthenticationError")
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [50173])
        #expect(diagnosis.correlationId == "3f9a1d7e-2c64-4b85-9e07-d1a6c3b8f512")
        #expect(diagnosis.traceId == "7e2b9c41-5d08-4a3f-b6e1-0c9d4f2a8b00")
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// `ClientAuthenticationError: Authentication failed: <message>` is the service's message
    /// itself, read as before (with its `Content:` line): not a chain's wrapper.
    @Test func pythonsSingleCredentialFailureIsTheServicesMessage() throws {
        let diagnosis = try decodeOnly("""
            azure.core.exceptions.ClientAuthenticationError: Authentication failed: (invalid_client) AADSTS7000222: The provided client secret keys for app '1c7e4b90-2d3f-4a58-b6c1-e0f9a8d7c654' are expired.
            """)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == nil)
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }
}
