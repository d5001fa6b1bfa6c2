/// The one rule for outside text on a terminal: which characters may never be
/// printed raw, and the visible picture that stands in for each.
///
/// C0 controls become their Control Pictures (`␛` for ESC, `␊` for a line feed),
/// DEL becomes `␡`, and C1 controls and bidirectional marks and overrides become
/// `�`, so input can never move the cursor, change colours, retitle the window or
/// reorder what is shown. Messages that replace controls differently (a space, `?`,
/// a `\u{…}` escape) still ask `isControl` which characters those are.
public enum VisibleText {
    /// A copy of `text` with every unsafe scalar replaced by its picture.
    public static func make(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isUnsafe(scalar) ? picture(for: scalar) : scalar)
        }
        return String(out)
    }

    /// C0 controls, DEL and C1 controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Controls, plus the invisible marks that reorder text (LRM, RLM, bidi embeddings, overrides, isolates).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isControl(scalar) || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The visible stand-in for an unsafe scalar.
    public static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
