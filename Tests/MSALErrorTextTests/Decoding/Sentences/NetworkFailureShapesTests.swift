import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A token request that never got an answer, in the words each runtime prints for it: MSAL Go's
/// `server response error:` with Go's HTTP cause on the next line (or behind `\n` in a logger's
/// field), and the `requests` exceptions MSAL Python lets through.
@Suite struct NetworkFailureShapesTests {
    @Test(arguments: [
        """
        Error: acquiring token: server response error:
         Post "https://login.microsoftonline.com/woodgrove.example/oauth2/v2.0/token": dial tcp: lookup login.microsoftonline.com: no such host
        """,
        #"time="2026-11-20T09:12:44+01:00" level=error msg="token refresh failed" error="server response error:\n Post \"https://login.microsoftonline.com/woodgrove.example/oauth2/v2.0/token\": context deadline exceeded" attempt=3"#,
    ])
    func msalGosFailedCallIsNoNetwork(_ text: String) throws {
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .go)
        #expect(diagnosis.code == .text("server response error:\n %w"))
        #expect(diagnosis.errorDescription?.hasPrefix(#"server response error: Post "https://login.microsoftonline.com/"#) == true)
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    /// A sentence that only looks alike names nothing.
    @Test func otherServerResponseWordsAreNoError() {
        #expect(ErrorTextDecoder.decode("the server response error: rate was 2% today").isEmpty)
    }

    @Test(arguments: ["ConnectTimeout", "ProxyError", "ReadTimeout"])
    func requestsNetworkExceptionsAreNoNetwork(_ name: String) throws {
        let text = """
            Traceback (most recent call last):
              File "/opt/tool/venv/lib/python3.12/site-packages/msal/authority.py", line 180, in tenant_discovery
            requests.exceptions.\(name): HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded with url: /organizations/v2.0/.well-known/openid-configuration
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == "requests.exceptions.\(name)")
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }
}
