import Foundation

/// The `--keys` script of `console --once`: what to type, in order.
///
/// Characters stand for themselves; names in angle brackets stand for other
/// keys: `<Enter>` `<Esc>` `<Space>` `<Tab>` `<S-Tab>` `<BS>` `<Del>` `<Up>`
/// `<Down>` `<Left>` `<Right>` `<PgUp>` `<PgDn>` `<Home>` `<End>` `<F1>`…`<F12>`,
/// `<C-x>` (Ctrl with a letter), `<lt>` (a literal `<`), `<WheelUp>`
/// `<WheelDown>` (at the top-left cell), `<WheelUp:X,Y>` `<WheelDown:X,Y>` `<Click:X,Y>`
/// (at column X, row Y, from 0), `<WheelUp:PANE>` `<WheelDown:PANE>` (over the log,
/// errors, details or trace pane, wherever the frame's size puts it), `<Paste:TEXT>` (a bracketed paste; `\n` in
/// TEXT is a newline) and `<Wait:MS>` (let the stream run MS virtual milliseconds).
public enum KeyScript {
    public enum Step: Hashable, Sendable {
        case key(Key)
        case wait(milliseconds: Int)
        /// The wheel over a pane, wherever the layout puts it at the frame's size.
        case wheel(up: Bool, over: Pane)
    }

    /// The panes a wheel event can name (`<WheelDown:details>`).
    public enum Pane: String, CaseIterable, Hashable, Sendable {
        case log, errors, details, trace

        /// A cell inside the pane's content (below its title).
        public func cell(in layout: Layout) -> (x: Int, y: Int) {
            let rect: Rect
            switch self {
            case .log: rect = layout.log
            case .errors: rect = layout.errors
            case .details: rect = layout.details
            case .trace: rect = layout.trace
            }
            return (rect.x + min(1, max(0, rect.width - 1)), rect.y + min(1, max(0, rect.height - 1)))
        }
    }

    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ script: String) throws(ParseError) -> [Step] {
        var steps: [Step] = []
        var index = script.startIndex
        while index < script.endIndex {
            let character = script[index]
            guard character == "<" else {
                steps.append(.key(character == "\n" || character == "\r" ? .enter : .character(character)))
                index = script.index(after: index)
                continue
            }
            let offset = script.distance(from: script.startIndex, to: index)
            guard let close = closingBracket(in: script, from: index) else {
                throw ParseError(description: "unclosed '<' at character \(offset + 1) of --keys; write <lt> for a literal '<'")
            }
            let name = String(script[script.index(after: index)..<close])
            steps.append(try step(named: name, at: offset))
            index = script.index(after: close)
        }
        return steps
    }

    private static func closingBracket(in script: String, from start: String.Index) -> String.Index? {
        // `<Paste:…>` may hold '>' only as `\>`; everything else ends at the first '>'.
        var index = script.index(after: start)
        var escaped = false
        while index < script.endIndex {
            let character = script[index]
            if character == ">" && !escaped { return index }
            escaped = character == "\\" && !escaped
            index = script.index(after: index)
        }
        return nil
    }

    private static let named: [String: Key] = [
        "enter": .enter, "cr": .enter, "esc": .escape, "escape": .escape, "space": .character(" "),
        "tab": .tab, "s-tab": .backTab, "backtab": .backTab, "bs": .backspace, "backspace": .backspace,
        "del": .delete, "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "home": .home,
        "end": .end, "lt": .character("<"), "gt": .character(">"),
        "wheelup": .mouseWheelUp(x: 0, y: 0), "wheeldown": .mouseWheelDown(x: 0, y: 0),
    ]

    /// Mouse events with a cell: the name's prefix, how the error message spells it, the key.
    private static let mouseKeys: [(String, String, @Sendable (Int, Int) -> Key)] = [
        ("click:", "Click", { .mouseClick(x: $0, y: $1) }),
        ("wheelup:", "WheelUp", { .mouseWheelUp(x: $0, y: $1) }),
        ("wheeldown:", "WheelDown", { .mouseWheelDown(x: $0, y: $1) }),
    ]

    private static func step(named name: String, at offset: Int) throws(ParseError) -> Step {
        let lower = name.lowercased()
        if let key = named[lower] { return .key(key) }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .key(.function(number))
        }
        if lower.hasPrefix("c-"), name.count == 3, let letter = lower.last, letter.isLetter {
            return .key(.control(letter))
        }
        if lower.hasPrefix("wait:") {
            guard let milliseconds = Int(name.dropFirst(5)), milliseconds >= 0 else {
                throw ParseError(description: "<\(name)> at character \(offset + 1) of --keys: write <Wait:MS> with MS a whole number, e.g. <Wait:500>")
            }
            return .wait(milliseconds: milliseconds)
        }
        for (prefix, up) in [("wheelup:", true), ("wheeldown:", false)] where lower.hasPrefix(prefix) {
            if let pane = Pane(rawValue: String(lower.dropFirst(prefix.count))) { return .wheel(up: up, over: pane) }
        }
        for (prefix, spelling, key) in mouseKeys where lower.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: ",", omittingEmptySubsequences: false)
                .map { Int($0) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x >= 0, y >= 0 else {
                throw ParseError(description: "<\(name)> at character \(offset + 1) of --keys: write <\(spelling):X,Y>, e.g. <\(spelling):3,5>, or name a pane: <\(spelling):log> (log, errors, details, trace)")
            }
            return .key(key(x, y))
        }
        if lower.hasPrefix("paste:") {
            let text = String(name.dropFirst(6)).replacingOccurrences(of: "\\n", with: "\n")
                .replacingOccurrences(of: "\\>", with: ">")
            return .key(.paste(text))
        }
        throw ParseError(description: "unknown key <\(name)> at character \(offset + 1) of --keys; known: <Enter> <Esc> <Space> <Tab> <BS> <Up> <Down> <Left> <Right> <PgUp> <PgDn> <Home> <End> <F1>…<F12> <C-x> <lt> <Click:X,Y> <WheelUp> <WheelDown> <WheelUp:X,Y> <WheelDown:X,Y> <WheelUp:PANE> <WheelDown:PANE> <Paste:TEXT> <Wait:MS>")
    }
}
