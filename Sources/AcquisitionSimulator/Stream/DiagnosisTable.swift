import MSALErrorModel

/// The diagnoses a stream's events point to, interned: each distinct
/// (condition, platform, API, request) is built once and shared by every event that carries it.
///
/// `request` numbers the flow's requests to the token service (`RequestIDs`): an answer from
/// the service echoes its request's correlation id, so each flow's server errors carry ids of
/// their own, and a flow's retried request the same id. Errors that never reached the service
/// (offline, cancelled) have no ids and are shared across flows (request 0).
///
/// Not thread-safe; the console and the commands use it on one thread.
public final class DiagnosisTable {
    /// What one entry was built from.
    public struct Key: Hashable, Sendable {
        public var condition: Condition
        public var platform: Platform
        public var api: API
        /// The flow's request ids (`RequestIDs.seed`); 0 for a condition without a server answer.
        public var request: UInt64 = 0
    }

    private var keys: [Key] = []
    private var values: [Diagnosis] = []
    private var index: [Key: UInt32] = [:]
    /// What the platform reports for a (condition, platform, API), before a request's ids are
    /// stamped on it (key with request 0; nil: no error), and its number. Built once: every
    /// flow that reaches the service makes an entry of its own, and building a report is most
    /// of its cost.
    private var reports: [Key: (number: UInt32, diagnosis: Diagnosis)?] = [:]
    /// Each entry's report number (``reportIndex(_:)``).
    private var reportOf: [UInt32] = []
    /// The advice per report: a request's ids change no advice.
    private var advices: [Advice?] = []

    public init() {}

    /// How many distinct diagnoses the table holds.
    public var count: Int { values.count }

    /// The diagnosis an event points to.
    public subscript(ref: DiagnosisRef) -> Diagnosis { values[Int(ref.index)] }

    /// The condition, platform and API the diagnosis was built from.
    public func key(_ ref: DiagnosisRef) -> Key { keys[Int(ref.index)] }

    /// The advice for a diagnosis (computed once per report).
    public func advice(_ ref: DiagnosisRef) -> Advice {
        let report = reportIndex(ref)
        if let cached = advices[report] { return cached }
        let advice = AdviceEngine.advise(values[Int(ref.index)])
        advices[report] = advice
        return advice
    }

    /// The number of the platform report an entry was stamped from: entries with one number
    /// differ only in their request's correlation and trace ids, so what is worked out from
    /// anything else (advice, action, a summary without ids) can be kept per report.
    public func reportIndex(_ ref: DiagnosisRef) -> Int { Int(reportOf[Int(ref.index)]) }

    /// The platform lens: the same condition as another MSAL flavour reports it,
    /// or nil when that platform raises no error for it.
    public func diagnosis(_ ref: DiagnosisRef, as platform: Platform) -> Diagnosis? {
        let key = keys[Int(ref.index)]
        if key.platform == platform { return values[Int(ref.index)] }
        return PlatformReport.diagnosis(for: key.condition, on: platform, during: key.api)
            .map { RequestIDs.stamp($0, request: key.request) }
    }

    /// Interns the diagnosis for a condition; nil when the platform reports no error for it.
    public func ref(for condition: Condition, on platform: Platform, during api: API,
                    request: UInt64 = 0) -> DiagnosisRef? {
        let key = Key(condition: condition, platform: platform, api: api,
                      request: condition.serverAnswer == nil ? 0 : request)
        if let existing = index[key] { return DiagnosisRef(index: existing) }
        guard let report = report(Key(condition: condition, platform: platform, api: api)) else { return nil }
        let diagnosis = RequestIDs.stamp(report.diagnosis, request: key.request)
        let position = UInt32(values.count)
        keys.append(key)
        values.append(diagnosis)
        reportOf.append(report.number)
        index[key] = position
        return DiagnosisRef(index: position)
    }

    /// The platform's report for `key` (request 0) and its number, built on first use.
    private func report(_ key: Key) -> (number: UInt32, diagnosis: Diagnosis)? {
        if let known = reports[key] { return known }
        let report = PlatformReport.diagnosis(for: key.condition, on: key.platform, during: key.api)
            .map { (number: UInt32(advices.count), diagnosis: $0) }
        if report != nil { advices.append(nil) }
        reports[key] = .some(report)
        return report
    }
}
