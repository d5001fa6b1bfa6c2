import MSALErrorModel

/// Cutting a label that names an error so that its codes survive longest: the words that
/// are not codes are shortened first (each down to four cells and `…`), and only then the
/// whole, from the end, with `…`. Nothing is ever cut without a `…`.
///
/// A code is a word with a digit in it (`AADSTS65001`, `-50002`, `HTTP 503`'s `503`):
/// the value a person searches for. Names such as `MSALErrorInteractionRequired` give way.
public enum CodeClip {
    public static func clip(_ text: String, cells: Int) -> String {
        guard cells > 0 else { return "" }
        guard CellWidth.of(text) > cells else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var allowed = words.map { CellWidth.of($0) }
        func shown() -> [String] {
            words.indices.map { TextClip.clip(words[$0], cells: allowed[$0]) }
        }
        var over = CellWidth.of(text) - cells
        // Take cells from the widest name until the label fits or every name is at five cells.
        while over > 0 {
            let names = words.indices.filter { !words[$0].contains { $0.isNumber } && allowed[$0] > 5 }
            guard let widest = names.max(by: { allowed[$0] < allowed[$1] }) else { break }
            let take = min(over, allowed[widest] - 5)
            allowed[widest] -= take
            over -= take
        }
        return TextClip.clip(shown().joined(separator: " "), cells: cells)
    }
}
