import Testing
@testable import MSALErrorModel

/// The advice engine on the real catalog, as `msal-triage explain` and `codes` use it.
@Suite("Advice with the catalog")
struct AdviceCatalogTests {
    @Test("the test table of AADSTS categories matches the catalog")
    func testCategoriesMatchCatalog() {
        for (code, category) in testCategories where code != 53099 {
            #expect(Catalog.aadsts(code)?.category == category, "AADSTS\(code)")
        }
    }

    @Test("AADSTS codes without a specific rule fall back on the catalog category")
    func categoryFallback() {
        #expect(AdviceEngine.advise(bareAADSTS(50034)).rule == "aadsts.category.blocked")
        #expect(AdviceEngine.advise(bareAADSTS(90033)).rule == "aadsts.category.transient")
        #expect(AdviceEngine.advise(bareAADSTS(50126)).userMessage == .wrongCredentials)
        #expect(AdviceEngine.advise(bareAADSTS(700054)).action == .fixAppConfiguration)
    }

    @Test("the first AADSTS code the catalog knows decides the category")
    func firstKnownCode() {
        #expect(AdviceEngine.advise(bareAADSTS(999_999, 50034)).rule == "aadsts.category.blocked")
    }

    @Test("a code name alone is enough for Apple (the catalog gives the number)")
    func nameOnly() {
        let diagnosis = Diagnosis(platform: .apple, domain: "MSALErrorDomain", codeName: "MSALErrorUserCanceled")
        #expect(AdviceEngine.advise(diagnosis).action == .userCanceledOptionalRetry)
    }

    @Test("internal sub-code names come from the catalog when the diagnosis has none")
    func internalSubCodeName() {
        let advice = AdviceEngine.advise(apple(-50000, internal: -42700))
        #expect(advice.developerAdvice.contains("MSALInternalErrorBrokerResponseNotReceived"))
    }
}
