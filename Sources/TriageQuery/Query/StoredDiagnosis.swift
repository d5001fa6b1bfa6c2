import AcquisitionSimulator
import MSALErrorModel

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

    public static func label(of diagnosis: Diagnosis) -> String {
        let candidates: [String?] = [
            diagnosis.codeName, diagnosis.code?.description, diagnosis.oauthError,
            diagnosis.aadsts.first.map { "AADSTS\($0)" }, diagnosis.b2cCodes.first.map { "AADB2C\($0)" },
            diagnosis.brokerStatus.map { "WAM \($0)" }, diagnosis.brokerErrorCode.map { "WAM error \($0)" },
            diagnosis.httpStatus.map { "HTTP \($0)" },
        ]
        guard var label = candidates.compactMap({ $0 }).first else {
            // A wrapper without a code of its own (msal4j's CompletionException) is named by
            // what it wraps, as `summarize` names it; `error` only when nothing is known.
            if let inner = ErrorSummary.wrapped(by: diagnosis) { return label(of: inner) }
            return "error"
        }
        if let sub = diagnosis.internalSubCodeName ?? diagnosis.internalSubCode.map(String.init) {
            label += " / \(sub)"
        } else if let first = diagnosis.aadsts.first, diagnosis.codeName != nil || diagnosis.code != nil {
            label += " AADSTS\(first)"
        }
        return label
    }
}
