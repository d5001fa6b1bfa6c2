import ArgumentParser

/// PLACEHOLDER: filled by its issue.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "console", abstract: "Not built yet.")

    func run() throws {
        throw ValidationError("'console' is not built yet")
    }
}
