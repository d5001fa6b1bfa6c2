import ConsoleTheme
import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Draws the live log: only the rows that fit, formatted as they are drawn.
enum LogPane {
    static func draw(_ state: ConsoleState, in rect: Rect, on screen: inout Screen) {
        guard rect.height > 0, rect.width > 0 else { return }
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, role: .title)
        let events = "\(state.log.count) event\(state.log.count == 1 ? "" : "s")"
        var title = state.view.isFiltered ? " Log · \(state.view.count) of \(events) shown" : " Log · \(events)"
        if state.zoom == .log { title += " · z unzooms" }
        screen.put(title, x: rect.x, y: rect.y, maxWidth: rect.width, role: .title, bold: true)
        let rows = rect.height - 1
        let end = min(state.view.count, state.top + rows)
        guard state.top < end else {
            let empty = state.view.isFiltered && state.log.count > 0 ? "No event matches the filter (Esc clears it)."
                : "Waiting for events…"
            screen.put(empty, x: rect.x + 1, y: rect.y + 1, maxWidth: rect.width - 1, role: .dim)
            return
        }
        let words = state.search?.query.textWords ?? []
        let columns = LogColumns(state, rows: state.top..<end, width: rect.width)
        for row in state.top..<end {
            let y = rect.y + 1 + row - state.top
            let eventIndex = state.view.eventIndex(atRow: row)
            let event = state.log[eventIndex]
            let isHit = state.search != nil && state.hits.binaryContains(row)
            let codeX = drawRow(event, log: state.log, columns: columns, texts: columns.rowTexts[row - state.top],
                                x: rect.x, y: y, width: rect.width, on: &screen)
            if isHit { highlight(words, x: rect.x, y: y, width: rect.width, codeX: codeX, on: &screen) }
            if row == state.selection {
                screen.setRole(.selected, x: rect.x, y: y, width: rect.width)
            }
        }
    }

    /// One row: time, flow, platform, API, step, outcome and the code name, each column as
    /// wide as `columns` says; a value too long for its column ends in `…`, and the code
    /// name gives way name first, code last (`CodeClip`).
    /// Returns where the code column starts.
    @discardableResult
    static func drawRow(_ event: LogEvent, log: EventLog, columns: LogColumns, texts: [String], x: Int, y: Int,
                        width: Int, on screen: inout Screen) -> Int {
        let outcomeRole = ColumnText.role(event.outcome)
        var column = x
        func cell(_ text: String, _ cells: Int, _ role: StyleRole) {
            let room = x + width - column
            guard room > 0, cells > 0 else { return }
            let shown = CodeClip.clip(text, cells: min(cells, room))
            screen.put(shown, x: column, y: y, maxWidth: min(cells, room), role: role)
            column += min(cells + 1, room)
        }
        cell(texts[0], columns.widths[0], .dim)
        cell(texts[1], columns.widths[1], .normal)
        cell(texts[2], columns.widths[2], .normal)
        cell(texts[3], columns.widths[3], .normal)
        cell(texts[4], columns.widths[4], .normal)
        cell(texts[5], columns.widths[5], outcomeRole)
        let codeX = column
        let role = event.diagnosis == nil || event.step == .handlerDecision ? StyleRole.normal : outcomeRole
        let room = x + width - column
        cell(event.isReal && event.diagnosis == nil ? EventWords.realDetail(event, room: room)
             : lastColumn(event, log: log, decisionCode: true), room, role)
        return codeX
    }

    /// The code name of the event's error, the handler branch, or what the step waited for.
    /// `decisionCode`: a handler decision also names the error it decided on (the log's rows,
    /// so that a search for the code finds its text there; the trace shows the error a line above).
    static func lastColumn(_ event: LogEvent, log: EventLog, decisionCode: Bool = false) -> String {
        if let decision = event.decision, event.step == .handlerDecision {
            guard decisionCode, let entry = log.diagnosis(of: event) else { return "→ \(decision.rawValue)" }
            // The decision first; the error by its most specific code (a search for it marks it here).
            return "→ \(decision.rawValue) · \(shortCode(entry.diagnosis) ?? entry.label)"
        }
        if let entry = log.diagnosis(of: event) { return entry.label }
        if event.isReal { return EventWords.realDetail(event) }
        if event.api == .wait, event.detail > 0 { return waitText(milliseconds: event.detail) }
        if event.step == .serverResponse, event.detail > 0 { return "HTTP \(event.detail)" }
        return ""
    }

    /// The one code that names an error most exactly: its AADSTS code, else its internal
    /// sub-code's name, else its code name or raw code.
    static func shortCode(_ diagnosis: Diagnosis) -> String? {
        let inner = ErrorSummary.wrapped(by: diagnosis) ?? diagnosis
        if let aadsts = inner.aadsts.first ?? diagnosis.aadsts.first { return "AADSTS\(aadsts)" }
        return inner.internalSubCodeName ?? inner.codeName ?? inner.code?.description ?? inner.oauthError
    }

    /// How long a wait step waits: whole seconds as seconds (`61 s`, as `simulate` says it),
    /// anything else in milliseconds (`500 ms`).
    static func waitText(milliseconds: UInt32) -> String {
        milliseconds >= 1000 && milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    /// Marks each occurrence of the search words in the drawn row; a row that matched through
    /// a field it does not show (a description, an advice) gets its code column marked, where
    /// the error it matched is named.
    static func highlight(_ words: [String], x: Int, y: Int, width: Int, codeX: Int, on screen: inout Screen) {
        var cells: [(text: String, x: Int)] = []
        for column in x..<(x + width) where !screen[column, y].isContinuation {
            cells.append((screen[column, y].text.lowercased(), column))
        }
        var marked = false
        for word in words {
            let needle = word.map { String($0).lowercased() }
            guard !needle.isEmpty, needle.count <= cells.count else { continue }
            for start in 0...(cells.count - needle.count) {
                var same = true
                for offset in 0..<needle.count where cells[start + offset].text != needle[offset] {
                    same = false
                    break
                }
                if same {
                    let from = cells[start].x
                    let to = cells[start + needle.count - 1].x
                    screen.setRole(.searchHit, x: from, y: y, width: to - from + 1)
                    marked = true
                }
            }
        }
        if !marked { screen.setRole(.searchHit, x: codeX, y: y, width: x + width - codeX) }
    }
}

extension Array where Element == Int {
    /// How many values of an ascending array are at most `value`.
    func countNotAbove(_ value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Membership in an ascending array.
    func binaryContains(_ value: Int) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
