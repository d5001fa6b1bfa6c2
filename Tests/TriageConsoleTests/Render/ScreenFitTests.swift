import AcquisitionSimulator
import ConsoleTheme
import MSALErrorModel
import Testing
@testable import TriageConsole
import TriageQuery

/// The text of a rectangle of a frame, one line per row, trailing blanks trimmed.
func paneText(_ screen: Screen, _ rect: Rect) -> [String] {
    (rect.y..<(rect.y + rect.height)).map { y in
        var line = ""
        for x in rect.x..<(rect.x + rect.width) where !screen[x, y].isContinuation { line += screen[x, y].text }
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// Issue 28, "The screen": what is cut, the split, zoom, the hint line and the overlays.
@Suite struct CodeClipTests {
    @Test func aNameGivesWayBeforeTheCode() {
        let cut = CodeClip.clip("MSALErrorInteractionRequired AADSTS65001", cells: 20)
        #expect(CellWidth.of(cut) <= 20)
        #expect(cut.hasSuffix(" AADSTS65001"), "the code stays whole: \(cut)")
        #expect(cut.contains("…"), "the cut is marked: \(cut)")
    }

    @Test func aCodeAloneIsCutLastAndMarked() {
        #expect(CodeClip.clip("AADSTS65001", cells: 11) == "AADSTS65001")
        #expect(CodeClip.clip("AADSTS65001", cells: 10) == "AADSTS650…", "never AADSTS6500 silently")
        #expect(CodeClip.clip("MSALErrorInteractionRequired AADSTS50079", cells: 11) == "AADSTS50079", "the names go first")
        #expect(CodeClip.clip("MSALErrorInteractionRequired", cells: 12) == "MSALErrorIn…", "a name alone is cut at its end")
        #expect(CodeClip.clip("invalid_grant AADSTS65001", cells: 30) == "invalid_grant AADSTS65001")
        // A handler decision's row: the names go down to one letter before the code is touched.
        #expect(CodeClip.clip("→ interactive_with_claims · AADSTS53000", cells: 19) == "→ in… · AADSTS53000")
    }

    /// At 120x40, every row of the log shows its label whole, or cut with `…`, its code kept.
    @Test func theLogNeverCutsALabelSilently() {
        let names = Fixtures.diagnoses.map { StoredDiagnosis.label(of: $0) }
        for width in [80, 120, 200] {
            let state = Fixtures.state(flows: 30, width: width, height: 40)
            let screen = ConsoleRenderer.render(state)
            let log = state.layout.log
            for y in (log.y + 1)..<(log.y + log.height) {
                var row = ""
                for x in log.x..<(log.x + log.width) where !screen[x, y].isContinuation { row += screen[x, y].text }
                row = row.trimmingCharacters(in: .whitespaces)
                guard let error = row.range(of: "ERROR ") else { continue }
                let shown = row[error.upperBound...].trimmingCharacters(in: .whitespaces)
                #expect(names.contains(shown) || shown.contains("…"), "\(width): \(row)")
                if shown.contains("AADSTS") {
                    let codes = names.compactMap { $0.split(separator: " ").last(where: { $0.hasPrefix("AADSTS") }) }
                    #expect(codes.contains { shown.hasSuffix(String($0)) }, "the code is kept whole: \(row)")
                }
            }
        }
    }
}

@Suite struct SplitAndZoomTests {
    @Test func thePanesGetAtLeast45ColumnsFrom120Up() {
        for width in [120, 140, 160, 200, 240] {
            let layout = Layout(width: width, height: 40)
            #expect(layout.errors.width >= Layout.panesMinimum, "\(width)")
            #expect(layout.log.width <= Layout.logWantedWidth, "\(width): the log takes no more than its columns want")
            #expect(layout.log.width + 1 + layout.errors.width == width)
        }
    }

    @Test func lessAndMoreMoveTheSplitAndStopAtTheFloor() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        let start = state.layout.log.width
        send(&state, .character(">"))
        #expect(state.layout.log.width == start + Layout.splitStep)
        send(&state, .character("<"), .character("<"))
        #expect(state.layout.log.width == start - Layout.splitStep)
        for _ in 0..<40 { send(&state, .character("<")) }
        #expect(state.layout.log.width == Layout.splitFloor)
        #expect(state.status?.contains("as far left") == true)
        // Narrow: the split between the details and the trace moves instead.
        var narrow = Fixtures.state(flows: 30, width: 80, height: 24)
        let details = narrow.layout.details.width
        send(&narrow, .character(">"))
        #expect(narrow.layout.details.width == details + Layout.splitStep)
    }

    @Test func zoomFillsTheScreenWithTheFocusedPaneAndComesBack() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        send(&state, .character("z"))
        #expect(state.layout.log == Rect(x: 0, y: 0, width: 120, height: 38))
        #expect(state.layout.errors.width == 0)
        let zoomed = paneText(ConsoleRenderer.render(state), Rect(x: 0, y: 0, width: 120, height: 38))
        #expect(!zoomed.joined().contains("│"), "no pane border in a zoomed log:\n\(zoomed)")
        #expect(zoomed[0].contains("z unzooms"))
        #expect(zoomed.contains { $0.hasSuffix("MSALErrorInternal / MSALInternalErrorBrokerResponseNotReceived") },
                "the longest label whole: \(zoomed)")
        send(&state, .character("z"))
        #expect(state.zoom == nil)
        // The details focused (Tab): the error panes and the details fill the screen.
        send(&state, .tab, .character("z"))
        #expect(state.zoom == .details)
        let details = ConsoleRenderer.render(state).text
        #expect(details.contains("MSALErrorInteractionRequired") || details.contains("MSALErrorInternal")
                || details.contains("request_throttled"), "\(details)")
        #expect(details.contains("Error domain"))
    }

    /// At 120x40 the panes' title is whole, and each value starts on its label's line.
    @Test func at120TheTitleIsWholeAndValuesStayBesideTheirLabels() {
        let state = Fixtures.state(flows: 30, width: 120, height: 40)
        let lines = ConsoleRenderer.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
        let errors = state.layout.errors
        let pane = lines[errors.y..<(errors.y + errors.height)].map { String($0.dropFirst(errors.x)) }
        #expect(pane[0].hasPrefix(" Newest error · flow #29 · ") && !pane[0].contains("…"), "\(pane[0])")
        for label in ["Error domain", "Code", "Internal sub-code", "User message [en]"] {
            let line = pane.first { $0.hasPrefix(" " + label) }
            let value = line.map { $0.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces) }
            #expect(value?.isEmpty == false, "\(label) has its value beside it: \(pane)")
        }
    }
}

