import AcquisitionSimulator

/// `h` opens the handler code of the selected error; `y` copies it (the program writes
/// a file, and the terminal edge sends OSC 52 where allowed). Handled before the other
/// keys because it needs the lens translator.
extension ConsoleReducer {
    /// The effects of a handler-code key, or nil when the key is not one.
    static func handleHandlerCode(_ state: inout ConsoleState, _ action: ConsoleAction,
                                  translator: (any PlatformTranslator)?) -> [ConsoleEffect]? {
        let command: Command
        switch action {
        case .command(let given):
            command = given
        case .key(let key):
            if case .handler(var view) = state.mode {
                state.status = nil
                if key == .control("c") { return run(&state, .quit) }
                if [.escape, .character("q"), .character("h"), .enter].contains(key) { state.mode = .normal; return [] }
                if key == .character("y") { return copy(&state, translator: translator) }
                scroll(&view, key, width: state.width, height: state.height)
                state.mode = .handler(view)
                return []
            }
            guard state.mode == .normal, let mapped = KeyMap.command(for: key) else { return nil }
            command = mapped
        default:
            return nil
        }
        guard command == .showHandler || command == .copyHandler else { return nil }
        state.status = nil
        switch command {
        case .showHandler:
            guard let view = HandlerCodeView.forSelection(state, translator: translator) else {
                state.status = "select an event with an error to see the code that handles it"
                return []
            }
            state.mode = .handler(view)
            return []
        case .copyHandler:
            return copy(&state, translator: translator)
        default:
            return nil
        }
    }

    /// The overlay's scrolling keys, as the help's.
    private static func scroll(_ view: inout HandlerCodeView, _ key: Key, width: Int, height: Int) {
        let page = max(1, HandlerCodeOverlay.rows(height: height) - 1)
        let farthest = HandlerCodeOverlay.maximumScroll(view, width: width, height: height)
        let step: Int? = switch key {
        case .down, .character("j"), .mouseWheelDown: 1
        case .up, .character("k"), .mouseWheelUp: -1
        case .pageDown, .control("f"), .character(" "): page
        case .pageUp, .control("b"): -page
        case .home, .character("g"): -farthest
        case .end, .character("G"): farthest
        default: nil
        }
        if let step { view.scroll = min(max(0, view.scroll + step), farthest) }
    }

    private static func copy(_ state: inout ConsoleState, translator: (any PlatformTranslator)?) -> [ConsoleEffect] {
        let shown: HandlerCodeView? = if case .handler(let view) = state.mode { view } else { nil }
        guard let view = shown ?? HandlerCodeView.forSelection(state, translator: translator) else {
            state.status = "select an event with an error to copy the code that handles it"
            return []
        }
        return [.copyHandlerCode(text: view.code, fileName: view.fileName)]
    }
}
