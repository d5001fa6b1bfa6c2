import ConsoleTheme
import CNcursesShim
import TriageConsole

/// Style roles → curses colour pairs and attributes for the theme in use.
/// Pair `role.rawValue + 1` belongs to each role; pairs are set once per theme.
struct ColorPalette {
    /// What the terminal offers, decided once at start-up.
    enum Capability: Equatable {
        /// Attributes only: `NO_COLOR`, `--no-color` or a terminal without colours.
        case attributesOnly
        case colors(count: Int, pairs: Int)
    }

    let capability: Capability
    private(set) var appliedTheme: Theme?
    private var looks: [StyleRole: (attributes: UInt32, pair: Int32)] = [:]

    init(capability: Capability) {
        self.capability = capability
    }

    /// Without colours the monochrome theme is used whatever the program asks for.
    func effectiveTheme(for requested: Theme) -> Theme {
        capability == .attributesOnly ? Theme.monochrome : requested
    }

    /// Sets the colour pairs for a theme; true when anything changed (the screen must be redrawn).
    mutating func apply(_ requested: Theme) -> Bool {
        let theme = effectiveTheme(for: requested)
        guard theme != appliedTheme else { return false }
        appliedTheme = theme
        looks = [:]
        for role in StyleRole.allCases {
            let style = theme.style(for: role)
            var attributes: UInt32 = 0
            if style.bold { attributes |= msal_attr_bold() }
            if style.underline { attributes |= msal_attr_underline() }
            if style.reverse { attributes |= msal_attr_reverse() }
            var pair: Int32 = 0
            if case .colors(let count, let pairs) = capability, Int(role.rawValue) + 1 < pairs {
                let foreground = Self.number(style.foreground, colorCount: count)
                let background = Self.number(style.background, colorCount: count)
                if foreground != -1 || background != -1 {
                    let candidate = Int32(role.rawValue) + 1
                    if msal_init_pair(candidate, foreground, background) == 0 { pair = candidate }
                }
            }
            looks[role] = (attributes, pair)
        }
        return true
    }

    func look(for role: StyleRole) -> (attributes: UInt32, pair: Int32) {
        looks[role] ?? (0, 0)
    }

    static func number(_ color: ThemeColor, colorCount: Int) -> Int32 {
        switch color.limited(toColorCount: colorCount) {
        case .terminalDefault: -1
        case .indexed(let index): Int32(index)
        }
    }
}
