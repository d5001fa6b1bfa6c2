/// Makes outside text safe to put on a terminal.
///
/// Every control character and escape sequence that came from input (pasted
/// errors, log files, scenario names) is replaced by a visible placeholder, so
/// nothing the input holds can move the cursor, change colours or retitle the
/// window. `Screen.put` calls this for every character: it is the one door
/// through which text enters a `Cell`.
public enum SafeText {
    /// The visible stand-in for one character, or the character itself when it is harmless.
    public static func visible(_ character: Character) -> Character {
        guard character.unicodeScalars.contains(where: isUnsafe) else { return character }
        // A grapheme holding any unsafe scalar is replaced whole; its first scalar decides the picture.
        return placeholder(for: character.unicodeScalars.first!)
    }

    /// A copy of `text` with every unsafe character replaced.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return String(text.map(visible))
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }

    private static func placeholder(for scalar: Unicode.Scalar) -> Character {
        let value = scalar.value
        switch value {
        case 0x1B: return "\u{241B}"  // ␛
        case 0x7F: return "\u{2421}"  // ␡
        case 0x00..<0x20: return Character(Unicode.Scalar(0x2400 + value)!)  // ␀ … ␟
        default: return "\u{FFFD}"
        }
    }
}
