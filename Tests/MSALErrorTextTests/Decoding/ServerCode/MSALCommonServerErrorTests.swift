import MSALErrorModel
import Testing
@testable import MSALErrorText

/// msal-common writes a server error's message as `<error>: Error(s): <codes> - Timestamp: … -
/// Description: … - Correlation ID: … - Trace ID: …`; apps (Teams Toolkit, VS Code extensions)
/// log that message without the class. The OAuth error before `Error(s):` is the code, and the
/// shape is MSAL.js's.
@Suite struct MSALCommonServerErrorTests {
    @Test func theMessageWithoutItsClassIsMSALJSs() throws {
        let text = "[2026-12-08T02:11:41.977Z] [Error] - [M365] Failed to get token silently: invalid_grant: Error(s): 50173 - "
            + "Timestamp: 2026-12-08 02:11:41Z - Description: AADSTS50173: The provided grant has expired due to it being revoked. "
            + "Trace ID: 6f3a0c92-d8e1-4b57-a4c6-1e9d7b2f5a01 Correlation ID: e85b2d47-3f1a-4c96-b0e8-7a4d9c6f1b22 "
            + "Timestamp: 2026-12-08 02:11:41Z - Correlation ID: e85b2d47-3f1a-4c96-b0e8-7a4d9c6f1b22 - Trace ID: 6f3a0c92-d8e1-4b57-a4c6-1e9d7b2f5a01"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .js)
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.aadsts == [50173])
        #expect(diagnosis.correlationId == "e85b2d47-3f1a-4c96-b0e8-7a4d9c6f1b22")
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// A word that is no OAuth error before `Error(s):` names nothing.
    @Test func otherWordsBeforeTheListAreNoCode() throws {
        let diagnosis = try decodeOnly("Import failed: Error(s): 3 - AADSTS50173: The provided grant has expired.")
        #expect(diagnosis.oauthError == nil)
        #expect(diagnosis.platform == nil)
    }
}
