import ConsoleTheme
import MSALErrorModel
import TriageQuery

/// Draws the four things the console exists to show, as four labelled blocks:
/// the error domain, the code (name and raw value), the internal sub-code (name
/// and raw value) and the suggested user message. They are drawn at every size
/// and in every state; without an error they show `—` and how to find one.
enum ErrorPanes {
    /// From this width a label sits beside its value; narrower panes put the label above it
    /// when they have the rows.
    static let sideBySideFrom = 40
    static let hint = "e next error · E previous"

    /// One pane: a field of the diagnosis's one field list (`Diagnosis.fields`), with its label.
    struct Block {
        var label: String
        var value: String
        /// What to show when only one line is left and `value` does not fit (the raw value first).
        var oneLine: String?
        var role: StyleRole
    }

    static func draw(_ state: ConsoleState, translator: (any PlatformTranslator)?, in rect: Rect,
                     on screen: inout Screen) {
        guard rect.height > 0, rect.width > 0 else { return }
        let shown = ShownError.of(state)
        let diagnosis = ShownDiagnosis(state, event: shown.errorEvent, translator: translator)
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, role: .title)
        let titles = title(state, shown, lensNote: diagnosis?.lensNote)
        let fitting = titles.first { CellWidth.of($0) <= rect.width } ?? TextClip.clip(titles.last ?? "", cells: rect.width)
        screen.put(fitting, x: rect.x, y: rect.y, maxWidth: rect.width, role: .title, bold: true)
        let rows = rect.height - 1
        let width = rect.width - 1
        guard rows > 0, width > 0 else { return }
        let blocks = blocks(diagnosis, locale: state.locale)
        let stacked = width < sideBySideFrom && rows >= 2 * blocks.count
        // Beside the values, the labels take the widest label's room (at most half the pane).
        let widest = blocks.map { CellWidth.of($0.label) }.max() ?? 0
        let labelWidth = stacked ? 0 : min(widest + 1, max(1, width / 2))
        let valueWidth = max(1, width - labelWidth - (stacked ? 1 : 0))
        let wrapped = blocks.map { TextWrap.lines($0.value, width: valueWidth) }
        let counts = lineCounts(wanted: wrapped.map(\.count), rows: rows - (stacked ? blocks.count : 0))
        var y = rect.y + 1
        for (index, block) in blocks.enumerated() {
            var lines = Array(wrapped[index].prefix(counts[index]))
            if lines.count < wrapped[index].count, let last = lines.indices.last {
                if lines.count == 1, let oneLine = block.oneLine {
                    lines[0] = TextClip.clip(oneLine, cells: valueWidth)
                } else {
                    lines[last] = TextClip.clip(lines[last] + " …", cells: valueWidth)
                }
            }
            if stacked {
                screen.put(TextClip.clip(block.label, cells: width), x: rect.x + 1, y: y, maxWidth: width, role: .label)
                y += 1
            } else {
                screen.put(TextClip.clip(block.label, cells: labelWidth - 1), x: rect.x + 1, y: y, maxWidth: labelWidth - 1,
                           role: .label)
            }
            let valueX = rect.x + 1 + (stacked ? 1 : labelWidth)
            for line in lines {
                screen.put(line, x: valueX, y: y, maxWidth: valueWidth, role: block.role)
                y += 1
            }
        }
    }

    /// The pane's title, longest wording first: whose error this is (the newest while
    /// following, else the selection's), its flow and, for the newest simulated one, how long
    /// ago it arrived. Shorter wordings drop words before the flow, which names the error.
    static func title(_ state: ConsoleState, _ shown: ShownError, lensNote: String?) -> [String] {
        var titles: [String]
        switch (shown.origin, shown.errorEvent) {
        case (.newest, nil): titles = [" Newest error · none yet"]
        case (.newest, let event?):
            let flow = flowName(state, event)
            if let age = age(state, event) {
                titles = [" Newest error · \(flow) · \(age)", " Newest · \(flow) · \(age)", " \(flow) · \(age)"]
            } else {
                titles = [" Newest error · \(flow)", " Newest · \(flow)"]
            }
        case (.selected, nil), (.selectedFlow, nil): titles = [" Error · none on this event"]
        case (.selected, let event?):
            let flow = flowName(state, event)
            titles = [" Error of the selected event · \(flow)", " Selected error · \(flow)", " \(flow)"]
        case (.selectedFlow, let event?):
            // A step without an error of its own: its flow's error, placed as the trace places it.
            let value = state.log[event]
            let start = state.log.flowStart[value.flow].map { state.log[$0].time } ?? value.time
            let flow = flowName(state, event)
            let place = "\(ColumnText.step(value.step)) at +\(value.time - start)ms"
            titles = [" Error of \(flow) (\(place))", " \(flow) (\(place))", " Error of \(flow)"]
        }
        if let lens = state.lens {
            let suffix = lensNote == nil ? " · lens \(lens.displayName)" : " · as reported"
            titles = titles.map { $0 + suffix } + titles
        }
        if state.zoom == .details { titles = titles.map { $0 + " · z unzooms" } + titles }
        return titles
    }

    static func flowName(_ state: ConsoleState, _ event: Int) -> String {
        let value = state.log[event]
        if value.isReal { return "flow \(value.flow)" + (value.detail > 0 ? " · line \(value.detail)" : "") }
        guard value.isImported else { return "flow \(value.flow)" }
        return value.detail > 0 ? "line \(value.detail)" : "pasted \(value.flow)"
    }

    /// How long before the newest event the error came, in the stream's own (virtual) time;
    /// nil for a pasted or opened error, whose time is not the stream's; for a flow read from an
    /// MSAL log, the time the log wrote.
    static func age(_ state: ConsoleState, _ event: Int) -> String? {
        if state.log[event].isReal { return state.log[event].time > 0 ? ColumnText.time(state.log[event].time) : nil }
        if state.log[event].isImported { return nil }
        let newest = state.log.events.last?.time ?? state.log[event].time
        let milliseconds = Int(newest) - Int(state.log[event].time)
        if milliseconds <= 0 { return "just now" }
        if milliseconds < 1_000 { return "\(milliseconds) ms ago" }
        let seconds = milliseconds / 1_000
        return seconds < 60 ? "\(seconds) s ago" : "\(seconds / 60) min \(seconds % 60) s ago"
    }

    /// The four panes: domain, code, internal sub-code and user message, labelled and valued
    /// as every rendering of a diagnosis is; without an error, `—` and how to find one.
    static func blocks(_ shown: ShownDiagnosis?, locale: MessageLocale) -> [Block] {
        let keys = DetailPane.inErrorPanes
        guard let shown else {
            return keys.map { key in
                let none = DiagnosisField.missing
                return Block(label: key.label(locale: locale), value: key == .userMessage ? "\(none)   \(hint)" : none,
                             role: .dim)
            }
        }
        let diagnosis = shown.diagnosis
        let fields = diagnosis.fields(advice: shown.advice, locale: locale)
        return keys.compactMap { key in fields.first { $0.key == key } }.map { field in
            var oneLine: String?
            switch field.key {
            case .code: oneLine = rawFirst(diagnosis.code?.description, diagnosis.codeName)
            case .internalSubCode: oneLine = rawFirst(diagnosis.internalSubCode.map(String.init), diagnosis.internalSubCodeName)
            default: break
            }
            return Block(label: field.label, value: field.shownValue, oneLine: oneLine,
                         role: DetailPane.style(of: field.key).role)
        }
    }

    /// `-50002 · MSALErrorInteractionRequired`: when a line must be cut, the raw value survives.
    static func rawFirst(_ raw: String?, _ name: String?) -> String? {
        guard let raw, let name, raw != name else { return nil }
        return "\(raw) · \(name)"
    }

    /// How many lines each block gets: one each (while rows last), then the code, the
    /// domain, the sub-code and the message get what they need, in that order: the values
    /// that identify the error are cut last.
    static func lineCounts(wanted: [Int], rows: Int) -> [Int] {
        var counts = wanted.map { _ in 0 }
        var left = rows
        for index in counts.indices where left > 0 {
            counts[index] = 1
            left -= 1
        }
        for index in [1, 0, 2, 3] where index < counts.count && left > 0 && counts[index] > 0 {
            let more = min(left, wanted[index] - counts[index])
            counts[index] += max(0, more)
            left -= max(0, more)
        }
        return counts
    }
}
