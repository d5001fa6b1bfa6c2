import Testing
@testable import TriageConsole

@Suite struct DetailPaneTests {
    @Test func aStepWithoutErrorShowsItsFlowsError() {
        var state = Fixtures.state(flows: 6, width: 200, height: 50)
        send(&state, action: .key(.character("g")))
        send(&state, action: .key(.character("e")))
        send(&state, action: .key(.up))
        send(&state, action: .key(.up))
        #expect(state.log[state.selectedEvent!].diagnosis == nil)
        let text = ConsoleRenderer.render(state).text
        #expect(text.contains("Error of flow #2 (response at +80ms)"), "\(text)")
        #expect(text.contains("MSALErrorInteractionRequired (-50002)"))
    }

    @Test func aFlowWithoutErrorSaysSo() {
        var state = Fixtures.state(flows: 2, width: 120, height: 40)
        send(&state, action: .key(.character("g")))
        #expect(ConsoleRenderer.render(state).text.contains("No error on this event."))
    }

    @Test func thePastePromptShowsTheTextRedacted() {
        var state = Fixtures.state(flows: 1, width: 120, height: 40)
        let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"
        send(&state, action: .key(.paste("{\"error\": \"invalid_grant\", \"access_token\": \"\(token)\"}")))
        let text = ConsoleRenderer.render(state).text
        #expect(text.contains("paste an error"))
        #expect(!text.contains(token))
        #expect(!text.contains("c2lnbmF0dXJl"))
    }
}
