import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The numbering of an Apple code is told by the error's shape, not by its value alone.
@Suite struct AppleNumberingTests {
    private func decodeOne(_ text: String) throws -> Diagnosis {
        let found = ErrorTextDecoder.decode(text)
        try #require(found.count == 1)
        return found[0]
    }

    @Test func aTopLevel42xxxWithoutInternalKeyIsLegacy() throws {
        // -42008 was MSALErrorServerDeclinedScopes before 0.4.0; today it is only an internal sub-code.
        let legacy = try decodeOne(#"Error Domain=MSALErrorDomain Code=-42008 "(null)" UserInfo={MSALGrantedScopesKey=(openid)}"#)
        #expect(legacy.numbering == .legacy)
        #expect(legacy.codeName == "MSALErrorServerDeclinedScopes")
        #expect(legacy.grantedScopes == ["openid"])
    }

    @Test func theSameValueAsAnInternalSubCodeIsCurrent() throws {
        let current = try decodeOne(#"Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={MSALInternalErrorCodeKey=-42008}"#)
        #expect(current.numbering == .current)
        #expect(current.codeName == "MSALErrorInternal")
        #expect(current.internalSubCode == -42008)
        #expect(current.internalSubCodeName == "MSALInternalErrorUnexpected")
    }

    @Test func aCodeMSALNeverHadHasNoName() throws {
        let unknown = try decodeOne(#"Error Domain=MSALErrorDomain Code=-50077 "(null)""#)
        #expect(unknown.code == .number(-50077))
        #expect(unknown.codeName == nil)
        let unknownInternal = try decodeOne(#"Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={MSALInternalErrorCodeKey=-42999}"#)
        #expect(unknownInternal.internalSubCode == -42999)
        #expect(unknownInternal.internalSubCodeName == nil)
    }

    @Test func msidAndSystemDomainsAreNamedFromTheirOwnTables() throws {
        let msid = try decodeOne("(MSIDOAuthErrorDomain, -51412)")
        #expect(msid.codeName == "MSIDErrorServerInvalidGrant")
        #expect(msid.numbering == nil)
        let url = try decodeOne("The operation couldn’t be completed. (NSURLErrorDomain error -1001.)")
        #expect(url.codeName == "NSURLErrorTimedOut")
    }
}
