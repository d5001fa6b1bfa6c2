import ConsoleTheme

/// The themes the console cycles through, starting with the one asked for. Only that
/// one is parsed now; the other built-ins are parsed when `t` first shows them.
enum ConsoleThemeList {
    static func resolve(_ name: String?) -> (list: ThemeList, first: Int, warning: String?) {
        var list = ThemeList(builtinsAnd: ThemeLoader().scanUserThemes().themes)
        if list.isEmpty { list = [Theme.defaultDark] }
        let (chosen, warning) = ThemeLoader.load(name: name ?? Theme.defaultThemeName)
        if let index = list.firstIndex(named: chosen.name) {
            if list[index] != chosen { list[index] = chosen }
            return (list, index, warning)
        }
        list.insert(chosen, at: 0)
        return (list, 0, warning)
    }
}
