import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Records of a log that hold errors in shapes the line rules alone misread: a JSON log entry
/// is a record of its own even though it opens with a brace, an exception whose message is its
/// code keeps it when the next record logs another, and a value on a line longer than any
/// pasted error (a JSON entry with a payload) is still found, in its own record.
struct LogRecordBoundaryTests {
    private static let android = "com.microsoft.identity.client.exception.MsalClientException: device_network_not_available"

    @Test func anExceptionWhoseMessageIsItsCodeKeepsItWhenTheNextRecordLogsAnother() {
        let text = "E/TokenRepo: refresh failed: \(Self.android)\n"
            + "W/TokenRepo: silent failed errorCode=no_account_for_login_hint\n"
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.map(\.code) == [.text("device_network_not_available"), .text("no_account_for_login_hint")])
        #expect(errors.first?.codeName == "DEVICE_NETWORK_NOT_AVAILABLE")
    }

    /// MSAL for Apple's verbose line ends with the domain (`error: -50002 error domain:
    /// MSALErrorDomain`); the number that starts the next record (Xcode's `2025-03-14 …`) is
    /// not its code.
    @Test func anAppleDomainAtALinesEndTakesNoCodeFromTheNextLine() throws {
        let text = """
            2025-03-14 10:41:07.215660+0100 Contoso[7781:312004] [MSAL] VERBOSE: Silent broker extension flow finished. Result (null), error: -50002 error domain: MSALErrorDomain
            2025-03-14 10:41:07.216844+0100 Contoso[7781:312004] [MSAL] VERBOSE: acquireTokenSilent returning with error: (MSALErrorDomain, -50002)
            """
        let codes = ErrorTextDecoder.decode(text).map(\.code)
        #expect(!codes.isEmpty)
        #expect(codes.allSatisfy { $0 == .number(-50002) })
        // Crashlytics' `Non-fatal Exception: NSOSStatusErrorDomain` above the first frame (`0  App …`).
        let crash = "Non-fatal Exception: NSOSStatusErrorDomain\n0  Trailhead   0x0000000104a1c3f8 TokenStore.save(_:) + 220\n"
        #expect(ErrorTextDecoder.decode(crash).allSatisfy { $0.code != .number(0) })
    }

    @Test(arguments: [0, 6000]) func eachJSONLogEntryIsItsOwnRecord(payloadBytes: Int) {
        let payload = String(repeating: "q", count: payloadBytes)
        let text = #"{"ts":"2026-11-20T10:00:00Z","level":"error","ctx":"\#(payload)","msg":"refresh failed: \#(Self.android)"}"#
            + "\n"
            + #"{"ts":"2026-11-20T10:00:01Z","level":"warn","ctx":"\#(payload)","errorCode":"no_account_for_login_hint","#
            + #""correlationId":"5e0c2b7a-41d3-4f6e-9a8b-7c6d5e4f3a21"}"# + "\n"
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.map(\.code) == [.text("device_network_not_available"), .text("no_account_for_login_hint")])
        // The second record's id is its own, not lent to the first.
        #expect(errors.map(\.correlationId) == [nil, "5e0c2b7a-41d3-4f6e-9a8b-7c6d5e4f3a21"])
    }

    @Test(arguments: [1_000, 5_000, 40_000]) func anAppleCodeInsideALongLineIsFound(padding: Int) {
        let pad = String(repeating: "x", count: padding)
        let errors = ErrorTextDecoder.decode("\(pad) keychain sync stopped: error code -51440, MSIDErrorDomain \(pad)\n")
        #expect(errors.count == 1)
        #expect(errors.first?.domain == "MSIDErrorDomain" && errors.first?.code == .number(-51440))
    }

    /// A runtime's exception that wraps an MSAL one (.NET's ` ---> `, Java's `Caused by:` after
    /// the outer's frames) is one error, even when the outer's message repeats the AADSTS code.
    @Test(arguments: [
        """
        Unhandled exception. System.AggregateException: One or more errors occurred. (AADSTS90002: Tenant 'contoso.example' not found.)
         ---> Microsoft.Identity.Client.MsalServiceException: AADSTS90002: Tenant 'contoso.example' not found.
           at Microsoft.Identity.Client.OAuth2.OAuth2Client.ThrowServerException()
        """,
        """
        java.lang.IllegalStateException: token refresh failed: AADSTS90002: Tenant 'contoso.example' not found.
        \tat com.contoso.Auth.refresh(Auth.java:42)
        Caused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS90002: Tenant 'contoso.example' not found.
        """,
    ])
    func aRuntimeExceptionAroundAnMSALOneIsOneError(_ text: String) throws {
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.domain == "MsalServiceException" && error.aadsts == [90002])
    }

    /// A value in a JSON log entry right before another entry's error is that entry's own record,
    /// not context lent to the next (as a value on the line before an exception is).
    @Test func aJSONEntryBeforeAnotherEntrysErrorKeepsItsOwnValue() {
        let text = #"{"@t":"2032-03-04T09:10:12.456Z","@l":"Warning","@mt":"Cache miss","ErrorCode":"no_tokens_found"}"#
            + "\n"
            + #"{"level":50,"err":{"type":"BrowserAuthError","message":"interaction_in_progress: Interaction is "#
            + #"currently in progress.","errorCode":"interaction_in_progress"},"msg":"login failed"}"# + "\n"
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.map(\.code) == [.text("no_tokens_found"), .text("interaction_in_progress")])
    }

    /// Angular's zone.js prints a rejected promise's error, then the same error as the first line
    /// of its stack: one error. A different error on the next line stays its own.
    @Test func anUncaughtPromiseAndItsStackAreOneError() {
        let heading = "ERROR Error: Uncaught (in promise): BrowserAuthError: popup_window_error: Error opening popup window."
        let repeated = heading + "\nBrowserAuthError: popup_window_error: Error opening popup window.\n"
            + "    at createBrowserAuthError (main.js:1:2345)\n"
        #expect(ErrorTextDecoder.decode(repeated).map(\.code) == [.text("popup_window_error")])
        let another = heading + "\nBrowserAuthError: interaction_in_progress: Interaction is currently in progress.\n"
        #expect(ErrorTextDecoder.decode(another).map(\.code) == [.text("popup_window_error"), .text("interaction_in_progress")])
    }
}

