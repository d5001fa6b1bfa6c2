import Testing
@testable import TriageConsole

@Suite struct KeyScriptTests {
    @Test func charactersAndNamedKeys() throws {
        let steps = try KeyScript.parse("g/ab<Enter><esc><Up><PgDn><Space><C-c><F1><lt><Wait:250><Click:3,4>")
        #expect(steps == [
            .key(.character("g")), .key(.character("/")), .key(.character("a")), .key(.character("b")),
            .key(.enter), .key(.escape), .key(.up), .key(.pageDown), .key(.character(" ")), .key(.control("c")),
            .key(.function(1)), .key(.character("<")), .wait(milliseconds: 250), .key(.mouseClick(x: 3, y: 4)),
        ])
    }

    @Test func pasteKeepsNewlinesAndEscapedBrackets() throws {
        #expect(try KeyScript.parse("<Paste:a\\nb \\> c>") == [.key(.paste("a\nb > c"))])
    }

    @Test func wheelEventsCanNameTheirCell() throws {
        #expect(try KeyScript.parse("<WheelDown:90,6><WheelUp:0,2><WheelUp>") == [
            .key(.mouseWheelDown(x: 90, y: 6)), .key(.mouseWheelUp(x: 0, y: 2)), .key(.mouseWheelUp(x: 0, y: 0)),
        ])
        do {
            _ = try KeyScript.parse("<WheelDown:90>")
            Issue.record("a wheel event without a row is refused")
        } catch {
            #expect(error.description == "<WheelDown:90> at character 1 of --keys: write <WheelDown:X,Y>, e.g. <WheelDown:3,5>, or name a pane: <WheelDown:log> (log, errors, details, trace)")
        }
    }

    @Test func wheelEventsCanNameAPaneWhereverTheLayoutPutsIt() throws {
        #expect(try KeyScript.parse("<WheelDown:details><WheelUp:log><WheelDown:Errors>") == [
            .wheel(up: false, over: .details), .wheel(up: true, over: .log), .wheel(up: false, over: .errors),
        ])
        for (width, height) in [(80, 24), (120, 40)] {
            let program = Fixtures.program(flows: 30, width: width, height: height)
            program.handle(.character("g"))
            program.handle(.character("e"))
            let selection = program.state.selection
            _ = OnceFrame.frame(program: program, width: width, height: height, events: 0,
                                script: [.wheel(up: false, over: .details)])
            #expect(program.state.detailScroll == 3, "\(width)x\(height): the details scrolled")
            #expect(program.state.selection == selection, "\(width)x\(height): the selection stayed")
        }
    }

    @Test func mistakesNameThePositionAndTheFix() {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("ab<Entr>") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("<Enter") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("<Wait:soon>") }
        do {
            _ = try KeyScript.parse("ab<Entr>")
        } catch {
            #expect(error.description.contains("character 3"))
            #expect(error.description.contains("<Enter>"))
        }
    }

    @Test func sizesParseOrAreRefused() {
        #expect(OnceFrame.parseSize("120x40")! == (120, 40))
        #expect(OnceFrame.parseSize("80×24")! == (80, 24))
        #expect(OnceFrame.parseSize("0x10") == nil)
        #expect(OnceFrame.parseSize("80") == nil)
        #expect(OnceFrame.parseSize("wide") == nil)
    }
}
