import Testing
@testable import TriageConsole

/// Long random key sequences at random sizes: every frame is drawn at its size
/// and the selection stays inside the log, whatever a person mashes.
@Suite struct RandomKeysTests {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Not the keys that quit, nor `x` and `y`, which write files (an export, handler code).
    private static let keys: [Key] = KeyMap.bindings.flatMap(\.keys).filter {
        $0 != .control("c") && $0 != .character("q") && $0 != .character("x") && $0 != .character("y")
    }
        + [.character("a"), .character("5"), .character(":"), .backspace, .control("u"), .tab,
           .paste("AADSTS50076 \u{1B}[2J"), .mouseClick(x: 3, y: 3), .mouseClick(x: 100, y: 20),
           .mouseWheelDown(x: 1, y: 1), .mouseWheelDown(x: 10, y: 12), .mouseWheelUp(x: 90, y: 10),
           .mouseClick(x: 10, y: 12), .enter, .escape]

    @Test(arguments: [1, 2])
    func noKeySequenceBreaksTheConsole(seed: Int) {
        var random = Generator(state: UInt64(seed))
        let program = Fixtures.program(flows: 40)
        var width = 80
        var height = 24
        for step in 0..<600 {
            if step % 100 == 0 {
                width = [20, 60, 80, 119, 120, 200][random.next(6)]
                height = [5, 16, 24, 40][random.next(4)]
            }
            if random.next(10) == 0 {
                _ = program.tick(elapsedMilliseconds: random.next(2_000))
            } else {
                program.handle(Self.keys[random.next(Self.keys.count)])
            }
            let screen = program.frame(width: width, height: height)
            #expect(screen.cells.count == width * height)
            let state = program.state
            if let selection = state.selection {
                #expect(selection >= 0 && selection < state.view.count)
                // The wheel may scroll the view away from the selection, as in lnav and less.
                #expect(state.viewScrolledByWheel || state.top <= selection)
            } else {
                #expect(state.view.count == 0)
            }
            #expect(state.detailScroll >= 0 && state.detailScroll <= DetailPane.maxScroll(state, translator: nil),
                    "the details never scroll past their last line")
            #expect(!state.wantsQuit)
        }
    }
}
