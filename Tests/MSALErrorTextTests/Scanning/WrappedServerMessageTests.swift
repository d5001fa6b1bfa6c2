import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A service message hard-wrapped at a column (a GitHub issue, a Stack Overflow question, a
/// mail), often behind a quote's `> `: the description and the ids cut from their labels are
/// read as if the message were one line, and nothing else is joined.
@Suite struct WrappedServerMessageTests {
    static let quoted = """
        Silent sign-in started failing for some users this week. `ex.ToString()`:

        > MSAL.NetCore.4.61.3.0.MsalUiRequiredException:
        > \tErrorCode: invalid_grant
        > Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Due to a
        > configuration change made by your administrator, or because you moved to a
        > new location, you must use multi-factor authentication to access
        > 'https://graph.microsoft.com'. Trace ID:
        > 4e1c7a92-0b5d-4f38-a6e2-9d3b8c1f0a00 Correlation ID:
        > c2d8f6a1-7e39-4b05-8a14-5f0e9d3c7b26 Timestamp: 2026-10-14 06:52:31Z
        >    at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshError(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)
        >    at Microsoft.Identity.Client.Internal.Requests.Silent.SilentRequest.ExecuteAsync(CancellationToken cancellationToken)
        > \tStatusCode: 400
        > \tResponseBody: {"error":"invalid_grant","error_description":"AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access 'https://graph.microsoft.com'.","error_codes":[50076],"suberror":"basic_action","correlation_id":"c2d8f6a1-7e39-4b05-8a14-5f0e9d3c7b26"}

        Is the silent call supposed to handle this?
        """

    @Test func aQuotedWrappedExceptionIsOneErrorWithItsIdsAndWholeDescription() throws {
        let diagnosis = try decodeOnly(Self.quoted)
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [50076])
        #expect(diagnosis.traceId == "4e1c7a92-0b5d-4f38-a6e2-9d3b8c1f0a00")
        #expect(diagnosis.correlationId == "c2d8f6a1-7e39-4b05-8a14-5f0e9d3c7b26")
        #expect(diagnosis.errorDescription?.contains("or because you moved to a new location, you must use") == true)
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// Unquoted (wrapped at 69 columns), with the time alone on the last line (`Timestamp:` / `2026-…`).
    @Test func theTimeAloneOnTheLastLineEndsTheMessage() throws {
        let text = """
            ERROR: AADSTS700082: The refresh token has expired due to inactivity.
            The token was issued on 2026-04-02T08:11:40.5530000Z and was inactive
            for 90.00:00:00. Trace ID: 91d4c0e7-3a5b-4f26-8e19-b7c2a6d0f400
            Correlation ID: 5a0e3b8c-6d71-4e92-a4f3-2c9b1d8e7f60 Timestamp:
            2026-07-01 11:04:52Z
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.aadsts == [700082])
        #expect(diagnosis.traceId == "91d4c0e7-3a5b-4f26-8e19-b7c2a6d0f400")
        #expect(diagnosis.correlationId == "5a0e3b8c-6d71-4e92-a4f3-2c9b1d8e7f60")
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
    }

    /// Lines that merely follow a short message are not its continuation: a log's next records
    /// (they start with a time), or lines that a wrap at the block's width would have joined.
    @Test func recordsAndShortLinesAreNotJoined() throws {
        let log = """
            2026-07-01 11:04:52 ERROR AADSTS50173: The provided grant has expired.
            2026-07-01 11:04:53 INFO retrying with the device code flow
            2026-07-01 11:04:58 ERROR AADSTS70043: Timestamp: 2026-07-01 11:04:58Z
            """
        #expect(WrappedServerMessage.unwrapped(TextBytes(log), anchors: AnchorIndex(TextBytes(log))) == nil)
        #expect(ErrorTextDecoder.decode(log).map(\.aadsts) == [[50173], [70043]])

        let list = """
            Codes we saw:
            AADSTS50173: grant expired
            ok
            Timestamp: 2026-07-01 11:04:58Z
            """
        #expect(WrappedServerMessage.unwrapped(TextBytes(list), anchors: AnchorIndex(TextBytes(list))) == nil)
    }

    /// The rewrite keeps every byte's position, so an error after the message keeps its line.
    @Test func linesAfterTheMessageKeepTheirNumbers() throws {
        let text = Self.quoted + "\n2026-10-14T06:53:02Z ERROR MsalServiceException: AADSTS90002: Tenant not found.\n"
        let input = TextBytes(text)
        let unwrapped = try #require(WrappedServerMessage.unwrapped(input, anchors: AnchorIndex(input)))
        #expect(unwrapped.count == input.count)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let secondLine = try #require(lines.firstIndex { $0.hasPrefix("2026-10-14T06:53:02Z") }) + 1
        let located = ErrorTextDecoder.scan(text)
        #expect(located.map(\.line) == [3, secondLine])
        #expect(located.last?.diagnosis.aadsts == [90002])
    }

    /// The line before joins when the message starts its own line and the break is a wrap
    /// (`… error '(invalid_grant)` / `AADSTS53003: …`).
    @Test func theLineBeforeJoinsWhenItsBreakIsAWrap() throws {
        let text = """
            > \tSharedTokenCacheCredential: Microsoft Entra ID error '(invalid_grant)
            > AADSTS53003: Access has been blocked by Conditional Access policies. The
            > access policy does not allow token issuance. Trace ID:
            > 1b7e0c42-9a3d-4f85-b2c6-d0e4a8f1c900 Correlation ID:
            > 8f2a6d10-4c7b-4e39-9d58-a3b1e0c7f264 Timestamp: 2026-05-20 13:27:45Z'
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(diagnosis.aadsts == [53003])
        #expect(diagnosis.correlationId == "8f2a6d10-4c7b-4e39-9d58-a3b1e0c7f264")
    }
}
