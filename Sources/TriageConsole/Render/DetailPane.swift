import AcquisitionSimulator
import MSALErrorModel

/// Draws what the selected event tells: domain, code, sub-code, the user
/// message in the chosen locale, the action, and the OAuth side.
enum DetailPane {
    static let labelWidth = 18

    static func draw(_ state: ConsoleState, lens provider: (any DiagnosisLens)?, in rect: Rect,
                     on screen: inout Screen) {
        guard rect.height > 0, rect.width > 0 else { return }
        screen.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, role: .title)
        var title = " Details"
        if let lens = state.lens { title += " · lens \(lens.displayName)" }
        screen.put(title, x: rect.x, y: rect.y, maxWidth: rect.width, role: .title, bold: true)
        var writer = PaneWriter(rect: Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 1, height: rect.height - 1))
        guard let index = state.selectedEvent else {
            writer.text("No event selected.", role: .dim, on: &screen)
            return
        }
        let event = state.log[index]
        let imported = EventLog.isImported(event)
        let origin = imported ? (event.detail > 0 ? "from line \(event.detail)" : "pasted error")
            : "flow #\(event.flow) · \(ColumnText.api(event.api))"
        writer.text(imported ? origin : "\(origin) · \(ColumnText.step(event.step)) · "
            + "\(ColumnText.outcome(event.outcome)) · \(ColumnText.time(event.time))", role: .dim, on: &screen)
        if let decision = event.decision, event.step == .handlerDecision {
            writer.field("Handler decision", decision.rawValue, role: .info, on: &screen)
        }
        var stored = state.log.diagnosis(of: event)
        if stored == nil {
            // A step without an error: show the error its flow ran into, if any, so following
            // the log still explains what happened.
            let flowError = state.log.flowEvents(event.flow).first { state.log[$0].diagnosis != nil }
            guard let flowError, let found = state.log.diagnosis(of: state.log[flowError]) else {
                writer.text("No error on this event.", role: .dim, on: &screen)
                return
            }
            let offset = state.log[flowError].time - state.log[state.log.flowStart[event.flow] ?? flowError].time
            writer.text("No error on this step; its flow's error (\(ColumnText.step(state.log[flowError].step)) "
                + "at +\(offset)ms):", role: .dim, on: &screen)
            stored = found
        }
        guard let stored else { return }
        var diagnosis = stored.diagnosis
        if let lens = state.lens {
            if let ref = stored.lensRef, let seen = provider?.diagnosis(ref, as: lens) {
                diagnosis = seen
            } else {
                writer.text("(lens: shown as reported; no \(lens.displayName) form)", role: .dim, on: &screen)
            }
        }
        drawDiagnosis(diagnosis, locale: state.locale, writer: &writer, on: &screen)
    }

    static func drawDiagnosis(_ diagnosis: Diagnosis, locale: MessageLocale, writer: inout PaneWriter,
                              on screen: inout Screen) {
        let advice = AdviceEngine.advise(diagnosis)
        writer.field("Error domain", diagnosis.domain ?? "none", on: &screen)
        writer.field("Code", codeText(diagnosis), role: .error, on: &screen)
        writer.field("Internal sub-code", subCodeText(diagnosis), on: &screen)
        writer.field("Suggested user message [\(locale.rawValue)]",
                     UserMessages.text(advice.userMessage, locale: locale), role: .info, wrapBelow: true, on: &screen)
        writer.field("Action", advice.action.rawValue, role: .warning, on: &screen)
        var oauth = diagnosis.oauthError ?? "none"
        if let sub = diagnosis.subError { oauth += " · sub-error \(sub)" }
        writer.field("OAuth error", oauth, on: &screen)
        writer.field("AADSTS", diagnosis.aadsts.isEmpty ? "none" : diagnosis.aadsts.map { "AADSTS\($0)" }
            .joined(separator: ", "), on: &screen)
        var http = diagnosis.httpStatus.map(String.init) ?? "none"
        if let retry = diagnosis.retryAfterSeconds { http += " · Retry-After \(retry) s" }
        writer.field("HTTP status", http, on: &screen)
        writer.field("Correlation id", diagnosis.correlationId ?? "none", on: &screen)
        writer.field("Claims", diagnosis.claims ?? "none", on: &screen)
        var scopes = diagnosis.grantedScopes.isEmpty ? "" : "granted \(diagnosis.grantedScopes.joined(separator: " "))"
        if !diagnosis.declinedScopes.isEmpty {
            scopes += (scopes.isEmpty ? "" : " · ") + "declined \(diagnosis.declinedScopes.joined(separator: " "))"
        }
        writer.field("Scopes", scopes.isEmpty ? "none" : scopes, on: &screen)
        if let classification = diagnosis.classification {
            writer.field("Classification", classification, on: &screen)
        }
        if !advice.developerAdvice.isEmpty {
            writer.field("Developer advice", advice.developerAdvice, wrapBelow: true, on: &screen)
        }
        if let description = diagnosis.errorDescription {
            writer.field("Description", description, role: .dim, wrapBelow: true, on: &screen)
        }
        if let underlying = diagnosis.underlying {
            writer.field("Underlying", "\(underlying.domain ?? "?") \(codeText(underlying))", on: &screen)
        }
    }

    static func codeText(_ diagnosis: Diagnosis) -> String {
        switch (diagnosis.codeName, diagnosis.code) {
        case let (name?, code?) where name != code.description: "\(name) (\(code))"
        case let (name?, _): name
        case let (nil, code?): code.description
        case (nil, nil): "none"
        }
    }

    static func subCodeText(_ diagnosis: Diagnosis) -> String {
        switch (diagnosis.internalSubCodeName, diagnosis.internalSubCode) {
        case let (name?, code?): "\(name) (\(code))"
        case let (name?, nil): name
        case let (nil, code?): String(code)
        case (nil, nil): "none"
        }
    }
}

