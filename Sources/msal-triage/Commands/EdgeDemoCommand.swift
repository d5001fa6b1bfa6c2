import ConsoleTheme
import ArgumentParser
import Foundation
import CursesTerminal
import TriageConsole

/// Hidden: a tiny program that exercises the terminal edge (keys, paste, resize, themes,
/// signals, crash restore) independently of the console. Used by the end-to-end tests.
struct EdgeDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edge-demo", abstract: "Exercise the terminal edge (for tests).", shouldDisplay: false)

    @Option(help: "Theme name or file.") var theme: String = Theme.defaultThemeName
    @Flag(help: "Let '!' crash the program (tests the crash handler).") var allowCrash = false
    @Flag(help: "Read keys from /dev/tty when stdin is not a terminal.") var keysFromTTY = false

    func run() throws {
        let options = TerminalOptions(readKeysFromControllingTerminal: keysFromTTY)
        do {
            try CursesTerminal.check(options: options)
        } catch {
            throw CommandFailure.report(error.message, exitCode: error.exitCode)
        }
        let (chosen, warning) = ThemeLoader.load(name: theme)
        let program = EdgeDemoProgram(theme: chosen, allowCrash: allowCrash)
        let reason: CursesTerminal.ExitReason
        do {
            reason = try CursesTerminal.run(program, options: options)
        } catch {
            throw CommandFailure.report(error.message, exitCode: error.exitCode)
        }
        if let warning { printError(warning) }
        try StandardOutputBytes.write("edge-demo: \(reason)\n")
        if case .signal(let number) = reason { throw ExitCode(128 + number) }
        if case .interrupted = reason { throw ExitCode(128 + SIGINT) }
    }

    private func printError(_ text: String) { StandardError.write(text) }
}

/// Shows the keys it receives, a tick counter and the size; `t` cycles themes, `e`/`o` write a line
/// to stderr/stdout, `q` quits.
final class EdgeDemoProgram: ConsoleProgram {
    private(set) var wantsQuit = false
    private(set) var theme: Theme
    private let allowCrash: Bool
    private var keys: [String] = []
    private var elapsed = 0
    private var width = 0
    private var height = 0

    init(theme: Theme, allowCrash: Bool) {
        self.theme = theme
        self.allowCrash = allowCrash
    }

    func handle(_ key: Key) {
        switch key {
        case .character("q"): wantsQuit = true
        case .character("t"):
            let all = ThemeLoader.available()
            let index = all.firstIndex { $0.name == theme.name } ?? 0
            theme = all[(index + 1) % all.count]
        case .character("e"):
            // While the screen is up this must not show; it is replayed after the screen closes.
            StandardError.write("edge-demo: a line written to stderr while the screen was up")
        case .character("o"):
            FileHandle.standardOutput.write(Data("edge-demo: a line printed to stdout while the screen was up\n".utf8))
        case .character("!") where allowCrash:
            fatalError("edge-demo crash requested")
        case .character("@") where allowCrash:
            // A stack overflow: the crash handler must still restore the terminal (it runs on its own stack).
            _ = Self.overflowStack(depth: 0)
        default: break
        }
        keys.append(Self.describe(key))
        if keys.count > 200 { keys.removeFirst(keys.count - 200) }
    }

    func tick(elapsedMilliseconds: Int) -> Bool {
        let before = elapsed / 1000
        elapsed += elapsedMilliseconds
        return elapsed / 1000 != before
    }

    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func render() -> Screen {
        var screen = Screen(width: width, height: height)
        put(&screen, 0, 0, "EDGE DEMO  size \(width)x\(height)  theme \(theme.name)", .title)
        put(&screen, 0, 1, String(repeating: "─", count: width), .border)
        // Double-width characters: each is followed by a continuation cell and must draw once.
        if height > 3, width > 20 {
            put(&screen, 0, 2, "wide: ", .label)
            var column = 6
            for character in ["日", "本", "語"] {
                screen[column, 2] = Cell(text: character, role: .normal)
                screen[column + 1, 2] = Cell(text: "", role: .normal, isContinuation: true)
                column += 2
            }
            put(&screen, column, 2, "|end", .label)
        }
        let visible = keys.suffix(max(0, height - 4))
        for (row, text) in visible.enumerated() { put(&screen, 0, 3 + row, "key " + text, .normal) }
        put(&screen, 0, height - 1, "q quit  t theme  seconds \(elapsed / 1000)", .statusBar)
        return screen
    }

    private func put(_ screen: inout Screen, _ x: Int, _ y: Int, _ text: String, _ role: StyleRole) {
        guard y >= 0, y < screen.height else { return }
        var column = x
        for character in text where column < screen.width {
            let printable = character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
            screen[column, y] = Cell(text: printable ? String(character) : "?", role: role)
            column += 1
        }
    }

    /// Recurses until the stack runs out; the work after the call keeps it from becoming a loop.
    @inline(never) static func overflowStack(depth: Int) -> Int {
        var frame = [Int](repeating: depth, count: 1)
        frame.withUnsafeMutableBufferPointer { $0[0] &+= 1 }
        return depth < Int.max ? overflowStack(depth: depth &+ 1) &+ frame[0] : 0
    }

    static func describe(_ key: Key) -> String {
        switch key {
        case .paste(let text): "paste(\(text.count) chars: \(text.replacingLineEnds()))"
        default: "\(key)"
        }
    }
}

private extension String {
    func replacingLineEnds() -> String {
        String(map { $0 == "\n" ? "⏎" : $0 })
    }
}
