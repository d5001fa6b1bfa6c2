/// Text helpers for the catalog's human output: how many terminal columns a
/// string takes, and making outside input safe to print.
enum TerminalText {
    /// Columns a string occupies, measured by `CellWidth` as the console measures it.
    static func width(_ text: String) -> Int {
        CellWidth.of(text)
    }

    /// Pads with spaces to `columns` terminal columns.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }

    /// Outside input quoted in a message: unsafe scalars as `\u{…}` escapes, cut to `limit`.
    static func safe(_ text: String, limit: Int = 80) -> String {
        VisibleText.make(text, replacing: .escape, limit: limit)
    }
}
