import Foundation
import Testing
@testable import ConsoleTheme

@Suite("Built-in themes")
struct ThemeBuiltinTests {
    /// `themes/` at the repository root, found from this file's path.
    static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("themes")

    @Test("At least five built-ins: dark (default, first), light, high-contrast, monochrome and more")
    func present() {
        let names = Theme.builtins.map(\.name)
        #expect(names.count >= 5)
        #expect(names.first == "dark")
        for name in ["dark", "light", "high-contrast", "monochrome"] { #expect(names.contains(name)) }
        #expect(Theme.defaultDark.name == "dark")
        #expect(Theme.monochrome.name == "monochrome")
    }

    @Test("A built-in's name is its file's stem: the console lists built-ins by name before parsing them")
    func namesAreStems() {
        #expect(Theme.builtins.map(\.name) == Theme.builtinNames)
        #expect(Theme.builtinIfAny(named: "light")?.name == "light")
        #expect(Theme.builtinIfAny(named: "no-such-theme") == nil)
    }

    @Test("Every built-in gives every style role a look")
    func everyRole() {
        for theme in Theme.builtins {
            for role in StyleRole.allCases {
                #expect(theme.styles[role] != nil, "\(theme.name) lacks \(ThemeParser.fileName(of: role))")
            }
        }
    }

    @Test("The monochrome theme uses no colours, and the selection stands out by attribute")
    func monochromeHasNoColours() {
        for role in StyleRole.allCases {
            let style = Theme.monochrome.style(for: role)
            #expect(style.foreground == .terminalDefault && style.background == .terminalDefault)
        }
        #expect(Theme.monochrome.style(for: .selected).reverse)
    }

    @Test("The embedded copies equal themes/*.yaml (run Scripts/embed-resources after editing)")
    func embeddedMatchesFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count == Theme.builtins.count)
        let loader = ThemeLoader(environment: [:])
        for file in files {
            let fromFile = try loader.read(path: Self.themesDirectory.appendingPathComponent(file).path)
            let builtin = Theme.builtins.first { $0.name == fromFile.name }
            #expect(builtin == fromFile, "\(file) differs from its embedded copy")
        }
        for (name, yaml) in ThemeBuiltinFiles.files {
            let text = try String(contentsOf: Self.themesDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(text == yaml + "\n", "\(name) differs from its embedded copy")
        }
    }
}
