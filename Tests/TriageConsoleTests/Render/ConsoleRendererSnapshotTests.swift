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
        return program.render(width: width, height: height)
    }

    @Test func standard80x24English() {
        assertSnapshot(frame(width: 80, height: 24).text, named: "console-80x24-en")
    }

    @Test func standard80x24TraditionalChinese() {
        assertSnapshot(frame(width: 80, height: 24, locale: .zhHant).text, named: "console-80x24-zh-Hant")
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

    @Test func helpIsGeneratedFromTheKeyMap() {
        let screen = frame(width: 120, height: 40, keys: [.character("?")])
        assertSnapshot(screen.text, named: "console-120x40-help")
        for binding in KeyMap.bindings {
            #expect(screen.text.contains(binding.summary), "help lacks \(binding.command)")
        }
    }

    @Test func roleMapIsTheSameInLightAndDarkThemes() {
        let program = Fixtures.program(flows: 30)
        program.handle(.character("g"))
        program.handle(.character("e"))
        let dark = program.render(width: 80, height: 24)
        program.handle(.character("t"))
        #expect(program.theme.name == "light")
        let light = program.render(width: 80, height: 24)
        #expect(dark.text == light.text)
        #expect(dark.roleMap == light.roleMap)
        assertSnapshot(dark.roleMap, named: "console-80x24-roles")
        // What differs is the theme's look per role, not the frame.
        #expect(Fixtures.themes[0].style(for: .error) != Fixtures.themes[1].style(for: .error))
    }
}

/// Text from outside (a pasted error) reaches the frame only through `Screen.put`.
@Suite struct UntrustedTextRenderingTests {
    @Test func controlCharactersInAnErrorNeverReachTheFrame() {
        var state = Fixtures.state(flows: 2, width: 120, height: 60)
        var hostile = Fixtures.interactionRequired
        hostile.errorDescription = "AADSTS50079\u{1B}]0;owned\u{07} \u{1B}[2J\u{9B}31m done"
        hostile.correlationId = "abc\u{07}def"
        ConsoleReducer.reduce(&state, .ingest(ImportedErrors.batch([hostile], after: state.log, fallbackPlatform: .apple)))
        ConsoleReducer.reduce(&state, .key(.paste("token \u{1B}[31m")))
        let screen = ConsoleRenderer.render(state)
        for cell in screen.cells {
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
        #expect(screen.text.contains("␛]0;owned␇"))
        #expect(screen.text.contains("abc␇def"))
    }
}
