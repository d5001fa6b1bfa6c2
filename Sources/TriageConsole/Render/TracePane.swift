import ConsoleTheme
import MSALErrorModel
import AcquisitionSimulator
import TriageQuery

/// Draws the flow of the error the panes explain (while following, the newest error's; else the
/// selected event's), step by step, with the handler branches it took.
enum TracePane {
    static func draw(_ state: ConsoleState, in rect: Rect, on screen: inout Screen) {
        guard rect.height > 0, rect.width > 0 else { return }
        let titleRole: StyleRole = state.traceFocused ? .selected : .title
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, role: titleRole)
        guard let selected = ShownError.tracedEvent(state) else {
            screen.put(" Flow trace", x: rect.x, y: rect.y, maxWidth: rect.width, role: titleRole, bold: true)
            return
        }
        let event = state.log[selected]
        let flowName = event.isImported ? "pasted \(event.flow)"
            : "flow \(event.flow)"
        let hint = state.traceFocused ? " · ↑↓ walk, Esc back" : " · Enter to walk"
        screen.put(" Trace \(flowName)\(hint)", x: rect.x, y: rect.y, maxWidth: rect.width, role: titleRole,
                   bold: true)
        let shown = visibleSteps(state, rows: rect.height - 1)
        guard let firstStep = state.log.flowStart[event.flow] else { return }
        // A real flow's first step may be a line the log wrote no time on: its first time counts.
        let startTime = Int64(event.isReal
            ? state.log.flowEvents(event.flow).lazy.map { state.log[$0].time }.first { $0 > 0 } ?? 0
            : state.log[firstStep].time)
        for (line, index) in shown.enumerated() {
            let step = state.log[index]
            let y = rect.y + 1 + line
            let marker = index == selected ? "▶" : " "
            // Int: a real flow's steps may cross midnight or run backwards in the log.
            // A real step the log wrote no time on has no offset.
            let offset = step.isReal && step.time == 0 ? "·" : "+\(Int64(step.time) - startTime)ms"
            var text = "\(marker)\(offset.padded(9))"
            if step.step == .handlerDecision, let decision = step.decision {
                text += "→ \(decision.rawValue)"
            } else if step.step == .apiCall, !step.isReal {
                // A call opens each attempt: name the API so a silent→interactive switch shows.
                let api = step.isImported ? ColumnText.importedAPI : ColumnText.api(step.api)
                text += "call \(api) " + ColumnText.outcome(step.outcome)
            } else {
                let label = LogPane.lastColumn(step, log: state.log)
                let stepWord = EventWords.step(step), outcomeWord = ColumnText.outcome(step.outcome)
                let columns = "\(stepWord.padded(step.isReal ? 14 : 9))\(outcomeWord.padded(6))"
                let codes = label.split(separator: " ").filter { $0.contains { $0.isNumber } }.joined(separator: " ")
                if !codes.isEmpty, CellWidth.of(text + columns + codes) > rect.width {
                    // Where even the label's codes would not fit (a narrow trace, at 80 columns), the padding
                    // and the outcome word (the row's colour says it) go before a code has to give way.
                    text = "\(marker)\(offset) \(stepWord) "
                } else {
                    text += columns
                }
                // The code name gives way before its code, and a cut ends in `…` (CodeClip).
                text += CodeClip.clip(label, cells: max(1, rect.width - CellWidth.of(text)))
            }
            let role: StyleRole = step.step == .handlerDecision ? .info : ColumnText.role(step.outcome)
            screen.put(TextClip.clip(text, cells: rect.width), x: rect.x, y: y, maxWidth: rect.width, role: role)
            if index == selected { screen.setRole(.selected, x: rect.x, y: y, width: rect.width) }
        }
    }
}

extension TracePane {
    /// The event indices the trace shows, top to bottom, in `rows` lines: the
    /// selected flow, scrolled so that the selected step stays in view.
    static func visibleSteps(_ state: ConsoleState, rows: Int) -> [Int] {
        guard let selected = ShownError.tracedEvent(state), rows > 0 else { return [] }
        let steps = state.log.flowEvents(state.log[selected].flow)
        guard let position = steps.firstIndex(of: selected) else { return [] }
        let first = max(0, min(position - rows / 2, steps.count - rows))
        return Array(steps[first...].prefix(rows))
    }
}

extension String {
    /// Pads with spaces to `cells` cells (ASCII columns only).
    func padded(_ cells: Int) -> String {
        count >= cells ? self + " " : self + String(repeating: " ", count: cells - count)
    }
}
