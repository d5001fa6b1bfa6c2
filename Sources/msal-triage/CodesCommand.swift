import ArgumentParser

/// PLACEHOLDER: filled by its issue.
struct CodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "codes", abstract: "Not built yet.")

    func run() throws {
        throw ValidationError("'codes' is not built yet")
    }
}
