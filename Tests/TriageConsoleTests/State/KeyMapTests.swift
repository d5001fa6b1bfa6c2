import Foundation
import Testing
@testable import TriageConsole

@Suite struct KeyMapTests {
    @Test func everyCommandHasAKeyAndNoKeyDoesTwoThings() {
        for command in Command.allCases {
            #expect(KeyMap.bindings.contains { $0.command == command }, "\(command) has no key")
        }
        var seen: [Key: Command] = [:]
        for binding in KeyMap.bindings {
            for key in binding.keys {
                #expect(seen[key] == nil, "\(key) is bound to \(seen[key].map { "\($0)" } ?? "") and \(binding.command)")
                seen[key] = binding.command
                #expect(KeyMap.command(for: key) == binding.command)
            }
        }
    }

    /// docs/console.md's key table is the key map, row for row, nothing added or left out: the
    /// table between `<!-- keys: generated from KeyMap -->` and `<!-- /keys -->` is generated.
    /// `RECORD_DOCS=1 swift test --filter KeyMapTests` writes it after a change to the key map.
    @Test func docsKeyTableIsTheKeyMap() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/console.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let open = "<!-- keys: generated from KeyMap -->\n", close = "<!-- /keys -->"
        let start = try #require(text.range(of: open), "docs/console.md lost its key table's opening marker")
        let end = try #require(text.range(of: close, range: start.upperBound..<text.endIndex), "docs/console.md lost `\(close)`")
        let table = KeyMap.markdownTable
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1", String(text[start.upperBound..<end.lowerBound]) != table {
            try (String(text[..<start.upperBound]) + table + String(text[end.lowerBound...]))
                .write(to: guide, atomically: true, encoding: .utf8)
            Issue.record("docs/console.md: the key table was rewritten from KeyMap; review the diff")
            return
        }
        #expect(String(text[start.upperBound..<end.lowerBound]) == table,
                "docs/console.md's key table is not the key map: RECORD_DOCS=1 swift test --filter KeyMapTests rewrites it")
    }

    /// The table the docs show, and the man page's key list, come from the key map.
    @Test func markdownTableHasEveryBinding() {
        let rows = KeyMap.markdownTable.split(separator: "\n")
        #expect(rows.count == KeyMap.bindings.count + 2)
        #expect(rows.first == "| keys | what it does |")
        for binding in KeyMap.bindings {
            #expect(rows.contains { $0 == "| `\(binding.label)` | \(binding.summary) |" }, "no row for \(binding.command)")
        }
        let plain = KeyMap.plainList.split(separator: "\n")
        #expect(plain.count == KeyMap.bindings.count)
        #expect(plain.contains { $0.hasPrefix("  q ^C ") && $0.hasSuffix("  quit") })
    }
}
