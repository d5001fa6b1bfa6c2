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

    /// The README's key table is the key map, row for row.
    @Test func readmeKeyTableMatchesTheKeyMap() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for binding in KeyMap.bindings {
            #expect(text.contains("| `\(binding.label)` | \(binding.summary) |"), "README lacks the row for \(binding.command)")
        }
    }
}
