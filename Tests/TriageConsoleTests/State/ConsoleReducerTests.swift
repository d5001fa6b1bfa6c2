import Foundation
import AcquisitionSimulator
import MSALErrorModel
import Testing
@testable import TriageConsole
import TriageQuery

/// One test (or more) per command and action: what a person would notice.
@Suite struct ConsoleReducerTests {
    @Test func followsTheNewestEventUntilMovedUp() {
        var state = Fixtures.state(flows: 10)
        #expect(state.following)
        #expect(state.selection == state.view.count - 1)
        send(&state, .up)
        #expect(!state.following)
        #expect(state.selection == state.view.count - 2)
        let more = EventBatch(events: [LogEvent(AcquisitionEvent(time: 9_999, flow: 99, account: 0, platform: .apple,
                                                                 step: .apiCall, api: .acquireTokenSilent, outcome: .started),
                                                flow: .simulated(99), diagnosis: nil)])
        send(&state, action: .ingest(more))
        #expect(state.selection == state.view.count - 3, "scrolled-up selection stays on its event")
        send(&state, .down, .down)
        #expect(state.following, "reaching the bottom follows again")
        send(&state, action: .ingest(more))
        #expect(state.selection == state.view.count - 1)
    }

    @Test func vimKeysPagesHomeAndEnd() {
        var state = Fixtures.state(flows: 30)
        send(&state, .character("g"))
        #expect(state.selection == 0 && state.top == 0 && !state.following)
        send(&state, .character("j"), .character("j"), .character("k"))
        #expect(state.selection == 1)
        send(&state, .pageDown)
        #expect(state.selection == 1 + state.layout.logRows)
        #expect(state.top > 0, "the page scrolled to keep the selection visible")
        send(&state, .pageUp, .home)
        #expect(state.selection == 0)
        send(&state, .character("G"))
        #expect(state.selection == state.view.count - 1 && state.following)
        send(&state, .end)
        #expect(state.top == state.view.count - state.layout.logRows)
    }

    @Test func spacePausesAndResumesAndSpeedChanges() {
        var state = Fixtures.state()
        send(&state, .character(" "))
        #expect(state.paused)
        send(&state, .character(" "))
        #expect(!state.paused)
        send(&state, .character("+"), .character("+"))
        #expect(state.speed == 5)
        for _ in 0..<20 { send(&state, .character("-")) }
        #expect(state.speed == ConsoleState.speeds[0])
    }

    @Test func stepForwardAtTheBottomAsksForOneMoreEvent() {
        var state = Fixtures.state()
        send(&state, .character("."), effects: [.pullOneEvent])
        #expect(state.paused)
        send(&state, .character(","))
        #expect(state.selection == state.view.count - 2)
        send(&state, .character("."))  // inside the log, stepping moves the selection and pulls nothing
        #expect(state.selection == state.view.count - 1)
    }

    @Test func flowAndErrorJumps() {
        var state = Fixtures.state(flows: 12)
        send(&state, .character("g"), .character("]"))
        #expect(state.log[state.selectedEvent!].flow == .simulated(1))
        #expect(state.log[state.selectedEvent!].step == .apiCall)
        send(&state, .character("j"), .character("["))
        #expect(state.log[state.selectedEvent!].flow == .simulated(0), "from inside flow 1, [ goes to flow 0")
        send(&state, .character("e"))
        #expect(state.log[state.selectedEvent!].outcome == .error)
        #expect(state.log[state.selectedEvent!].flow == .simulated(2))
        send(&state, .character("e"))
        #expect(state.log[state.selectedEvent!].flow == .simulated(5))
        send(&state, .character("E"))
        #expect(state.log[state.selectedEvent!].flow == .simulated(2))
        send(&state, .character("E"))
        #expect(state.log[state.selectedEvent!].flow == .simulated(11), "E before the first error wraps to the newest one")
        #expect(state.status == "no earlier error: wrapped to the newest one")
        send(&state, .character("e"))
        #expect(state.log[state.selectedEvent!].flow == .simulated(2), "e after the newest error wraps to the first one")
        #expect(state.status == "no later error: wrapped to the first one")
    }

