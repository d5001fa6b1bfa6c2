import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Gives the same condition as another MSAL flavour reports it (the platform lens).
///
/// The simulator knows the condition behind each of its diagnoses; pasted
/// errors have none, so they are shown as they came.
public protocol PlatformTranslator: AnyObject {
    func diagnosis(_ ref: DiagnosisRef, as platform: Platform) -> Diagnosis?
}

/// The diagnoses of a session, each stored once however many events point to it.
public struct DiagnosisStore: Sendable {
    public private(set) var entries: [StoredDiagnosis] = []

    public init() {}

    public var count: Int { entries.count }

    public subscript(index: StoreIndex) -> StoredDiagnosis { entries[Int(index.value)] }

    /// Adds an entry and returns its index.
    @discardableResult
    public mutating func append(_ entry: StoredDiagnosis) -> StoreIndex {
        entries.append(entry)
        return StoreIndex(UInt32(entries.count - 1))
    }
}

extension CompiledQuery {
    /// Compiled over the session's diagnosis table.
    public init(_ query: LogQuery, diagnoses: DiagnosisStore) {
        self.init(query, diagnoses: diagnoses.entries[...])
    }

    /// Extends the tables to diagnoses added to the store since compiling.
    public mutating func update(for diagnoses: DiagnosisStore) {
        guard diagnosisCount < diagnoses.count else { return }
        update(adding: diagnoses.entries[diagnosisCount...])
    }
}
