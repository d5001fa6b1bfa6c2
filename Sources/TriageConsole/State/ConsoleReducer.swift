import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// The console's one place of change: `reduce(&state, action)` is pure and
/// returns the effects the program must run (pull one event, export).
public enum ConsoleReducer {
    /// `lens` is the feed's platform lens: the details it gives decide how far the pane can scroll.
    @discardableResult
    public static func reduce(_ state: inout ConsoleState, _ action: ConsoleAction,
                              translator: (any PlatformTranslator)? = nil) -> [ConsoleEffect] {
        var effects: [ConsoleEffect] = []
        if let handled = handleHandlerCode(&state, action, translator: translator) {
            keepSelectionVisible(&state)
            return handled
        }
        switch action {
        case .key(let key):
            state.status = nil
            effects = handleKey(&state, key)
        case .command(let command):
            state.status = nil
            effects = run(&state, command)
        case .ingest(let batch):
            ingest(&state, batch)
        case .resize(let width, let height):
            state.width = max(0, width)
            state.height = max(0, height)
        case .showStatus(let message):
            state.status = message
        case .showRawLines(var view):
            view.center(rows: rawLinesRows(state), width: state.width)
            state.mode = .rawLines(view)
        }
        keepSelectionVisible(&state)
        keepDetailScrollInRange(&state, translator: translator)
        return effects
    }

    // MARK: Keys

    static func handleKey(_ state: inout ConsoleState, _ key: Key) -> [ConsoleEffect] {
        switch state.mode {
        case .handler:
            return []
        case .help:
            if key == .control("c") { return run(&state, .quit) }
            if [.escape, .character("q"), .character("?"), .function(1), .enter].contains(key) {
                state.mode = .normal
            }
            let page = HelpPage(width: state.width, height: state.height)
            let step: Int? = switch key {
            case .down, .character("j"), .mouseWheelDown: 1
            case .up, .character("k"), .mouseWheelUp: -1
            case .pageDown, .control("f"), .character(" "): max(1, page.room - 1)
            case .pageUp, .control("b"): -max(1, page.room - 1)
            case .home, .character("g"): -page.lines.count
            case .end, .character("G"): page.lines.count
            default: nil
            }
            if let step { state.helpScroll = min(max(0, state.helpScroll + step), page.maximumScroll) }
            return []
        case .prompt(let prompt):
            editPrompt(&state, prompt, key)
            return []
        case .rawLines(let view):
            return scrollRawLines(&state, view, key)
        case .normal:
            break
        }
        switch key {
        case .paste(let text):
            state.mode = .prompt(.init(kind: .paste, text: text))
            return []
        case .mouseWheelUp(let x, let y):
            wheel(&state, x: x, y: y, by: -3)
            return []
        case .mouseWheelDown(let x, let y):
            wheel(&state, x: x, y: y, by: 3)
            return []
        case .mouseClick(let x, let y):
            click(&state, x: x, y: y)
            return []
        default:
            break
        }
        if state.focus == .details, scrollDetails(&state, key) { return [] }
        if state.traceFocused {
            switch key {
            case .up, .character("k"): moveInFlow(&state, forward: false); return []
            case .down, .character("j"): moveInFlow(&state, forward: true); return []
            case .escape, .enter: state.traceFocused = false; return []
            default: break
            }
        }
        guard let command = KeyMap.command(for: key) else { return [] }
        return run(&state, command)
    }

    /// The wheel scrolls what is under the pointer: over the details or the error panes
    /// the details, over the log the log's view (not the selection), as lnav and less do.
    static func wheel(_ state: inout ConsoleState, x: Int, y: Int, by delta: Int) {
        let layout = state.layout
        if layout.details.contains(x: x, y: y) || layout.errors.contains(x: x, y: y) {
            scrollDetails(&state, by: delta)
            return
        }
        guard layout.log.contains(x: x, y: y), state.view.count > 0 else { return }
        // Scrolling away from the newest rows stops following, so new events do not pull the view back.
        state.following = false
        state.viewScrolledByWheel = true
        state.top = max(0, min(state.top + delta, state.view.count - layout.logRows))
    }

