import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Structured loggers (logrus, slog, zap's console form) write the error under their own
/// `error="…"` key, as a sentence that holds the server's response escaped once more. That
/// sentence is not an OAuth error code: the response is read from inside it.
@Suite struct ResponseInsideLoggerFieldTests {
    @Test func aLogrusErrorFieldHoldingAGoResponse() throws {
        let text = #"time="2029-07-19T08:41:10+02:00" level=error msg="sign-in callback" error="exchange code: http call(https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token)(POST) error: reply status code was 400:\n{\"error\":\"invalid_grant\",\"error_description\":\"AADSTS54005: The code was used before. Trace ID: 6a0d7b61-3c2e-4f51-9e0a-2b7f4c1d8e90\",\"error_codes\":[54005],\"correlation_id\":\"c1f0a2b3-4d5e-4f60-8a7b-9c0d1e2f3a4b\"}" route=/signin-oidc"#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [54005])
        #expect(diagnosis.httpStatus == 400, "Go's status sentence stands inside the field too")
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.correlationId == "c1f0a2b3-4d5e-4f60-8a7b-9c0d1e2f3a4b")
        #expect(diagnosis.time?.iso == "2029-07-19T06:41:10Z")
    }

    /// An `error=` field whose sentence holds no response is no OAuth error.
    @Test func aSentenceUnderErrorIsNoCode() {
        let diagnoses = ErrorTextDecoder.decode(#"level=error error="could not reach the cache: timeout after 3 tries" path=/api/orders"#)
        #expect(diagnoses.allSatisfy { $0.code != .text("could not reach the cache: timeout after 3 tries") })
        #expect(diagnoses.allSatisfy { $0.oauthError == nil })
    }

    /// A form field's one-word value is still read as it was.
    @Test func aFormValueStaysTheCode() throws {
        let diagnosis = try decodeOnly("GET /callback?error=access_denied&error_description=AADSTS65004%3A+User+declined+to+consent.&state=12")
        #expect(diagnosis.oauthError == "access_denied")
        #expect(diagnosis.aadsts == [65004])
    }
}

/// A response printed over several lines of a CI log whose every line has the runner's
/// timestamp: the numbers of the timestamps inside `error_codes` are no codes.
@Suite struct PrefixedResponseLinesTests {
    @Test func aRunnersTimestampsAreNoCodes() throws {
        let body = [
            "{", #"  "error": "invalid_client","#, #"  "error_description": "AADSTS7000222: The provided client secret keys are expired.","#,
            #"  "error_codes": ["#, "    7000222", "  ],", #"  "trace_id": "3b9f0d1e-5c72-4a86-9e04-b6d2f8a1c700""#, "}",
        ]
        let text = body.enumerated().map { index, line in "2026-05-11T06:42:17.55\(index)0000Z \(line)" }.joined(separator: "\n")
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(diagnosis.aadsts == [7000222])
    }
}

/// A wrapper's sentence and the response it prints on the next line are one error.
@Suite struct RestatedResponseTests {
    @Test func azureCoresContentLineIsTheSameError() throws {
        let text = """
            azure.core.exceptions.ClientAuthenticationError: Authentication failed: AADSTS700024: Client assertion is not within its valid time range. Trace ID: 2b3c4d5e-6f70-4819-a2b3-c4d5e6f70819 Correlation ID: 7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f Timestamp: 2029-10-02 04:05:06Z
            Content: {"error":"invalid_client","error_description":"AADSTS700024: Client assertion is not within its valid time range.","error_codes":[700024],"correlation_id":"7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f"}
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.oauthError == "invalid_client")
        #expect(diagnosis.aadsts == [700024])
        #expect(diagnosis.correlationId == "7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f")
    }

    /// A response with other codes on the next line is another error.
    @Test func anotherResponseStaysApart() {
        let text = """
            azure.core.exceptions.ClientAuthenticationError: Authentication failed: AADSTS700024: Client assertion is not within its valid time range.
            Content: {"error":"invalid_grant","error_description":"AADSTS50173: The grant was revoked.","error_codes":[50173]}
            """
        #expect(ErrorTextDecoder.decode(text).count == 2)
    }

    /// PowerShell's `+ CategoryInfo` line names the type of the error printed above it.
    @Test func powerShellsCategoryLineIsNoSecondError() throws {
        let text = """
            Connect-AzAccount : ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app '4c3b2a19-0817-4f6e-8d5c-4b3a29180716' are expired.
            At line:1 char:1
            + Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant contoso.onmicrosoft.com
            + ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                + CategoryInfo          : CloseError: (:) [Connect-AzAccount], AuthenticationFailedException
                + FullyQualifiedErrorId : Microsoft.Azure.Commands.Profile.ConnectAzureRmAccountCommand
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        #expect(diagnoses.first?.aadsts == [7000222])
        #expect(diagnoses.first?.platform == .dotnet)
    }
}