@Suite struct HintAndOverlayTests {
    @Test func helpAndQuitAreTheLastHintsToGo() {
        for width in [60, 70, 80, 100] {
            let state = Fixtures.state(flows: 30, width: width, height: 24)
            let hint = String(ConsoleRenderer.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)[23])
            #expect(hint.contains("? help") && hint.contains("q quit"), "\(width): \(hint)")
            #expect(CellWidth.of(hint) <= width)
        }
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func theHandlerOverlayWrapsScrollsAndKeepsItsKeysInView(width: Int, height: Int) {
        let program = Fixtures.program(flows: 30, width: width, height: height)
        [Key.character("g"), .character("e"), .character("h")].forEach(program.handle)
        guard case .handler(let view) = program.state.mode else {
            Issue.record("h opens the handler code")
            return
        }
        let text = program.frame(width: width, height: height).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[height - 1].contains("Esc closes") && lines[height - 1].contains("y copies"), "\(lines[height - 1])")
        for line in lines { #expect(CellWidth.of(String(line)) <= width) }
        // The whole user message is on screen, wrapped.
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(view.userMessage.split(whereSeparator: \.isWhitespace).joined(separator: " ")),
                "\(text)")
        let farthest = HandlerCodeOverlay.maximumScroll(view, width: width, height: height)
        #expect(text.contains("more line") == (farthest > 0), "a page that scrolls says so: \(text)")
        program.handle(.character("G"))
        guard case .handler(let end) = program.state.mode else { return }
        #expect(end.scroll == farthest)
        #expect(!program.frame(width: width, height: height).text.contains("more line"), "the last line is in view")
        program.handle(.character("g"))
        guard case .handler(let top) = program.state.mode else { return }
        #expect(top.scroll == 0)
    }
}

