import AcquisitionSimulator
import MSALErrorModel

/// Events per second the simulator produces for `mixed` (one core, release build),
/// and how fast `simulate --json` formats them.
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

    let jsonCount = 1_000_000
    let jsonStream = EventStream(scenario: mixed, seed: 1)
    let formatter = EventFormatter(stream: jsonStream)
    var out = ""
    out.reserveCapacity(80_000)
    var bytes = 0
    let formatting = clock.measure {
        for _ in 0..<jsonCount {
            guard let event = jsonStream.next() else { break }
            formatter.appendJSON(event, to: &out)
            out += "\n"
            if out.utf8.count >= 65_536 {
                bytes += out.utf8.count
                out.removeAll(keepingCapacity: true)
            }
        }
    }
    bytes += out.utf8.count
    print("simulate --json: \(jsonCount) events (\(bytes / 1_000_000) MB) in \(format(formatting)) -> \(perSecond(jsonCount, formatting)) events/s")
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
