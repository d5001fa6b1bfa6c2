import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Texts whose only sign of their MSAL is a tool's or wrapper's own wording: the Azure CLI's
/// hint (MSAL Python), pymsalruntime's status enum (MSAL Python), azidentity's spellings (Go),
/// the msal4j web sample's page (Java) and the Flutter plugin's print (Android).
@Suite struct PlatformMarkerTests {
    @Test func theAzureCLIsHintBelowTheErrorIsPython() throws {
        let text = """
            ERROR: AADSTS700082: The refresh token has expired due to inactivity. Trace ID: 3e1d9c0a-5b7f-4a2e-8d6c-0f1b2a3c4d5e Correlation ID: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d Timestamp: 2029-05-06 07:08:09Z
            Interactive authentication is needed. Please run:
            az login --scope https://storage.azure.com/.default
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.aadsts == [700082])
        // The same error with no hint names no MSAL.
        #expect(try decodeOnly(String(text.prefix { $0 != "\n" })).platform == nil)
    }

    @Test func goRelayingTheCLIIsGo() throws {
        let text = """
            DefaultAzureCredential: failed to acquire a token.
            Attempted credentials:
            \tAzureCLICredential: ERROR: AADSTS50173: The provided grant is no longer valid. Trace ID: 0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6 Correlation ID: 7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b Timestamp: 2029-05-06 07:08:09Z
            Run az login --tenant contoso.onmicrosoft.com
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.contains { $0.aadsts == [50173] && $0.platform == .go })
    }

    @Test func pymsalruntimesStatusIsPython() throws {
        let diagnosis = try decodeOnly("Authentication failed against tenant 5f4e3d2c-1b0a-4c9d-8e7f-6a5b4c3d2e1f 'Northwind': SubError: basic_action V2Error: invalid_grant AADSTS50076: MFA is needed. Status: Response_Status.Status_InteractionRequired, Error code: 3399614476, Tag: 557973642")
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.aadsts == [50076])
    }

    @Test func theJavaSamplesPageIsJava() throws {
        let diagnosis = try decodeOnly("AAD returned an error response: [invalid_client] - [AADSTS7000215: Invalid client secret provided. Timestamp: 2029-05-06 07:08:09Z]")
        #expect(diagnosis.platform == .java)
        #expect(diagnosis.aadsts == [7000215])
    }

    @Test func theFlutterPluginsPrintIsAndroid() throws {
        let diagnosis = try decodeOnly("Login error => MsalServiceException { errorCode: invalid_request, message: invalid_request;AADSTS90014: The request body must contain 'grant_type'. }")
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.aadsts == [90014])
    }
}

extension PlatformMarkerTests {
    @Test func mssqlJdbcIsJava() throws {
        let diagnosis = try decodeOnly("com.microsoft.sqlserver.jdbc.SQLServerException: Failed to authenticate the user in Active Directory (Authentication=ActiveDirectoryServicePrincipal). AADSTS7000215: Invalid client secret provided.")
        #expect(diagnosis.platform == .java)
    }

    @Test func msalAndroidsLogPrefixIsAndroid() throws {
        let diagnosis = try decodeOnly("[2029-05-06 07:08:09 - thread_id: 88, correlation_id: 2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f - Android 34] Error: invalid_grant AADSTS70043: The refresh token has expired.")
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.correlationId == "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f")
    }

    /// MSAL.js's own log line about an error, right above it, lends it the request's id.
    @Test func msalJSsLogLineAboveLendsTheId() throws {
        let text = """
            [Mon, 07 May 2029 08:09:10 GMT] : [3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f] : @azure/msal-browser@3.27.0 : Error - Event callback error: no_token_request_cache_error
            BrowserAuthError: no_token_request_cache_error: No token request found in cache.
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .text("no_token_request_cache_error"))
        #expect(diagnosis.correlationId == "3d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f")
        #expect(diagnosis.time?.iso == "2029-05-07T08:09:10Z")
    }
}

extension PlatformMarkerTests {
    /// The Azure CLI's `ERROR: <message>` on the line after the `az` command a CI task ran is the
    /// CLI's (MSAL Python); the same line after another command names no MSAL.
    @Test func anAzCommandAboveTheCLIsErrorIsPython() throws {
        let error = "2026-09-03T08:40:02.1180000Z ERROR: AADSTS7000215: Invalid client secret provided. Trace ID: 5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c00 Correlation ID: 0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b Timestamp: 2026-09-03 08:40:02Z"
        let ran = "2026-09-03T08:40:01.0040000Z [command]/usr/bin/az login --service-principal -u *** --password=*** --tenant contoso.example\n"
        #expect(try decodeOnly(ran + error).platform == .python)
        #expect(try decodeOnly("2026-09-03T08:40:01.0040000Z [command]/usr/bin/terraform apply\n" + error).platform == nil)
    }

    /// azure-core's `ClientAuthenticationError: Authentication failed: <message>` as IPython prints
    /// it (no `azure.core.exceptions.` before the class) is MSAL Python's, through azure-identity.
    @Test func azureCoresClassWithoutItsNamespaceIsPython() throws {
        let text = "ClientAuthenticationError: Authentication failed: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication. Trace ID: 6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c00 Correlation ID: 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f Timestamp: 2026-09-03 08:41:00Z"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// azidentity's response block pasted as a quote (`> ` before every line: chat, e-mail,
    /// Markdown) is read as it is unquoted: Go's.
    @Test func aQuotedAzidentityResponseIsGo() throws {
        let text = """
            > Error: InteractiveBrowserCredential authentication failed
            > POST https://login.microsoftonline.com/organizations/oauth2/v2.0/token
            > --------------------------------------------------------------------------------
            > RESPONSE 400: 400 Bad Request
            > --------------------------------------------------------------------------------
            > {
            >   "error": "invalid_grant",
            >   "error_description": "AADSTS53000: Device is not in required device state: compliant. Trace ID: 2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e00 Correlation ID: 8f9e0d1c-2b3a-4495-8687-a9b8c7d6e5f4 Timestamp: 2026-09-03 08:42:00Z",
            >   "error_codes": [53000]
            > }
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.httpStatus == 400)
        #expect(AdviceEngine.advise(diagnosis).action == .deviceCompliance)
    }
}
