import ConsoleTheme
import MSALErrorModel

import MSALErrorText

/// Draws the status bar (state of the stream and the view) and the line under
/// it (a prompt, a message, or key hints).
enum StatusBar {
    static func draw(_ state: ConsoleState, on screen: inout Screen) {
        let layout = state.layout
        let bar = layout.statusBar
        screen.fill(x: bar.x, y: bar.y, width: bar.width, height: 1, role: .statusBar)
        if let error = longPromptError(state) {
            // Too long to stand beside what is typed: the error has the bar's whole row.
            screen.put(" ✗ " + error, x: bar.x, y: bar.y, maxWidth: bar.width, role: .error)
            drawHintLine(state, on: &screen)
            return
        }
        let shown = StatusFit.fit(parts(state), width: bar.width)
        var x = bar.x
        for (index, part) in shown.enumerated() where x < bar.width {
            if index > 0 { x += screen.put(StatusFit.separator, x: x, y: bar.y, role: .statusBar) }
            x += screen.put(part.0, x: x, y: bar.y, maxWidth: bar.width - x, role: part.1)
        }
        drawHintLine(state, on: &screen)
    }

    /// The prompt's error when it does not fit on the hint line beside the typed text (which
    /// keeps up to half the line): it is shown on the status bar's row instead, whole.
    static func longPromptError(_ state: ConsoleState) -> String? {
        guard case .prompt(let prompt) = state.mode, let error = prompt.error else { return nil }
        let afterLabel = state.layout.hintLine.width - CellWidth.of(promptLabel(prompt.kind))
        return CellWidth.of(error) + 2 > afterLabel - typedRoom(prompt, afterLabel: afterLabel) - 1 ? error : nil
    }

    /// The cells the typed text keeps on the hint line beside an error (up to half of what the
    /// label leaves), so a rejected value stays in view to be edited.
    static func typedRoom(_ prompt: ConsoleState.Prompt, afterLabel: Int) -> Int {
        min(CellWidth.of(prompt.shown) + 2, max(1, afterLabel / 2))
    }

    static func promptLabel(_ kind: ConsoleState.Prompt.Kind) -> String {
        switch kind {
        case .search: "/ search: "
        case .filter: "f filter: "
        case .paste: "p paste an error (Enter explains, Esc cancels): "
        }
    }

    /// Every part of the bar with its shorter forms; see `StatusFit` for what gives way first.
    static func parts(_ state: ConsoleState) -> [StatusPart] {
        var parts: [StatusPart] = []
        if case .file = state.source {
            // An opened file is read whole: nothing is live, followed or played at a speed.
            parts.append(StatusPart(forms: [" ■ FILE (read whole)", " ■ FILE"], role: .statusKey, priority: 9))
        } else {
            let flow = state.paused ? " ❚❚ PAUSED" : (state.following ? " ● FOLLOWING" : " ● LIVE (scrolled)")
            let shortFlow = state.paused ? " ❚❚" : (state.following ? " ● FOLLOW" : " ● SCROLLED")
            parts.append(StatusPart(forms: [flow, shortFlow], role: .statusKey, priority: 9))
        }
        // Which event the error panes explain: the newest error while following, else the selection.
        let panes = state.following ? ["panes: newest error", "newest error"] : ["panes: selected event", "selected"]
        parts.append(StatusPart(forms: panes + [""], role: .statusBar, priority: 6))
        if let filter = state.view.filter {
            let text = filter.query.source
            parts.append(StatusPart(forms: ["filter: \(text) (\(state.view.count))", "f:\(text) (\(state.view.count))",
                                            "f: (\(state.view.count))"], role: .filterActive, priority: 8))
        }
        if let search = state.search {
            let current = state.selection.map { state.hits.countNotAbove($0) } ?? 0
            let position = "\(current)/\(state.hits.count)"
            parts.append(StatusPart(forms: ["search: \(search.query.source) \(position)",
                                            "/\(search.query.source) \(position)", "/ \(position)"],
                                    role: .searchHit, priority: 8))
        }
        let events = "\(state.log.count) ev"
        if !state.log.realFlows.isEmpty {
            // An MSAL log: what it holds is flows, and how many of them failed.
            let flows = state.log.realFlows.count
            parts.append(StatusPart(forms: ["\(flows) flow\(flows == 1 ? "" : "s") · \(state.log.errorCount) err · \(events)",
                                            "\(flows) flows·\(state.log.errorCount) err"],
                                    role: .statusBar, priority: 9))
        } else {
            parts.append(StatusPart(forms: ["\(events) · \(state.log.errorCount) err · \(state.log.warningCount) warn",
                                            "\(events)·\(state.log.errorCount) err·\(state.log.warningCount) warn"],
                                    role: .statusBar, priority: 9))
        }
        switch state.source {
        case .scenario(let name, let seed):
            parts.append(StatusPart(forms: ["\(name) · seed \(seed)", name, ""], role: .statusBar, priority: 2))
        case .file(let path) where !state.log.realFlows.isEmpty:
            // Which log the flows are from, by its name when the path does not fit.
            let name = path == "-" ? "stdin" : String(path.split(separator: "/").last ?? Substring(path))
            parts.append(StatusPart(forms: ["MSAL log \(path == "-" ? "(stdin)" : path)", "MSAL log \(name)", name, ""],
                                    role: .statusBar, priority: 7))
        case .file(let path):
            parts.append(StatusPart(forms: [path == "-" ? "file (stdin)" : "file \(path)", ""], role: .statusBar,
                                    priority: 2))
        case .following(let path):
            parts.append(StatusPart(forms: ["following \(path)", ""], role: .statusBar, priority: 2))
        }
        let platform = state.platform?.displayName ?? "all platforms"
        if let lens = state.lens {
            parts.append(StatusPart(forms: ["\(platform) → \(lens.displayName)", "→ \(lens.displayName)"],
                                    role: .statusBar, priority: 5))
        } else {
            parts.append(StatusPart(forms: [platform, ""], role: .statusBar, priority: 3))
        }
        parts.append(StatusPart(forms: [state.locale.rawValue, ""], role: .statusBar, priority: 4))
        if case .scenario = state.source {
            parts.append(StatusPart(forms: [speedText(state.speed), ""], role: .statusBar, priority: 3))
        }
        parts.append(StatusPart(forms: ["theme \(state.themes.name(at: state.themeIndex))", ""], role: .statusBar, priority: 1))
        return parts
    }

