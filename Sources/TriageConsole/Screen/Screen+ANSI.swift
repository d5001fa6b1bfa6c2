import ConsoleTheme

extension Screen {
    /// The frame as text with the theme's colours and attributes as SGR escapes (xterm's 256
    /// colours): what `console --once --ansi` prints, and what `Scripts/screenshots` turns into
    /// the PNGs in docs/. Every line starts from and ends in the terminal's default look, so
    /// lines can be cut or piped one by one. Cell text is the same as ``text`` (already safe:
    /// every cell's text entered through `Screen.put`).
    public func ansiText(theme: Theme) -> String {
        var out = ""
        for row in 0..<height {
            var current = ""
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                let sgr = Self.sgr(for: cell, theme: theme)
                if sgr != current {
                    line += "\u{1B}[" + sgr + "m"
                    current = sgr
                }
                line += cell.text
            }
            out += line + "\u{1B}[0m\n"
        }
        return out
    }

    /// `0;1;38;5;196;48;5;16`: a reset, then what the cell's role and own attributes add.
    private static func sgr(for cell: Cell, theme: Theme) -> String {
        let style = theme.style(for: cell.role)
        var parts = ["0"]
        if style.bold || cell.bold { parts.append("1") }
        if style.underline || cell.underline { parts.append("4") }
        if style.reverse { parts.append("7") }
        if case .indexed(let index) = style.foreground { parts.append("38;5;\(index)") }
        if case .indexed(let index) = style.background { parts.append("48;5;\(index)") }
        return parts.joined(separator: ";")
    }
}
