import AcquisitionSimulator
import MSALErrorModel

/// Events per second the simulator produces for `mixed` (one core, release build),
/// and how fast `simulate` formats them as text and as JSON.
func runSimulatorBenchmark() {
    guard let mixed = Scenarios.named("mixed") else {
        print("mixed scenario missing")
        return
    }
    let clock = ContinuousClock()
    let eventCount = 5_000_000
    var checksum: UInt64 = 0
    var errors = 0
    let stream = EventStream(scenario: mixed, seed: 1)
    let generation = clock.measure {
        for _ in 0..<eventCount {
            guard let event = stream.next() else { break }
            checksum &+= event.time &+ UInt64(event.detail)
            if event.outcome == .error { errors += 1 }
        }
    }
    print("mixed: \(eventCount) events in \(format(generation)) -> \(perSecond(eventCount, generation)) events/s")
    print("  error events: \(errors), distinct diagnoses: \(stream.diagnoses.count), checksum \(checksum)")
    print("  AcquisitionEvent: size \(MemoryLayout<AcquisitionEvent>.size) B, stride \(MemoryLayout<AcquisitionEvent>.stride) B")

    for json in [false, true] { runFormattingBenchmark(mixed, json: json) }
}

/// `simulate`'s formatting alone, on one core: batches of events prepared and written into a
/// reused `OutputBuffer`, as the command does (without the simulating and the writing).
private func runFormattingBenchmark(_ mixed: Scenario, json: Bool) {
    let clock = ContinuousClock()
    let eventCount = 1_000_000
    let stream = EventStream(scenario: mixed, seed: 1)
    var events: [AcquisitionEvent] = []
    stream.next(eventCount, into: &events)
    let formatter = EventFormatter(stream: stream)
    var out = OutputBuffer(capacity: 8192 * 800)
    var bytes = 0
    let formatting = clock.measure {
        var start = 0
        while start < events.count {
            let batch = Array(events[start..<min(start + 8192, events.count)])
            formatter.prepare(batch, json: json)
            out.removeAll()
            formatter.write(batch[...], json: json, to: &out)
            bytes += out.count
            start += batch.count
        }
    }
    print("simulate\(json ? " --json" : "") formatting: \(eventCount) events (\(bytes / 1_000_000) MB) in \(format(formatting)) -> \(perSecond(eventCount, formatting)) events/s")
}

private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func format(_ duration: Duration) -> String {
    String(Int(seconds(duration) * 1000)) + " ms"
}

private func perSecond(_ count: Int, _ duration: Duration) -> String {
    let rate = Double(count) / max(seconds(duration), 1e-9)
    return String(Int(rate))
}
