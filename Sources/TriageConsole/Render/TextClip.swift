import MSALErrorModel

/// Cutting text to a number of cells, the cut marked with `…` (measured by `CellWidth`).
public enum TextClip {
    /// `text` whole when it fits in `cells` cells, else cut to `cells - 1` cells and `…`.
    public static func clip(_ text: String, cells: Int) -> String {
        guard CellWidth.of(text) > cells else { return text }
        var out = ""
        var used = 0
        for character in text {
            let width = CellWidth.of(SafeText.visible(character))
            if used + width > cells - 1 { break }
            out.append(character)
            used += width
        }
        return out + "…"
    }
}
