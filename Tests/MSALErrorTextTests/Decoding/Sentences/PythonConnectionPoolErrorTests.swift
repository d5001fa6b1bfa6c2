import MSALErrorModel
import Testing
@testable import MSALErrorText

/// requests' `HTTPSConnectionPool(host='<sign-in host>', …): Max retries exceeded …` in Python's
/// text: MSAL Python's request reached no sign-in host.
@Suite struct PythonConnectionPoolErrorTests {
    /// IPython names the class without its package; the failure is the network's.
    @Test func ipythonsBareConnectionErrorIsNoNetwork() throws {
        let text = #"""
            ConnectionError                           Traceback (most recent call last)
            Cell In[3], line 2
            ----> 2 app = msal.ConfidentialClientApplication(CLIENT_ID, authority=AUTHORITY, client_credential=SECRET)

            ConnectionError: HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded with url: /northwind.example/v2.0/.well-known/openid-configuration (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f00a1b2c3d0>: Failed to resolve 'login.microsoftonline.com' ([Errno -3] Temporary failure in name resolution)"))
            """#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.domain == "ConnectionError")
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    /// The Azure CLI prints the message, then the traceback ending in the exception with it: one error.
    @Test func theAzureCLIsPrintAndItsTracebackAreOne() throws {
        let message = "HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded with url: /organizations/oauth2/v2.0/token (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))"
        let text = """
            The command failed with an unexpected error. Here is the traceback:
            \(message)
            Traceback (most recent call last):
              File "/opt/az/lib/python3.12/site-packages/requests/adapters.py", line 694, in send
            requests.exceptions.ProxyError: \(message)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .python)
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    /// An app's own API out of reach, or the message with nothing Python's around it, is no MSAL error.
    @Test func anotherHostOrNoPythonTextIsNoError() {
        let ownAPI = "Traceback (most recent call last):\nConnectionError: HTTPSConnectionPool(host='api.northwind.example', port=443): Max retries exceeded with url: /orders"
        #expect(ErrorTextDecoder.decode(ownAPI).isEmpty)
        let bare = "HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded with url: /common/oauth2/v2.0/token"
        #expect(ErrorTextDecoder.decode(bare).isEmpty)
    }
}
