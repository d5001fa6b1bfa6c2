import Foundation
import Testing

/// The fixtures the catalog tests read are copies of `../shared/reference/`. When the
/// shared folder is beside the clone, each copy must be byte for byte the original;
/// without it the comparison is skipped, and the skip says why.
@Suite("Fixtures are the shared reference catalogs")
struct SharedReferenceTests {
    @Test func fixturesAreInTheRepository() throws {
        for name in ReferenceCatalog.fileNames {
            let path = ReferenceCatalog.fixturesDirectory.appendingPathComponent(name).path
            #expect(FileManager.default.fileExists(atPath: path), "missing fixture \(path)")
        }
    }

    @Test(.enabled(
        if: ReferenceCatalog.sharedIsPresent,
        "../shared/reference is not beside this clone (and MSAL_SHARED_REFERENCE is not set), so the fixtures cannot be compared with the originals; the catalog tests still run on the fixtures"))
    func fixturesAreIdenticalToTheSharedOriginals() throws {
        for name in ReferenceCatalog.fileNames {
            let fixture = try Data(contentsOf: ReferenceCatalog.fixturesDirectory.appendingPathComponent(name))
            let shared = try Data(contentsOf: ReferenceCatalog.sharedDirectory.appendingPathComponent(name))
            #expect(fixture == shared, "\(name) differs from ../shared/reference: copy it again and regenerate")
        }
    }
}
