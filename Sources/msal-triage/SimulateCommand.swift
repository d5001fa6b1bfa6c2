import ArgumentParser

/// PLACEHOLDER: filled by its issue.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simulate", abstract: "Not built yet.")

    func run() throws {
        throw ValidationError("'simulate' is not built yet")
    }
}
