import MSALErrorModel
import Testing
@testable import MSALErrorText

/// PowerShell 7 wraps an error's message at the console's width behind a `     | ` gutter,
/// cutting `Correlation ID:` from its id and the description into pieces. The message is
/// read as the one line it was, and nothing after it moves.
@Suite struct PowerShellErrorViewTests {
    static let view = """
        PS C:\\ops> ./Sync-Mailboxes.ps1
        WARNING: Unable to acquire token for tenant 'organizations'.
        Connect-MgGraph: C:\\ops\\Sync-Mailboxes.ps1:22
        Line |
          22 |  Connect-MgGraph -ClientId $appId -TenantId $tenant -Scopes Mail.Read
             |  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
             | DeviceCodeCredential authentication failed: AADSTS50158: External
             | security challenge was not satisfied. Trace ID:
             | 0f3a8d2e-5c71-4b9e-a603-7e1d2c9b4f58 Correlation ID:
             | 6b0e9f14-2d8a-4c37-95e1-a4f7c3d2b016 Timestamp: 2026-11-23 08:41:17Z
        """

    @Test func theWrappedMessageIsOneErrorWithItsIdsTimeAndWholeDescription() throws {
        let diagnosis = try decodeOnly(Self.view)
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.aadsts == [50158])
        #expect(diagnosis.traceId == "0f3a8d2e-5c71-4b9e-a603-7e1d2c9b4f58")
        #expect(diagnosis.correlationId == "6b0e9f14-2d8a-4c37-95e1-a4f7c3d2b016")
        #expect(diagnosis.time?.iso == "2026-11-23T08:41:17Z")
        #expect(diagnosis.errorDescription == "DeviceCodeCredential authentication failed: AADSTS50158: External "
            + "security challenge was not satisfied. Trace ID: 0f3a8d2e-5c71-4b9e-a603-7e1d2c9b4f58 Correlation ID: "
            + "6b0e9f14-2d8a-4c37-95e1-a4f7c3d2b016 Timestamp: 2026-11-23 08:41:17Z")
    }

    @Test func windowsLineEndsAreReadAlike() throws {
        let diagnosis = try decodeOnly(Self.view.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(diagnosis.correlationId == "6b0e9f14-2d8a-4c37-95e1-a4f7c3d2b016")
        #expect(diagnosis.errorDescription?.contains("External security challenge") == true)
    }

    /// The stream reader and `scan` count lines on the text as it came: the message keeps its
    /// first line, and an error after the view keeps its own.
    @Test func linesAfterTheViewKeepTheirNumbers() {
        let text = Self.view + "\n2026-11-23T08:41:20Z ERROR MsalUiRequiredException: AADSTS50076: MFA required.\n"
        let located = ErrorTextDecoder.scan(text)
        #expect(located.map(\.line) == [7, 11])
        #expect(located.last?.diagnosis.aadsts == [50076])
    }

    @Test func theRewriteKeepsTheLengthTheNewlinesAndEveryByteOutsideTheMessage() throws {
        let input = TextBytes(Self.view + "\nafter the view\n")
        let unwrapped = try #require(PowerShellErrorView.unwrapped(input)?.text)
        #expect(unwrapped.count == input.count)
        #expect(unwrapped.bytes.filter { $0 == ASCII.newline }.count == input.bytes.filter { $0 == ASCII.newline }.count)
        let messageStart = try #require(input.find(Array("     | Device".utf8), from: 0))
        #expect(Array(unwrapped.bytes[..<messageStart]) == Array(input.bytes[..<messageStart]))
        let tail = Array("after the view\n".utf8)
        #expect(Array(unwrapped.bytes.suffix(tail.count)) == tail)
        #expect(unwrapped.string(messageStart..<unwrapped.lineEnd(from: messageStart)).hasPrefix(
            "DeviceCodeCredential authentication failed: AADSTS50158: External security challenge"))
    }

    /// Pipes elsewhere (a Markdown table, a shell pipeline, the script line inside the view) are
    /// left as they are: only lines behind a `Line |` header's gutter are joined.
    @Test func textWithoutTheViewIsNotRewritten() {
        let table = """
            | error | meaning |
            | --- | --- |
            | invalid_grant | sign in again |
            Get-Content app.log | Select-String AADSTS
            Line | not a header
            """
        #expect(PowerShellErrorView.unwrapped(TextBytes(table)) == nil)
    }
}
