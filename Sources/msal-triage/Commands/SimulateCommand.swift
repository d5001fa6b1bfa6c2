import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import TriageQuery

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
        try write(stream, limit: count ?? (endless ? 200 : Int.max))
    }

    /// Two cores: while one simulates the next batch of events and then formats the first
    /// quarter of the current one (simulating costs about half as much as formatting), the
    /// other formats the rest of it into its own buffer.
    /// `--json` is decided once, outside the loop; the bytes go out once per batch.
    private func write(_ stream: EventStream, limit: Int) throws {
        let formatter = EventFormatter(stream: stream, locale: locale)
        let json = self.json
        let batchSize = 8192
        var remaining = limit
        var current: [AcquisitionEvent] = []
        var next: [AcquisitionEvent] = []
        var head = OutputBuffer(capacity: batchSize * 100), rest = OutputBuffer(capacity: batchSize * 800)
        stream.next(min(batchSize, remaining), into: &current)
        remaining -= current.count
        while !current.isEmpty {
            next.removeAll(keepingCapacity: true)
            let ahead = min(batchSize, remaining)
            // Everything the formatting reads from the stream is worked out here, before the
            // stream moves on in parallel.
            formatter.prepare(current, json: json)
            let split = current.count / 4
            Parallel.run(2) { part in
                if part == 0 {
                    stream.next(ahead, into: &next)
                    head.removeAll()
                    formatter.write(current[..<split], json: json, to: &head)
                } else {
                    rest.removeAll()
                    formatter.write(current[split...], json: json, to: &rest)
                }
            }
            try head.withBytes(StandardOutputBytes.write)
            try rest.withBytes(StandardOutputBytes.write)
            remaining -= next.count
            swap(&current, &next)
        }
    }
}
