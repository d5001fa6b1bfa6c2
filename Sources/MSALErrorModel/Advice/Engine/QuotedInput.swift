/// Input quoted inside developer advice: control characters escaped, length capped
/// (pasted errors are untrusted and the advice is printed to a terminal).
enum QuotedInput {
    /// `TerminalText.safe(text, limit:)`, returning printable ASCII text that fits
    /// as it is (what `safe` would return) without rebuilding it scalar by scalar.
    static func quoted(_ text: String?, limit: Int = 80) -> String {
        guard let text else { return "" }
        let fits = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count <= limit && !bytes.contains { $0 &- 0x20 >= 0x5F }
        }
        return fits == true ? text : TerminalText.safe(text, limit: limit)
    }

    /// A code quoted as the rules read it: trimmed and lowercased.
    static func code(_ text: String?) -> String {
        quoted(text.map(TextReading.normalized))
    }
}