    static func click(_ state: inout ConsoleState, x: Int, y: Int) {
        let trace = state.layout.trace
        if trace.contains(x: x, y: y), y > trace.y {
            // A click on a step of the trace selects that step.
            let steps = TracePane.visibleSteps(state, rows: trace.height - 1)
            let line = y - trace.y - 1
            if line < steps.count, let row = state.view.row(ofEvent: steps[line]),
               state.view.eventIndex(atRow: row) == steps[line] {
                select(&state, row: row)
            }
            return
        }
        if state.layout.details.contains(x: x, y: y) || state.layout.errors.contains(x: x, y: y) {
            // A click on the details (or the error panes over them) gives the details the keys, to scroll.
            if state.selection != nil { state.focus = .details }
            return
        }
        let log = state.layout.log
        guard log.contains(x: x, y: y), y > log.y else { return }
        if state.focus == .details { state.focus = .log }
        let row = state.top + (y - log.y - 1)
        guard row < state.view.count else { return }
        select(&state, row: row)
    }

    // MARK: Commands

    static func run(_ state: inout ConsoleState, _ command: Command) -> [ConsoleEffect] {
        let rows = state.layout.logRows
        switch command {
        case .moveUp: move(&state, by: -1)
        case .moveDown: move(&state, by: 1)
        case .pageUp: move(&state, by: -rows)
        case .pageDown: move(&state, by: rows)
        case .top: select(&state, row: 0)
        case .bottom: select(&state, row: state.view.count - 1)
        case .togglePause: state.paused.toggle()
        case .faster: state.speedIndex = min(ConsoleState.speeds.count - 1, state.speedIndex + 1)
        case .slower: state.speedIndex = max(0, state.speedIndex - 1)
        case .stepForward:
            state.paused = true
            if let selection = state.selection, selection < state.view.count - 1 {
                select(&state, row: selection + 1)
            } else {
                state.following = true
                return [.pullOneEvent]
            }
        case .stepBack:
            state.paused = true
            move(&state, by: -1)
        case .previousFlow: jumpToFlow(&state, forward: false)
        case .nextFlow: jumpToFlow(&state, forward: true)
        case .previousError: jumpToError(&state, forward: false)
        case .nextError: jumpToError(&state, forward: true)
        case .focusTrace: state.traceFocused = state.selection != nil && !state.traceFocused
        case .nextPane: cycleFocus(&state, by: 1)
        case .previousPane: cycleFocus(&state, by: -1)
        case .search: state.mode = .prompt(.init(kind: .search, text: state.search?.query.source ?? ""))
        case .nextHit: jumpToHit(&state, forward: true)
        case .previousHit: jumpToHit(&state, forward: false)
        case .filter: state.mode = .prompt(.init(kind: .filter, text: state.view.filter?.query.source ?? ""))
        case .errorsOnly: toggleErrorsOnly(&state)
        case .narrowerLog: moveSplit(&state, by: -Layout.splitStep)
        case .widerLog: moveSplit(&state, by: Layout.splitStep)
        case .zoom: toggleZoom(&state)
        case .clear:
            if state.focus != .log {
                state.focus = .log
            } else if state.search != nil {
                setSearch(&state, nil)
            } else if state.view.isFiltered {
                setFilter(&state, nil)
            }
        case .paste: state.mode = .prompt(.init(kind: .paste))
        case .cycleTheme: state.themeIndex = (state.themeIndex + 1) % state.themes.count
        case .cycleLocale:
            let all = MessageLocale.allCases
            state.locale = all[((all.firstIndex(of: state.locale) ?? 0) + 1) % all.count]
        case .cycleLens:
            let lenses: [Platform?] = [nil] + Platform.lenses.map { $0 }
            let now = lenses.firstIndex(of: state.lens) ?? 0
            state.lens = lenses[(now + 1) % lenses.count]
        case .export: return [.exportSession]
        case .rawLines: return rawLines(&state)
        case .showHandler, .copyHandler: break  // handleHandlerCode, which has the translator
        case .help:
            state.mode = .help
            state.helpScroll = 0
        case .quit: state.wantsQuit = true
        }
        return []
    }

