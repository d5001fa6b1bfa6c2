/// PLACEHOLDER: filled by its issue.
func runDecoderBenchmark() {
    print("not built yet")
}