/// Writes label/value lines down a pane, clipping at its bottom.
struct PaneWriter {
    let rect: Rect
    private(set) var y: Int

    init(rect: Rect) {
        self.rect = rect
        self.y = rect.y
    }

    var isFull: Bool { y >= rect.y + rect.height }

    mutating func text(_ text: String, role: StyleRole = .normal, on screen: inout Screen) {
        for line in TextWrap.lines(text, width: rect.width) where !isFull {
            screen.put(line, x: rect.x, y: y, maxWidth: rect.width, role: role)
            y += 1
        }
    }

    /// `label` in the label column and `value` after it; long values wrap
    /// under the value column, or (`wrapBelow`) on full-width lines below.
    mutating func field(_ label: String, _ value: String, role: StyleRole = .normal, wrapBelow: Bool = false,
                        on screen: inout Screen) {
        guard !isFull else { return }
        let labelWidth = min(DetailPane.labelWidth, rect.width / 2)
        let valueX = rect.x + labelWidth
        let valueWidth = rect.width - labelWidth
        let longestWord = value.split(separator: " ").map { CellWidth.of(String($0)) }.max() ?? 0
        if wrapBelow || longestWord > valueWidth {
            screen.put(label, x: rect.x, y: y, maxWidth: rect.width, role: .label)
            y += 1
            for line in TextWrap.lines(value, width: rect.width - 2) where !isFull {
                screen.put(line, x: rect.x + 2, y: y, maxWidth: rect.width - 2, role: role)
                y += 1
            }
            return
        }
        screen.put(label, x: rect.x, y: y, maxWidth: labelWidth - 1, role: .label)
        for line in TextWrap.lines(value, width: valueWidth).prefix(3) where !isFull {
            screen.put(line, x: valueX, y: y, maxWidth: valueWidth, role: role)
            y += 1
        }
    }
}