    // MARK: Layout and the errors-only view

    /// The filter `o` sets and clears.
    static let errorsOnlyQuery = "outcome:error"

    /// `o`: shows only the errors (the filter `outcome:error`), or clears that filter again.
    static func toggleErrorsOnly(_ state: inout ConsoleState) {
        if state.view.filter?.query.source == errorsOnlyQuery {
            setFilter(&state, nil)
            state.status = "all events shown again"
        } else if case .success(let query) = LogQuery.parse(errorsOnlyQuery) {
            setFilter(&state, query)
            state.status = "only errors shown: o shows every event again"
        }
    }

    /// `<` `>`: moves the split between the log and the panes (on a narrow terminal, between
    /// the details and the trace), as far as each side keeps `Layout.splitFloor` cells.
    static func moveSplit(_ state: inout ConsoleState, by delta: Int) {
        guard state.zoom == nil else {
            state.status = "z first: a zoomed pane has no split"
            return
        }
        let before = state.layout
        state.splitShift += delta
        let after = state.layout
        if before.log == after.log && before.details == after.details {
            state.splitShift -= delta
            state.status = delta < 0 ? "the split is as far left as it goes" : "the split is as far right as it goes"
        }
    }

    /// `z`: the focused pane fills the screen (the log; the details with the error panes over
    /// them; the trace), or the layout comes back.
    static func toggleZoom(_ state: inout ConsoleState) {
        if state.zoom != nil {
            state.zoom = nil
            return
        }
        switch state.focus {
        case .log: state.zoom = .log
        case .details: state.zoom = .details
        case .trace: state.zoom = .trace
        }
    }

    // MARK: Events

    static func ingest(_ state: inout ConsoleState, _ batch: EventBatch) {
        for entry in batch.diagnoses { state.log.addDiagnosis(entry) }
        for flow in batch.realFlows { state.log.addRealFlow(flow) }
        let firstNewRow = state.view.count
        for event in batch.events { state.log.append(event) }
        state.view.catchUp(with: state.log)
        noteNewestError(&state, fromRow: firstNewRow)
        if var search = state.search {
            search.update(for: state.log.diagnoses)
            search.update(realFlows: state.log.realFlows)
            for row in firstNewRow..<state.view.count where search.matches(state.log[state.view.eventIndex(atRow: row)]) {
                state.hits.append(row)
            }
            state.search = search
        }
        if state.selection == nil, state.view.count > 0 {
            state.selection = state.following ? state.view.count - 1 : 0
        }
    }

    /// Keeps `newestErrorEvent` on the newest error among the view's rows from `fromRow` on
    /// (0 after the filter changed); only new rows are looked at, newest first.
    static func noteNewestError(_ state: inout ConsoleState, fromRow: Int) {
        if fromRow == 0 { state.newestErrorEvent = nil }
        var row = state.view.count - 1
        while row >= fromRow {
            let index = state.view.eventIndex(atRow: row)
            if ShownError.isError(state.log[index]) {
                state.newestErrorEvent = index
                return
            }
            row -= 1
        }
    }

    // MARK: Moving

    static func move(_ state: inout ConsoleState, by delta: Int) {
        guard state.view.count > 0 else { return }
        let current = state.selection ?? state.view.count - 1
        select(&state, row: current + delta)
    }

    /// Selects a row (clamped); the log follows again only when the newest row is selected.
    static func select(_ state: inout ConsoleState, row: Int) {
        guard state.view.count > 0 else { return }
        let clamped = max(0, min(state.view.count - 1, row))
        state.selection = clamped
        state.viewScrolledByWheel = false
        state.following = clamped == state.view.count - 1
    }

