import Foundation
import Testing
@testable import TriageConsole

/// Focusing the details pane and scrolling what is below its fold.
@Suite struct DetailScrollTests {
    /// 80x24 with the first error selected: its details run past the pane.
    private func errorSelected() -> ConsoleState {
        var state = Fixtures.state(flows: 30)
        send(&state, .character("g"), .character("e"))
        return state
    }

    private func detailsText(_ state: ConsoleState) -> [String] {
        let rect = state.layout.details
        let lines = ConsoleRenderer.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines[rect.y..<(rect.y + rect.height)].map {
            String($0.prefix(rect.width)).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func tabCyclesLogDetailsTraceAndEscGoesBackToTheLog() {
        var state = errorSelected()
        #expect(state.focus == .log)
        send(&state, .tab)
        #expect(state.focus == .details)
        send(&state, .tab)
        #expect(state.focus == .trace && state.traceFocused)
        send(&state, .tab)
        #expect(state.focus == .log)
        send(&state, .backTab)
        #expect(state.focus == .trace)
        send(&state, .backTab, .escape)
        #expect(state.focus == .log)
        send(&state, .tab, .enter)
        #expect(state.focus == .trace, "Enter from the details focuses the trace as from the log")
    }

    @Test func focusedDetailsScrollWhileTheSelectionStays() {
        var state = errorSelected()
        let selection = state.selection
        send(&state, .tab, .down, .character("j"))
        #expect(state.detailScroll == 2)
        send(&state, .up)
        #expect(state.detailScroll == 1)
        #expect(state.selection == selection, "arrows scroll the details, not the log")
        send(&state, .end)
        let bottom = state.detailScroll
        #expect(bottom == DetailPane.maxScroll(state, translator: nil) && bottom > 1)
        send(&state, .down, .pageDown, .character("G"))
        #expect(state.detailScroll == bottom, "the scroll stops at the last line")
        send(&state, .pageUp)
        #expect(state.detailScroll == max(0, bottom - (state.layout.details.height - 2)))
        send(&state, .character("g"))
        #expect(state.detailScroll == 0)
        send(&state, .control("f"))
        #expect(state.detailScroll > 0)
        send(&state, .home)
        #expect(state.detailScroll == 0 && state.selection == selection)
    }

    @Test func theScrollStartsAgainAtTheTopForAnotherSelection() {
        var state = errorSelected()
        send(&state, .tab, .end)
        #expect(state.detailScroll > 0)
        send(&state, .character("e"))
        #expect(state.detailScroll == 0, "a new selection shows its details from the top")
        #expect(state.focus == .details, "the focus stays")
        send(&state, .end, .escape, .down)
        #expect(state.focus == .log && state.detailScroll == 0)
    }

    @Test func theTitleSaysWhatIsOutOfView() {
        var state = errorSelected()
        let top = detailsText(state)[0]
        #expect(top.contains("Details") && top.contains("Tab to scroll") && top.hasSuffix("↓ more"))
        send(&state, .tab, .down)
        let middle = detailsText(state)[0]
        #expect(middle.contains("↑↓ scroll, Esc back") && middle.hasSuffix("↑↓ more"))
        send(&state, .end)
        let bottom = detailsText(state)
        #expect(bottom[0].hasSuffix("↑ more"))
        let content = DetailPane.lines(state, translator: nil, width: state.layout.details.width - 1)
        #expect(bottom.last == content.last?.spans.last?.text, "the last line is in view")
    }

    @Test func aTallerTerminalTakesBackTheScrollThatIsNoLongerNeeded() {
        var state = errorSelected()
        send(&state, .tab, .end)
        #expect(state.detailScroll > 0)
        send(&state, action: .resize(width: 200, height: 60))
        #expect(state.detailScroll == 0, "everything fits: nothing is left above the pane's top")
    }

    @Test func aShortDetailShowsNoScrollHint() {
        var state = Fixtures.state(flows: 2)
        send(&state, .character("g"), .tab, .end)
        #expect(state.detailScroll == 0, "nothing to scroll: No error on this event.")
        #expect(!detailsText(state)[0].contains("more"))
    }

    @Test func theWheelScrollsThePaneUnderThePointer() {
        var state = errorSelected()
        let selection = state.selection
        let details = state.layout.details
        send(&state, .mouseWheelDown(x: details.x + 3, y: details.y + 3))
        #expect(state.detailScroll == 3 && state.selection == selection && state.focus == .log)
        send(&state, .mouseWheelUp(x: details.x + 3, y: details.y + 3), .mouseWheelUp(x: details.x + 3, y: details.y + 3))
        #expect(state.detailScroll == 0)
        let top = state.top
        send(&state, .mouseWheelDown(x: 3, y: 3))
        #expect(state.selection == selection, "over the log, the wheel scrolls the view, not the selection")
        #expect(state.top == top + 3 && state.viewScrolledByWheel)
        send(&state, .down)
        #expect(state.selection == selection.map { $0 + 1 } && !state.viewScrolledByWheel)
        #expect(state.top <= state.selection! && state.selection! < state.top + state.layout.logRows,
                "moving the selection brings it back into view")
    }

    @Test func aClickOnTheDetailsFocusesThemAndOnTheLogGivesTheKeysBack() {
        var state = errorSelected()
        let details = state.layout.details
        send(&state, .mouseClick(x: details.x + 2, y: details.y + 2))
        #expect(state.focus == .details)
        send(&state, .mouseClick(x: 3, y: 2))
        #expect(state.focus == .log)
    }

    @Test func noSelectionMeansOnlyTheLogTakesTheKeys() {
        var state = ConsoleState(source: .file("empty.log"), themes: Fixtures.themes)
        send(&state, .tab)
        #expect(state.focus == .log)
    }

    @Test func snapshot80x24ScrolledToTheDeveloperAdvice() throws {
        var state = errorSelected()
        send(&state, .tab)
        let content = DetailPane.lines(state, translator: nil, width: state.layout.details.width - 1)
        let advice = try #require(content.firstIndex { $0.spans.contains { $0.text == "Developer advice" } })
        for _ in 0..<advice { send(&state, .down) }
        #expect(state.detailScroll == min(advice, DetailPane.maxScroll(state, translator: nil)))
        let shown = detailsText(state)
        #expect(shown[1] == "Developer advice", "the advice is at the top of the pane: \(shown)")
        #expect(shown[0].contains("↑"))
        let text = ConsoleRenderer.render(state).text
        assertSnapshot(text, named: "console-80x24-details-scrolled")
    }
}
