import ArgumentParser
import TriageConsole

@main
struct MSALTriage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "msal-triage",
        abstract: "Understand MSAL token-acquisition errors: a live console, a simulator and decoders.",
        discussion: RootHelp.discussion,
        version: Version.current,
        subcommands: [
            ConsoleCommand.self, CodesCommand.self, ExplainCommand.self, HandlerCommand.self,
            ScenariosCommand.self, SimulateCommand.self, SummarizeCommand.self, MessagesCommand.self, EdgeDemoCommand.self,
        ],
        defaultSubcommand: ConsoleCommand.self
    )
}
