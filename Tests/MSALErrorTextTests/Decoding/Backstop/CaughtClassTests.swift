import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A handler that catches a class names no error that happened: the `catch` blocks of code
/// pasted with a question.
@Suite struct CaughtClassTests {
    @Test func aCatchBlockIsNoError() {
        let code = """
            try {
                result = await app.AcquireTokenSilent(scopes, account).ExecuteAsync();
            } catch (MsalUiRequiredException ex) {
                result = await app.AcquireTokenInteractive(scopes).ExecuteAsync();
            }
            """
        #expect(ErrorTextDecoder.decode(code).isEmpty)
        #expect(ErrorTextDecoder.decode("Should I catch MsalUiRequiredException here, or let it bubble up?").isEmpty)
        let failure = "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.\n"
        #expect(ErrorTextDecoder.decode(failure + code).count == 1)
    }
}
