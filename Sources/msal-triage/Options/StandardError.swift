import Foundation
import Glibc
import MSALErrorModel

/// The one way a message reaches stderr: each of its lines passes the ``VisibleText``
/// rule, so no control character, bidi override (U+202E) or other reordering mark from
/// a file name, a scenario, a theme or typed text reaches the terminal raw.
enum StandardError {
    /// Writes `message` and a line end.
    static func write(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let safe = lines.map { VisibleText.make(String($0)) }.joined(separator: "\n")
        writeRaw(safe + "\n")
    }

    /// Writes `text` as it is (the caller made it safe). A full or closed stderr loses the
    /// text: there is nowhere left to say so, and `FileHandle.write` would trap instead.
    static func writeRaw(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var next = 0
            while next < buffer.count {
                let written = Glibc.write(STDERR_FILENO, buffer.baseAddress! + next, buffer.count - next)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                next += written
            }
        }
    }
}
