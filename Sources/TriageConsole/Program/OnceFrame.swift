/// `console --once`: the same state and keys as the live console, printed as
/// one plain-text frame, with no terminal involved.
public enum OnceFrame {
    /// Parses `WIDTHxHEIGHT` (also `W×H`); nil when malformed or out of 1…1000.
    public static func parseSize(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        return (width, height)
    }

    /// Loads `events` events, applies the script, and returns the final frame.
    public static func frame(program: TriageConsoleProgram, width: Int, height: Int, events: Int,
                             script: [KeyScript.Step]) -> Screen {
        program.send(.resize(width: width, height: height))
        program.preload(events: events)
        for step in script {
            switch step {
            case .key(let key):
                program.handle(key)
            case .wheel(let up, let pane):
                let cell = pane.cell(in: program.state.layout)
                program.handle(up ? .mouseWheelUp(x: cell.x, y: cell.y) : .mouseWheelDown(x: cell.x, y: cell.y))
            case .wait(let milliseconds):
                var left = milliseconds
                while left > 0 {
                    let slice = min(left, 16)
                    _ = program.tick(elapsedMilliseconds: slice)
                    left -= slice
                }
            }
            if program.wantsQuit { break }
        }
        program.finishExport()
        return program.render()
    }
}
