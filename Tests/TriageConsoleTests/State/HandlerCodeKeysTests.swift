import Foundation
import MSALErrorModel
import Testing
@testable import TriageConsole

/// `h` shows the code that handles the selected error, in the lens' language, beside its
/// user message; `y` copies it (an effect the program turns into a file and OSC 52).
@Suite("Handler code keys (h, y)")
struct HandlerCodeKeysTests {
    /// The fixture state with the first failing event selected (an Apple -50002 with AADSTS50079).
    func stateOnFirstError() throws -> ConsoleState {
        var state = Fixtures.state()
        let index = try #require(state.log.events.indices.first { state.log.events[$0].diagnosis != nil })
        state.selection = state.view.row(ofEvent: index)
        return state
    }

    @Test("h opens the Swift branch for the selected Apple error with its user message; Esc closes it")
    func showsTheBranch() throws {
        var state = try stateOnFirstError()
        send(&state, .character("h"))
        guard case .handler(let view) = state.mode else {
            Issue.record("h did not open the handler code")
            return
        }
        #expect(view.title.hasPrefix("Swift · MSALErrorInteractionRequired → aadsts.mfa_required"))
        #expect(view.userMessage == UserMessages.text(.mfaRequired, locale: .en))
        #expect(view.code.contains("case .interactiveAuth:"))
        #expect(view.code.contains("signIn(request, claims: request.claimsChallenge)"))
        #expect(view.fileName == "handler-interactive_auth.swift")
        send(&state, .escape)
        #expect(state.mode == .normal)
    }

    @Test("with the Python lens, h shows the Python branch")
    func followsTheLens() throws {
        var state = try stateOnFirstError()
        state.lens = .python
        send(&state, .character("h"))
        guard case .handler(let view) = state.mode else {
            Issue.record("h did not open the handler code")
            return
        }
        #expect(view.code.contains("if action == \"interactive_auth\":"))
        #expect(view.fileName == "handler-interactive_auth.py")
    }

    @Test("y copies the code shown, from the overlay or straight from the log")
    func copies() throws {
        var state = try stateOnFirstError()
        send(&state, .character("h"))
        guard case .handler(let view) = state.mode else {
            Issue.record("h did not open the handler code")
            return
        }
        let copy = ConsoleEffect.copyHandlerCode(text: view.code, fileName: view.fileName)
        send(&state, .character("y"), effects: [copy])
        send(&state, .character("q"))
        #expect(state.mode == .normal && !state.wantsQuit, "q closes the overlay, it does not quit")
        send(&state, .character("y"), effects: [copy])
    }

    @Test("on an event whose flow has no error, h says so and opens nothing")
    func nothingToShow() {
        var state = Fixtures.state()
        state.selection = 0
        send(&state, .character("h"))
        #expect(state.mode == .normal)
        #expect(state.status?.contains("select an event with an error") == true)
    }

    @Test("the overlay shows the title, the user message and the code")
    func draws() throws {
        var state = try stateOnFirstError()
        send(&state, .character("h"))
        let screen = ConsoleRenderer.render(state)
        let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix(" Handler code · Swift"))
        #expect(rows[1].contains("User message:") && rows[2].contains("For your security"), "the message wraps under its label")
        #expect(rows.contains { $0.contains("MSALErrorInteractionRequired → rule aadsts.mfa_required → interactive_auth") })
        #expect(rows[23].contains("y copies") && rows[23].contains("Esc closes"), "the keys on the hint line: \(rows[23])")
        #expect(rows.contains { $0.contains("case .interactiveAuth:") }, "the code fits at 80×24")
        #expect(!rows.contains { $0.contains("rules:") }, "the rule list is in the saved text, not on screen")
    }

    @Test("the program saves the copied code to a file and hands it to the terminal edge once")
    func programSavesAndOffers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("handler-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let program = Fixtures.program()
        program.send(.command(.top))
        program.send(.command(.copyHandler))
        #expect(program.takeClipboardText() == nil, "no error on the first flow")
        let index = try #require(program.state.log.events.indices.first { program.state.log.events[$0].diagnosis != nil })
        var state = program.state
        state.selection = state.view.row(ofEvent: index)
        let seeded = TriageConsoleProgram(state: state, feed: ListFeed([]), exportDirectory: directory.path)
        seeded.send(.key(.character("y")))
        let text = try #require(seeded.takeClipboardText())
        #expect(seeded.takeClipboardText() == nil, "handed over once")
        let saved = try String(contentsOf: directory.appendingPathComponent("handler-interactive_auth.swift"), encoding: .utf8)
        #expect(saved == text)
        #expect(seeded.state.status?.contains("handler-interactive_auth.swift") == true)
    }
}
