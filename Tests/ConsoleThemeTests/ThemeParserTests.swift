import Testing
import ConsoleTheme

@Suite("ThemeParser: reading theme files")
struct ThemeParserTests {
    private func parse(_ yaml: String) throws(ThemeFileError) -> Theme {
        try ThemeParser.parse(yaml: yaml, file: "mine.yaml", fallbackName: "mine")
    }

    private func failure(_ yaml: String) -> ThemeFileError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test("A good file: name, summary, colours by name, hex and index, attributes, shorthand")
    func goodFile() throws {
        let theme = try parse("""
            name: sunset
            summary: Warm colours
            roles:
              error: { foreground: "#ff8700", background: black, bold: true }
              search-hit: { fg: 226, bg: default, underline: yes, reverse: true }
              statusBar: bright-white
            """)
        #expect(theme.name == "sunset")
        #expect(theme.summary == "Warm colours")
        #expect(theme.style(for: .error) == RoleStyle(foreground: .indexed(208), background: .indexed(0), bold: true))
        #expect(theme.style(for: .searchHit) == RoleStyle(foreground: .indexed(226), underline: true, reverse: true))
        #expect(theme.style(for: .statusBar).foreground == .indexed(15))
        #expect(theme.style(for: .warning) == RoleStyle(), "roles not listed use terminal defaults")
    }

    @Test("Without name: the file name is the theme name")
    func fallbackName() throws {
        #expect(try parse("roles:\n  error: red\n").name == "mine")
    }

    @Test("Every kind of bad file names the file, the line and the fix", arguments: [
        ("roles:\n  error: { foreground: redd }\n", 2, "unknown colour 'redd'"),
        ("roles:\n  eror: red\n", 2, "unknown role 'eror'"),
        ("name: x\ncolours: {}\n", 2, "unknown key 'colours'"),
        ("roles:\n  error: { bold: maybe }\n", 2, "must be true or false"),
        ("roles:\n  error: { shade: dark }\n", 2, "unknown key 'shade'"),
        ("roles:\n  error: [red]\n", 2, "must be a colour or"),
        ("name: \"bad name!\"\nroles: {}\n", 1, "name must be"),
        ("roles:\n  error: red\n  error: blue\n", 2, "given twice"),
        ("roles:\n  error: { foreground: \"#ff00\" }\n", 2, "#rrggbb"),
        ("roles: [a, b]\n", 1, "roles: must be a mapping"),
        ("- a\n- b\n", 1, "must be a mapping"),
        ("name: x\n", 1, "has no roles"),
        ("roles:\n  error: { foreground: red\n", 3, "not valid YAML"),
    ])
    func badFiles(yaml: String, line: Int, fragment: String) {
        let error = failure(yaml)
        #expect(error?.file == "mine.yaml")
        #expect(error?.line == line, "\(error?.description ?? "no error")")
        #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "no error")")
        #expect(error?.description.hasPrefix("theme file mine.yaml, line \(line): ") == true)
    }

    @Test("An empty file is refused with a hint")
    func emptyFile() {
        #expect(failure("")?.description.contains("is empty") == true)
    }

    @Test("Control characters in a bad value are not echoed")
    func controlCharacters() {
        let error = failure("roles:\n  error: \"\\e[31mred\"\n")
        #expect(error != nil)
        #expect(error?.description.unicodeScalars.contains { $0.value < 0x20 } == false)
    }

    @Test("Every role has a file name, and file names read back to the role")
    func roleNames() throws {
        for role in StyleRole.allCases {
            let name = ThemeParser.fileName(of: role)
            let theme = try parse("roles:\n  \(name): { bold: true }\n")
            #expect(theme.style(for: role).bold, "\(name)")
            // The file name is the case name with a dash before each capital; the other
            // spellings (`searchhit`, `search_hit`) read back too.
            let caseName = String(describing: role)
            let dashed = caseName.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
            #expect(name == dashed)
            for spelling in [caseName.lowercased(), dashed.replacingOccurrences(of: "-", with: "_")] {
                #expect(try parse("roles:\n  \(spelling): { bold: true }\n").style(for: role).bold, "\(spelling)")
            }
        }
    }
}
