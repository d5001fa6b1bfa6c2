import Foundation

/// Finds themes: the built-ins, and the person's own in
/// `$XDG_CONFIG_HOME/msal-triage/themes` (default `~/.config/msal-triage/themes`), one
/// `NAME.yaml` each. `--theme NAME|FILE` goes through `load(name:)`.
public struct ThemeLoader: Sendable {
    public var environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Built-in and user themes (a user theme with a built-in's name replaces it). Broken user files are left out.
    public static func available() -> [Theme] { ThemeLoader().available() }

    /// The theme called `name` (built-in or user), or the theme in file `name` when it contains
    /// `/` or ends in `.yaml`/`.yml`. When that fails: the default theme and a one-line warning
    /// naming the file, line and fix, to show after the screen closes or in the status line.
    public static func load(name: String) -> (Theme, warning: String?) { ThemeLoader().load(name: name) }

    /// `$XDG_CONFIG_HOME/msal-triage/themes`, or `$HOME/.config/msal-triage/themes`; nil without either.
    public var userThemeDirectory: String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/msal-triage/themes"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.config/msal-triage/themes"
        }
        return nil
    }

    public func available() -> [Theme] {
        let user = scanUserThemes()
        var themes = Theme.builtins.filter { builtin in !user.themes.contains { $0.name == builtin.name } }
        themes += user.themes
        return themes
    }

    /// The user's theme files: those that parse, and the problems of those that do not.
    public func scanUserThemes() -> (themes: [Theme], problems: [ThemeFileError]) {
        guard let directory = userThemeDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return ([], []) }
        var themes: [Theme] = []
        var problems: [ThemeFileError] = []
        for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            do {
                let theme = try read(path: directory + "/" + name)
                if !themes.contains(where: { $0.name == theme.name }) { themes.append(theme) }
            } catch {
                problems.append(error)
            }
        }
        return (themes, problems)
    }

    public func load(name: String) -> (Theme, warning: String?) {
        let fallback = "; using the default theme '\(Theme.defaultThemeName)'"
        if name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            do {
                return (try read(path: name), nil)
            } catch {
                return (Theme.defaultDark, error.description + fallback)
            }
        }
        if let directory = userThemeDirectory {
            for suffix in [".yaml", ".yml"] {
                let path = directory + "/" + name + suffix
                guard FileManager.default.fileExists(atPath: path) else { continue }
                do {
                    return (try read(path: path), nil)
                } catch {
                    if let builtin = Theme.builtinIfAny(named: name) {
                        return (builtin, error.description + "; using the built-in '\(name)'")
                    }
                    return (Theme.defaultDark, error.description + fallback)
                }
            }
        }
        if let builtin = Theme.builtinIfAny(named: name) { return (builtin, nil) }
        if let user = scanUserThemes().themes.first(where: { $0.name == name }) { return (user, nil) }
        let known = available().map(\.name).joined(separator: ", ")
        return (Theme.defaultDark, "no theme named '\(ThemeText.safe(name))'; available: \(known)" + fallback)
    }

    /// Reads and parses one theme file.
    public func read(path: String) throws(ThemeFileError) -> Theme {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ThemeFileError(file: path, line: nil, problem: "does not exist; give a theme name or the path of a .yaml file")
        }
        guard !isDirectory.boolValue else {
            throw ThemeFileError(file: path, line: nil, problem: "is a directory; give the path of a .yaml file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= ThemeParser.maximumBytes else {
            throw ThemeFileError(file: path, line: nil, problem: "is larger than \(ThemeParser.maximumBytes / 1024) KiB; a theme needs only a few lines")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ThemeFileError(file: path, line: nil, problem: "cannot be read; check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ThemeFileError(file: path, line: nil, problem: "is not UTF-8 text; save it as UTF-8")
        }
        return try ThemeParser.parse(yaml: text, file: path, fallbackName: stem)
    }
}
