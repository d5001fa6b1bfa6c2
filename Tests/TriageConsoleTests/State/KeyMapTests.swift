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

    /// The console guide's key table is the key map, row for row.
    @Test func consoleGuideKeyTableMatchesTheKeyMap() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/console.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        for binding in KeyMap.bindings {
            #expect(text.contains("| `\(binding.label)` | \(binding.summary) |"),
                    "docs/console.md lacks the row for \(binding.command)")
        }
    }
}
