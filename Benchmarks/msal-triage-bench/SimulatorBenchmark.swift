/// PLACEHOLDER: filled by its issue.
func runSimulatorBenchmark() {
    print("not built yet")
}
