import MSALErrorModel
import Testing
@testable import MSALErrorText

/// An unquoted `None` after a label is Python's null (urllib3's `Retry(…, status=None)`, a result dict's
/// `'error': None`), not MSAL.NET's `UiRequiredExceptionClassification.None`: no error of its own.
/// After a label that names a code alone (`ErrorCode: None`) it is still that value.
@Suite struct PythonNoneTests {
    @Test func pythonsNullAfterALabelIsNoError() {
        let retry = "2026-09-03 08:20:01,337 WARNING [worker_1] urllib3.connectionpool: Retrying (Retry(total=0, connect=None, "
            + "read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError(...)': /common/oauth2/v2.0/token"
        #expect(ErrorTextDecoder.decode(retry).isEmpty)
        #expect(ErrorTextDecoder.decode("cache check: {'error': None, 'scope': 'User.Read'}").isEmpty)
    }

    /// MSAL.NET's own `Classification: None` in its exception dump is still read.
    @Test func dotNetsClassificationNoneIsStillRead() throws {
        let text = """
            Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50173: The provided grant has expired.
               Classification: None
               StatusCode: 400
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.classification == "None")
        #expect(diagnosis.httpStatus == 400)
    }
}
