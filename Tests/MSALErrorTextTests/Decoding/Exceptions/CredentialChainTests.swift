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
}
