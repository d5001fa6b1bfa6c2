import ConsoleTheme
import MSALErrorModel
import Testing
@testable import TriageConsole

/// Whole frames as a person sees them, at the sizes and locales the brief names.
@Suite struct ConsoleRendererSnapshotTests {
    /// Selects the first error so the detail pane has something to show.
    private func frame(width: Int, height: Int, locale: MessageLocale = .en, keys: [Key] = [.character("g"), .character("e")])
        -> Screen {
        let program = Fixtures.program(flows: 30, width: width, height: height, locale: locale)
        keys.forEach(program.handle)
        return program.frame(width: width, height: height)
    }

    @Test func standard80x24English() {
        assertSnapshot(frame(width: 80, height: 24).text, named: "console-80x24-en")
    }

    @Test func standard80x24TraditionalChinese() {
        assertSnapshot(frame(width: 80, height: 24, locale: .zhHant).text, named: "console-80x24-zh-Hant")
    }

    @Test func chineseMessagesKeepThePaneBorderInItsColumn() {
        // At 120 columns the zh-Hant message is in the error panes, right of the log's border.
        let screen = frame(width: 120, height: 40, locale: .zhHant)
        let border = Layout(width: 120, height: 40).errors.x - 1
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        var chineseRows = 0
        for row in 0..<38 {
            let line = String(lines[row])
            guard let bar = line.firstIndex(of: "│") else {
                Issue.record("row \(row) lost its border: \(line)")
                continue
            }
            #expect(CellWidth.of(String(line[..<bar])) == border, "row \(row): \(line)")
            #expect(CellWidth.of(line) <= 120, "row \(row) runs past the edge: \(line)")
            if line.unicodeScalars.contains(where: { CellWidth.of($0) == 2 }) { chineseRows += 1 }
        }
        #expect(chineseRows > 0, "the zh-Hant message is on screen")
        // At 80 columns the error panes span the width: the message's lines end inside it.
        for line in frame(width: 80, height: 24, locale: .zhHant).text.split(separator: "\n") {
            #expect(CellWidth.of(String(line)) <= 80, "\(line)")
        }
    }

    @Test func wide120x40English() {
        assertSnapshot(frame(width: 120, height: 40).text, named: "console-120x40-en")
    }

    @Test func wide120x40TraditionalChinese() {
        assertSnapshot(frame(width: 120, height: 40, locale: .zhHant).text, named: "console-120x40-zh-Hant")
    }

