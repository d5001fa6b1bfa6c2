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
        let page = HelpPage(width: width, height: state.height)
        let scroll = min(state.helpScroll, page.maximumScroll)
        let scrolls = page.maximumScroll > 0
        screen.put(" Keys · Esc, q or ? closes" + (scrolls ? " · ↑↓ PgUp PgDn scroll" : ""), x: 0, y: 0,
                   maxWidth: width, role: .title, bold: true)
        // With more lines than room, the last row says there is more below.
        let shown = scrolls && scroll < page.maximumScroll ? page.room - 1 : page.room
        for (offset, line) in page.lines.dropFirst(scroll).prefix(shown).enumerated() {
            let cy = y + offset
            switch line {
            case .keys(let row):
                for column in 0..<page.columns {
                    guard let binding = page.binding(row: row, column: column) else { continue }
                    let cx = x + 1 + column * page.columnWidth
                    screen.put(binding.label, x: cx, y: cy, maxWidth: 9, role: .statusKey, bold: true)
                    screen.put(binding.text(fitting: page.columnWidth - 10), x: cx + 9, y: cy,
                               maxWidth: page.columnWidth - 10, role: .normal)
                }
            case .note(let text):
                screen.put(text, x: x + 1, y: cy, maxWidth: width - 2, role: .dim)
            case .blank:
                continue
            }
        }
        if shown < page.room {
            screen.put(" ↓ more (\(page.lines.count - scroll - shown) lines)", x: 0, y: y + shown, maxWidth: width,
                       role: .dim)
        }
    }
}
