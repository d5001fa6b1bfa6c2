/// A CI job's raw log (GitLab, GitHub's downloaded logs, `npm test` piped to a file) keeps the
/// terminal's colour codes: `ESC[31mInteractionRequiredAuthError ESC[0m: …`. They cut a class
/// name from its `:` and a label from its value, so each control sequence (CSI: `ESC [`, its
/// parameters, one final byte) is read as spaces. Every byte keeps its position; the decoders
/// already step over spaces between a name and its `:`.
enum TerminalEscapes {
    private static let escape: UInt8 = 0x1B
    /// At most this many bytes make one sequence (a colour is under ten).
    private static let maximumSequenceBytes = 32

    /// `input` with its control sequences blanked; nil when it holds none (one `memchr` for ESC).
    static func blanked(_ input: TextBytes) -> TextBytes? {
        guard var escapeAt = input.firstIndex(of: escape, from: 0) else { return nil }
        var bytes = input.bytes
        var changed = false
        while true {
            if input.at(escapeAt + 1) == ASCII.openBracket {
                var end = escapeAt + 2
                let limit = min(input.count, escapeAt + maximumSequenceBytes)
                // Parameter and intermediate bytes (0x20–0x3F), then the final byte (0x40–0x7E).
                while end < limit, (0x20...0x3F).contains(input[end]) { end += 1 }
                if end < limit, (0x40...0x7E).contains(input[end]) {
                    for position in escapeAt...end { bytes[position] = ASCII.space }
                    changed = true
                }
            }
            guard let next = input.firstIndex(of: escape, from: escapeAt + 1) else { break }
            escapeAt = next
        }
        return changed ? TextBytes(bytes: bytes) : nil
    }
}
