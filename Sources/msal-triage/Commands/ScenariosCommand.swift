import AcquisitionSimulator
import ArgumentParser
import MSALErrorModel

/// `msal-triage scenarios [--json]`: the built-in scenarios, by name.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the built-in simulator scenarios.",
        discussion: "Play one with 'msal-triage simulate --scenario NAME'; write your own as YAML (see the README).")

    @Flag(help: "Print a JSON array of {name, description, endless} instead of text.")
    var json = false

    func run() throws {
        let scenarios = Scenarios.builtIn
        if json {
            let list = JSONValue.array(scenarios.map { scenario in
                .object([
                    ("name", .string(scenario.name)),
                    ("description", .string(scenario.description)),
                    ("endless", .bool(scenario.isEndless)),
                ])
            })
            try StandardOutputBytes.write(list.serialized() + "\n")
            return
        }
        let width = scenarios.map(\.name.count).max() ?? 0
        var out = ""
        for scenario in scenarios {
            out += scenario.name
            out += String(repeating: " ", count: width - scenario.name.count + 2)
            out += scenario.description
            out += "\n"
        }
        try StandardOutputBytes.write(out)
    }
}