@Suite struct SearchHighlightTests {
    /// A decide row names the error it decided on, and the search marks that text, not the time.
    @Test func aHitInADecideRowMarksTheMatchingText() {
        // As the simulator plays it: the handler's decision carries the error it decided on.
        var items: [FeedItem] = []
        for flow in UInt32(0)..<6 {
            let ref = DiagnosisRef(index: 0)
            for (offset, step) in [Step.apiCall, .serverResponse, .handlerDecision].enumerated() {
                let event = AcquisitionEvent(
                    time: UInt64(flow) * 1_000 + UInt64(offset) * 40, flow: flow, account: 0, platform: .apple,
                    step: step, api: .acquireTokenSilent, outcome: step == .serverResponse ? .error : .info,
                    decision: step == .handlerDecision ? HandlerDecision.allCases.first : nil)
                let carries = step != .apiCall
                items.append(FeedItem(event: event, diagnosis: carries ? Fixtures.interactionRequired : nil,
                                      simulatorRef: carries ? ref : nil))
            }
        }
        let program = TriageConsoleProgram(
            state: ConsoleState(source: .scenario(name: "fixture", seed: 7), platform: .apple, themes: Fixtures.themes),
            feed: ListFeed(items))
        program.send(.resize(width: 120, height: 40))
        program.preload(events: .max)
        (["/"] + "AADSTS50079".map { String($0) }).forEach { program.handle(.character(Character($0))) }
        program.handle(.enter)
        let state = program.state
        let screen = program.frame(width: 120, height: 40)
        let log = state.layout.log
        var decideRows = 0
        for y in (log.y + 1)..<(log.y + log.height) {
            var row = ""
            for x in log.x..<(log.x + log.width) where !screen[x, y].isContinuation { row += screen[x, y].text }
            guard row.contains("decide"), row.contains("AADSTS50079") else { continue }
            decideRows += 1
            #expect(screen[0, y].role != .searchHit || y == state.selection.map { log.y + 1 + $0 - state.top },
                    "the time is not marked: \(row)")
            let start = row.range(of: "AADSTS50079").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
            if let start, y != state.selection.map({ log.y + 1 + $0 - state.top }) {
                #expect(screen[start, y].role == .searchHit, "the match is marked: \(row)")
            }
        }
        #expect(decideRows > 0, "some decide row names the error")
    }
}

@Suite struct LensAndFileTests {
    /// A pasted Apple error under the iOS/macOS lens is in that form already: no note at all.
    @Test func aPastedAppleErrorUnderTheAppleLensHasNoContradictoryNote() {
        var state = Fixtures.state(flows: 3, width: 120, height: 40)
        send(&state, action: .ingest(ImportedErrors.batch([Fixtures.interactionRequired], after: state.log,
                                                          fallbackPlatform: .apple)))
        send(&state, .character("G"))
        while state.lens != .apple { send(&state, .character("v")) }
        let text = ConsoleRenderer.render(state).text
        #expect(!text.contains("no iOS/macOS form") && !text.contains("as reported"), "\(text)")
        #expect(text.contains("lens iOS/macOS"))
        // A pasted .NET error under the Apple lens: said once, in the details, without contradiction.
        while state.lens != .dotnet { send(&state, .character("v")) }
        let other = paneText(ConsoleRenderer.render(state), state.layout.details).joined(separator: " ")
        let flat = other.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("a pasted or opened error is shown as it was reported"), "\(other)")
        #expect(!flat.contains("no .NET form"))
    }

    /// An opened file is read whole: not live, never "just now"; each error shows its line.
    @Test func anOpenedFileIsNotLive() {
        var state = ConsoleState(source: .file("app.log"), platform: nil, themes: Fixtures.themes)
        send(&state, action: .resize(width: 120, height: 40))
        let items = [ImportedErrors.item(Fixtures.interactionRequired, line: 12, fallbackPlatform: .apple),
                     ImportedErrors.item(Fixtures.throttled, line: 40, fallbackPlatform: .apple)]
        let program = TriageConsoleProgram(state: state, feed: ListFeed(items, timed: false))
        program.preload(events: .max)
        let text = program.frame(width: 120, height: 40).text
        for word in ["LIVE", "FOLLOWING", "1x", "just now", "ago"] {
            #expect(!text.contains(word), "\(word) on an opened file:\n\(text)")
        }
        #expect(text.contains("line 12") && text.contains("line 40"), "\(text)")
        #expect(text.contains("FILE"))
    }
}

