import TriageConsole

/// One unit of terminal input before decoding: a character the terminal sent,
/// or a key curses already recognised (arrows, F-keys, mouse).
public enum InputUnit: Hashable, Sendable {
    case scalar(Unicode.Scalar)
    case key(Key)
}

/// Turns terminal input into `Key`s. Pure: no terminal needed, so it is tested
/// byte by byte.
///
/// Curses recognises most keys itself (keypad mode), but not everything a
/// terminal sends: bracketed paste (`ESC [200~ … ESC [201~`), and sequences
/// missing from the terminfo entry arrive as plain characters. This decoder
/// reads those escape sequences, control characters and the paste, and lets
/// already-decoded keys through.
///
/// Call `flush()` when the input goes quiet: a lone `ESC` then becomes `.escape`.
///
/// A paste ends at the first `ESC [201~` after which the input goes quiet: a marker
/// followed at once by more input was part of the pasted text (a log that holds the
/// sequence), so it is kept as text. A paste whose end never comes (curses drops the
/// marker's `ESC` together with an invalid UTF-8 byte before it) ends after
/// ``quietFlushesEndingPaste`` quiet flushes, so keys are never swallowed for good.
public struct KeyDecoder: Sendable {
    /// The most text one paste keeps; the rest is dropped (the end marker is still found).
    public static let pasteLimit = 1 << 20

    private enum State: Sendable {
        case ground
        case escape
        case csi(String)
        case ss3
        case x10Mouse([UInt32])
        case paste
        /// `ESC [201~` was read in a paste: the end, if the input now goes quiet.
        case pasteEndMarker
    }

    private var state: State = .ground
    private var pasteBody: [Unicode.Scalar] = []
    private var quietFlushesInPaste = 0
    /// How many flushes in a row with no input end a paste whose end marker was lost
    /// (about a second at the console's frame rate).
    public static let quietFlushesEndingPaste = 60
    private static let pasteEndWithoutEscape: [Unicode.Scalar] = ["[", "2", "0", "1", "~"]
    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    public init() {}

    /// True while a bracketed paste is being collected.
    public var isInPaste: Bool {
        switch state {
        case .paste, .pasteEndMarker: true
        default: false
        }
    }

