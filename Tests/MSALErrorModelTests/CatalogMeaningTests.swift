import Testing
@testable import MSALErrorModel

@Suite("Catalog meanings")
struct CatalogMeaningTests {
    private static func fold(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    @Test func everyEntryExplainsItselfInAShortSentence() {
        for entry in Catalog.entries {
            #expect(!entry.meaning.isEmpty, "\(entry.name)")
            #expect(entry.meaning.count <= 180, "\(entry.name) is too long to scan")
            // A meaning that only spells the name out again tells the reader nothing.
            #expect(Self.fold(entry.meaning) != Self.fold(entry.name), "\(entry.name)")
            #expect(!entry.meaning.unicodeScalars.contains { $0.value < 0x20 }, "\(entry.name)")
        }
    }

    @Test func aadstsInfoAndEntryShareTheirMeaning() {
        for info in Catalog.aadstsCodes {
            let entry = Catalog.lookup("AADSTS\(info.code)").first
            #expect(entry?.meaning == info.meaning)
        }
    }

    @Test func everyEntryIsFoundByItsOwnName() {
        for entry in Catalog.entries where entry.kind != .legacyError {
            #expect(Catalog.lookup(entry.name).contains(entry), "\(entry.name)")
        }
    }
}
