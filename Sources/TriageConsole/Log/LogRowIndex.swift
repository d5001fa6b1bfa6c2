import AcquisitionSimulator
import TriageQuery

/// The rows the log pane can show: every event, or only those a filter keeps.
///
/// Without a filter no row table exists (row = event index); with one, the
/// table holds the kept event indices (4 bytes each), grown as events arrive.
public struct LogRowIndex: Sendable {
    public private(set) var filter: CompiledQuery?
    private var rows: [UInt32] = []
    private var unfilteredCount = 0

    public init() {}

    public var count: Int { filter == nil ? unfilteredCount : rows.count }

    public var isFiltered: Bool { filter != nil }

    /// The event index shown at `row`.
    public func eventIndex(atRow row: Int) -> Int {
        filter == nil ? row : Int(rows[row])
    }

    /// The row showing `eventIndex`, or the row of the nearest earlier kept event.
    public func row(ofEvent eventIndex: Int) -> Int? {
        guard filter != nil else { return eventIndex < unfilteredCount ? eventIndex : nil }
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if Int(rows[middle]) <= eventIndex { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Takes the events appended to `log` since the last call.
    public mutating func catchUp(with log: EventLog) {
        if var filter {
            filter.update(for: log.diagnoses)
            filter.update(realFlows: log.realFlows)
            for index in unfilteredCount..<log.count where filter.matches(log[index]) {
                rows.append(UInt32(index))
            }
            self.filter = filter
        }
        unfilteredCount = log.count
    }

    /// Replaces the filter (nil shows every event) and rebuilds the rows.
    public mutating func setFilter(_ query: LogQuery?, log: EventLog) {
        rows = []
        unfilteredCount = 0
        filter = query.map { CompiledQuery($0, diagnoses: log.diagnoses) }
        catchUp(with: log)
    }
}
