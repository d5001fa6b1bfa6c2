import ArgumentParser

@main
struct MSALTriage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "msal-triage",
        abstract: "Understand MSAL token-acquisition errors: a live console, a simulator and decoders.",
        subcommands: [
            ConsoleCommand.self, CodesCommand.self, ExplainCommand.self, HandlerCommand.self,
            ScenariosCommand.self, SimulateCommand.self, MessagesCommand.self, EdgeDemoCommand.self,
        ],
        defaultSubcommand: ConsoleCommand.self
    )
}
