import MSALErrorModel

/// Cutting a label that names an error so that its codes survive longest: the words that
/// are not codes are shortened first (each down to four cells and `…`, then to one, then
/// left out), and only then the
/// whole, from the end, with `…`. Nothing is ever cut without a `…`.
///
/// A code is a word with a digit in it (`AADSTS65001`, `-50002`, `HTTP 503`'s `503`):
/// the value a person searches for. Names such as `MSALErrorInteractionRequired` give way.
public enum CodeClip {
    public static func clip(_ text: String, cells: Int) -> String {
        guard cells > 0 else { return "" }
        guard CellWidth.of(text) > cells else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let isCode = words.map { word in word.contains { $0.isNumber } }
        // A label without a code is a name: cut from its end.
        guard isCode.contains(true) else { return TextClip.clip(text, cells: cells) }
        var allowed = words.map { CellWidth.of($0) }
        func shown() -> [String] {
            words.indices.compactMap { allowed[$0] == 0 ? nil : TextClip.clip(words[$0], cells: allowed[$0]) }
        }
        var over = CellWidth.of(text) - cells
        // Take cells from the widest name until the label fits or every name is at five cells
        // (`Inte…`); then, if need be, down to two (`I…`); then the names go, before any code
        // is touched.
        for floor in [5, 2, 0] {
            while over > 0 {
                let names = words.indices.filter { !isCode[$0] && allowed[$0] > floor }
                guard let widest = names.max(by: { allowed[$0] < allowed[$1] }) else { break }
                // A name that goes takes its space with it.
                let take = floor == 0 ? allowed[widest] : min(over, allowed[widest] - floor)
                allowed[widest] -= take
                over -= take + (floor == 0 ? 1 : 0)
            }
        }
        return TextClip.clip(shown().joined(separator: " "), cells: cells)
    }
}