    /// Decodes a whole burst of text and flushes: the convenient form for tests.
    public static func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in text.unicodeScalars { keys += decoder.feed(.scalar(scalar)) }
        keys += decoder.flush()
        return keys
    }

    public mutating func feed(_ unit: InputUnit) -> [Key] {
        switch unit {
        case .key(let key):
            // A key right after the end marker follows the paste.
            if case .pasteEndMarker = state { return endPaste() + [key] }
            // A key curses decoded inside a paste was part of the pasted text; drop it.
            if isInPaste { return [] }
            var keys = flush()
            keys.append(key)
            return keys
        case .scalar(let scalar):
            return feed(scalar)
        }
    }

    /// Ends any half-read sequence: a lone `ESC` is the Escape key.
    public mutating func flush() -> [Key] {
        switch state {
        case .ground:
            return []
        case .pasteEndMarker:
            return endPaste()
        case .paste:
            quietFlushesInPaste += 1
            guard quietFlushesInPaste >= Self.quietFlushesEndingPaste else { return [] }
            // The end marker was lost: end the paste with what came, without the marker's remains.
            if pasteBody.count >= Self.pasteEndWithoutEscape.count,
               pasteBody.suffix(Self.pasteEndWithoutEscape.count).elementsEqual(Self.pasteEndWithoutEscape) {
                pasteBody.removeLast(Self.pasteEndWithoutEscape.count)
            }
            return endPaste()
        case .escape:
            state = .ground
            return [.escape]
        case .csi, .ss3, .x10Mouse:
            // An incomplete sequence: the person pressed Esc and then typed; keep only the Esc.
            state = .ground
            return [.escape]
        }
    }

    private mutating func feed(_ scalar: Unicode.Scalar) -> [Key] {
        switch state {
        case .ground:
            return ground(scalar)
        case .escape:
            switch scalar {
            case "[": state = .csi(""); return []
            case "O": state = .ss3; return []
            case "\u{1B}": return [.escape]
            default:
                // Alt+key: report Esc, then the key itself.
                state = .ground
                return [.escape] + ground(scalar)
            }
        case .ss3:
            state = .ground
            return Self.ss3Key(scalar).map { [$0] } ?? []
        case .csi(let parameters):
            return csi(parameters, scalar)
        case .x10Mouse(var bytes):
            bytes.append(scalar.value)
            if bytes.count < 3 { state = .x10Mouse(bytes); return [] }
            state = .ground
            return Self.mouse(button: Int(bytes[0]) - 32, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33,
                              released: false).map { [$0] } ?? []
        case .paste:
            return pasteScalar(scalar)
        case .pasteEndMarker:
            // More input at once: the marker was pasted text.
            pasteBody += Self.pasteEnd
            state = .paste
            return pasteScalar(scalar)
        }
    }

    private mutating func ground(_ scalar: Unicode.Scalar) -> [Key] {
        switch scalar.value {
        case 0x1B: state = .escape; return []
        case 0x0D, 0x0A: return [.enter]
        case 0x09: return [.tab]
        case 0x08, 0x7F: return [.backspace]
        case 0x01...0x1A: return [.control(Character(Unicode.Scalar(scalar.value + 0x60)!))]
        case 0x00...0x1F, 0x80...0x9F: return []  // other control characters never reach the program
        default: return [.character(Character(scalar))]
        }
    }

    private mutating func csi(_ parameters: String, _ scalar: Unicode.Scalar) -> [Key] {
        // Parameter and intermediate bytes: digits, ';', '<', '?'.
        if (0x30...0x3F).contains(scalar.value) || (0x20...0x2F).contains(scalar.value) {
            if parameters.utf8.count > 32 { state = .ground; return [] }  // runaway sequence: drop it
            state = .csi(parameters + String(scalar))
            return []
        }
        state = .ground
        if scalar == "M" && parameters.isEmpty { state = .x10Mouse([]); return [] }
        if (scalar == "M" || scalar == "m"), parameters.hasPrefix("<") {
            let fields = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard fields.count == 3 else { return [] }
            return Self.mouse(button: fields[0], x: fields[1] - 1, y: fields[2] - 1, released: scalar == "m")
                .map { [$0] } ?? []
        }
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
        switch scalar {
        case "A": return [.up]
        case "B": return [.down]
        case "C": return [.right]
        case "D": return [.left]
        case "H": return [.home]
        case "F": return [.end]
        case "Z": return [.backTab]
        case "P", "Q", "R", "S":
            return [.function(Int(scalar.value - Unicode.Scalar("P").value) + 1)]
        case "~":
            if first == 200 { state = .paste; pasteBody = []; quietFlushesInPaste = 0; return [] }
            return Self.tildeKey(first).map { [$0] } ?? []
        default:
            return []
        }
    }

    private static func ss3Key(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "M": .enter
        case "P": .function(1)
        case "Q": .function(2)
        case "R": .function(3)
        case "S": .function(4)
        default: nil
        }
    }

    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// xterm button codes: 0 = left press, 64/65 = wheel up/down; motion and modifiers are masked off.
    private static func mouse(button: Int, x: Int, y: Int, released: Bool) -> Key? {
        guard x >= 0, y >= 0, !released else { return nil }
        let base = button & ~(4 | 8 | 16)
        switch base {
        case 0: return .mouseClick(x: x, y: y)
        case 64: return .mouseWheelUp(x: x, y: y)
        case 65: return .mouseWheelDown(x: x, y: y)
        default: return nil
        }
    }

    private mutating func pasteScalar(_ scalar: Unicode.Scalar) -> [Key] {
        quietFlushesInPaste = 0
        pasteBody.append(scalar)
        if pasteBody.count >= Self.pasteEnd.count, pasteBody.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
            pasteBody.removeLast(Self.pasteEnd.count)
            state = .pasteEndMarker
            return []
        }
        if pasteBody.count > Self.pasteLimit + 64 {
            // Keep the head and a short tail in which the end marker may still be forming.
            pasteBody.removeSubrange(Self.pasteLimit..<(pasteBody.count - 8))
        }
        return []
    }

    private mutating func endPaste() -> [Key] {
        let text = Self.cleanPaste(pasteBody)
        pasteBody = []
        quietFlushesInPaste = 0
        state = .ground
        return [.paste(text)]
    }

    /// Line ends become `\n`; every other character stays, control characters too: the text
    /// is the one pasted, as `explain` would read it, and `Screen.put` shows a control character
    /// as its placeholder (`␛`, `␇`), never sends it to the terminal.
    static func cleanPaste(_ scalars: [Unicode.Scalar]) -> String {
        let body = scalars.prefix(pasteLimit)
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in body {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0D: out.append("\n")
            case 0x0A: if !previousWasCR { out.append("\n") }
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
