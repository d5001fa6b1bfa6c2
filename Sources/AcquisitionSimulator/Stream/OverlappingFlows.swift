/// The flows of a blend that are under way at the same time, merged into one
/// stream in time order (earlier-started flow first on equal times), as a real
/// app's log interleaves concurrent acquisitions.
///
/// Reuses its event buffers, so a long run allocates nothing per flow.
struct OverlappingFlows {
    private var flows: [[AcquisitionEvent]] = []
    private var positions: [Int] = []
    private var spare: [[AcquisitionEvent]] = []

    /// The time of the earliest event not yet taken, or nil when no flow is under way.
    var earliestTime: VirtualMilliseconds? {
        guard let index = earliestIndex() else { return nil }
        return flows[index][positions[index]].time
    }

    /// Takes over the events in `events` (leaving an empty buffer in their place).
    mutating func add(_ events: inout [AcquisitionEvent]) {
        guard !events.isEmpty else { return }
        var buffer = spare.popLast() ?? []
        swap(&buffer, &events)
        flows.append(buffer)
        positions.append(0)
    }

    /// The earliest event; its flow is dropped once it has no more.
    mutating func takeEarliest() -> AcquisitionEvent? {
        guard let index = earliestIndex() else { return nil }
        let event = flows[index][positions[index]]
        positions[index] += 1
        if positions[index] == flows[index].count {
            var finished = flows.remove(at: index)
            positions.remove(at: index)
            finished.removeAll(keepingCapacity: true)
            spare.append(finished)
        }
        return event
    }

    private func earliestIndex() -> Int? {
        guard !flows.isEmpty else { return nil }
        var best = 0
        var bestTime = flows[0][positions[0]].time
        for index in 1..<flows.count where flows[index][positions[index]].time < bestTime {
            best = index
            bestTime = flows[index][positions[index]].time
        }
        return best
    }
}
