import Foundation
import MSALErrorModel

/// The one way a message reaches stderr: each of its lines passes the ``VisibleText``
/// rule, so no control character, bidi override (U+202E) or other reordering mark from
/// a file name, a scenario, a theme or typed text reaches the terminal raw.
enum StandardError {
    /// Writes `message` and a line end.
    static func write(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let safe = lines.map { VisibleText.make(String($0)) }.joined(separator: "\n")
        FileHandle.standardError.write(Data((safe + "\n").utf8))
    }
}
