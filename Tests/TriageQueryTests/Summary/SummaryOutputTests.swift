import Foundation
import MSALErrorModel
import Testing
import TriageQuery

/// What `summarize` prints: totals first, then rows; JSON lines with the same facts.
@Suite struct SummaryOutputTests {
    @Test func textHasTotalsOnTopThenOneAlignedRowPerError() throws {
        let (summary, kind) = try SummarizerTests.summarize(SummarizerTests.appLog())
        let lines = SummaryText.lines(summary, kinds: [kind])
        #expect(lines[0] == "5 events · 5 errors in 2 groups (by code)")
        #expect(lines[1] == "read: test (app log)")
        #expect(lines[3].hasPrefix("count  platform  domain"))
        #expect(lines[4].hasPrefix("    4  python") && lines[4].contains("invalid_grant") && lines[4].contains("50173"))
        #expect(lines[4].contains("line 2") && lines[4].contains("line 7"))
        #expect(lines[5].hasPrefix("    1  python") && lines[5].contains("7000222"))
        let filtered = try SummarizerTests.summarize(SummarizerTests.appLog(), where: "action:interactive_auth").0
        #expect(SummaryText.lines(filtered, kinds: [kind])[0].contains("match 'action:interactive_auth'"))
    }

    @Test func jsonIsATotalsObjectThenOneObjectPerRow() throws {
        let (summary, kind) = try SummarizerTests.summarize(SummarizerTests.appLog())
        let objects = try SummaryJSON.lines(summary, kinds: [kind]).map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 3)
        #expect(objects[0]["kind"] as? String == "totals" && objects[0]["matchingEvents"] as? Int == 5)
        #expect(objects[1]["kind"] as? String == "row" && objects[1]["count"] as? Int == 4)
        #expect((objects[1]["correlationIds"] as? [String])?.count == 3)
        #expect((objects[1]["firstSeen"] as? [String: Any])?["line"] as? Int == 2)
    }
}
