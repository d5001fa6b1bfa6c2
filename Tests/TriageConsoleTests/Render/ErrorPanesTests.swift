import AcquisitionSimulator
import MSALErrorModel
import Testing
@testable import TriageConsole
import TriageQuery

/// The four error panes (domain, code, internal sub-code, suggested user message):
/// on the first screen, at every size from 60×16, in every state.
@Suite struct ErrorPanesTests {
    private func send(_ state: inout ConsoleState, _ keys: Key...) {
        for key in keys { ConsoleReducer.reduce(&state, .key(key)) }
    }

    /// The text of the error panes' rectangle.
    private func panesText(_ state: ConsoleState) -> String {
        let screen = ConsoleRenderer.render(state)
        let rect = state.layout.errors
        var lines: [String] = []
        for y in rect.y..<(rect.y + rect.height) {
            var line = ""
            for x in rect.x..<(rect.x + rect.width) where !screen[x, y].isContinuation { line += screen[x, y].text }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The four labels (at the narrowest sizes a label may be cut to its column, ending in `…`).
    private func showsTheFourPanes(_ text: String) -> Bool {
        ["Error do", "Code", "Internal", "User mes"].allSatisfy(text.contains)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theFirstScreenShowsTheNewestErrorInTheFourPanes(width: Int, height: Int) {
        // The first screen: following the stream, no key pressed.
        let state = Fixtures.state(flows: 30, width: width, height: height)
        let frame = ConsoleRenderer.render(state).text
        assertSnapshot(frame, named: "console-\(width)x\(height)-first-screen")
        let panes = panesText(state)
        #expect(showsTheFourPanes(panes), "\(panes)")
        #expect(panes.contains("Newest error · flow #29"), "titled with its flow: \(panes)")
        #expect(panes.contains("ago"), "and how long ago: \(panes)")
        // Flow 29 of the fixture fails with MSALErrorInteractionRequired (-50002), no sub-code.
        #expect(panes.contains("MSALErrorDomain") && panes.contains("-50002"), "\(panes)")
        #expect(panes.contains("security"), "the suggested user message: \(panes)")
        #expect(frame.contains("panes: newest error") || frame.contains("newest error"))
    }

    @Test(arguments: [(60, 16), (61, 17), (80, 24), (100, 30), (119, 20), (120, 16), (120, 40), (160, 24), (200, 60)])
    func theFourPanesAreThereAtEverySizeAndInEveryState(width: Int, height: Int) {
        var state = Fixtures.state(flows: 30, width: width, height: height)
        var states: [(String, ConsoleState)] = [("following", state)]
        send(&state, .character("g"))
        states.append(("an event without an error", state))
        send(&state, .character("e"))
        states.append(("the selected error", state))
        send(&state, .character("j"))
        states.append(("a step after its flow's error", state))
        send(&state, .tab)
        states.append(("details focused", state))
        send(&state, .escape, .character("/"), .character("x"))
        states.append(("search prompt", state))
        send(&state, .escape, .character("v"))
        states.append(("lens", state))
        var empty = ConsoleState(source: .scenario(name: "empty", seed: 1), themes: Fixtures.themes)
        ConsoleReducer.reduce(&empty, .resize(width: width, height: height))
        states.append(("an empty log", empty))
        for (name, shown) in states {
            let panes = panesText(shown)
            #expect(showsTheFourPanes(panes), "\(width)x\(height), \(name):\n\(panes)")
        }
    }

    @Test func anEventWithoutAnErrorShowsDashesAndTheHint() {
        var state = Fixtures.state(flows: 30)
        send(&state, .character("g"))
        let panes = panesText(state)
        #expect(panes.contains("none on this event"), "\(panes)")
        #expect(panes.contains("—"))
        #expect(panes.contains("e next error · E previous"), "\(panes)")
    }

    @Test func followingShowsEachNewErrorAsItArrivesAndMovingShowsTheSelection() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        #expect(panesText(state).contains("flow #29"))
        func event(_ time: UInt64, flow: UInt32, _ step: Step, _ outcome: Outcome, _ diagnosis: StoreIndex? = nil)
            -> LogEvent {
            LogEvent(AcquisitionEvent(time: time, flow: flow, account: 0, platform: .dotnet, step: step,
                                      api: .acquireTokenSilent, outcome: outcome),
                     flow: .simulated(flow), diagnosis: diagnosis)
        }
        let arriving = EventBatch(
            diagnoses: [StoredDiagnosis(Fixtures.throttled)],
            events: [
                event(50_000, flow: 40, .apiCall, .started),
                event(52_000, flow: 40, .serverResponse, .error, StoreIndex(UInt32(state.log.diagnoses.count))),
                event(55_000, flow: 41, .apiCall, .started),
            ])
        ConsoleReducer.reduce(&state, .ingest(arriving))
        let panes = panesText(state)
        #expect(panes.contains("Newest error · flow #40 · 3 s ago"), "\(panes)")
        #expect(panes.contains("request_throttled") && panes.contains("MsalServiceException"), "\(panes)")
        #expect(ConsoleRenderer.render(state).text.contains("Trace flow #40"), "the trace shows the same error's flow")
        // Moving the selection: the panes explain the selected event, and the status bar says so.
        send(&state, .character("g"), .character("e"))
        let moved = panesText(state)
        #expect(moved.contains("Error of the selected event · flow #2"), "\(moved)")
        #expect(moved.contains("MSALErrorInteractionRequired"))
        #expect(ConsoleRenderer.render(state).text.contains("panes: selected event"))
    }

    @Test func aLongCodeCutToOneLineKeepsItsRawValue() {
        let blocks = ErrorPanes.blocks(nil, locale: .en)
        #expect(blocks.map(\.value) == ["—", "—", "—", "—   e next error · E previous"])
        #expect(ErrorPanes.rawFirst("-42700", "MSALInternalErrorBrokerResponseNotReceived")
            == "-42700 · MSALInternalErrorBrokerResponseNotReceived")
        #expect(TextClip.clip("-42700 · MSALInternalErrorBrokerResponseNotReceived", cells: 20) == "-42700 · MSALIntern…")
        #expect(ErrorPanes.lineCounts(wanted: [1, 2, 2, 3], rows: 5) == [1, 2, 1, 1], "the code gets the spare row")
        #expect(ErrorPanes.lineCounts(wanted: [1, 2, 2, 3], rows: 9) == [1, 2, 2, 3])
    }

    @Test func msal4jsErrorIsShownInsideTheFutureThatWrappedIt() {
        // msal4j's future throws CompletionException with the MSAL exception as its cause: the panes
        // show the MSAL exception, as `explain` does for the printed text, and the details name the wrapper.
        var inner = Diagnosis(platform: .java, domain: "MsalInteractionRequiredException", code: .text("invalid_grant"),
                              codeName: "INVALID_GRANT", oauthError: "invalid_grant", aadsts: [50076], httpStatus: 400)
        inner.errorDescription = "AADSTS50076: multi-factor authentication is required."
        var outer = Diagnosis(platform: .java, domain: "java.util.concurrent.CompletionException")
        outer.underlying = inner
        let event = AcquisitionEvent(time: 40, flow: 0, account: 0, platform: .java, step: .result,
                                     api: .acquireTokenSilent, outcome: .error)
        var state = ConsoleState(source: .scenario(name: "fixture", seed: 7), platform: .java, locale: .en, themes: Fixtures.themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed([FeedItem(event: event, diagnosis: outer)]))
        program.send(.resize(width: 120, height: 40))
        program.preload(events: .max)
        state = program.state
        let panes = panesText(state)
        #expect(panes.contains("MsalInteractionRequired") && panes.contains("INVALID_GRANT"), "\(panes)")
        #expect(!panes.contains("CompletionException"), "\(panes)")
        let details = DetailPane.lines(state, translator: nil, width: 48).map { $0.spans.map(\.text).joined() }.joined(separator: "\n")
        #expect(details.contains("Wrapped in") && details.contains("java.util.concurrent.CompletionException"), "\(details)")
        #expect(details.contains("AADSTS50076"), "the MSAL error's own fields: \(details)")
    }
}
