import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL Python's `ValueError` when it cannot read the authority's OpenID configuration: the
/// sentence names no code, and is the app's configuration to fix. (The real MSAL for Python
/// raises it in `RealPythonClientTests`; these are the shapes around it.)
@Suite struct PythonAuthorityFailureTests {
    /// The Azure CLI prints the message, then the traceback that ends in the same message:
    /// one error, not two; the traceback's source lines are no error either.
    @Test func theAzureCLIsBlockIsOneError() throws {
        let text = #"""
            The command failed with an unexpected error. Here is the traceback:
            Unable to get authority configuration for https://login.microsoftonline.com/fabrikam-test.onmicrosoft.con. Authority would typically be in a format of https://login.microsoftonline.com/your_tenant or https://tenant_name.ciamlogin.com or https://tenant_name.b2clogin.com/tenant.onmicrosoft.com/policy.  Also please double check your tenant name or GUID is correct.
            Traceback (most recent call last):
              File "C:\hostedtoolcache\cli\Lib\site-packages\knack/cli.py", line 233, in invoke
              File "C:\hostedtoolcache\cli\Lib\site-packages\msal/authority.py", line 114, in __init__
                "Unable to get authority configuration for {}. "
            ValueError: Unable to get authority configuration for https://login.microsoftonline.com/fabrikam-test.onmicrosoft.con. Authority would typically be in a format of https://login.microsoftonline.com/your_tenant or https://tenant_name.ciamlogin.com or https://tenant_name.b2clogin.com/tenant.onmicrosoft.com/policy.  Also please double check your tenant name or GUID is correct.
            To check existing issues, please visit: https://github.com/Azure/azure-cli/issues
            """#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == "ValueError")
        #expect(diagnosis.errorDescription?.hasPrefix("Unable to get authority configuration for https://login.microsoftonline.com/fabrikam-test") == true)
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    /// The discovery's own failure with the service's JSON answer, and the `Unable to get …`
    /// MSAL raised while handling it: one error, with the answer's code and ids, MSAL Python's.
    @Test func aChainedDiscoveryFailureIsOneErrorWithTheAnswersCode() throws {
        let text = #"""
            Traceback (most recent call last):
              File "/srv/app/.venv/lib/python3.12/site-packages/msal/authority.py", line 98, in __init__
                openid_config = tenant_discovery(
              File "/srv/app/.venv/lib/python3.12/site-packages/msal/authority.py", line 298, in tenant_discovery
                raise ValueError("OIDC Discovery failed on {}. HTTP status: {}, Error: {}".format(
            ValueError: OIDC Discovery failed on https://login.microsoftonline.com/northwnd/v2.0/.well-known/openid-configuration. HTTP status: 400, Error: {"error": "invalid_tenant", "error_description": "AADSTS90002: Tenant 'northwnd' not found. Trace ID: 2b7c1d9e-0f3a-4c5b-8d6e-7f8091a2b3c4 Correlation ID: 6e5d4c3b-2a19-4087-b6c5-d4e3f2a1b0c9 Timestamp: 2026-10-14 08:02:11Z", "error_codes": [90002]}

            During handling of the above exception, another exception occurred:

            Traceback (most recent call last):
              File "/srv/app/worker.py", line 41, in build_client
                return msal.ConfidentialClientApplication(settings.client_id, authority=settings.authority)
              File "/srv/app/.venv/lib/python3.12/site-packages/msal/authority.py", line 114, in __init__
                raise ValueError(error_message)
            ValueError: Unable to get authority configuration for https://login.microsoftonline.com/northwnd. Authority would typically be in a format of https://login.microsoftonline.com/your_tenant or https://tenant_name.ciamlogin.com or https://tenant_name.b2clogin.com/tenant.onmicrosoft.com/policy.  Also please double check your tenant name or GUID is correct.
            """#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == "ValueError")
        #expect(diagnosis.oauthError == "invalid_tenant")
        #expect(diagnosis.aadsts == [90002])
        #expect(diagnosis.correlationId == "6e5d4c3b-2a19-4087-b6c5-d4e3f2a1b0c9")
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    /// Two workers' failures for two tenants, logged an hour apart: two errors.
    @Test func twoLoggedFailuresAreTwo() {
        let text = """
            2026-10-14 08:02:11,204 ERROR worker-1 token client: Unable to get authority configuration for https://login.microsoftonline.com/tailspin-dev. Authority would typically be in a format of https://login.microsoftonline.com/your_tenant  Also please double check your tenant name or GUID is correct.
            2026-10-14 09:02:11,377 ERROR worker-2 token client: Unable to get OIDC authority configuration for https://auth.tailspin.example/tenant because its OIDC Discovery endpoint is unavailable at https://auth.tailspin.example/tenant/.well-known/openid-configuration  Also please double check your tenant name or GUID is correct.
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 2)
        #expect(diagnoses.allSatisfy { $0.platform == .python && AdviceEngine.advise($0).action == .fixAppConfiguration })
    }

    /// The sentence with no URL after it (MSAL Python's source, a sentence of the app's own) is no error.
    @Test func withoutAnAuthorityURLItIsNoError() {
        #expect(ErrorTextDecoder.decode(#"    "Unable to get authority configuration for {}. ""#).isEmpty)
        #expect(ErrorTextDecoder.decode("Unable to get authority configuration for the dashboard widget").isEmpty)
    }
}
