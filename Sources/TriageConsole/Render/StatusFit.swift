import ConsoleTheme
import MSALErrorModel

/// One part of the status bar: its wordings from the longest to the shortest
/// ("" drops it) and how much it matters.
struct StatusPart {
    var forms: [String]
    var role: StyleRole
    /// Higher matters more; the least important part is shortened first.
    var priority: Int
}

/// Fits the status bar's parts into a width: the least important part takes its
/// next shorter form (the seed goes before the scenario name, the speed before the
/// counts) until everything fits, so counts and the search position always show.
enum StatusFit {
    static let separator = " │ "

    /// The text and role of each part that is still shown, in the parts' order.
    static func fit(_ parts: [StatusPart], width: Int) -> [(String, StyleRole)] {
        var chosen = parts.map { _ in 0 }
        func total() -> Int {
            let shown = parts.indices.filter { !parts[$0].forms[chosen[$0]].isEmpty }
            return shown.reduce(0) { $0 + CellWidth.of(parts[$1].forms[chosen[$1]]) }
                + max(0, shown.count - 1) * CellWidth.of(separator)
        }
        while total() > width {
            // The least important part that can still give way; among equals, the rightmost.
            let candidates = parts.indices.filter { chosen[$0] < parts[$0].forms.count - 1 }
            guard let next = candidates.min(by: { (parts[$0].priority, -$0) < (parts[$1].priority, -$1) }) else { break }
            chosen[next] += 1
        }
        return parts.indices.compactMap { index in
            let text = parts[index].forms[chosen[index]]
            return text.isEmpty ? nil : (text, parts[index].role)
        }
    }
}
