import Foundation
import Testing

/// Every platform's MSAL log fixtures (MSALLogs/<platform>/<name>.log), each beside the flows a
/// user would check in it (<name>.expected.json, written by `fixture_kit.py` from the hand-written
/// records in `records_<platform>.py`): `summarize <name>.log --by flow --json` must rebuild
/// exactly those flows, in start-time order, with the listed fields (a field the expectation
/// leaves out is not compared; null means the product must say null).
@Suite("End to end: MSAL log fixtures of every platform rebuilt into flows")
struct MSALLogFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The platforms that need eight fixtures each; `python` adds the layouts the real-msal run
    /// (RealMSAL/) does not write.
    static let platforms = ["dotnet", "js", "apple", "android", "java", "wam"]
    static let folders = platforms + ["python"]

    /// "<platform>/<name>" of every fixture on disk.
    static let fixtures: [String] = folders.flatMap { platform in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(platform).path)) ?? []
        return names.filter { $0.hasSuffix(".expected.json") }.sorted()
            .map { "\(platform)/" + $0.dropLast(".expected.json".count) }
    }

    @Test("each platform has at least eight fixtures, each a log with its expectation")
    func everyPlatformHasItsFixtures() throws {
        for platform in Self.platforms {
            let count = Self.fixtures.filter { $0.hasPrefix(platform + "/") }.count
            #expect(count >= 8, "\(platform): \(count) fixtures")
        }
        for fixture in Self.fixtures {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(fixture + ".log").path), "\(fixture).log")
            let expected = try Self.expectation(fixture)
            #expect(!(expected["flows"] as? [[String: Any]] ?? []).isEmpty, "\(fixture): no flows expected")
        }
    }

    /// Where the product does not yet do what a fixture expects: the fixture, the text of the one
    /// issue the gap records (the field, the product's value), and why. Only that issue is known;
    /// any other still fails, and so does the gap's absence ("known issue was not recorded") once
    /// the product closes it: then delete its entry.
    static let knownGaps: [String: (issue: String, reason: String)] = [:]

    @Test("summarize --by flow --json rebuilds the fixture's flows",
          .enabled(if: FlowCommand.unavailableReason == nil, "\(FlowCommand.unavailableReason ?? "")"),
          arguments: fixtures)
    func rebuildsTheFlows(fixture: String) throws {
        guard let gap = Self.knownGaps[fixture] else { return try check(fixture) }
        try withKnownIssue(Comment(rawValue: gap.reason)) {
            try check(fixture)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(gap.issue) }
        }
    }

    private func check(_ fixture: String) throws {
        let expectation = try Self.expectation(fixture)
        let expected = try #require(expectation["flows"] as? [[String: Any]])
        let platform = try #require(expectation["platform"] as? String)
        let newestFirst = expectation["reverseOrder"] as? Bool ?? false
        let flows = try FlowCommand.flows(of: Self.folder.appendingPathComponent(fixture + ".log").path)
        for (index, flow) in flows.enumerated() {
            for problem in FlowCommand.shapeProblems(flow, label: "\(fixture) flow \(index + 1)", newestFirst: newestFirst) {
                Issue.record(Comment(rawValue: problem))
            }
        }
        try #require(flows.count == expected.count,
                     "\(fixture): \(flows.count) flows, want \(expected.count): got ids \(flows.map { $0["correlationId"] ?? "nil" })")
        for (index, (flow, want)) in zip(flows, expected).enumerated() {
            let label = "\(fixture) flow \(index + 1) (\(want["correlationId"] as? String ?? "no id"))"
            var want = want
            if want["platform"] == nil { want["platform"] = platform }
            compare(flow, want, label: label, newestFirst: newestFirst)
        }
    }

    private func compare(_ flow: [String: Any], _ want: [String: Any], label: String, newestFirst: Bool) {
        for (key, value) in want.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "firstLine", "lastLine":
                continue
            case "error":
                compareError(flow["error"], value, label: label)
            default:
                #expect(same(flow[key], value), "\(label): \(key) is \(describe(flow[key])), want \(describe(value))")
            }
        }
        let lines = [flow["firstLine"] as? Int ?? -1, flow["lastLine"] as? Int ?? -1]
        let wanted = [want["firstLine"] as? Int ?? -2, want["lastLine"] as? Int ?? -2]
        if newestFirst {
            // A reversed export's flow spans the same lines whichever end the product calls first.
            #expect(lines.sorted() == wanted.sorted(), "\(label): lines \(lines), want \(wanted) (either way round)")
        } else {
            #expect(lines == wanted, "\(label): firstLine/lastLine \(lines), want \(wanted)")
        }
    }

    private func compareError(_ actual: Any?, _ want: Any, label: String) {
        guard let want = want as? [String: Any] else {
            #expect(actual is NSNull, "\(label): error is \(describe(actual)), want null")
            return
        }
        guard let actual = actual as? [String: Any] else {
            Issue.record("\(label): error is \(describe(actual)), want \(describe(want))")
            return
        }
        for (key, value) in want {
            if key == "aadsts" {
                #expect(FlowCommand.aadsts(actual) == (value as? [Int] ?? []), "\(label): error.aadsts is \(describe(actual[key])), want \(describe(value))")
            } else {
                #expect(same(actual[key], value), "\(label): error.\(key) is \(describe(actual[key])), want \(describe(value))")
            }
        }
    }

    private func same(_ actual: Any?, _ expected: Any) -> Bool {
        switch expected {
        case is NSNull: return actual is NSNull
        case let text as String: return actual as? String == text
        default:
            // Numbers and booleans: the same JSON text (true is not 1).
            return actual != nil && describe(actual) == describe(expected)
        }
    }

    private func describe(_ value: Any?) -> String {
        guard let value else { return "(missing)" }
        if value is NSNull { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }

    private static func expectation(_ fixture: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(fixture + ".expected.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any], "\(fixture).expected.json")
    }
}
