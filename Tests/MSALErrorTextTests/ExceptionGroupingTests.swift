import MSALErrorModel
import Testing
@testable import MSALErrorText

/// When two exception headings are one error and when they are two.
@Suite struct ExceptionGroupingTests {
    @Test("two .NET exceptions logged one after the other are two errors")
    func backToBackExceptions() throws {
        let text = try CorpusLoader.text("dotnet-wam-network") + CorpusLoader.text("dotnet-wam-configuration")
        let found = ErrorTextDecoder.decode(text)
        #expect(found.map(\.brokerStatus) == ["NoNetwork", "IncorrectConfiguration"])
    }

    @Test("MSAL.NET's ToString() heading and the full type name after it are one error")
    func productHeadingAndFullName() {
        let found = ErrorTextDecoder.decode("""
            MSAL.NetCore.4.66.2.0.MsalUiRequiredException:
            \tErrorCode: invalid_grant
            Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication is required.
            \tStatusCode: 400
            """)
        #expect(found.count == 1)
        #expect(found.first?.code == .text("invalid_grant"))
        #expect(found.first?.httpStatus == 400)
    }

    @Test("a type written twice on one line (a logger's prefix, then ToString()) is one error")
    func typeRepeatedOnOneLine() {
        let found = ErrorTextDecoder.decode(
            "ERROR Microsoft.Identity.Client.MsalUiRequiredException: Microsoft.Identity.Client.MsalUiRequiredException: "
                + "AADSTS50076: Multi-factor authentication is required.")
        #expect(found.count == 1)
        #expect(found.first?.aadsts == [50076])
    }
}
