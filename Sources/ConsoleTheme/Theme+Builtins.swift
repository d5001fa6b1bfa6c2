import Synchronization

extension Theme {
    /// The names of the built-in themes (the stems of `themes/*.yaml`, which the tests hold
    /// equal to each file's `name:`), default first, then by name.
    public static let builtinNames: [String] = ThemeBuiltinFiles.files
        .map { String($0.name.prefix(while: { $0 != "." })) }
        .sorted { lhs, rhs in lhs == defaultThemeName || (rhs != defaultThemeName && lhs < rhs) }

    /// The built-in themes, parsed from the embedded copies of `themes/*.yaml`, default first.
    public static var builtins: [Theme] { builtinNames.map(builtin(named:)) }

    /// The name of the default theme.
    public static let defaultThemeName = "dark"

    /// The default theme: light text on the terminal's dark background.
    public static var defaultDark: Theme { builtin(named: defaultThemeName) }

    /// Attributes only, no colours: used when `NO_COLOR` is set or the terminal has no colours.
    public static var monochrome: Theme { builtin(named: "monochrome") }

    /// The built-in theme `name`, or nil when there is none by that name.
    public static func builtinIfAny(named name: String) -> Theme? {
        builtinNames.contains(name) ? builtin(named: name) : nil
    }

    /// The built-in theme `name`, parsed on first use and kept: the console starts by
    /// showing one theme, and parsing all five was a sixth of its start-up.
    static func builtin(named name: String) -> Theme {
        if let theme = parsedBuiltins.withLock({ $0[name] }) { return theme }
        guard let file = ThemeBuiltinFiles.files.first(where: { $0.name.prefix(while: { $0 != "." }) == name }) else {
            preconditionFailure("built-in theme '\(name)' is missing from themes/")
        }
        let theme: Theme
        do {
            theme = try ThemeParser.parse(yaml: file.text, file: "built-in \(file.name)", fallbackName: name)
        } catch {
            // The built-in files are checked by the tests; reaching this is a build defect.
            preconditionFailure("\(error)")
        }
        parsedBuiltins.withLock { $0[name] = theme }
        return theme
    }

    private static let parsedBuiltins = Mutex<[String: Theme]>([:])
}