    @Test func tinyTerminalSaysTooSmall() {
        let screen = frame(width: 40, height: 10)
        assertSnapshot(screen.text, named: "console-40x10-too-small")
        let words = screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("terminal too small: have 40×10, need 60×16"))
    }

    @Test("a prompt error too long for the prompt line is shown whole on the status bar's row")
    func longPromptErrorTakesTheStatusRow() {
        let keys: [Key] = [.character("f")] + "platform:ios".map { .character($0) } + [.enter]
        let lines = frame(width: 80, height: 24, keys: keys).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[22].contains("✗ unknown platform 'ios'; one of: apple, dotnet, js, python, android, java, go"),
                "\(lines[22])")
        #expect(lines[23].hasPrefix("f filter: platform:ios█"), "the typed text stays in view: \(lines[23])")
        // Wide enough, it stays beside the typed text and the status bar keeps its row.
        let wide = frame(width: 120, height: 24, keys: keys).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(wide[23].contains("platform:ios█  unknown platform 'ios'; one of: apple"))
        #expect(wide[22].contains("FOLLOWING") || wide[22].contains("PAUSED") || wide[22].contains("LIVE"))
    }

    @Test func helpIsGeneratedFromTheKeyMap() {
        let screen = frame(width: 120, height: 40, keys: [.character("?")])
        assertSnapshot(screen.text, named: "console-120x40-help")
        let page = HelpPage(width: 120, height: 40)
        for binding in KeyMap.bindings {
            #expect(screen.text.contains(binding.text(fitting: page.columnWidth - 10)), "help lacks \(binding.command)")
        }
    }

    @Test("at 80x24 the help's first page shows every key with its summary, or its brief, whole; the notes scroll")
    func helpAt80x24ShowsEveryKey() {
        let screen = frame(width: 80, height: 24, keys: [.character("?")])
        assertSnapshot(screen.text, named: "console-80x24-help")
        for binding in KeyMap.bindings {
            #expect(screen.text.contains(binding.text(fitting: 30)), "\(binding.command) is cut or missing")
        }
        #expect(screen.text.contains("↓ more"), "the notes under the keys scroll into view: \(screen.text)")
        let end = frame(width: 80, height: 24, keys: [.character("?"), .character("G")])
        #expect(end.text.contains("flow:12"), "\(end.text)")
    }

    @Test("at 60x16 the help scrolls: every key comes into view, and G reaches the last note")
    func helpScrollsOnASmallTerminal() {
        let program = Fixtures.program(flows: 30, width: 60, height: 16, locale: .en)
        program.handle(.character("?"))
        var seen = ""
        let page = HelpPage(width: 60, height: 16)
        for _ in 0...page.maximumScroll {
            seen += program.frame(width: 60, height: 16).text
            program.handle(.down)
        }
        for binding in KeyMap.bindings {
            #expect(seen.contains(binding.label) && seen.contains(binding.text(fitting: 50)), "\(binding.command) never shown")
        }
        program.handle(.character("g"))
        #expect(program.frame(width: 60, height: 16).text.contains("↓ more"))
        program.handle(.character("G"))
        let end = program.frame(width: 60, height: 16).text
        #expect(end.contains("flow:12") && !end.contains("↓ more"))
        // Closing and opening again starts at the top.
        program.handle(.escape)
        program.handle(.character("?"))
        #expect(program.frame(width: 60, height: 16).text.contains("select the previous event"))
    }

    @Test func roleMapIsTheSameInLightAndDarkThemes() throws {
        // The built-in themes, as `t` cycles through them in the live console.
        let dark = try #require(Theme.builtins.first { $0.name == "dark" })
        let light = try #require(Theme.builtins.first { $0.name == "light" })
        var state = Fixtures.state(flows: 30)
        state.themes = [dark, light]
        send(&state, action: .key(.character("g")))
        send(&state, action: .key(.character("e")))
        let darkFrame = ConsoleRenderer.render(state)
        send(&state, action: .key(.character("t")))
        #expect(state.theme.name == "light")
        let lightFrame = ConsoleRenderer.render(state)
        #expect(darkFrame.text == lightFrame.text)
        #expect(darkFrame.roleMap == lightFrame.roleMap)
        assertSnapshot(darkFrame.roleMap, named: "console-80x24-roles")
        // What differs is how each role looks: every role the frame uses has a style in both
        // themes, and the error role that colours failures differs between them.
        let used = Set(darkFrame.cells.map(\.role))
        #expect(used.isSuperset(of: [.title, .error, .success, .selected, .statusBar, .statusKey, .label]))
        for role in used {
            #expect(dark.styles[role] != nil && light.styles[role] != nil, "a theme lacks \(role)")
        }
        #expect(dark.style(for: .error) != light.style(for: .error) || dark.style(for: .normal) != light.style(for: .normal))
    }
}

/// Text from outside (a pasted error) reaches the frame only through `Screen.put`.
@Suite struct UntrustedTextRenderingTests {
    @Test func controlCharactersInAnErrorNeverReachTheFrame() {
        var state = Fixtures.state(flows: 2, width: 120, height: 60)
        var hostile = Fixtures.interactionRequired
        hostile.errorDescription = "AADSTS50079\u{1B}]0;owned\u{07} \u{1B}[2J\u{9B}31m done"
        hostile.correlationId = "abc\u{07}def"
        send(&state, action: .ingest(ImportedErrors.batch([hostile], after: state.log, fallbackPlatform: .apple)))
        send(&state, action: .key(.paste("token \u{1B}[31m")))
        let screen = ConsoleRenderer.render(state)
        for cell in screen.cells {
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
        #expect(screen.text.contains("␛]0;owned␇"))
        #expect(screen.text.contains("abc␇def"))
    }
}
