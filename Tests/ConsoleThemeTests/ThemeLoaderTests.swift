import Foundation
import Testing
import ConsoleTheme

@Suite("ThemeLoader: built-ins, user themes, --theme")
struct ThemeLoaderTests {
    /// A fresh XDG_CONFIG_HOME with the given user theme files.
    private func configHome(_ files: [String: String]) throws -> (loader: ThemeLoader, themes: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("msal-theme-\(UUID().uuidString)")
        let themes = root.appendingPathComponent("msal-triage/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: themes.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return (ThemeLoader(environment: ["XDG_CONFIG_HOME": root.path, "HOME": "/nonexistent"]), themes.path)
    }

    @Test("The user directory follows XDG_CONFIG_HOME, else ~/.config")
    func userDirectory() {
        #expect(ThemeLoader(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).userThemeDirectory
            == "/x/msal-triage/themes")
        #expect(ThemeLoader(environment: ["HOME": "/h"]).userThemeDirectory == "/h/.config/msal-triage/themes")
        #expect(ThemeLoader(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).userThemeDirectory
            == "/h/.config/msal-triage/themes")
    }

    @Test("Built-ins load by name without a warning")
    func builtinByName() {
        let (theme, warning) = ThemeLoader(environment: [:]).load(name: "light")
        #expect(theme.name == "light")
        #expect(warning == nil)
    }

    @Test("User themes are listed with the built-ins; broken ones are reported, not listed")
    func userThemes() throws {
        let (loader, _) = try configHome([
            "ocean.yaml": "summary: Blue\nroles:\n  error: { foreground: \"#ff0000\" }\n",
            "broken.yaml": "roles:\n  error: { foreground: nope }\n",
            "notes.txt": "not a theme",
        ])
        let names = loader.available().map(\.name)
        #expect(names.contains("ocean"))
        #expect(names.contains("dark"))
        #expect(!names.contains("broken"))
        let problems = loader.scanUserThemes().problems
        #expect(problems.count == 1)
        #expect(problems.first?.line == 2)
        #expect(loader.load(name: "ocean").0.style(for: .error).foreground == .indexed(196))
    }

    @Test("A broken theme falls back to the default with a warning naming file and line")
    func brokenFallsBack() throws {
        let (loader, directory) = try configHome(["broken.yaml": "name: broken\nroles:\n  eror: red\n"])
        let (theme, warning) = loader.load(name: "broken")
        #expect(theme == Theme.defaultDark)
        #expect(warning?.contains("\(directory)/broken.yaml, line 3") == true, "\(warning ?? "nil")")
        #expect(warning?.contains("using the default theme 'dark'") == true)
    }

    @Test("--theme FILE reads that file; a missing file or unknown name falls back with a warning")
    func byPath() throws {
        let (loader, directory) = try configHome(["ocean.yaml": "roles:\n  title: cyan\n"])
        #expect(loader.load(name: directory + "/ocean.yaml").0.name == "ocean")
        let missing = loader.load(name: "/no/such/theme.yaml")
        #expect(missing.0 == Theme.defaultDark)
        #expect(missing.warning?.contains("/no/such/theme.yaml: does not exist") == true)
        let unknown = loader.load(name: "neon")
        #expect(unknown.0 == Theme.defaultDark)
        #expect(unknown.warning?.contains("no theme named 'neon'; available: dark") == true)
    }

    @Test("A user theme named like a built-in replaces it")
    func override() throws {
        let (loader, _) = try configHome(["light.yaml": "name: light\nroles:\n  title: red\n"])
        let light = loader.available().filter { $0.name == "light" }
        #expect(light.count == 1)
        #expect(light.first?.style(for: .title).foreground == .indexed(1))
        #expect(loader.load(name: "light").0.style(for: .title).foreground == .indexed(1))
    }

    @Test("An oversized or non-UTF-8 file is refused")
    func badBytes() throws {
        let (loader, directory) = try configHome([:])
        let big = directory + "/big.yaml"
        try String(repeating: "# padding\n", count: 10_000).write(toFile: big, atomically: true, encoding: .utf8)
        #expect(loader.load(name: big).warning?.contains("larger than 64 KiB") == true)
        let binary = directory + "/binary.yaml"
        try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: URL(fileURLWithPath: binary))
        #expect(loader.load(name: binary).warning?.contains("not UTF-8") == true)
    }
}
