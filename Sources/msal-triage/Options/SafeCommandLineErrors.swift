import ArgumentParser
import Foundation
import MSALErrorModel

/// Runs the command like argument-parser's own `main`, but escapes control
/// characters in its messages: argument-parser echoes bad values verbatim
/// (`--platform $'\e[2J'`), and nothing typed by a user may reach the terminal raw.
extension MSALTriage {
    static func main() async {
        StandardOutputBytes.holdClosedStandardDescriptors()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            var message = escapingControlCharacters(fullMessage(for: error))
            // One prefix for every command's errors: argument-parser's own `Error: …` too.
            if code != .success, message.hasPrefix("Error: ") { message = CommandFailure.line(message) }
            if !message.isEmpty {
                if code == .success {
                    // `--help`, `--version`, `help`: output like any other, so a failed write is said and exits 74.
                    do {
                        try StandardOutputBytes.write(message + "\n")
                    } catch {
                        Foundation.exit(exitCode(for: error).rawValue)
                    }
                } else {
                    StandardError.writeRaw(message + "\n")
                }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// Keeps line breaks and tabs (help text has them); every other control
    /// character becomes a visible `\u{…}` escape.
    static func escapingControlCharacters(_ text: String) -> String {
        VisibleText.make(text, replacing: .escape, keepingLineBreaks: true)
    }
}
