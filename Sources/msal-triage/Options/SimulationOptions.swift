import AcquisitionSimulator
import ArgumentParser
import MSALErrorModel

/// The simulator options that `console` and `simulate` share, so that the same
/// flags (and the same defaults) play the same stream in both.
struct SimulationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A built-in scenario name or a path to a scenario .yaml file ('msal-triage scenarios' lists the names)."),
            completion: Completions.scenario)
    var scenario = Scenarios.defaultName

    @Option(help: "Report every error as this MSAL flavour: apple, dotnet, js, python, android or java (default: the scenario's own).")
    var platform: Platform?

    /// `.unconditional` so that `--seed -1` is read as a value (and refused as one) instead of
    /// being taken for an option and reported as a missing value.
    @Option(parsing: .unconditional,
            help: "Seed of the simulator's random generator (the same scenario, platform and seed give the same stream).",
            transform: SimulationOptions.seed(from:))
    var seed: UInt64 = 1

    static func seed(from text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("give a whole number from 0 to \(UInt64.max), e.g. --seed 7")
        }
        return seed
    }
}
