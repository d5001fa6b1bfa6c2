import ConsoleTheme
import MSALErrorModel

/// The handler code for the selected error (`h`), over the panes like the help: the
/// user message first, then the branch as it would be pasted. Everything wraps to the
/// terminal's width (a code line's continuation indented under it), the page scrolls
/// (`HandlerCodeView.scroll`), and the keys are on the hint line, so at 80x24 too.
enum HandlerCodeOverlay {
    /// The keys the overlay takes, as the hint line says them.
    static let keys = " y copies · ↑↓ PgUp PgDn scroll · Esc closes"

    static func draw(_ view: HandlerCodeView, _ state: ConsoleState, on screen: inout Screen) {
        let width = state.width
        let height = state.height - 2
        screen.fill(x: 0, y: 0, width: width, height: height, role: .normal)
        screen.fill(x: 0, y: 0, width: width, height: 1, role: .title)
        screen.put(TextClip.clip(" Handler code · \(view.title)", cells: width), x: 0, y: 0, maxWidth: width,
                   role: .title, bold: true)
        let lines = pageLines(view, width: width)
        let room = rows(height: state.height)
        let scroll = min(view.scroll, maximumScroll(view, width: width, height: state.height))
        for (offset, line) in lines.dropFirst(scroll).prefix(room).enumerated() {
            screen.put(line.text, x: 1, y: 1 + offset, maxWidth: width - 2, role: line.role)
        }
        let below = lines.count - scroll - room
        if below > 0, height > 1 {
            screen.put(" ↓ \(below) more line\(below == 1 ? "" : "s") (y saves them all)", x: 0, y: height - 1,
                       maxWidth: width, role: .dim)
        }
    }

    /// Rows for the page under the title, one kept for the "more" line.
    static func rows(height: Int) -> Int { max(1, height - 2 - 2) }

    /// The furthest the page scrolls at a size.
    static func maximumScroll(_ view: HandlerCodeView, width: Int, height: Int) -> Int {
        max(0, pageLines(view, width: width).count - rows(height: height))
    }

    /// The page as wrapped lines: `User message:` and the message, a blank, the code.
    static func pageLines(_ view: HandlerCodeView, width: Int) -> [(text: String, role: StyleRole)] {
        let room = max(10, width - 2)
        var lines: [(text: String, role: StyleRole)] = [("User message:", .dim)]
        lines += TextWrap.lines(view.userMessage, width: room - 2).map { ("  " + $0, .info) }
        lines.append(("", .normal))
        for line in shownLines(view.code) {
            let text = String(line)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isComment = trimmed.hasPrefix("//") || trimmed.hasPrefix("#")
            let role: StyleRole = isComment ? .dim : .normal
            guard CellWidth.of(text) > room else {
                lines.append((text, role))
                continue
            }
            let indent = String(text.prefix { $0 == " " })
            let continuation = indent + "    "
            let parts = TextWrap.lines(String(text.dropFirst(indent.count)), width: max(4, room - continuation.count))
            for (index, part) in parts.enumerated() {
                lines.append(((index == 0 ? indent : continuation) + part, role))
            }
        }
        return lines
    }

    /// The code without the branch's header list of rules and message keys, which can run to
    /// twenty lines: on screen the code itself comes first; `y` saves the whole text.
    static func shownLines(_ code: String) -> [Substring] {
        code.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("//") || text.hasPrefix("#") else { return true }
            let body = text.drop { $0 == "/" || $0 == "#" }.dropFirst()
            return !(body.hasPrefix("── ") || body.hasPrefix("rules:") || body.hasPrefix("user messages:")
                || body.hasPrefix("    "))
        }
    }
}
