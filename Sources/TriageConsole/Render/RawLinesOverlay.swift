import ConsoleTheme
import MSALErrorModel

/// The raw-lines view (`r`): the file's lines around the selected event over the whole area
/// above the status bar, each with its number, a long line wrapped over the rows it needs (as
/// lnav shows a message), the event's line highlighted.
enum RawLinesOverlay {
    static func draw(_ view: RawLinesView, _ state: ConsoleState, on screen: inout Screen) {
        let width = state.width
        let rows = ConsoleReducer.rawLinesRows(state)
        screen.fill(x: 0, y: 0, width: width, height: rows + 1, role: .normal)
        screen.fill(x: 0, y: 0, width: width, height: 1, role: .title)
        let last = view.firstLine + view.lines.count - 1
        let name = view.name.split(separator: "/").last.map(String.init) ?? view.name
        let title = " Raw lines · line \(view.target) of \(name) (\(view.firstLine)–\(last) held) · ↑↓ PgUp PgDn, Esc closes"
        screen.put(TextClip.clip(title, cells: width), x: 0, y: 0, maxWidth: width, role: .title, bold: true)
        guard !view.lines.isEmpty else {
            screen.put("The file has no line \(view.target) now (it was rotated or cut).", x: 1, y: 1,
                       maxWidth: width - 2, role: .dim)
            return
        }
        let textWidth = view.textWidth(width)
        let gutter = width - textWidth - 1
        var y = 1
        var index = view.clamped(view.scroll)
        while y <= rows, index < view.lines.count {
            let number = view.firstLine + index
            let isTarget = number == view.target
            let label = String(number)
            screen.put(String(repeating: " ", count: max(0, gutter - label.count)) + label, x: 0, y: y,
                       maxWidth: gutter, role: isTarget ? .statusKey : .dim)
            for (offset, part) in TextWrap.lines(view.lines[index], width: textWidth).enumerated() where y + offset <= rows {
                screen.put(part, x: gutter + 1, y: y + offset, maxWidth: textWidth, role: .normal)
                if isTarget { screen.setRole(.selected, x: 0, y: y + offset, width: width) }
            }
            y += view.height(index, width: width)
            index += 1
        }
    }
}
