/// A terminal colour: the terminal's own default, or one of the 256 xterm colours.
public enum ThemeColor: Hashable, Sendable {
    case terminalDefault
    case indexed(UInt8)
}

/// How one style role looks.
public struct RoleStyle: Hashable, Sendable {
    public var foreground: ThemeColor
    public var background: ThemeColor
    public var bold: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(foreground: ThemeColor = .terminalDefault, background: ThemeColor = .terminalDefault,
                bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }
}

/// A named mapping from style roles to looks. The built-in themes come from
/// `themes/*.yaml` (see `ThemeLoader`); `Theme.defaultDark` and `Theme.monochrome`
/// are two of them.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var styles: [StyleRole: RoleStyle]
    /// One line saying what the theme is for (shown in theme lists).
    public var summary: String

    public init(name: String, styles: [StyleRole: RoleStyle], summary: String = "") {
        self.name = name
        self.styles = styles
        self.summary = summary
    }

    public func style(for role: StyleRole) -> RoleStyle {
        styles[role] ?? RoleStyle()
    }
}
