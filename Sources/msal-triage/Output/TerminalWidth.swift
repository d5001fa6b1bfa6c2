import Foundation
import TriageConsole

/// Fitting printed lines to the terminal they go to: a table printed at a
/// terminal is cut to its width (ending in `…`); piped, it keeps full lines for
/// the tools that read it.
enum TerminalWidth {
    /// The columns of the terminal on standard output, or nil when stdout is not a terminal.
    static func ofStandardOutput() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }

    /// Each line of `text` cut to `width` cells, a cut line ending in `…`.
    static func fit(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextClip.clip(String($0), cells: width) }.joined(separator: "\n")
    }
}
