import MSALErrorModel
import MSALLogFlows

/// `summarize --by api|outcome|platform` over MSAL logs: per group, the acquisitions, the
/// failures, p50 and p95 durations and the distinct errors with their counts and actions.
/// Memory is bounded: durations are a bounded sample, errors are kept once per distinct error.
public struct FlowSummary {
    public enum Grouping: String, Sendable {
        case flow, api, outcome, platform
    }

    public struct DistinctError: Sendable {
        public var name: String
        public var action: String
        public var count: Int
    }

    public struct Group: Sendable {
        public var key: String
        public var flows = 0
        public var failures = 0
        public var unknown = 0
        var durations = DurationSample()
        var errorIndex: [Diagnosis: Int] = [:]
        public var errors: [DistinctError] = []
        public var otherErrors = 0

        public var p50: Double? { durations.percentile(50) }
        public var p95: Double? { durations.percentile(95) }
    }

    public let grouping: Grouping
    public private(set) var groups: [Group] = []
    private var groupIndex: [String: Int] = [:]
    public private(set) var flows = 0
    public private(set) var failures = 0

    /// The most distinct errors kept per group (the rest are counted together).
    static let maximumErrors = 1000

    public init(grouping: Grouping) { self.grouping = grouping }

    public mutating func add(_ flow: LogFlow) {
        flows += 1
        if flow.outcome == .error { failures += 1 }
        let key: String
        switch grouping {
        case .api, .flow: key = flow.api.rawValue
        case .outcome: key = flow.outcome.rawValue
        case .platform: key = flow.platform?.rawValue ?? DiagnosisField.missing
        }
        let index: Int
        if let known = groupIndex[key] {
            index = known
        } else {
            index = groups.count
            groupIndex[key] = index
            groups.append(Group(key: key))
        }
        groups[index].flows += 1
        switch flow.outcome {
        case .error: groups[index].failures += 1
        case .unknown: groups[index].unknown += 1
        case .success: break
        }
        if let duration = flow.durationMilliseconds { groups[index].durations.add(duration) }
        if var error = flow.error {
            error.correlationId = nil
            error.traceId = nil
            error.time = nil
            error.errorDescription = nil
            if let known = groups[index].errorIndex[error] {
                groups[index].errors[known].count += 1
            } else if groups[index].errors.count < Self.maximumErrors {
                let stored = StoredDiagnosis(error)
                groups[index].errorIndex[error] = groups[index].errors.count
                groups[index].errors.append(DistinctError(name: ErrorSummary.name(of: error), action: stored.advice.action.rawValue, count: 1))
            } else {
                groups[index].otherErrors += 1
            }
        }
    }

    /// Groups with the most acquisitions first (ties: first seen first); errors most frequent first.
    public var sortedGroups: [Group] {
        let order = groups.indices.sorted { groups[$0].flows != groups[$1].flows ? groups[$0].flows > groups[$1].flows : $0 < $1 }
        return order.map { index in
            var group = groups[index]
            group.errors = group.errors.enumerated().sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }.map(\.element)
            return group
        }
    }
}

/// Durations kept for percentiles: all of them up to a bound, then a uniform sample
/// (reservoir sampling with a fixed seed, so a run is repeatable).
struct DurationSample: Sendable {
    static let capacity = 100_000
    private var values: [Double] = []
    private var seen = 0
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func add(_ value: Double) {
        seen += 1
        if values.count < Self.capacity {
            values.append(value)
            return
        }
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let slot = Int((state >> 33) % UInt64(seen))
        if slot < Self.capacity { values[slot] = value }
    }

    /// The nearest-rank percentile, or nil without durations.
    func percentile(_ percent: Int) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = max(1, Int((Double(percent) / 100 * Double(sorted.count)).rounded(.up)))
        return sorted[min(rank, sorted.count) - 1]
    }
}
