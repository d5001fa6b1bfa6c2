import ArgumentParser

/// PLACEHOLDER: filled by its issue.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Not built yet.")

    func run() throws {
        throw ValidationError("'explain' is not built yet")
    }
}
