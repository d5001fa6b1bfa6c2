import CNcursesShim
import TriageConsole
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The timeout tick loop: read input (waiting at most one frame), tick, draw when due.
struct TickLoop {
    let program: any ConsoleProgram
    let options: TerminalOptions
    /// The descriptor keys come from; when its terminal goes away the loop ends (no spinning).
    let inputFD: Int32
    var palette: ColorPalette
    var drawer: FrameDrawer
    private var decoder = KeyDecoder()
    private let clock = ContinuousClock()

    /// Input units read per burst before the loop ticks and draws again (keeps a huge paste from starving the screen).
    private static let burstLimit = 4096

    init(program: any ConsoleProgram, options: TerminalOptions, inputFD: Int32, palette: ColorPalette,
         drawer: FrameDrawer) {
        self.program = program
        self.options = options
        self.inputFD = inputFD
        self.palette = palette
        self.drawer = drawer
    }

    mutating func run() -> CursesTerminal.ExitReason {
        let frame = options.frameIntervalMilliseconds
        msal_input_timeout(Int32(frame))
        var lastTick = clock.now
        var lastDraw = clock.now - .seconds(1)
        var dirty = true
        while true {
            let signal = msal_quit_signal()
            if signal != 0 { return .signal(signal) }
            // A closed terminal makes every read fail at once; treat it as the hang-up it is.
            if msal_terminal_gone(inputFD) != 0 { return .signal(SIGHUP) }
            if program.wantsQuit { return .programQuit }

            let input = readBurst()
            if input.resized {
                drawer.invalidate()
                msal_clear_on_next_refresh()
                dirty = true
            }
            for key in input.keys {
                if key == .control("c") { return .interrupted }
                program.handle(key)
                if let text = program.takeClipboardText(), Clipboard.allowed(environment: options.environment),
                   let sequence = Clipboard.sequence(text)
                {
                    msal_screen_write_raw(sequence)
                }
                dirty = true
                if program.wantsQuit { return .programQuit }
            }

            let now = clock.now
            let elapsed = Self.milliseconds(now - lastTick)
            if elapsed >= 1 {
                lastTick = lastTick.advanced(by: .milliseconds(elapsed))
                if program.tick(elapsedMilliseconds: elapsed) { dirty = true }
            }
            if palette.apply(program.theme) {
                drawer.invalidate()
                dirty = true
            }
            if dirty, Self.milliseconds(now - lastDraw) >= frame {
                let width = Int(msal_screen_cols()), height = Int(msal_screen_lines())
                if width > 0, height > 0 {
                    program.resize(width: width, height: height)
                    drawer.draw(program.render(), width: width, height: height, palette: palette)
                }
                lastDraw = now
                dirty = false
            }
        }
    }

    /// Waits up to one frame for input, then takes everything already waiting.
    private mutating func readBurst() -> (keys: [Key], resized: Bool) {
        var keys: [Key] = []
        var resized = false
        var value: UInt32 = 0
        var kind = msal_read_input(&value)
        guard kind != Int32(MSAL_INPUT_NONE) else {
            return (decoder.flush(), false)
        }
        msal_input_timeout(0)
        defer { msal_input_timeout(Int32(options.frameIntervalMilliseconds)) }
        var count = 0
        while kind != Int32(MSAL_INPUT_NONE) {
            if kind == Int32(MSAL_INPUT_KEY) {
                if Int32(bitPattern: value) == msal_key_resize() {
                    resized = true
                } else if let key = Self.cursesKey(Int32(bitPattern: value)) {
                    keys += decoder.feed(.key(key))
                }
            } else if let scalar = Unicode.Scalar(value) {
                keys += decoder.feed(.scalar(scalar))
            }
            count += 1
            if count >= Self.burstLimit { return (keys, resized) }
            kind = msal_read_input(&value)
        }
        keys += decoder.flush()
        return (keys, resized)
    }

    /// A key curses decoded itself (keypad mode), as a `Key`; nil for keys the console does not use.
    static func cursesKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case msal_key_mouse():
            var x: Int32 = 0, y: Int32 = 0, kind: Int32 = 0
            guard msal_mouse_read(&x, &y, &kind) == 0 else { return nil }
            switch kind {
            case 1: return .mouseWheelUp(x: Int(x), y: Int(y))
            case 2: return .mouseWheelDown(x: Int(x), y: Int(y))
            case 3: return .mouseClick(x: Int(x), y: Int(y))
            default: return nil
            }
        default:
            for n in 1...24 where code == msal_key_f(Int32(n)) { return .function(n) }
            return nil
        }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }
}
