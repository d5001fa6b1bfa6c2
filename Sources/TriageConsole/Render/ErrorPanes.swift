import ConsoleTheme
import MSALErrorModel

/// Draws the four things the console exists to show, as four labelled blocks:
/// the error domain, the code (name and raw value), the internal sub-code (name
/// and raw value) and the suggested user message. They are drawn at every size
/// and in every state; without an error they show `—` and how to find one.
enum ErrorPanes {
    /// From this width a label sits beside its value; narrower panes put the label above it.
    static let sideBySideFrom = 58
    static let labelWidth = 18
    static let shortLabelWidth = 10
    static let hint = "e next error · E previous"
    static let none = "—"

    struct Block {
        var label: String
        var stackedLabel: String
        var shortLabel: String
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
        screen.put(title(state, shown, lensNote: diagnosis?.lensNote), x: rect.x, y: rect.y, maxWidth: rect.width,
                   role: .title, bold: true)
        let rows = rect.height - 1
        let width = rect.width - 1
        guard rows > 0, width > 0 else { return }
        let blocks = blocks(diagnosis, locale: state.locale)
        let stacked = width < sideBySideFrom && rows >= 2 * blocks.count
        let labelWidth = stacked ? 0 : (width >= sideBySideFrom ? labelWidth : shortLabelWidth)
        let valueWidth = max(1, width - labelWidth - (stacked ? 1 : 0))
        let wrapped = blocks.map { TextWrap.lines($0.value, width: valueWidth) }
        let counts = lineCounts(wanted: wrapped.map(\.count), rows: rows - (stacked ? blocks.count : 0))
        var y = rect.y + 1
        for (index, block) in blocks.enumerated() {
            var lines = Array(wrapped[index].prefix(counts[index]))
            if lines.count < wrapped[index].count, let last = lines.indices.last {
                if lines.count == 1, let oneLine = block.oneLine {
                    lines[0] = clip(oneLine, cells: valueWidth)
                } else {
                    lines[last] = clip(lines[last] + " …", cells: valueWidth)
                }
            }
            if stacked {
                screen.put(block.stackedLabel, x: rect.x + 1, y: y, maxWidth: width, role: .label)
                y += 1
            } else {
                let label = width >= sideBySideFrom ? block.label : block.shortLabel
                screen.put(label, x: rect.x + 1, y: y, maxWidth: labelWidth - 1, role: .label)
            }
            let valueX = rect.x + 1 + (stacked ? 1 : labelWidth)
            for line in lines {
                screen.put(line, x: valueX, y: y, maxWidth: valueWidth, role: block.role)
                y += 1
            }
        }
    }

    /// The pane's title: whose error this is (the newest while following, else
    /// the selection's), its flow and, for the newest, how long ago it arrived.
    static func title(_ state: ConsoleState, _ shown: ShownError, lensNote: String?) -> String {
        var title: String
        switch (shown.origin, shown.errorEvent) {
        case (.newest, nil): title = " Newest error · none yet"
        case (.newest, let event?): title = " Newest error · \(flowName(state, event)) · \(age(state, event))"
        case (.selected, nil): title = " Error · none on this event"
        case (.selected, let event?): title = " Error of the selected event · \(flowName(state, event))"
        case (.selectedFlow, let event?):
            // A step without an error of its own: its flow's error, placed as the trace places it.
            let value = state.log[event]
            let start = state.log.flowStart[value.flow].map { state.log[$0].time } ?? value.time
            title = " Error of \(flowName(state, event)) (\(ColumnText.step(value.step)) at +\(value.time - start)ms)"
        case (.selectedFlow, nil): title = " Error · none on this event"
        }
        if let lens = state.lens { title += lensNote == nil ? " · lens \(lens.displayName)" : " · as reported" }
        return title
    }

    static func flowName(_ state: ConsoleState, _ event: Int) -> String {
        let value = state.log[event]
        guard EventLog.isImported(value) else { return "flow #\(value.flow)" }
        return value.detail > 0 ? "line \(value.detail)" : "pasted #p\(value.flow - EventLog.importedFlowBase + 1)"
    }

