/// Makes outside text safe to print on a terminal: C0 controls become their
/// visible Control Pictures (`␛` for ESC, `␊` for a line feed), DEL becomes `␡`,
/// and C1 controls and bidirectional overrides become `�`, so input can never
/// move the cursor, change colours or reorder what is shown.
public enum VisibleText {
    public static func make(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(replacement(for: scalar) ?? scalar)
        }
        return String(out)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