@Suite struct CountsAgreeTests {
    /// After filtering, the status line and the log's title say the same thing (the title, live).
    @Test func theFilterStatusDoesNotCountWhatTheTitleCounts() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        send(&state, .character("f"))
        "outcome:error".forEach { send(&state, .character($0)) }
        send(&state, .enter)
        let text = ConsoleRenderer.render(state).text
        #expect(text.contains(" Log · \(state.view.count) of \(state.log.count) events shown"), "\(text)")
        #expect(!(state.status ?? "").contains(" of "), "\(state.status ?? "")")
    }

    @Test func oShowsOnlyErrorsAndBack() {
        var state = Fixtures.state(flows: 30, width: 120, height: 40)
        send(&state, .character("o"))
        #expect(state.view.isFiltered)
        for row in 0..<state.view.count {
            #expect(state.log[state.view.eventIndex(atRow: row)].outcome == .error)
        }
        #expect(state.view.count == 10)
        send(&state, .character("o"))
        #expect(!state.view.isFiltered && state.view.count == state.log.count)
    }
}

@Suite struct LogLineTimeTests {
    @Test func theTimeALoggerWroteIsRead() {
        #expect(LogLineTime.of("2026-11-26 10:15:20.123 [MSAL] Error Domain=MSALErrorDomain") == 36_920_123)
        #expect(LogLineTime.of("[10:15:20,5] error") == 36_920_500, "a fraction read at the resolution given")
        #expect(LogLineTime.of("[10:15:20,5xx] error") == 36_920_500)
        #expect(LogLineTime.of("03-04 10:15:20.37  8120  8164 E MSAL") == 36_920_370, "logcat, no year")
        #expect(LogLineTime.of("MSAL 4.61.3.0 at 12:30 on port :8080") == nil, "a version, a clock without seconds, a port")
        #expect(LogLineTime.of("I 10:15:20 MsalUiRequiredException") == 36_920_000)
        #expect(LogLineTime.of("Error Domain=MSALErrorDomain Code=-50002") == nil)
        #expect(LogLineTime.of("1234:56:78") == nil, "not a time of day")
    }

    /// A followed or pasted-whole text's errors show the time their log wrote, else their line.
    @Test func anErrorShowsItsLogTimeElseItsLine() {
        let text = "2026-11-26 10:15:20.123 Error Domain=MSALErrorDomain Code=-50002 \"(null)\"\n"
            + "\n" + "Error Domain=MSALErrorDomain Code=-50005 \"(null)\"\n"
        let items = ImportedErrors.items(inText: text, fallbackPlatform: .apple)
        #expect(items.count == 2)
        var state = ConsoleState(source: .file("app.log"), platform: nil, themes: Fixtures.themes)
        send(&state, action: .resize(width: 120, height: 40))
        let program = TriageConsoleProgram(state: state, feed: ListFeed(items, timed: false))
        program.preload(events: .max)
        let rows = program.frame(width: 120, height: 40).text.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("10:15:20.123 #p1") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("line 3") && $0.contains("#p2") }, "\(rows)")
    }

    /// The row's time is the diagnosis's own (`Diagnosis.time`): here the server's `Timestamp:`
    /// below an AADSTS description, which no line start holds.
    @Test func anErrorShowsItsDiagnosisTime() throws {
        let text = "AADSTS50076: Multi-factor authentication required.\n"
            + "Trace ID: 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d\nTimestamp: 2026-03-04 10:15:22Z\n"
        let items = ImportedErrors.items(inText: text, fallbackPlatform: .dotnet)
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.diagnosis?.time?.iso == "2026-03-04T10:15:22Z")
        #expect(item.event.time == 36_922_000)
        var state = ConsoleState(source: .file("app.log"), platform: nil, themes: Fixtures.themes)
        send(&state, action: .resize(width: 140, height: 50))
        let program = TriageConsoleProgram(state: state, feed: ListFeed(items, timed: false))
        program.preload(events: .max)
        let screen = program.frame(width: 140, height: 50).text
        #expect(screen.contains("Time") && screen.contains("2026-03-04T10:15:22Z"), "the details list the time:\n\(screen)")
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("10:15:22.000 #p1") }, "\(screen)")
    }
}
