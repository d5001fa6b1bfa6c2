import ArgumentParser

/// PLACEHOLDER: filled by its issue.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenarios", abstract: "Not built yet.")

    func run() throws {
        throw ValidationError("'scenarios' is not built yet")
    }
}
