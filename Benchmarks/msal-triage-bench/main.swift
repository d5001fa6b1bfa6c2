// Benchmarks print figures; run them in release builds:
//   swift run -c release msal-triage-bench [simulator|console|decoder|export|flows]
let which = CommandLine.arguments.dropFirst().first ?? "all"
let benchmarks: [(String, () -> Void)] = [
    ("simulator", runSimulatorBenchmark),
    ("console", runConsoleBenchmark),
    ("decoder", runDecoderBenchmark),
    ("export", runExportBenchmark),
    ("flows", runFlowBenchmark),
]
for (name, run) in benchmarks where which == "all" || which == name {
    print("== \(name)")
    run()
}
