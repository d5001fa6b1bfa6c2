import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A raw CI log keeps the terminal's colour codes around class names and labels: they are read
/// as spaces, so the error reads as it did on screen, and every byte keeps its position.
@Suite struct TerminalEscapesTests {
    static let esc = "\u{1B}"

    @Test func aColouredMSALJSErrorKeepsItsClassCodeAndStatus() throws {
        let text = "\(Self.esc)[31m\(Self.esc)[1mClientAuthError\(Self.esc)[22m: network_error: Network request failed. "
            + "| Fetch client threw: Error: HTTP status code 401 | Attempted to reach: https://login.microsoftonline.com/contoso/oauth2/v2.0/token\(Self.esc)[39m"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "ClientAuthError")
        #expect(diagnosis.code == .text("network_error"))
        #expect(diagnosis.httpStatus == 401)
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    @Test func aColouredDotNetExceptionAndItsLabel() throws {
        let text = "\(Self.esc)[0;31mMicrosoft.Identity.Client.MsalUiRequiredException\(Self.esc)[0m: AADSTS50076: MFA is required. "
            + "\(Self.esc)[2mCorrelation ID:\(Self.esc)[0m 2e9c4a71-8d30-4f5b-a6e2-0b7d1c9f3a84"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.aadsts == [50076])
        #expect(diagnosis.correlationId == "2e9c4a71-8d30-4f5b-a6e2-0b7d1c9f3a84")
    }

    @Test func everyByteKeepsItsPosition() throws {
        let input = TextBytes("a \(Self.esc)[36;1mb\(Self.esc)[0;m\nc")
        let blanked = try #require(TerminalEscapes.blanked(input))
        #expect(blanked.count == input.count)
        #expect(blanked.string(0..<blanked.count) == "a " + String(repeating: " ", count: 7) + "b" + String(repeating: " ", count: 5) + "\nc")
        #expect(TerminalEscapes.blanked(TextBytes("no escape here")) == nil)
    }
}
