import ConsoleTheme

/// The handler code for the selected error (`h`), over the panes like the help: the
/// user message first, then the branch as it would be pasted.
enum HandlerCodeOverlay {
    static func draw(_ view: HandlerCodeView, _ state: ConsoleState, on screen: inout Screen) {
        let width = state.width
        let height = state.height - 2
        screen.fill(x: 0, y: 0, width: width, height: height, role: .normal)
        screen.fill(x: 0, y: 0, width: width, height: 1, role: .title)
        screen.put(" Handler code · \(view.title) · y copies · Esc closes", x: 0, y: 0, maxWidth: width, role: .title, bold: true)
        screen.put("User message:", x: 1, y: 1, maxWidth: width - 2, role: .dim)
        screen.put(view.userMessage, x: 15, y: 1, maxWidth: max(0, width - 16), role: .info)
        let lines = shownLines(view.code)
        let rows = max(0, height - 4)
        for (offset, line) in lines.prefix(rows).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let isComment = trimmed.hasPrefix("//") || trimmed.hasPrefix("#")
            screen.put(String(line), x: 1, y: 3 + offset, maxWidth: width - 2, role: isComment ? .dim : .normal)
        }
        if lines.count > rows, height > 1 {
            screen.put("… \(lines.count - rows) more lines: y saves them all", x: 1, y: height - 1, maxWidth: width - 2, role: .dim)
        }
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
