import Testing
@testable import MSALErrorModel

@Suite("Catalog entries as diagnoses")
struct CatalogDiagnosisTests {
    private func diagnosis(_ name: String, kind: CatalogKind? = nil) throws -> Diagnosis {
        let entry = try #require(Catalog.lookup(name).first { kind == nil || $0.kind == kind })
        return Catalog.diagnosis(for: entry)
    }

    @Test func publicAppleErrorArrivesAsItself() throws {
        let d = try diagnosis("MSALErrorInteractionRequired")
        #expect(d.platform == .apple)
        #expect(d.domain == "MSALErrorDomain")
        #expect(d.code == .number(-50002))
        #expect(d.internalSubCode == nil)
    }

    @Test func internalErrorArrivesWrappedInMinus50000() throws {
        let d = try diagnosis("-42700")
        #expect(d.code == .number(-50000))
        #expect(d.codeName == "MSALErrorInternal")
        #expect(d.internalSubCode == -42700)
        #expect(d.internalSubCodeName == "MSALInternalErrorBrokerResponseNotReceived")
    }

    @Test func serverErrorIsWrappedBecauseItIsNotRecoverable() throws {
        let d = try diagnosis("MSALErrorServerError")
        #expect(d.code == .number(-50000))
        #expect(d.internalSubCode == -50006)
    }

    @Test func msidErrorArrivesAsItsMappedCodeWithTheMSIDUnderneath() throws {
        let d = try diagnosis("MSIDErrorServerInvalidGrant")
        #expect(d.code == .number(-50000))
        #expect(d.internalSubCode == -42004)
        #expect(d.underlying?.domain == "MSIDOAuthErrorDomain")
        #expect(d.underlying?.codeName == "MSIDErrorServerInvalidGrant")
    }

    @Test func legacyCodeKeepsItsOldNumberAndSaysSo() throws {
        let d = try diagnosis("-42100", kind: .legacyError)
        #expect(d.code == .number(-42100))
        #expect(d.codeName == "MSALErrorInteractionRequired")
        #expect(d.numbering == .legacy)
    }

    @Test func pre040CodesWereNeverWrapped() throws {
        let d = try diagnosis("-42711", kind: .legacyError)
        #expect(d.code == .number(-42711))
        #expect(d.codeName == "MSALErrorBrokerUnknown")
        #expect(d.internalSubCode == nil)
    }

    @Test func renumberedJITValueIsAnInternalCodeWithItsOldNumber() throws {
        let d = try diagnosis("-42714", kind: .legacyError)
        #expect(d.code == .number(-50000))
        #expect(d.internalSubCode == -42714)
        #expect(d.internalSubCodeName == "MSALInternalErrorJITLinkServerConfirmationTimeout")
        #expect(d.numbering == .legacy)
    }

    @Test func aadstsCarriesItsTypicalOAuthError() throws {
        let d = try diagnosis("AADSTS50079")
        #expect(d.aadsts == [50079])
        #expect(d.oauthError == "invalid_grant")
        #expect(d.platform == nil)
    }

    @Test func dotnetInvalidGrantIsUiRequired() throws {
        let d = try diagnosis("invalid_grant", kind: .errorCode)
        #expect(d.platform == .dotnet)
        #expect(d.domain == "MsalUiRequiredException")
        #expect(d.oauthError == "invalid_grant")
    }

    @Test func basicActionIsUiRequiredWithItsClassification() throws {
        let d = try diagnosis("BasicAction", kind: .classification)
        #expect(d.domain == "MsalUiRequiredException")
        #expect(d.classification == "BasicAction")
        #expect(d.subError == "basic_action")
    }

    @Test func jsCodeCarriesItsClass() throws {
        let d = try diagnosis("login_required")
        #expect(d.platform == .js)
        #expect(d.domain == "InteractionRequiredAuthError")
        #expect(d.code == .text("login_required"))
    }

    @Test func urlErrorPassesThroughUnmapped() throws {
        let d = try diagnosis("-1009")
        #expect(d.domain == "NSURLErrorDomain")
        #expect(d.code == .number(-1009))
    }

    @Test func httpStatusBecomesTheStatus() throws {
        #expect(try diagnosis("HTTP 429").httpStatus == 429)
    }

    @Test func b2cCodeBecomesAB2CCode() throws {
        #expect(try diagnosis("AADB2C90091").b2cCodes == [90091])
    }
}