    /// How long before the newest event the error came, in the stream's own (virtual) time.
    static func age(_ state: ConsoleState, _ event: Int) -> String {
        let newest = state.log.events.last?.time ?? state.log[event].time
        let milliseconds = Int(newest) - Int(state.log[event].time)
        if EventLog.isImported(state.log[event]) || milliseconds <= 0 { return "just now" }
        if milliseconds < 1_000 { return "\(milliseconds) ms ago" }
        let seconds = milliseconds / 1_000
        return seconds < 60 ? "\(seconds) s ago" : "\(seconds / 60) min \(seconds % 60) s ago"
    }

    static func blocks(_ shown: ShownDiagnosis?, locale: MessageLocale) -> [Block] {
        // `User message [zh-Hant]` would not fit the label column: the longer locales say `Message [zh-Hant]`.
        let fullLabel = "User message [\(locale.rawValue)]"
        let messageLabel = CellWidth.of(fullLabel) < labelWidth ? fullLabel : "Message [\(locale.rawValue)]"
        guard let shown else {
            return [
                Block(label: "Error domain", stackedLabel: "Error domain", shortLabel: "Domain", value: none, role: .dim),
                Block(label: "Code", stackedLabel: "Code", shortLabel: "Code", value: none, role: .dim),
                Block(label: "Internal sub-code", stackedLabel: "Internal sub-code", shortLabel: "Sub-code",
                      value: none, role: .dim),
                Block(label: messageLabel, stackedLabel: "Suggested \(fullLabel.lowercasedFirst)",
                      shortLabel: "Message", value: "\(none)   \(hint)", role: .dim),
            ]
        }
        let diagnosis = shown.diagnosis
        return [
            Block(label: "Error domain", stackedLabel: "Error domain", shortLabel: "Domain",
                  value: diagnosis.domain ?? "none", role: .normal),
            Block(label: "Code", stackedLabel: "Code", shortLabel: "Code", value: DetailPane.codeText(diagnosis),
                  oneLine: rawFirst(diagnosis.code?.description, diagnosis.codeName), role: .error),
            Block(label: "Internal sub-code", stackedLabel: "Internal sub-code", shortLabel: "Sub-code",
                  value: DetailPane.subCodeText(diagnosis),
                  oneLine: rawFirst(diagnosis.internalSubCode.map(String.init), diagnosis.internalSubCodeName),
                  role: .normal),
            Block(label: messageLabel, stackedLabel: "Suggested \(fullLabel.lowercasedFirst)", shortLabel: "Message",
                  value: UserMessages.text(shown.advice.userMessage, locale: locale), role: .info),
        ]
    }

    /// `-50002 · MSALErrorInteractionRequired`: when a line must be cut, the raw value survives.
    static func rawFirst(_ raw: String?, _ name: String?) -> String? {
        guard let raw, let name, raw != name else { return nil }
        return "\(raw) · \(name)"
    }

    /// How many lines each block gets: one each (while rows last), then the
    /// message, the code and the sub-code get what they need, in that order.
    static func lineCounts(wanted: [Int], rows: Int) -> [Int] {
        var counts = wanted.map { _ in 0 }
        var left = rows
        for index in counts.indices where left > 0 {
            counts[index] = 1
            left -= 1
        }
        for index in [3, 1, 2, 0] where index < counts.count && left > 0 && counts[index] > 0 {
            let more = min(left, wanted[index] - counts[index])
            counts[index] += max(0, more)
            left -= max(0, more)
        }
        return counts
    }

    /// `text` cut to `cells` cells, ending in `…` when cut.
    static func clip(_ text: String, cells: Int) -> String {
        guard CellWidth.of(text) > cells else { return text }
        var out = ""
        var used = 0
        for character in text {
            let width = CellWidth.of(SafeText.visible(character))
            if used + width > cells - 1 { break }
            out.append(character)
            used += width
        }
        return out + "…"
    }
}

extension String {
    /// The string with its first character lower-cased (`User message` → `user message`).
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
