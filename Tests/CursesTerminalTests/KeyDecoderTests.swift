import CursesTerminal
import Testing
import TriageConsole

@Suite("KeyDecoder: terminal bytes to keys")
struct KeyDecoderTests {
    @Test("Arrows, paging and Home/End in CSI and SS3 forms", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[1;5A", .up), ("\u{1B}[Z", .backTab),
    ])
    func navigation(sequence: String, expected: Key) {
        #expect(KeyDecoder.decode(sequence) == [expected])
    }

    @Test("Function keys F1-F12", arguments: [
        ("\u{1B}OP", 1), ("\u{1B}OS", 4), ("\u{1B}[15~", 5), ("\u{1B}[17~", 6), ("\u{1B}[21~", 10),
        ("\u{1B}[23~", 11), ("\u{1B}[24~", 12),
    ])
    func functionKeys(sequence: String, number: Int) {
        #expect(KeyDecoder.decode(sequence) == [.function(number)])
    }

    @Test("Enter, Tab, Backspace and Ctrl-letters")
    func controlCharacters() {
        #expect(KeyDecoder.decode("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(KeyDecoder.decode("\u{03}\u{01}\u{1A}") == [.control("c"), .control("a"), .control("z")])
    }

    @Test("A lone Esc is Escape once the input goes quiet; Alt+key is Escape then the key")
    func escape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.scalar("\u{1B}")).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(KeyDecoder.decode("\u{1B}x") == [.escape, .character("x")])
    }

    @Test("Printable text, including non-ASCII, comes through as characters")
    func text() {
        #expect(KeyDecoder.decode("q/é日") == [.character("q"), .character("/"), .character("é"), .character("日")])
    }

    @Test("Other control characters and C1 codes never reach the program")
    func droppedControls() {
        #expect(KeyDecoder.decode("a\u{00}\u{1C}\u{9B}b") == [.character("a"), .character("b")])
    }

    @Test("Bracketed paste arrives whole, line ends as \\n, other characters (controls too) as pasted")
    func paste() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        let pasted = "Error Domain=MSALErrorDomain\r\nCode=-50002\u{07}\ttab \u{1B}]0;title\u{07} \u{1B}[31mred\u{1B}[0m\rend"
        for scalar in "x\u{1B}[200~\(pasted)\u{1B}[201~".unicodeScalars {
            keys += decoder.feed(.scalar(scalar))
        }
        keys += decoder.flush()  // the input goes quiet after the end marker
        keys += decoder.feed(.scalar("y"))
        #expect(keys == [
            .character("x"),
            .paste("Error Domain=MSALErrorDomain\nCode=-50002\u{07}\ttab \u{1B}]0;title\u{07} \u{1B}[31mred\u{1B}[0m\nend"),
            .character("y"),
        ])
    }

    @Test("An end marker inside the pasted text (more follows at once) is text, not the end")
    func endMarkerInsidePaste() {
        let keys = KeyDecoder.decode("\u{1B}[200~log: \u{1B}[201~q then Ctrl-C \u{03} done\u{1B}[201~")
        #expect(keys == [.paste("log: \u{1B}[201~q then Ctrl-C \u{03} done")], "nothing typed as keys: \(keys)")
    }

    @Test("A paste whose end lost its ESC (curses drops it with an invalid UTF-8 byte) ends when input goes quiet")
    func pasteWithLostEnd() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in "\u{1B}[200~AADSTS50076 caf[201~".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        for _ in 0..<(KeyDecoder.quietFlushesEndingPaste - 1) { keys += decoder.flush() }
        #expect(keys.isEmpty && decoder.isInPaste, "a short pause does not end a paste")
        keys += decoder.flush()
        #expect(keys == [.paste("AADSTS50076 caf")])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(.scalar("\u{03}")) == [.control("c")], "Ctrl-C works again")
        #expect(decoder.feed(.scalar("q")) == [.character("q")])
    }

    @Test("A paste split across reads and a quiet moment still arrives as one paste")
    func splitPaste() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in "\u{1B}[200~first half ".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        #expect(decoder.isInPaste)
        for scalar in "second\u{1B}[20".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        for scalar in "1~".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        #expect(keys == [.paste("first half second")])
        #expect(!decoder.isInPaste)
    }

    @Test("Keys curses decoded inside a paste are dropped; outside they pass through")
    func cursesKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.key(.pageDown)) == [.pageDown])
        for scalar in "\u{1B}[200~ab".unicodeScalars { _ = decoder.feed(.scalar(scalar)) }
        #expect(decoder.feed(.key(.up)).isEmpty)
        var keys: [Key] = []
        for scalar in "\u{1B}[201~".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        #expect(keys == [.paste("ab")])
    }

    @Test("A paste larger than the limit is cut, and the end marker is still found")
    func hugePaste() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in "\u{1B}[200~".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        for _ in 0..<(KeyDecoder.pasteLimit + 5000) { keys += decoder.feed(.scalar("a")) }
        for scalar in "\u{1B}[201~".unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        keys += decoder.feed(.scalar("z"))
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys.prefix(3))")
            return
        }
        #expect(text.utf8.count == KeyDecoder.pasteLimit)
        #expect(keys.dropFirst().elementsEqual([.character("z")]))
    }

    @Test("Mouse: X10 and SGR wheel and left click, 0-based positions")
    func mouse() {
        #expect(KeyDecoder.decode("\u{1B}[M`!!") == [.mouseWheelUp(x: 0, y: 0)])
        #expect(KeyDecoder.decode("\u{1B}[Ma+&") == [.mouseWheelDown(x: 10, y: 5)])
        #expect(KeyDecoder.decode("\u{1B}[<0;12;3M") == [.mouseClick(x: 11, y: 2)])
        #expect(KeyDecoder.decode("\u{1B}[<0;12;3m").isEmpty)
        #expect(KeyDecoder.decode("\u{1B}[<64;1;1M") == [.mouseWheelUp(x: 0, y: 0)])
    }

    @Test("Unknown or runaway sequences are dropped, the rest decodes")
    func garbage() {
        #expect(KeyDecoder.decode("\u{1B}[99~a") == [.character("a")])
        let runaway = "\u{1B}[" + String(repeating: "1", count: 100) + "Ab"
        #expect(KeyDecoder.decode(runaway).last == .character("b"))
    }
}
