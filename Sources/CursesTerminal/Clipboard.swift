import Foundation

/// Copying to the terminal's clipboard with OSC 52 (`y` in the console). The terminal
/// decides whether to honour it; the program has already saved the text to a file.
enum Clipboard {
    /// Most that is sent (base64 grows it by a third; terminals cap the sequence).
    static let maximumBytes = 64 * 1024

    /// Not on terminals that cannot take it (the Linux console, `dumb`), nor when
    /// `MSAL_TRIAGE_NO_OSC52` is set (some people do not want programs to set the clipboard).
    static func allowed(environment: [String: String]) -> Bool {
        if environment["MSAL_TRIAGE_NO_OSC52"].map({ !$0.isEmpty }) == true { return false }
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb" && term != "linux"
    }

    /// The OSC 52 sequence that sets the clipboard to `text`, or nil when it is too long.
    static func sequence(_ text: String) -> String? {
        let bytes = Data(text.utf8)
        guard bytes.count <= maximumBytes else { return nil }
        return "\u{1B}]52;c;" + bytes.base64EncodedString() + "\u{07}"
    }
}
