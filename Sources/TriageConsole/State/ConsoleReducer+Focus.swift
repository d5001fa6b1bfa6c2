/// Which pane has the keys, and scrolling the details pane.
extension ConsoleReducer {
    /// Moves the focus along log → details → trace (and round); only the log
    /// takes it while nothing is selected.
    static func cycleFocus(_ state: inout ConsoleState, by step: Int) {
        guard state.selection != nil else {
            state.focus = .log
            return
        }
        let panes = ConsoleState.Pane.allCases
        let now = panes.firstIndex(of: state.focus) ?? 0
        state.focus = panes[((now + step) % panes.count + panes.count) % panes.count]
    }

    /// The keys the focused details pane takes for itself; false for every other key.
    static func scrollDetails(_ state: inout ConsoleState, _ key: Key) -> Bool {
        // A page keeps one line of the last page in view, as pagers do.
        let page = max(1, state.layout.details.height - 2)
        switch key {
        case .up, .character("k"): scrollDetails(&state, by: -1)
        case .down, .character("j"): scrollDetails(&state, by: 1)
        case .pageUp, .control("b"): scrollDetails(&state, by: -page)
        case .pageDown, .control("f"): scrollDetails(&state, by: page)
        case .home, .character("g"): state.detailScroll = 0
        case .end, .character("G"): state.detailScroll = DetailPane.farthestScroll
        case .escape: state.focus = .log
        default: return false
        }
        return true
    }

    /// Scrolls by `delta` lines; `keepDetailScrollInRange` stops it at the last line.
    static func scrollDetails(_ state: inout ConsoleState, by delta: Int) {
        state.detailScroll = max(0, min(DetailPane.farthestScroll, state.detailScroll + delta))
    }

    /// Starts the details at the top when the event they describe changes, and stops the
    /// scroll where the last line of the details reaches the pane's bottom.
    static func keepDetailScrollInRange(_ state: inout ConsoleState, translator: (any PlatformTranslator)?) {
        if state.selection == nil, state.focus != .log { state.focus = .log }
        let described = ShownError.of(state).describedEvent
        if state.detailScrollEvent != described {
            state.detailScrollEvent = described
            state.detailScroll = 0
        }
        // Measuring the details costs a layout of one event's text: only done when scrolled.
        guard state.detailScroll > 0 else { return }
        state.detailScroll = min(state.detailScroll, DetailPane.maxScroll(state, translator: translator))
    }
}
