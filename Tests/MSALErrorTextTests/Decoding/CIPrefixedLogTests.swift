import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A CI runner (GitHub Actions, Azure Pipelines) writes its timestamp before every line of a
/// job's output: the evidence on the lines around an error is read behind it as without it.
@Suite struct CIPrefixedLogTests {
    static func prefixed(_ lines: [String]) -> String {
        lines.enumerated().map { index, line in "2026-07-08T05:12:3\(index % 10).1\(index)00000Z \(line)" }.joined(separator: "\n")
    }

    @Test func msalPythonsTracebackFrames() throws {
        let text = Self.prefixed([
            "Traceback (most recent call last):",
            #"  File "/home/runner/work/sync/.venv/lib/python3.12/site-packages/msal/authority.py", line 318, in tenant_discovery"#,
            "    raise ValueError(",
            #"ValueError: OIDC Discovery endpoint rejects our request. Error: {"error":"invalid_tenant","error_description":"AADSTS90002: Tenant 'northwind-build' not found.","error_codes":[90002]}"#,
        ])
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.aadsts == [90002])
    }

    @Test func azureCLIsHintBelowTheServiceMessage() throws {
        let text = Self.prefixed([
            "ERROR: AADSTS700082: The refresh token has expired due to inactivity.",
            "Interactive authentication is needed. Please run:",
            "az login --scope https://management.core.windows.net//.default",
        ])
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    @Test func azidentitysResponseBlock() throws {
        let text = Self.prefixed([
            "list secrets: ClientSecretCredential: authentication failed:",
            "POST https://login.microsoftonline.com/3f6b0d2e-8a41-4c97-b5e3-0d7f2a9c6b18/oauth2/v2.0/token",
            "--------------------------------------------------------------------------------",
            "RESPONSE 401 Unauthorized",
            "--------------------------------------------------------------------------------",
            "{",
            #"  "error": "invalid_client","#,
            #"  "error_description": "AADSTS7000215: Invalid client secret provided.","#,
            #"  "error_codes": ["#,
            "    7000215",
            "  ]",
            "}",
        ])
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.httpStatus == 401)
        #expect(diagnosis.aadsts == [7000215])
    }
}
