import Testing
import ConsoleTheme

@Suite("Theme colours: names, hex and the nearest xterm colour")
struct ThemeColorTests {
    @Test("The 16 ANSI names and default", arguments: [
        ("default", ThemeColor.terminalDefault), ("black", .indexed(0)), ("red", .indexed(1)),
        ("white", .indexed(7)), ("bright-black", .indexed(8)), ("bright_red", .indexed(9)),
        ("BrightWhite", .indexed(15)), ("grey", .indexed(8)), ("bright-cyan", .indexed(14)),
    ])
    func names(text: String, expected: ThemeColor) {
        #expect(ThemeColor.parse(text) == expected)
    }

    @Test("Hex colours map to the nearest of the 256 xterm colours", arguments: [
        ("#ff8700", UInt8(208)), ("#000000", 16), ("#ffffff", 231), ("#808080", 244), ("#5f87af", 67),
        ("#ff0000", 196), ("#fe8801", 208), ("#f80", 208), ("#121212", 233), ("#d7d7d7", 188),
    ])
    func hex(text: String, expected: UInt8) {
        #expect(ThemeColor.parse(text) == .indexed(expected))
    }

    @Test("Indexes 0-255 pass through; nonsense is rejected")
    func indexesAndNonsense() {
        #expect(ThemeColor.parse("123") == .indexed(123))
        for bad in ["256", "-1", "#ggg", "#12345", "redd", "", "#", "rgb(1,2,3)"] {
            #expect(ThemeColor.parse(bad) == nil, "\(bad) should be rejected")
        }
    }

    @Test("Every xterm colour maps back to itself (cube and grey ramp)")
    func roundTrip() {
        for index in UInt8(16)...UInt8(255) {
            let rgb = ThemeColor.xtermRGB(index)
            let back = ThemeColor.nearestXterm(red: rgb.red, green: rgb.green, blue: rgb.blue)
            #expect(ThemeColor.xtermRGB(back) == rgb, "index \(index) came back as \(back)")
        }
    }

    @Test("Fewer than 256 colours: nearest of 16; on 8 bright colours drop to their base, grey to white")
    func limited() {
        #expect(ThemeColor.indexed(196).limited(toColorCount: 16) == .indexed(9))
        #expect(ThemeColor.indexed(196).limited(toColorCount: 8) == .indexed(1))
        #expect(ThemeColor.indexed(21).limited(toColorCount: 16) == .indexed(4))
        #expect(ThemeColor.indexed(63).limited(toColorCount: 16) == .indexed(12))
        #expect(ThemeColor.indexed(9).limited(toColorCount: 8) == .indexed(1))
        #expect(ThemeColor.indexed(231).limited(toColorCount: 8) == .indexed(7))
        #expect(ThemeColor.indexed(208).limited(toColorCount: 256) == .indexed(208))
        #expect(ThemeColor.terminalDefault.limited(toColorCount: 8) == .terminalDefault)
        #expect(ThemeColor.indexed(239).limited(toColorCount: 16) == .indexed(8))
        #expect(ThemeColor.indexed(239).limited(toColorCount: 8) == .indexed(7), "dark grey must not become black")
        #expect(ThemeColor.indexed(8).limited(toColorCount: 8) == .indexed(7))
        #expect(ThemeColor.indexed(16).limited(toColorCount: 8) == .indexed(0))
    }
}
