import AcquisitionSimulator
import HandlerCode
import MSALErrorModel

/// What `h` shows: the branch of the generated handler that deals with the selected
/// error, in the language of the current platform lens, beside its user message.
public struct HandlerCodeView: Hashable, Sendable {
    /// `Swift · MSALErrorInteractionRequired → interaction.apple`.
    public var title: String
    /// The user message in the console's locale.
    public var userMessage: String
    /// The branch, comment header first, ready to paste.
    public var code: String
    /// The file `y` writes it to (`handler-interactive_auth.swift`).
    public var fileName: String
    /// How far the overlay is scrolled, in wrapped lines.
    public var scroll = 0

    /// The view for the selected event's error as the lens platform reports it (the error's
    /// own platform without a lens; Apple when neither is known); nil when nothing is selected
    /// or neither the event nor its flow carries an error.
    static func forSelection(_ state: ConsoleState, translator: (any PlatformTranslator)?) -> HandlerCodeView? {
        guard let index = state.selectedEvent else { return nil }
        // A step without an error stands for its flow's error, as in the details pane.
        let withError = state.log.diagnosis(of: state.log[index]) != nil
            ? index : state.log.flowEvents(state.log[index].flow).first { state.log[$0].diagnosis != nil }
        guard let withError, let stored = state.log.diagnosis(of: state.log[withError]) else { return nil }
        var diagnosis = stored.diagnosis
        if let lens = state.lens, let ref = stored.simulatorRef, let seen = translator?.diagnosis(ref, as: lens) {
            diagnosis = seen
        }
        let platform = state.lens.flatMap(HandlerPlatform.init) ?? diagnosis.platform.flatMap(HandlerPlatform.init) ?? .apple
        // The error's own words come from outside: shown only as visible text, and short.
        let label = [diagnosis.codeName, diagnosis.code?.text, diagnosis.oauthError, diagnosis.domain, stored.label]
            .compactMap { $0 }.first { !$0.isEmpty } ?? "this error"
        let name = VisibleText.make(String(label.prefix(60)))
        let answer = HandlerGenerator.branch(for: diagnosis, named: name, platform: platform)
        let fileName = "handler-\(answer.route.action.rawValue).\(answer.language.fileName.split(separator: ".").last ?? "txt")"
        return HandlerCodeView(
            title: "\(answer.language.displayName) · \(name) → \(answer.route.rule)",
            userMessage: UserMessages.text(answer.route.message, locale: state.locale),
            code: answer.text, fileName: fileName)
    }
}
