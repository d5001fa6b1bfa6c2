import Foundation
import MSALErrorModel
import Testing
@testable import TriageQuery

/// What `summarize` prints: totals first, then rows; JSON lines with the same facts.
@Suite struct SummaryOutputTests {
    @Test func textHasTotalsOnTopThenOneAlignedRowPerError() throws {
        let (summary, kind) = try SummarizerTests.summarize(SummarizerTests.appLog())
        let lines = SummaryText.lines(summary, kinds: [kind])
        // An app log's events are its errors: counted once, as errors, not as "5 events".
        #expect(lines[0] == "5 errors found · in 2 groups (by code)")
        #expect(lines[1] == "read: test (app log)")
        #expect(lines[3].hasPrefix("count  platform  domain"))
        #expect(lines[4].hasPrefix("    4  python") && lines[4].contains("invalid_grant") && lines[4].contains("50173"))
        #expect(lines[4].contains("line 2") && lines[4].contains("line 7"))
        #expect(lines[5].hasPrefix("    1  python") && lines[5].contains("7000222"))
        let filtered = try SummarizerTests.summarize(SummarizerTests.appLog(), where: "action:interactive_auth").0
        #expect(SummaryText.lines(filtered, kinds: [kind])[0].contains("match 'action:interactive_auth'"))
    }

    /// One time form everywhere (`HH:MM:SS.mmm`, as `simulate` prints it); an input's number
    /// stands apart in brackets, so `1:00:58.933` and `284:26.133` cannot be read two ways.
    @Test func timesReadOneWay() {
        #expect(ColumnText.time(3_658_933) == "01:00:58.933")
        #expect(ColumnText.time(17_066_133) == "04:44:26.133")
        #expect(ColumnText.time(40) == "00:00:00.040")
        let summary = Summarizer(grouping: .code).summary(inputs: ["a.jsonl", "b.jsonl"])
        #expect(SummaryText.position(.time(input: 0, milliseconds: 58_933), summary) == "[1] 00:00:58.933")
        #expect(SummaryText.position(.line(input: 1, line: 12), summary) == "[2] line 12")
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

    @Test func wrappedErrorsShowWhatTheyWrapAndCountsAreSingularForOne() throws {
        let summary = SummarizerTests.summarizeSession(SummarizerTests.javaWrapped(), results: [0])
        let lines = SummaryText.lines(summary, kinds: [.session])
        #expect(lines[0] == "1 event · 1 error in 1 group (by code)")
        #expect(lines[4].contains("CompletionException › MsalServiceException") && lines[4].contains("server_error"),
                "\(lines[4])")
        let json = try #require(JSONSerialization.jsonObject(with: Data(SummaryJSON.lines(summary, kinds: [.session])[1].utf8))
                                as? [String: Any])
        #expect((json["wrapped"] as? [String: Any])?["domain"] as? String == "MsalServiceException")
        #expect(json["domain"] as? String == "java.util.concurrent.CompletionException")
    }

    @Test func mostCommonFirstNamesAnErrorWithoutACodeByItsDomain() throws {
        let summary = SummarizerTests.summarizeSession(SummarizerTests.javaWrapped(), results: [2, 0], grouping: .action)
        let lines = SummaryText.lines(summary, kinds: [.session])
        #expect(lines[3].contains("most common first"))
        #expect(lines.dropFirst(4).contains { $0.contains("java.net.UnknownHostException") }, "\(lines)")
        #expect(lines.dropFirst(4).contains { $0.contains("server_error") }, "\(lines)")
        #expect(!lines.dropFirst(4).contains { $0.contains(" error ") }, "never the placeholder word: \(lines)")
        let bare = SummarizerTests.summarizeSession([Diagnosis(platform: .java)], results: [0], grouping: .action)
        #expect(SummaryText.lines(bare, kinds: [.session])[4].contains("—"))
    }
}
