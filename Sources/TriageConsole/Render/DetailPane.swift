import ConsoleTheme
import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Draws what the error panes above leave out: the event's place in its flow,
/// the action, the OAuth side, the HTTP status, scopes and the developer advice.
enum DetailPane {
    static let labelWidth = 18
    /// Where End scrolls to before the reducer stops it at the last line.
    static let farthestScroll = 1 << 30

    static func draw(_ state: ConsoleState, translator: (any PlatformTranslator)?, in rect: Rect,
                     on screen: inout Screen) {
        guard rect.height > 0, rect.width > 0 else { return }
        let content = lines(state, translator: translator, width: rect.width - 1)
        let rows = rect.height - 1
        let scroll = max(0, min(state.detailScroll, content.count - rows))
        for (offset, line) in content.dropFirst(scroll).prefix(rows).enumerated() {
            for span in line.spans {
                screen.put(span.text, x: rect.x + 1 + span.x, y: rect.y + 1 + offset, maxWidth: span.width,
                           role: span.role)
            }
        }
        drawTitle(state, in: rect, above: scroll > 0, below: scroll + rows < content.count, on: &screen)
    }

    /// The title names the pane, the lens and the keys; at its right end `↑ more`,
    /// `↓ more` or `↑↓ more` tells that lines are out of view.
    static func drawTitle(_ state: ConsoleState, in rect: Rect, above: Bool, below: Bool, on screen: inout Screen) {
        let focused = state.focus == .details
        let role: StyleRole = focused ? .selected : .title
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, role: role)
        var title = " Details"
        if let lens = state.lens { title += " · lens \(lens.displayName)" }
        if focused {
            title += " · ↑↓ scroll, Esc back"
        } else if above || below {
            title += " · Tab to scroll"
        }
        var room = rect.width
        if above || below {
            let more = (above && below ? "↑↓" : above ? "↑" : "↓") + " more "
            let width = CellWidth.of(more)
            if width + 9 <= rect.width {
                room = rect.width - width - 1
                screen.put(more, x: rect.x + rect.width - width, y: rect.y, role: role, bold: true)
            }
        }
        screen.put(title, x: rect.x, y: rect.y, maxWidth: room, role: role, bold: true)
    }

    /// How far the details of the selected event can scroll in the pane at the state's size.
    static func maxScroll(_ state: ConsoleState, translator: (any PlatformTranslator)?) -> Int {
        let layout = state.layout
        let rect = layout.details
        guard !layout.isTooSmall, rect.height > 1, rect.width > 1 else { return 0 }
        return max(0, lines(state, translator: translator, width: rect.width - 1).count - (rect.height - 1))
    }

    /// Everything the details tell about the selected event, as lines `width` cells wide.
    static func lines(_ state: ConsoleState, translator: (any PlatformTranslator)?, width: Int) -> [PaneLine] {
        var writer = PaneWriter(width: width)
        write(state, translator: translator, into: &writer)
        return writer.lines
    }

    static func write(_ state: ConsoleState, translator: (any PlatformTranslator)?, into writer: inout PaneWriter) {
        let shown = ShownError.of(state)
        guard let index = shown.describedEvent else {
            writer.text(state.selectedEvent == nil ? "No event selected." : "No error yet; the panes above show "
                + "the newest error when one arrives.", role: .dim)
            return
        }
        let event = state.log[index]
        let imported = event.isImported
        let origin = imported ? (event.detail > 0 ? "from line \(event.detail)" : "pasted error")
            : "flow \(event.flow) · \(EventWords.api(event))"
        let line = event.isReal && event.detail > 0 ? " · line \(event.detail)" : ""
        writer.text(imported ? origin : "\(origin) · \(EventWords.step(event)) · "
            + "\(ColumnText.outcome(event.outcome)) · \(EventWords.time(event))\(line)", role: .dim)
        if let decision = event.decision, event.step == .handlerDecision {
            writer.field("Handler decision", decision.rawValue, role: .info)
        }
        guard let shownDiagnosis = ShownDiagnosis(state, event: shown.errorEvent, translator: translator) else {
            writer.text("No error on this event.", role: .dim)
            return
        }
        if let note = shownDiagnosis.lensNote { writer.text(note, role: .dim) }
        writeDiagnosis(shownDiagnosis.diagnosis, advice: shownDiagnosis.advice, locale: state.locale, into: &writer)
        if let wrapper = shownDiagnosis.wrapper { writer.field("Wrapped in", wrapper) }
    }

    /// How each field of the one field list looks in the panes: its colour, and whether a long
    /// value wraps on full-width lines below its label. Fields not listed here are drawn only
    /// when they have a value; the core ones always (with `—`).
    static func style(of key: DiagnosisField.Key) -> (role: StyleRole, wrapBelow: Bool) {
        switch key {
        case .code: (.error, false)
        case .userMessage: (.info, true)
        case .action: (.warning, false)
        case .developerAdvice: (.normal, true)
        case .description: (.dim, true)
        default: (.normal, false)
        }
    }

    /// The fields the error panes above the details show; the details list the others.
    static let inErrorPanes: [DiagnosisField.Key] = [.domain, .code, .internalSubCode, .userMessage]

    /// What the details add to the four error panes: the rest of the one field list, the action first.
    static func writeDiagnosis(_ diagnosis: Diagnosis, advice: Advice, locale: MessageLocale,
                               into writer: inout PaneWriter) {
        var fields = diagnosis.fields(advice: advice, locale: locale)
            .filter { ($0.isCore || $0.value != nil) && !inErrorPanes.contains($0.key) }
        fields.sort { ($0.key == .action ? 0 : 1) < ($1.key == .action ? 0 : 1) }
        for field in fields {
            let style = style(of: field.key)
            writer.field(field.label, field.shownValue, role: style.role, wrapBelow: style.wrapBelow)
        }
        if let underlying = diagnosis.underlying {
            writer.field("Underlying error", [underlying.domain, DiagnosisNaming.code(underlying)]
                .compactMap { $0 }.joined(separator: " "))
        }
    }
}

