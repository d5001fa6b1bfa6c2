import ConsoleTheme

/// The themes the console cycles through, starting with the one asked for.
enum ConsoleThemeList {
    static func resolve(_ name: String?) -> (list: [Theme], first: Int, warning: String?) {
        var list = ThemeLoader.available()
        if list.isEmpty { list = [Theme.defaultDark] }
        let (chosen, warning) = ThemeLoader.load(name: name ?? Theme.defaultThemeName)
        if let index = list.firstIndex(where: { $0 == chosen }) { return (list, index, warning) }
        if let index = list.firstIndex(where: { $0.name == chosen.name }) {
            list[index] = chosen
            return (list, index, warning)
        }
        list.insert(chosen, at: 0)
        return (list, 0, warning)
    }
}
