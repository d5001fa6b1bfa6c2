/// PLACEHOLDER: filled by its issue.
func runConsoleBenchmark() {
    print("not built yet")
}