    @Test func enterFocusesTheTraceAndArrowsWalkTheFlow() {
        var state = Fixtures.state(flows: 6)
        send(&state, .character("g"), .character("e"), .enter)
        #expect(state.traceFocused)
        let flow = state.log[state.selectedEvent!].flow
        send(&state, .up, .up, .up)
        #expect(state.log[state.selectedEvent!].flow == flow)
        #expect(state.log[state.selectedEvent!].step == .apiCall, "walked back to the flow's first step")
        send(&state, .escape)
        #expect(!state.traceFocused)
    }

    @Test func searchHighlightsWithoutHidingAndCountsHits() {
        var state = Fixtures.state(flows: 30)
        let total = state.view.count
        send(&state, .character("/"))
        for character in "throttl" { send(&state, .character(character)) }
        #expect(state.view.count == total, "search never hides rows")
        #expect(state.hits.count == 3)
        send(&state, .enter)
        #expect(state.mode == .normal)
        let first = state.selection
        send(&state, .character("n"))
        #expect(state.selection != first)
        send(&state, .character("N"))
        #expect(state.selection == first)
        send(&state, .escape)
        #expect(state.search == nil && state.hits.isEmpty)
    }

    @Test func filterHidesByActionPlatformCodeDomainAndText() {
        var state = Fixtures.state(flows: 30)
        func filter(_ text: String) {
            send(&state, .character("f"), .control("u"))
            for character in text { send(&state, .character(character)) }
            send(&state, .enter)
        }
        filter("code:-50002")
        #expect(state.view.count == 4)
        filter("domain:msalerrordomain")
        #expect(state.view.count == 7)
        filter("platform:dotnet")
        #expect(state.view.count == 0)
        filter("request_throttled")
        #expect(state.view.count == 3)
        filter("outcome:error code:-42700")
        #expect(state.view.count == 3)
        send(&state, .escape)
        #expect(!state.view.isFiltered)
        #expect(state.view.count == state.log.count)
    }

    @Test func badFilterKeepsThePromptWithTheFix() {
        var state = Fixtures.state()
        send(&state, .character("f"))
        for character in "action:relogin" { send(&state, .character(character)) }
        send(&state, .enter)
        guard case .prompt(let prompt) = state.mode else {
            Issue.record("the prompt closed on a bad filter")
            return
        }
        #expect(prompt.error?.contains("interactive_auth") == true)
        #expect(!state.view.isFiltered)
        // The rejected text stays, editable: on screen beside the error, and the next keys change it.
        let hintLine = ConsoleRenderer.render(state).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(hintLine.contains("action:relogin█"), "\(hintLine)")
        send(&state, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        for character in "interactive_auth" { send(&state, .character(character)) }
        send(&state, .enter)
        #expect(state.view.filter?.query.source == "action:interactive_auth")
    }

    @Test func cyclesThemeLocaleAndLens() {
        var state = Fixtures.state()
        send(&state, .character("t"))
        #expect(state.theme.name == "light")
        send(&state, .character("t"))
        #expect(state.theme.name == "dark")
        send(&state, .character("l"))
        #expect(state.locale == .zhHant)
        send(&state, .character("v"))
        #expect(state.lens == .apple)
        for _ in 0..<Platform.lenses.count { send(&state, .character("v")) }
        #expect(state.lens == nil)
    }

    @Test func lensReachesAndroidAndJava() {
        var state = Fixtures.state()
        var seen: [Platform?] = []
        for _ in 0...Platform.lenses.count {
            send(&state, .character("v"))
            seen.append(state.lens)
        }
        #expect(seen == [.apple, .dotnet, .js, .python, .android, .java, nil])
    }

    @Test func helpOpensAndCloses() {
        var state = Fixtures.state()
        send(&state, .character("?"))
        #expect(state.mode == .help)
        send(&state, .character("j"))
        #expect(state.mode == .help, "keys do not leak through help")
        send(&state, .escape)
        #expect(state.mode == .normal)
    }

    @Test func exportIsAnEffectAndQuitSetsTheFlag() {
        var state = Fixtures.state()
        send(&state, .character("x"), effects: [.exportSession])
        send(&state, .control("c"))
        #expect(state.wantsQuit)
    }

    @Test func mouseWheelScrollsAndClickSelects() {
        var state = Fixtures.state(flows: 30)
        let topBefore = state.top
        send(&state, .mouseWheelUp(x: 5, y: 5))
        // As in lnav and less, the wheel scrolls the view; the selection stays on its event.
        #expect(state.selection == state.view.count - 1)
        #expect(state.top == topBefore - 3)
        #expect(!state.following, "scrolling up stops following, so new events do not pull the view back")
        let top = state.top
        send(&state, .mouseClick(x: 3, y: 2))
        #expect(state.selection == top + 1, "row 2 on screen is the second log row under the title")
        send(&state, .mouseClick(x: 3, y: 22))
        #expect(state.selection == top + 1, "a click outside the log selects nothing")
    }

    @Test func pasteAddsRecognisedErrorsOrSaysNothingWasFound() {
        var state = Fixtures.state()
        let before = state.log.count
        send(&state, .paste("hello \u{1B}[31m world"))
        guard case .prompt(let prompt) = state.mode, prompt.kind == .paste else {
            Issue.record("a paste did not open the paste prompt")
            return
        }
        send(&state, .enter)
        #expect(state.mode == .normal)
        let added = state.log.count - before
        if added == 0 {
            #expect(state.status?.contains("no MSAL error recognised") == true)
        } else {
            #expect(state.log[state.selectedEvent!].isImported)
        }
        send(&state, .character("p"), .character("x"), .escape)
        #expect(state.mode == .normal)
        #expect(state.log.count == before + added, "Esc cancels the paste")
    }

    @Test func resizeKeepsTheSelectionOnScreen() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        send(&state, action: .resize(width: 80, height: 24))
        let selection = state.selection!
        #expect(selection >= state.top && selection < state.top + state.layout.logRows)
        send(&state, action: .showStatus("hello"))
        #expect(state.status == "hello")
    }