/// One line of the details: pieces of text at columns of the pane.
struct PaneLine {
    struct Span {
        var x: Int
        var text: String
        var width: Int
        var role: StyleRole
    }

    var spans: [Span]
}

/// Lays out label/value lines `width` cells wide; the pane draws the ones in view.
struct PaneWriter {
    let width: Int
    private(set) var lines: [PaneLine] = []

    init(width: Int) {
        self.width = max(0, width)
    }

    mutating func text(_ text: String, role: StyleRole = .normal) {
        for line in TextWrap.lines(text, width: width) {
            lines.append(PaneLine(spans: [.init(x: 0, text: line, width: width, role: role)]))
        }
    }

    /// `label` in the label column and `value` after it; long values wrap
    /// under the value column, or (`wrapBelow`) on full-width lines below.
    mutating func field(_ label: String, _ value: String, role: StyleRole = .normal, wrapBelow: Bool = false) {
        guard width > 0 else { return }
        let labelWidth = min(DetailPane.labelWidth, width / 2)
        let valueWidth = width - labelWidth
        let longestWord = value.split(separator: " ").map { CellWidth.of(String($0)) }.max() ?? 0
        if wrapBelow || longestWord > valueWidth {
            lines.append(PaneLine(spans: [.init(x: 0, text: label, width: width, role: .label)]))
            for line in TextWrap.lines(value, width: width - 2) {
                lines.append(PaneLine(spans: [.init(x: 2, text: line, width: width - 2, role: role)]))
            }
            return
        }
        for (index, line) in TextWrap.lines(value, width: valueWidth).prefix(3).enumerated() {
            var spans: [PaneLine.Span] = []
            if index == 0 { spans.append(.init(x: 0, text: label, width: labelWidth - 1, role: .label)) }
            spans.append(.init(x: labelWidth, text: line, width: valueWidth, role: role))
            lines.append(PaneLine(spans: spans))
        }
    }
}
