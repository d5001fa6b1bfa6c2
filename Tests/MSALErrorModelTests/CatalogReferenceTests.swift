import Foundation
import Testing
@testable import MSALErrorModel

/// Compares every raw value and string in the model with the reference JSON (the
/// fixture copy inside the repository; see `ReferenceCatalog`).
@Suite("Catalog matches the reference JSON")
struct CatalogReferenceTests {
    private func entries(_ platform: CatalogPlatform, _ kind: CatalogKind) -> [CatalogEntry] {
        Catalog.entries.filter { $0.platform == platform && $0.kind == kind }
    }

    private func expectSame(
        _ expected: [(name: String, value: ErrorCodeValue, domain: String?)], _ actual: [CatalogEntry],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (want, have) in zip(expected, actual) {
            #expect(have.name == want.name, sourceLocation: sourceLocation)
            #expect(have.value == want.value, "\(want.name)", sourceLocation: sourceLocation)
            if let domain = want.domain {
                #expect(have.domain == domain, "\(want.name)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func appleErrorsAndTheirRawValues() throws {
        let apple = try ReferenceCatalog.load().object("apple")
        let errors = try apple.list("errors")
        #expect(errors.count == 10)
        expectSame(errors.map { ($0.string("name")!, .number($0.int("rawValue")!), $0.string("domain")) },
                   entries(.apple, .error))
    }

    /// The sub-error ↔ classification mapping is written once (`UIRequiredClass.subError`):
    /// it must be MSAL.NET's.
    @Test func dotnetClassificationsComeFromTheReferenceSubErrors() throws {
        let subErrors = try ReferenceCatalog.load().object("dotnet").list("internalSubErrors")
            .filter { $0.string("classification") == $0.string("name") }
        #expect(subErrors.count == 5)
        for entry in subErrors {
            let name = try #require(entry.string("name"))
            #expect(UIRequiredClass(rawValue: name)?.subError == entry.string("value"), "\(name)")
            #expect(entry.string("value").flatMap(UIRequiredClass.init(subError:))?.rawValue == name)
        }
        let classified = UIRequiredClass.allCases.filter { $0.subError != nil }.map(\.rawValue)
        #expect(Set(classified) == Set(subErrors.compactMap { $0.string("name") }))
    }

    @Test func appleInternalErrors() throws {
        let internals = try ReferenceCatalog.load().object("apple").list("internalErrors")
        #expect(internals.count == 69)
        expectSame(internals.map { ($0.string("name")!, .number($0.int("rawValue")!), nil) }, entries(.apple, .internalError))
    }

    @Test func appleUserInfoKeys() throws {
        let keys = try ReferenceCatalog.load().object("apple").list("userInfoKeys")
        #expect(keys.count == 17)
        expectSame(keys.map { ($0.string("name")!, .text($0.string("value")!), nil) }, entries(.apple, .userInfoKey))
    }

    @Test func appleDomainsKeepTheirStrings() throws {
        let domains = try ReferenceCatalog.load().object("apple").object("domains")
        for (name, info) in domains {
            let value = try #require((info as? [String: Any])?.string("value"))
            #expect(Catalog.entry(named: name)?.value == .text(value))
        }
    }

    @Test func appleSubErrorStrings() throws {
        let constants = try ReferenceCatalog.load().object("apple").object("stsConstants").object("subErrorStrings")
        #expect(entries(.apple, .subError).count == constants.count)
        for (name, value) in constants {
            let entry = try #require(Catalog.entry(named: name))
            #expect(entry.value == .text(value as? String ?? ""), "\(name)")
        }
    }

    @Test func msidCodesAndWhatTheyMapTo() throws {
        let msid = try ReferenceCatalog.load().object("apple").list("msidErrors")
        #expect(msid.count == 92)
        expectSame(msid.map { ($0.string("name")!, .number($0.int("rawValue")!), $0.string("domain")) }, entries(.apple, .msidError))
        for error in msid {
            let raw = error.int("rawValue")!
            let expected: Int?
            if let target = error.string("mapsToMSAL") {
                expected = Catalog.entry(named: target)?.value.number
                #expect(expected != nil, "\(target) is not in the catalog")
            } else {
                expected = -50000
            }
            #expect(Catalog.appleMappedCode(forMSID: raw) == expected, "\(error.string("name")!)")
        }
    }

    @Test func classificationRuleUsesTheRecoverableSet() throws {
        let classification = try ReferenceCatalog.load().object("apple").object("classification")
        let recoverable = try classification.list("recoverableSet").map { $0.int("rawValue")! }
        #expect(recoverable.count == 6)
        #expect(Catalog.appleRecoverableCodes == Set(recoverable))
        for error in try ReferenceCatalog.load().object("apple").list("errors") {
            let raw = error.int("rawValue")!
            let surfaced = Catalog.appleSurfacedCode(forMapped: raw).code
            #expect((surfaced == raw) == (error["surfacedAsTopLevelCode"] as? Bool ?? false) || raw == -50000)
        }
    }

    @Test func oauthMappingRows() throws {
        let rows = try ReferenceCatalog.load().object("apple").list("oauthToMSALMapping")
        #expect(Catalog.appleOAuthMappings.count == rows.count)
        for (row, mapping) in zip(rows, Catalog.appleOAuthMappings) {
            #expect(mapping.publicCode == row.int("publicCode"))
            #expect(mapping.publicName == row.string("publicName"))
            #expect(mapping.oauthError == row.string("oauthError"))
            #expect(mapping.context == row.string("context"))
            #expect(mapping.condition == row.string("condition"))
            #expect(mapping.msid == row.string("msid"))
            if let wrapped = row.int("internalCode") {
                #expect(mapping.internalCode == wrapped)
                #expect(Catalog.appleSurfacedCode(forMapped: wrapped) == (-50000, wrapped))
            }
        }
    }

    @Test func legacyAndRenumberedValues() throws {
        let history = try ReferenceCatalog.load().object("apple").list("valueHistory")
        var expected: [(String, Int)] = []
        for item in history {
            if let old = item["oldValues"] as? [String: Any] {
                expected += old.map { ($0.key, ($0.value as! NSNumber).intValue) }
            }
            for change in (item["changes"] as? [[String: Any]]) ?? [] {
                expected.append((change.string("name")!, change.int("old")!))
                #expect(Catalog.appleInternalError(rawValue: change.int("new")!)?.name == change.string("name"))
            }
        }
        #expect(expected.count == 11)
        for (name, old) in expected {
            #expect(Catalog.appleLegacyError(rawValue: old)?.name == name, "\(name) \(old)")
        }
        #expect(entries(.apple, .legacyError).count == expected.count)
    }

    @Test func dotnetExceptionsCodesSubErrorsAndClassifications() throws {
        let dotnet = try ReferenceCatalog.load().object("dotnet")
        let exceptions = try dotnet.list("exceptionTypes")
        #expect(exceptions.count == 9)
        expectSame(exceptions.map { ($0.string("name")!, .text($0.string("name")!), $0.string("base")) },
                   entries(.dotnet, .exceptionType))
        let codes = try dotnet.list("errorCodes")
        #expect(codes.count == 177)
        expectSame(codes.map { ($0.string("name")!, .text($0.string("value")!), nil) }, entries(.dotnet, .errorCode))
        let subErrors = try dotnet.list("internalSubErrors")
        #expect(subErrors.count == 10)
        expectSame(subErrors.map { ($0.string("name")!, .text($0.string("value")!), nil) }, entries(.dotnet, .subError))
        let classifications = try dotnet.list("uiRequiredClassifications")
        #expect(classifications.count == 8)
        expectSame(classifications.map { ($0.string("name")!, .number($0.int("value")!), nil) }, entries(.dotnet, .classification))
        #expect(entries(.dotnet, .classification).compactMap(\.value.number) == Array(0...7))
    }

    @Test func jsClassesAndCodesWithTheirClass() throws {
        let js = try ReferenceCatalog.load().object("js")
        let classes = try js.list("errorClasses")
        #expect(classes.count == 15)
        expectSame(classes.map { ($0.string("class")!, .text($0.string("class")!), $0.string("extends")) },
                   entries(.js, .errorClass))
        let codes = try js.list("errorCodes")
        #expect(codes.count == 154)
        let fromReference = entries(.js, .errorCode).prefix(codes.count)
        expectSame(codes.map { ($0.string("exportName") ?? $0.string("code")!, .text($0.string("code")!), $0.string("class")) },
                   Array(fromReference))
    }

    @Test func pythonDictKeysAndExceptions() throws {
        let python = try ReferenceCatalog.load().object("python")
        let keys = try python.list("errorDictKeys")
        #expect(keys.count == 11)
        expectSame(keys.map { ($0.string("key")!, .text($0.string("key")!), nil) }, entries(.python, .errorDictKey))
        let exceptions = try python.list("exceptions")
        #expect(exceptions.count == 8)
        expectSame(exceptions.map { ($0.string("name")!, .text($0.string("name")!), $0.string("base")) },
                   entries(.python, .exceptionType))
        #expect(Catalog.lookup("MsalServiceError").contains { $0.platform == .python })
    }

    @Test func aadstsCodesNamesAndCategories() throws {
        let codes = try ReferenceCatalog.load().list("aadsts")
        #expect(codes.count == 98)
        // The reference catalog's rows keep their names and categories; the other documented
        // codes join them in code order (AADSTSDocumentedCodesTests checks those).
        let referenceCodes = Set(codes.compactMap { $0.int("code") })
        expectSame(codes.map { ($0.string("aadsts")!, .number($0.int("code")!), $0.string("name")) },
                   entries(.aadsts, .aadsts).filter { referenceCodes.contains($0.value.number ?? -1) })
        for code in codes {
            let info = try #require(Catalog.aadsts(code.int("code")!))
            #expect(info.name == code.string("name") ?? code.string("aadsts"))
            #expect(info.category.rawValue == code.string("category"))
            // The typical OAuth error is the first error string the reference names, if any.
            let typical = code.string("typicalOAuthError")?.split(whereSeparator: { !($0.isLetter || $0 == "_") }).first
            #expect(info.typicalOAuthError == typical.map(String.init), "AADSTS\(info.code)")
        }
    }

    @Test func noMeaningIsTheReferenceSentence() throws {
        let sentences = Set((ReferenceCatalog.sentences(in: try ReferenceCatalog.load())
            + ReferenceCatalog.sentences(in: try ReferenceCatalog.loadJVM())).map(Self.fold))
        #expect(sentences.count > 900)
        let copied = Catalog.entries.filter { sentences.contains(Self.fold($0.meaning)) }
        #expect(copied.isEmpty, "copied: \(copied.map(\.name))")
        let copiedAADSTS = Catalog.aadstsCodes.filter { sentences.contains(Self.fold($0.meaning)) }
        #expect(copiedAADSTS.isEmpty)
    }

    static func fold(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