    static func speedText(_ speed: Double) -> String {
        speed >= 1 ? "\(Int(speed))x" : "\(speed)x"
    }

    static func drawHintLine(_ state: ConsoleState, on screen: inout Screen) {
        let line = state.layout.hintLine
        screen.fill(x: line.x, y: line.y, width: line.width, height: 1, role: .normal)
        if case .prompt(let prompt) = state.mode {
            var x = screen.put(promptLabel(prompt.kind), x: line.x, y: line.y, role: .prompt, bold: true)
            // Show the end of what is typed: the part being edited. Newlines show as ⏎.
            let shown = prompt.shown
            // The typed text keeps its room beside an error; the error gets what is left.
            let typed = typedRoom(prompt, afterLabel: line.width - x)
            let error = longPromptError(state) == nil ? prompt.error : nil
            let room = max(typed, line.width - x - 1 - (error.map { CellWidth.of($0) + 2 } ?? 0))
            x += screen.put(tail(shown, cells: room - 1), x: x, y: line.y, maxWidth: room - 1, role: .prompt)
            x += screen.put("█", x: x, y: line.y, role: .prompt)
            if let error {
                screen.put("  " + error, x: x, y: line.y, maxWidth: line.width - x, role: .error)
            }
            return
        }
        if let status = state.status {
            screen.put(" " + status, x: line.x, y: line.y, maxWidth: line.width, role: .info)
            return
        }
        if case .rawLines = state.mode {
            screen.put(" ↑↓ j k line  PgUp PgDn page  g G first, last  Esc r q close", x: line.x, y: line.y,
                       maxWidth: line.width, role: .statusKey, bold: true)
            return
        }
        if case .handler = state.mode {
            screen.put(HandlerCodeOverlay.keys, x: line.x, y: line.y, maxWidth: line.width, role: .statusKey, bold: true)
            return
        }
        var x = line.x + 1
        for (command, word) in shownHints(state, width: line.width - 1) {
            let key = KeyMap.label(of: command)
            x += screen.put(key, x: x, y: line.y, role: .statusKey, bold: true)
            x += screen.put(" " + word + "  ", x: x, y: line.y, maxWidth: line.width - x, role: .dim)
        }
    }

    /// The key hints in the order they are given up when the line is short: the last two,
    /// `? help` and `q quit`, go last of all; the others from the right.
    static func hints(_ state: ConsoleState) -> [(Command, String)] {
        var hints: [(Command, String)] = []
        if case .scenario = state.source { hints += [(.togglePause, "pause"), (.stepForward, "step")] }
        hints += [(.search, "search"), (.filter, "filter"), (.errorsOnly, "errors only"), (.nextError, "error"),
                  (.zoom, "zoom"), (.paste, "paste"), (.cycleLens, "lens"), (.cycleLocale, "locale"),
                  (.cycleTheme, "theme"), (.export, "export"), (.help, "help"), (.quit, "quit")]
        return hints
    }

    /// The hints that fit in `width` cells, keeping `? help` and `q quit`.
    static func shownHints(_ state: ConsoleState, width: Int) -> [(Command, String)] {
        var hints = hints(state)
        func cells(_ list: [(Command, String)]) -> Int {
            list.reduce(0) { $0 + CellWidth.of(KeyMap.label(of: $1.0)) + CellWidth.of($1.1) + 3 } - 2
        }
        while cells(hints) > width, hints.count > 2 { hints.remove(at: hints.count - 3) }
        while cells(hints) > width, !hints.isEmpty { hints.removeFirst() }
        return hints
    }

    /// The last `cells` cells of `text`.
    static func tail(_ text: String, cells: Int) -> String {
        var width = 0
        var result: [Character] = []
        for character in text.reversed() {
            let w = CellWidth.of(SafeText.visible(character))
            if width + w > cells { break }
            width += w
            result.append(character)
        }
        return String(result.reversed())
    }
}
