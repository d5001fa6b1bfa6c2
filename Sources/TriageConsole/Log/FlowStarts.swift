import TriageQuery

/// The index of each flow's first event in the log, looked up by ``FlowID``.
///
/// Flow numbers are dense (the simulator and the importer count from 0 or 1), so they
/// index arrays: one array read per event instead of a hash, which matters when a
/// million-event session opens. A number far beyond the flows met so far (a hand-edited
/// or hostile session) goes to a dictionary instead, so memory stays in proportion to
/// the flows.
public struct FlowStarts: Sendable {
    /// Per flow number, the start index, or -1.
    private var simulated: [Int] = []
    private var imported: [Int] = []
    private var real: [Int] = []
    private var sparse: [FlowID: Int] = [:]
    /// How many flows have a start.
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    /// The memory the index holds, roughly (for the benchmark).
    public var bytes: Int {
        (simulated.capacity + imported.capacity + real.capacity) * MemoryLayout<Int>.stride
            + sparse.capacity * (MemoryLayout<FlowID>.stride + MemoryLayout<Int>.stride + 1)
    }

    public subscript(flow: FlowID) -> Int? {
        let number = Int(flow.number)
        let dense = switch flow.space {
        case .simulated: simulated
        case .imported: imported
        case .real: real
        }
        if number < dense.count { return dense[number] < 0 ? nil : dense[number] }
        return sparse[flow]
    }

    /// Records `index` as the start of `flow` unless it has one; true when it was new.
    public mutating func insertIfNew(_ flow: FlowID, at index: Int) -> Bool {
        let number = Int(flow.number)
        switch flow.space {
        case .imported: return Self.insert(number, flow, index, into: &imported, sparse: &sparse, count: &count)
        case .real: return Self.insert(number, flow, index, into: &real, sparse: &sparse, count: &count)
        case .simulated: break
        }
        return Self.insert(number, flow, index, into: &simulated, sparse: &sparse, count: &count)
    }

    private static func insert(_ number: Int, _ flow: FlowID, _ index: Int, into dense: inout [Int],
                               sparse: inout [FlowID: Int], count: inout Int) -> Bool {
        if number >= dense.count && number < 2 * count + 4096 {
            // Grow (doubling), and move the sparse entries the array now covers.
            let size = max(number + 1, dense.count * 2)
            dense.append(contentsOf: repeatElement(-1, count: size - dense.count))
            for (moved, start) in sparse where moved.space == flow.space && Int(moved.number) < size {
                dense[Int(moved.number)] = start
                sparse[moved] = nil
            }
        }
        if number < dense.count {
            guard dense[number] < 0 else { return false }
            dense[number] = index
        } else {
            guard sparse[flow] == nil else { return false }
            sparse[flow] = index
        }
        count += 1
        return true
    }
}
