import Foundation
import Testing
@testable import MSALErrorModel

/// Compares the MSAL Android (with common), msal4j and MSAL Go entries with the
/// reference JSON's fixture copy: every class, code value and error text, in order.
@Suite("Android, Java and Go catalog matches the reference JSON")
struct CatalogJVMReferenceTests {
    private func entries(_ platform: CatalogPlatform, _ kinds: CatalogKind...) -> [CatalogEntry] {
        Catalog.entries.filter { $0.platform == platform && kinds.contains($0.kind) }
    }

    /// `com.microsoft.aad.msal4j.MsalException` → `MsalException`; `java.lang.*` stays whole.
    private func simpleClass(_ fqcn: String) -> String {
        fqcn.hasPrefix("java.") ? fqcn : String(fqcn.split(separator: ".").last ?? Substring(fqcn))
    }

    @Test func androidExceptionClasses() throws {
        let classes = try ReferenceCatalog.loadJVM().object("android").list("exceptionClasses")
        #expect(classes.count == 26)
        let model = entries(.android, .exceptionType)
        #expect(model.map(\.name) == classes.map { $0.string("name")! })
        #expect(model.map(\.value) == classes.map { .text($0.string("name")!) })
        #expect(model.map(\.domain) == classes.map { simpleClass($0.string("extends")!) })
    }

    @Test func everyAndroidCodeWithItsClass() throws {
        let codes = try ReferenceCatalog.loadJVM().object("android").list("codes")
        #expect(codes.count == 280)
        let model = entries(.android, .errorCode, .subError)
        #expect(model.count == 280)
        for (want, have) in zip(codes, model) {
            #expect(have.name == want.string("constant"))
            #expect(have.value == .text(want.string("value")!), "\(want.string("constant")!)")
            #expect(have.domain == want.string("class"), "\(want.string("constant")!)")
            #expect((have.kind == .subError) == (want.string("class") == "OAuth2SubErrorCode"))
        }
        // Duplicate values across classes are kept: `io_error` is declared three times.
        #expect(Catalog.lookup("io_error").filter { $0.platform == .android }.count == 3)
        #expect(Catalog.lookup("ClientException.IO_ERROR").map(\.domain) == ["ClientException"])
        // The one numeric string code is found when typed as a number.
        #expect(Catalog.lookup("1000030").map(\.name) == ["MsaGrantedRefreshTokenNotSupportedOnAadTenantErrorCode"])
    }

    @Test func javaExceptionClassesCodesAndReasons() throws {
        let java = try ReferenceCatalog.loadJVM().object("java")
        let classes = try java.list("exceptionClasses")
        #expect(classes.count == 10)
        let model = entries(.java, .exceptionType)
        #expect(model.map(\.name) == classes.map { $0.string("name")! })
        #expect(model.map(\.domain) == classes.map { simpleClass($0.string("extends")!) })

        let codes = try java.list("codes")
        #expect(codes.count == 34)
        let modelCodes = entries(.java, .errorCode, .subError)
        #expect(modelCodes.count == 34)
        for (want, have) in zip(codes, modelCodes) {
            let value = want.string("value")!
            #expect(have.name == want.string("constant") ?? value)
            #expect(have.value == .text(value))
            #expect(have.domain == want.string("class"), "\(value)")
        }

        let reasons = try java.list("interactionRequiredReasons")
        #expect(reasons.count == 6)
        let modelReasons = entries(.java, .classification)
        #expect(modelReasons.map(\.name) == reasons.map { $0.string("name")! })
        #expect(modelReasons.map(\.value) == reasons.map { .text($0.string("value")!) })
        #expect(modelReasons.allSatisfy { $0.domain == "MsalInteractionRequiredException" })
    }

    @Test func goErrorTypesAndErrorTexts() throws {
        let go = try ReferenceCatalog.loadJVM().object("go")
        let types = try go.list("errorTypes")
        #expect(types.count == 2)
        #expect(entries(.go, .errorType).map(\.name) == types.map { $0.string("name")! })
        let texts = try go.list("errorStrings")
        #expect(texts.count == 31)
        let model = entries(.go, .errorString)
        #expect(model.map(\.value) == texts.map { .text($0.string("value")!) })
        #expect(model.map(\.domain) == texts.map { $0.string("package") })
        #expect(Catalog.lookup("server response error:\n %w").first?.platform == .go)
    }

    @Test func countsPerPlatform() {
        #expect(entries(.android, .exceptionType, .errorCode, .subError).count == 306)
        #expect(entries(.java, .exceptionType, .errorCode, .subError, .classification).count == 50)
        #expect(entries(.go, .errorType, .errorString).count == 33)
        #expect(CodesReport.entries(platform: .android).count == 306)
        #expect(CodesReport.entries(platform: .java).count == 50)
        #expect(CodesReport.entries(platform: .go).count == 33)
    }
}
