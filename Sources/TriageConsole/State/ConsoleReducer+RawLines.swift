import TriageQuery

extension ConsoleReducer {
    /// `r`: asks the program for the file's lines around the selected event's line; events
    /// that came from no file line (simulated, pasted) say so on the status line.
    static func rawLines(_ state: inout ConsoleState) -> [ConsoleEffect] {
        guard let index = state.selectedEvent else {
            state.status = "r: select an event first"
            return []
        }
        let event = state.log[index]
        guard (event.isReal || event.isImported), event.detail > 0 else {
            state.status = event.isImported ? "r: a pasted error has no file lines"
                : "r: a simulated event has no file lines; open a log with --open or --follow"
            return []
        }
        return [.showRawLines(line: Int(event.detail))]
    }

    /// The rows the raw-lines view shows its lines in (the screen above the status bar, less its title).
    static func rawLinesRows(_ state: ConsoleState) -> Int {
        max(1, state.height - 3)
    }

    /// Keys in the raw-lines view: ↑↓ PgUp PgDn Home End scroll, Esc, q or r closes.
    static func scrollRawLines(_ state: inout ConsoleState, _ view: RawLinesView, _ key: Key) -> [ConsoleEffect] {
        if key == .control("c") { return run(&state, .quit) }
        if [.escape, .character("q"), .character("r"), .enter].contains(key) {
            state.mode = .normal
            return []
        }
        let rows = rawLinesRows(state)
        let step: Int? = switch key {
        case .down, .character("j"), .mouseWheelDown: 1
        case .up, .character("k"), .mouseWheelUp: -1
        case .pageDown, .control("f"), .character(" "): max(1, rows - 1)
        case .pageUp, .control("b"): -max(1, rows - 1)
        case .home, .character("g"): -view.lines.count
        case .end, .character("G"): view.lines.count
        default: nil
        }
        if let step {
            var view = view
            view.scroll(by: step)
            state.mode = .rawLines(view)
        }
        return []
    }
}
