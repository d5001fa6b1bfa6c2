/// The key help, generated from `KeyMap.bindings`.
enum HelpOverlay {
    static func draw(_ state: ConsoleState, on screen: inout Screen) {
        let width = min(state.width - 2, 84)
        let height = state.height - 2
        let x = (state.width - width) / 2
        let y = 1
        screen.fill(x: x, y: y - 1, width: width, height: height + 1, role: .normal)
        screen.fill(x: x, y: y - 1, width: width, height: 1, role: .title)
        screen.put(" Keys · Esc, q or ? closes", x: x, y: y - 1, maxWidth: width, role: .title, bold: true)
        let bindings = KeyMap.bindings
        let lines = max(1, height - 3)
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
        let footer = "filter/search terms: text  action:interactive_auth  code:-50002  domain:MSALErrorDomain"
            + "  platform:dotnet  outcome:error  flow:12"
        screen.put(footer, x: x + 1, y: y + height - 2, maxWidth: width - 2, role: .dim)
    }
}
