extension Theme {
    /// The built-in themes, parsed from the embedded copies of `themes/*.yaml`, default first.
    public static let builtins: [Theme] = {
        let parsed = ThemeBuiltinFiles.files.map { file -> Theme in
            let stem = String(file.name.prefix(while: { $0 != "." }))
            do {
                return try ThemeParser.parse(yaml: file.text, file: "built-in \(file.name)", fallbackName: stem)
            } catch {
                // The built-in files are checked by the tests; reaching this is a build defect.
                preconditionFailure("\(error)")
            }
        }
        return parsed.sorted { lhs, rhs in
            lhs.name == defaultThemeName || (rhs.name != defaultThemeName && lhs.name < rhs.name)
        }
    }()

    /// The name of the default theme.
    public static let defaultThemeName = "dark"

    /// The default theme: light text on the terminal's dark background.
    public static var defaultDark: Theme { builtin(named: defaultThemeName) }

    /// Attributes only, no colours: used when `NO_COLOR` is set or the terminal has no colours.
    public static var monochrome: Theme { builtin(named: "monochrome") }

    static func builtin(named name: String) -> Theme {
        guard let theme = builtins.first(where: { $0.name == name }) else {
            preconditionFailure("built-in theme '\(name)' is missing from themes/")
        }
        return theme
    }
}
