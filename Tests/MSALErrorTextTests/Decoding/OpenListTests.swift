import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A list in an Apple `UserInfo` print that is never closed runs on into the text after it; it
/// must not become one scope of 100 KB (a fuzzer's finding: the explanation grew past 64 KiB per
/// error).
@Suite struct OpenListTests {
    @Test func aScopeListLeftOpenKeepsOnlyWhatCanBeScopes() throws {
        let chain = String(repeating: ", Caused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS50076: x", count: 1_500)
        let text = "Error Domain=MSALErrorDomain Code=-50003 \"declined\" UserInfo={MSALGrantedScopesKey=(User.Read, Mail.Read"
            + chain + ", \(String(repeating: "a", count: 600)))"
        let diagnosis = try #require(ErrorTextDecoder.decode(text).first)
        #expect(diagnosis.grantedScopes.prefix(2) == ["User.Read", "Mail.Read"])
        #expect(diagnosis.grantedScopes.allSatisfy { $0.utf8.count <= AppleDiagnosisBuilder.maximumItemBytes })
        #expect(diagnosis.grantedScopes.count <= AppleDiagnosisBuilder.maximumItems)
        let explanation = ExplanationText.lines(for: diagnosis, locale: .en).reduce(0) { $0 + $1.utf8.count }
        #expect(explanation <= 64 * 1024, "the explanation stays in proportion: \(explanation) bytes")
    }
}
