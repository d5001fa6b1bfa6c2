/// Why the full-screen console cannot start here, with the one-line message to
/// show and the exit status to use. Thrown before anything touches the screen.
public struct TerminalUnavailable: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// `TERM` is unset or empty.
        case termUnset
        /// `TERM` names a type terminfo does not know.
        case termUnknown
        /// The terminal type cannot move the cursor (e.g. `TERM=dumb`).
        case noCursorAddressing
        /// curses could not start on this terminal.
        case startFailed
    }

    public let reason: Reason
    public let message: String
    /// 2 for every reason: the console cannot run here; nothing was drawn.
    public var exitCode: Int32 { 2 }
    public var description: String { message }

    static let alternatives = "use 'msal-triage simulate' for a text stream or 'msal-triage console --once' for one frame"

    static func notATerminal(_ stream: String) -> TerminalUnavailable {
        TerminalUnavailable(reason: .notATerminal,
                            message: "msal-triage console needs a terminal, but \(stream) is not one; \(alternatives).")
    }

    static let termUnset = TerminalUnavailable(
        reason: .termUnset,
        message: "msal-triage console cannot start: TERM is not set; set it (e.g. TERM=xterm-256color) or \(alternatives).")

    static func termUnknown(_ term: String) -> TerminalUnavailable {
        TerminalUnavailable(
            reason: .termUnknown,
            message: "msal-triage console cannot start: the terminal type '\(Printable.clip(term))' (TERM) is unknown to terminfo; set TERM=xterm-256color or \(alternatives).")
    }

    static func noCursorAddressing(_ term: String) -> TerminalUnavailable {
        TerminalUnavailable(
            reason: .noCursorAddressing,
            message: "msal-triage console cannot start: the terminal type '\(Printable.clip(term))' (TERM) cannot move the cursor; \(alternatives).")
    }

    static func startFailed(_ term: String) -> TerminalUnavailable {
        TerminalUnavailable(reason: .startFailed,
                            message: "msal-triage console cannot start curses on terminal type '\(Printable.clip(term))'; \(alternatives).")
    }
}

/// Makes outside text safe to print in a one-line message.
enum Printable {
    static func clip(_ text: String, limit: Int = 40) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            let value = scalar.value
            out.unicodeScalars.append(value < 0x20 || (0x7F...0x9F).contains(value) ? "?" : scalar)
        }
        return text.unicodeScalars.count > limit ? out + "…" : out
    }
}