    @Test func importedErrorsBecomeEventsWithTheSamePanes() {
        var state = Fixtures.state(flows: 3)
        let batch = ImportedErrors.batch([Fixtures.brokerNotReceived], after: state.log, fallbackPlatform: .apple)
        send(&state, action: .ingest(batch))
        send(&state, action: .resize(width: 120, height: 40))
        let event = state.log[state.log.count - 1]
        #expect(event.isImported)
        #expect(state.log.diagnosis(of: event)?.diagnosis == Fixtures.brokerNotReceived)
        let screen = ConsoleRenderer.render(state)
        #expect(screen.text.contains("pasted"))
        // The error panes are narrower than the name at 120 columns: it breaks at a capital.
        let details = state.layout.errors
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines[details.y..<(details.y + details.height)].map { line in
            String(line.dropFirst(details.x)).trimmingCharacters(in: .whitespaces)
        }.joined()
        #expect(shown.contains("MSALInternalErrorBrokerResponseNotReceived"))
    }
}

@Suite struct ImportedRowTests {
    /// The log and the details say a missing platform the same way: `—`, never `?` in one and `—` in the other.
    @Test func anErrorWithoutPlatformOrCodeShowsADashAndItsAADSTS() {
        var state = Fixtures.state(flows: 1, width: 100, height: 30)
        let bare = Diagnosis(aadsts: [50076])
        send(&state, action: .ingest(ImportedErrors.batch([bare], after: state.log, fallbackPlatform: .apple)))
        let text = ConsoleRenderer.render(state).text
        let row = text.split(separator: "\n").first { $0.contains("pasted") }
        #expect(row.map { $0.split(separator: " ").contains("—") } == true, "\(row ?? "")")
        #expect(row?.contains("?") == false, "\(row ?? "")")
        #expect(row?.contains("AADSTS50076") == true)
        #expect(text.contains("Platform          —") || text.contains("Platform  —"), "the details say it the same way: \(text)")
    }
}

@Suite struct TraceClickTests {
    @Test func clickingAStepInTheTraceSelectsIt() {
        var state = Fixtures.state(flows: 6, width: 120, height: 40)
        send(&state, action: .key(.character("g")))
        send(&state, action: .key(.character("e")))
        let flow = state.log[state.selectedEvent!].flow
        let trace = state.layout.trace
        // The trace's first line under its title is the flow's first step.
        send(&state, action: .key(.mouseClick(x: trace.x + 2, y: trace.y + 1)))
        #expect(state.log[state.selectedEvent!].flow == flow)
        #expect(state.log[state.selectedEvent!].step == .apiCall)
    }
}