    static func moveInFlow(_ state: inout ConsoleState, forward: Bool) {
        guard let selected = ShownError.tracedEvent(state) else { return }
        let flow = state.log[selected].flow
        let steps = state.log.flowEvents(flow)
        let next = forward ? steps.first { $0 > selected } : steps.last { $0 < selected }
        guard let next, let row = state.view.row(ofEvent: next), state.view.eventIndex(atRow: row) == next else {
            return
        }
        select(&state, row: row)
    }

    static func jumpToFlow(_ state: inout ConsoleState, forward: Bool) {
        guard let selection = state.selection else { return }
        let currentFlow = state.log[state.view.eventIndex(atRow: selection)].flow
        var skippedOwnStart = false
        let found = firstRow(in: state, from: selection, forward: forward) { index in
            let event = state.log[index]
            guard state.log.flowStart[event.flow] == index else { return false }
            if !forward, event.flow == currentFlow, !skippedOwnStart {
                // Going back from inside a flow: its own start is not "the previous flow".
                skippedOwnStart = true
                return false
            }
            return event.flow != currentFlow
        }
        if let found {
            select(&state, row: found)
        } else {
            state.status = forward ? "no later flow" : "no earlier flow"
        }
    }

    /// `e`/`E`: the next or previous error, wrapping round at the ends (and saying so).
    static func jumpToError(_ state: inout ConsoleState, forward: Bool) {
        guard let selection = state.selection else {
            state.status = "no error yet"
            return
        }
        let isError: (Int) -> Bool = { state.log[$0].outcome == .error }
        if let found = firstRow(in: state, from: selection, forward: forward, where: isError) {
            select(&state, row: found)
            return
        }
        // From just outside the other end, so the selected row itself is a candidate too.
        let restart = forward ? -1 : state.view.count
        guard let wrapped = firstRow(in: state, from: restart, forward: forward, where: isError) else {
            state.status = state.view.isFiltered ? "no error among the rows shown" : "no error in the log"
            return
        }
        select(&state, row: wrapped)
        state.status = forward ? "no later error: wrapped to the first one" : "no earlier error: wrapped to the newest one"
    }

    /// The first row after (or before) `row` whose event index satisfies `test`; no array of rows is built.
    static func firstRow(in state: ConsoleState, from row: Int, forward: Bool,
                         where test: (Int) -> Bool) -> Int? {
        var candidate = forward ? row + 1 : row - 1
        while candidate >= 0 && candidate < state.view.count {
            if test(state.view.eventIndex(atRow: candidate)) { return candidate }
            candidate += forward ? 1 : -1
        }
        return nil
    }

    static func jumpToHit(_ state: inout ConsoleState, forward: Bool) {
        guard state.search != nil else {
            state.status = "no search: press / to search"
            return
        }
        guard !state.hits.isEmpty else {
            state.status = "no hits"
            return
        }
        let selection = state.selection ?? 0
        let target: Int
        if forward {
            target = state.hits.first { $0 > selection } ?? state.hits[0]
        } else {
            target = state.hits.last { $0 < selection } ?? state.hits[state.hits.count - 1]
        }
        select(&state, row: target)
    }

    static func keepSelectionVisible(_ state: inout ConsoleState) {
        let count = state.view.count
        guard count > 0 else {
            state.selection = nil
            state.top = 0
            return
        }
        if state.following { state.selection = count - 1 }
        let selection = min(state.selection ?? count - 1, count - 1)
        state.selection = selection
        let rows = state.layout.logRows
        if !state.viewScrolledByWheel {
            if selection < state.top { state.top = selection }
            if selection >= state.top + rows { state.top = selection - rows + 1 }
        }
        state.top = max(0, min(state.top, max(0, count - rows)))
    }
}
