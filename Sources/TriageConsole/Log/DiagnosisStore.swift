import AcquisitionSimulator
import MSALErrorModel

/// Gives the same condition as another MSAL flavour reports it (the platform lens).
///
/// The simulator knows the condition behind each of its diagnoses; pasted
/// errors have none, so they are shown as they came.
public protocol PlatformTranslator: AnyObject {
    func diagnosis(_ ref: DiagnosisRef, as platform: Platform) -> Diagnosis?
}

/// One diagnosis the log refers to, with what the console needs of it precomputed
/// once (label, advice, lower-cased search text) so that no frame or filter
/// formats strings per event.
public struct StoredDiagnosis: Sendable {
    public var diagnosis: Diagnosis
    public var advice: Advice
    /// What the log's last column shows: the code name, else the raw code.
    public var label: String
    /// Domain, code, names, OAuth error, sub-error and AADSTS codes, lower-cased.
    public var searchText: String
    /// Where the lens can look this condition up, when it came from the simulator.
    public var simulatorRef: DiagnosisRef?

    public init(_ diagnosis: Diagnosis, simulatorRef: DiagnosisRef? = nil) {
        self.diagnosis = diagnosis
        self.advice = AdviceEngine.advise(diagnosis)
        self.simulatorRef = simulatorRef
        self.label = StoredDiagnosis.label(of: diagnosis)
        self.searchText = StoredDiagnosis.searchText(diagnosis.fields(advice: advice, locale: .en))
    }

    /// The fields a search looks in, from the one field list; the HTTP status also as `http 429`.
    static let searchedFields: Set<DiagnosisField.Key> = [
        .domain, .code, .internalSubCode, .oauthError, .subError, .classification, .brokerErrorCode, .brokerStatus,
        .aadsts, .httpStatus, .action,
    ]

    static func searchText(_ fields: [DiagnosisField]) -> String {
        var words: [String] = []
        for field in fields where searchedFields.contains(field.key) {
            guard let value = field.value else { continue }
            words.append(field.key == .httpStatus ? "http \(value)" : value)
        }
        return words.joined(separator: " ").lowercased()
    }

    static func label(of diagnosis: Diagnosis) -> String {
        let candidates: [String?] = [
            diagnosis.codeName, diagnosis.code?.description, diagnosis.oauthError,
            diagnosis.aadsts.first.map { "AADSTS\($0)" }, diagnosis.b2cCodes.first.map { "AADB2C\($0)" },
            diagnosis.brokerStatus.map { "WAM \($0)" }, diagnosis.brokerErrorCode.map { "WAM error \($0)" },
            diagnosis.httpStatus.map { "HTTP \($0)" },
        ]
        var label = candidates.compactMap { $0 }.first ?? "error"
        if let sub = diagnosis.internalSubCodeName ?? diagnosis.internalSubCode.map(String.init) {
            label += " / \(sub)"
        } else if let first = diagnosis.aadsts.first, diagnosis.codeName != nil || diagnosis.code != nil {
            label += " AADSTS\(first)"
        }
        return label
    }
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
