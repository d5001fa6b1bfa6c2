import ArgumentParser
import Foundation

/// Every command reports its errors the same way: one line on stderr that starts
/// `msal-triage: error: `, then an exit status that says what kind of failure it was.
enum CommandFailure {
    static let prefix = "msal-triage: error: "

    /// Writes `message` as one error line and returns the exit code to throw.
    static func report(_ message: String, exitCode: Int32) -> ExitCode {
        StandardError.write(line(message))
        return ExitCode(exitCode)
    }

    /// The error line for `message`; a message already naming the program or a
    /// command (`msal-triage codes: …`) loses that name, so the prefix is not said twice.
    static func line(_ message: String) -> String {
        var text = Substring(message)
        if text.hasPrefix("Error: ") { text = text.dropFirst("Error: ".count) }
        if text.hasPrefix("msal-triage: ") { text = text.dropFirst("msal-triage: ".count) }
        if text.hasPrefix("msal-triage ") {
            text = text.dropFirst("msal-triage ".count)
            if let space = text.firstIndex(of: " "), text[..<space].hasSuffix(":") {
                text = text[text.index(after: space)...]
            }
        }
        if text.hasPrefix("error: ") { text = text.dropFirst("error: ".count) }
        return prefix + text
    }
}
