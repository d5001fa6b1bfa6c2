@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

/// Every diagnosis the simulator builds uses MSAL's exact names and values, as the catalog has them.
@Suite struct CatalogAgreementTests {
    static let conditions: [Condition] = [
        .noCachedToken, .noSession, .mfaEnrollment, .mfaStepUp, .consentMissing, .passwordExpired,
        .deviceMustBeManaged, .additionalAction, .messageOnly, .accountRevoked, .appProtectionRequired,
        .scopesDeclined(granted: ["User.Read"], declined: ["Mail.Send"]), .throttled(retryAfterSeconds: 30),
        .serviceError(status: 503), .commonAuthorityUnsupported, .publicClientNotAllowed,
        .redirectSchemeNotRegistered, .offline, .connectionLost, .userCanceled, .brokerResponseNotReceived,
    ]

    static var all: [Diagnosis] {
        conditions.flatMap { condition in
            Platform.lenses.flatMap { platform in
                [API.acquireTokenSilent, .acquireTokenInteractive].compactMap {
                    PlatformReport.diagnosis(for: condition, on: platform, during: $0)
                }
            }
        }
    }

    @Test func appleCodesAndNamesMatchTheCatalog() {
        #expect(Self.all.filter { $0.platform == .apple }.count >= 30)
        for d in Self.all where d.platform == .apple {
            guard let code = d.code?.number else {
                Issue.record("Apple diagnosis without a numeric code: \(d)")
                continue
            }
            if d.domain == "MSALErrorDomain" {
                #expect(Catalog.appleError(rawValue: code)?.name == d.codeName, "\(code)")
                if let sub = d.internalSubCode {
                    #expect(Catalog.appleCodeName(sub) == d.internalSubCodeName, "\(sub)")
                    let surfaced = Catalog.appleSurfacedCode(forMapped: sub)
                    #expect(surfaced.code == code && surfaced.internalSubCode == sub, "\(sub) is not wrapped")
                } else {
                    #expect(Catalog.appleSurfacedCode(forMapped: code).internalSubCode == nil, "\(code) is wrapped")
                }
            } else {
                let entry = Catalog.appleSystemError(domain: d.domain ?? "", rawValue: code)
                #expect(entry?.name == d.codeName, "\(d.domain ?? "") \(code)")
            }
        }
    }

    @Test func dotnetTypesCodesAndClassificationsMatchTheCatalog() {
        for d in Self.all where d.platform == .dotnet {
            if let domain = d.domain, domain.hasPrefix("Msal") || domain.hasPrefix("Intune") {
                #expect(Catalog.entry(named: domain)?.kind == .exceptionType, "\(domain)")
            }
            if let name = d.codeName {
                let entry = Catalog.lookup(name).first { $0.platform == .dotnet && $0.kind == .errorCode }
                #expect(entry?.value == d.code, "\(name)")
            }
            if let classification = d.classification {
                let entry = Catalog.lookup(classification).first { $0.kind == .classification }
                #expect(entry != nil, "\(classification)")
            }
        }
    }

    @Test func jsClassesAndCodesMatchTheCatalog() {
        for d in Self.all where d.platform == .js {
            guard let domain = d.domain else { continue }
            #expect(Catalog.lookup(domain).contains { $0.platform == .js && $0.kind == .errorClass }, "\(domain)")
            if let name = d.codeName, let code = d.code?.text {
                let matches = Catalog.lookup(code).filter { $0.platform == .js && $0.kind == .errorCode }
                #expect(matches.contains { $0.name == name && $0.domain == domain }, "\(domain) \(code) \(name)")
            }
        }
    }

    @Test func everyAADSTSCodeIsInTheCatalog() {
        for d in Self.all {
            for code in d.aadsts { #expect(Catalog.aadsts(code) != nil, "AADSTS\(code)") }
        }
    }

    @Test func interactionRequiredConditionsUseTheCatalogsUiRequiredCategory() {
        for condition in [Condition.mfaEnrollment, .mfaStepUp, .consentMissing, .passwordExpired, .accountRevoked] {
            for code in condition.serverAnswer?.aadsts ?? [] {
                #expect(Catalog.aadsts(code)?.category == .uiRequired, "AADSTS\(code)")
            }
        }
    }
}
