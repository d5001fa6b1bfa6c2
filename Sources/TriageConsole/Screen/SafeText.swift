import MSALErrorModel

/// Makes outside text safe to put on a terminal, grapheme by grapheme.
///
/// Every control character and escape sequence that came from input (pasted
/// errors, log files, scenario names) is replaced by its visible placeholder
/// (`VisibleText`'s rule), so nothing the input holds can move the cursor,
/// change colours or retitle the window. `Screen.put` calls this for every
/// character: it is the one door through which text enters a `Cell`.
public enum SafeText {
    /// The visible stand-in for one character, or the character itself when it is harmless.
    public static func visible(_ character: Character) -> Character {
        guard character.unicodeScalars.contains(where: VisibleText.isUnsafe) else { return character }
        // A grapheme holding any unsafe scalar is replaced whole; its first scalar decides the picture.
        return Character(VisibleText.picture(for: character.unicodeScalars.first!))
    }

    /// A copy of `text` with every unsafe character replaced.
    public static func visible(_ text: String) -> String {
        VisibleText.make(text)
    }
}
