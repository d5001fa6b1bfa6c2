import MSALErrorModel

/// The key map written out for the documentation: docs/console.md's table (held to it by
/// `KeyMapTests`) and the key list of `msal-triage --help` and its man page. Both are made from
/// ``KeyMap/bindings``, so a key added there is documented everywhere without another edit.
extension KeyMap {
    /// `| keys | what it does |`, then one row per binding, in the key map's order; each line ends in a newline.
    public static var markdownTable: String {
        var lines = ["| keys | what it does |", "| --- | --- |"]
        for binding in bindings {
            let summary = binding.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(binding.label)` | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per binding, the keys in a column: `  q ^C  quit`.
    public static var plainList: String {
        let width = bindings.map { CellWidth.of($0.label) }.max() ?? 0
        return bindings.map { binding in
            "  " + binding.label + String(repeating: " ", count: width - CellWidth.of(binding.label)) + "  " + binding.summary
        }.joined(separator: "\n")
    }
}
