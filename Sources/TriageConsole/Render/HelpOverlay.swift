import ConsoleTheme

/// The key help, generated from `KeyMap.bindings`.
enum HelpOverlay {
    static func draw(_ state: ConsoleState, on screen: inout Screen) {
        // The help takes the whole area above the status bar: nothing half-covered shows through.
        let width = state.width
        let height = state.height - 2
        let x = 0
        let y = 1
        screen.fill(x: 0, y: 0, width: width, height: height, role: .normal)
        screen.fill(x: 0, y: 0, width: width, height: 1, role: .title)
        screen.put(" Keys · Esc, q or ? closes", x: 0, y: 0, maxWidth: width, role: .title, bold: true)
        let bindings = KeyMap.bindings
        let lines = max(1, height - 5)
        let columns = bindings.count > lines ? 2 : 1
        let columnWidth = width / columns
        for (index, binding) in bindings.enumerated() {
            let column = index / lines
            guard column < columns else { break }
            let cx = x + 1 + column * columnWidth
            let cy = y + index % lines
            screen.put(binding.label, x: cx, y: cy, maxWidth: 9, role: .statusKey, bold: true)
            screen.put(binding.summary, x: cx + 9, y: cy, maxWidth: columnWidth - 10, role: .normal)
        }
        let footer = [
            "In a prompt: Enter applies, Esc cancels, Backspace and ^U edit.",
            "Trace focused: ↑↓ walk the flow. Details focused: ↑↓ PgUp PgDn Home End scroll (the wheel too). Esc leaves.",
            "Filter and search terms: text  action:interactive_auth  code:-50002  domain:MSALErrorDomain"
                + "  platform:dotnet  outcome:error  flow:12",
        ]
        for (offset, line) in footer.enumerated() {
            screen.put(line, x: x + 1, y: y + height - 4 + offset, maxWidth: width - 2, role: .dim)
        }
    }
}
