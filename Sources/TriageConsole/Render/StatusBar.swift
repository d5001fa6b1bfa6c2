import ConsoleTheme
import MSALErrorModel

import MSALErrorText

/// Draws the status bar (state of the stream and the view) and the line under
/// it (a prompt, a message, or key hints).
enum StatusBar {
    static func draw(_ state: ConsoleState, on screen: inout Screen) {
        let layout = state.layout
        let bar = layout.statusBar
        screen.fill(x: bar.x, y: bar.y, width: bar.width, height: 1, role: .statusBar)
        var parts: [(String, StyleRole)] = []
        parts.append((state.paused ? " ❚❚ PAUSED" : (state.following ? " ● FOLLOWING" : " ● LIVE (scrolled)"),
                      .statusKey))
        parts.append((speedText(state.speed), .statusBar))
        switch state.source {
        case .scenario(let name, let seed): parts.append(("\(name) · seed \(seed)", .statusBar))
        case .file(let path): parts.append((path == "-" ? "file (stdin)" : "file \(path)", .statusBar))
        case .following(let path): parts.append(("following \(path)", .statusBar))
        }
        parts.append(((state.platform?.displayName ?? "all platforms") + (state.lens.map { " → \($0.displayName)" } ?? ""), .statusBar))
        parts.append((state.locale.rawValue, .statusBar))
        if let filter = state.view.filter {
            parts.append(("filter: \(filter.query.source) (\(state.view.count))", .filterActive))
        }
        if let search = state.search {
            let current = state.selection.map { state.hits.countNotAbove($0) } ?? 0
            parts.append(("search: \(search.query.source) \(current)/\(state.hits.count)", .searchHit))
        }
        parts.append(("\(state.log.count) ev · \(state.log.errorCount) err · \(state.log.warningCount) warn",
                      .statusBar))
        var x = bar.x
        for (index, part) in parts.enumerated() where x < bar.width {
            if index > 0 { x += screen.put(" │ ", x: x, y: bar.y, role: .statusBar) }
            x += screen.put(part.0, x: x, y: bar.y, maxWidth: bar.width - x, role: part.1)
        }
        drawHintLine(state, on: &screen)
    }

    static func speedText(_ speed: Double) -> String {
        speed >= 1 ? "\(Int(speed))x" : "\(speed)x"
    }

    static func drawHintLine(_ state: ConsoleState, on screen: inout Screen) {
        let line = state.layout.hintLine
        screen.fill(x: line.x, y: line.y, width: line.width, height: 1, role: .normal)
        if case .prompt(let prompt) = state.mode {
            let label: String
            switch prompt.kind {
            case .search: label = "/ search: "
            case .filter: label = "f filter: "
            case .paste: label = "p paste an error (Enter explains, Esc cancels): "
            }
            var x = screen.put(label, x: line.x, y: line.y, role: .prompt, bold: true)
            // Show the end of what is typed: the part being edited. Newlines show as ⏎.
            let shown = prompt.shown
            let room = max(1, line.width - x - 1 - (prompt.error.map { CellWidth.of($0) + 2 } ?? 0))
            x += screen.put(tail(shown, cells: room - 1), x: x, y: line.y, maxWidth: room - 1, role: .prompt)
            x += screen.put("█", x: x, y: line.y, role: .prompt)
            if let error = prompt.error {
                screen.put("  " + error, x: x, y: line.y, maxWidth: line.width - x, role: .error)
            }
            return
        }
        if let status = state.status {
            screen.put(" " + status, x: line.x, y: line.y, maxWidth: line.width, role: .info)
            return
        }
        let hints: [(Command, String)] = [
            (.togglePause, "pause"), (.stepForward, "step"), (.search, "search"), (.filter, "filter"),
            (.nextError, "error"), (.paste, "paste"), (.cycleLens, "lens"), (.cycleLocale, "locale"),
            (.cycleTheme, "theme"), (.export, "export"), (.help, "help"), (.quit, "quit"),
        ]
        var x = line.x + 1
        for (command, word) in hints {
            let key = KeyMap.label(of: command)
            guard x + CellWidth.of(key) + CellWidth.of(word) + 2 <= line.width else { break }
            x += screen.put(key, x: x, y: line.y, role: .statusKey, bold: true)
            x += screen.put(" " + word + "  ", x: x, y: line.y, maxWidth: line.width - x, role: .dim)
        }
    }

    /// The last `cells` cells of `text`.
    static func tail(_ text: String, cells: Int) -> String {
        var width = 0
        var result: [Character] = []
        for character in text.reversed() {
            let w = CellWidth.of(SafeText.visible(character))
            if width + w > cells { break }
            width += w
            result.append(character)
        }
        return String(result.reversed())
    }
}
