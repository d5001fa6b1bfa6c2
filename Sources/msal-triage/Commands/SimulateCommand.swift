import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel

/// `msal-triage simulate`: prints a scenario's event stream as readable lines or JSON lines.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Print the simulated event stream of a scenario.",
        discussion: """
            Deterministic: the same scenario, platform and seed print the same bytes. \
            Run 'msal-triage scenarios' for the built-in names; pass a .yaml path for your own, or 'all' to play every built-in scenario in turn.
            """)

    @OptionGroup var simulation: SimulationOptions

    /// `.unconditional` so that `--count -1` reaches `validate` (and is called negative) instead of
    /// being taken for an option.
    @Option(parsing: .unconditional, help: "Stop after this many events (default: the whole scenario; 200 for endless ones).")
    var count: Int?

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Option(help: "Locale of the user messages inside JSON diagnoses.")
    var locale: MessageLocale = .en

    func validate() throws {
        if let count, count < 0 {
            throw ValidationError("--count \(count) is negative; give 0 or more events, e.g. --count 100")
        }
    }

    func run() throws {
        let (scenario, platform, seed) = (simulation.scenario, simulation.platform, simulation.seed)
        let stream: EventStream
        var endless = false
        if scenario == "all" {
            stream = EventStream(sequence: Scenarios.builtIn, platform: platform, seed: seed)
        } else {
            let chosen = try ScenarioChoice.resolve(scenario)
            endless = chosen.isEndless
            stream = EventStream(scenario: chosen, platform: platform, seed: seed)
        }
        write(stream, limit: count ?? (endless ? 200 : Int.max))
    }

    /// Buffered output: one write per ~64 KB, never one per field.
    private func write(_ stream: EventStream, limit: Int) {
        let formatter = EventFormatter(stream: stream, locale: locale)
        var out = ""
        out.reserveCapacity(80_000)
        var written = 0
        while written < limit, let event = stream.next() {
            if json {
                formatter.appendJSON(event, to: &out)
            } else {
                formatter.appendLine(event, to: &out)
            }
            out += "\n"
            written += 1
            if out.utf8.count >= 65_536 {
                FileHandle.standardOutput.write(Data(out.utf8))
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { FileHandle.standardOutput.write(Data(out.utf8)) }
    }
}
