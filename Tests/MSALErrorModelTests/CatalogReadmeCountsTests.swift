import Foundation
import MSALErrorModel
import Testing

/// docs/explain.md's table of catalog entries per platform is the catalog's count, so a regenerated
/// catalog cannot leave the documentation behind.
@Suite("docs/explain.md: catalog entries per platform")
struct CatalogReadmeCountsTests {
    /// `| `apple` | 232 (…) |` rows: platform → the number docs/explain.md gives.
    static func readmeCounts() throws -> [String: Int] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/explain.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let table = try #require(text.range(of: "| platform | entries in the catalog |"), "docs/explain.md lost its catalog table")
        var counts: [String: Int] = [:]
        for line in text[table.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let number = Int(cells[1].prefix { $0.isNumber }) else { continue }
            counts[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = number
        }
        return counts
    }

    @Test("every platform's row gives the catalog's number of entries")
    func countsMatch() throws {
        let readme = try Self.readmeCounts()
        var catalog: [String: Int] = [:]
        for entry in Catalog.entries { catalog[entry.platform.rawValue, default: 0] += 1 }
        #expect(readme == catalog)
    }
}
