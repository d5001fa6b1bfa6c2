import AcquisitionSimulator
import ArgumentParser
import MSALErrorModel

/// The simulator options that `console` and `simulate` share, so that the same
/// flags (and the same defaults) play the same stream in both.
struct SimulationOptions: ParsableArguments {
    @Option(help: "A built-in scenario name or a path to a scenario .yaml file ('msal-triage scenarios' lists the names).")
    var scenario = Scenarios.defaultName

    @Option(help: "Report every error as this MSAL flavour: apple, dotnet, js, python, android or java (default: the scenario's own).")
    var platform: Platform?

    @Option(help: "Seed of the simulator's random generator (the same scenario, platform and seed give the same stream).")
    var seed: UInt64 = 1
}
