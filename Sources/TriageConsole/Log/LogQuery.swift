import AcquisitionSimulator
import MSALErrorModel

/// A filter or search as the person typed it: space-separated terms, all of
/// which must match. A term is plain text (a case-insensitive substring of the
/// row or of the error's names and codes) or `key:value` with key `domain`,
/// `code`, `action`, `platform`, `outcome` or `flow`.
public struct LogQuery: Hashable, Sendable {
    public enum Term: Hashable, Sendable {
        case text(String)
        case domain(String)
        case code(String)
        case action(String)
        case platform(String)
        case outcome(String)
        case flow(FlowID)
    }

    public let source: String
    public let terms: [Term]

    /// Parses `source`; an unknown `key:` or an empty value is an error naming the fix.
    public static func parse(_ source: String) -> Result<LogQuery, QueryError> {
        var terms: [Term] = []
        for word in source.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let word = String(word)
            guard let colon = word.firstIndex(of: ":"), word.first != ":" else {
                terms.append(.text(word.lowercased()))
                continue
            }
            let key = word[..<colon].lowercased()
            let value = String(word[word.index(after: colon)...]).lowercased()
            if value.isEmpty { return .failure(QueryError(message: "'\(key):' needs a value, e.g. \(key):\(example(key))")) }
            switch key {
            case "domain": terms.append(.domain(value))
            case "code": terms.append(.code(value))
            case "action":
                guard RecommendedAction(rawValue: value) != nil else {
                    let names = RecommendedAction.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown action '\(value)'; one of: \(names)"))
                }
                terms.append(.action(value))
            case "platform":
                guard Platform(rawValue: value) != nil else {
                    let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown platform '\(value)'; one of: \(names)"))
                }
                terms.append(.platform(value))
            case "outcome":
                guard Outcome(rawValue: value) != nil else {
                    let names = Outcome.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(QueryError(message: "unknown outcome '\(value)'; one of: \(names)"))
                }
                terms.append(.outcome(value))
            case "flow":
                let digits = value.hasPrefix("#") ? value.dropFirst() : Substring(value)
                let imported = digits.lowercased().hasPrefix("p")
                guard let number = UInt32(imported ? digits.dropFirst() : digits), !imported || number > 0 else {
                    return .failure(QueryError(message: "flow needs a number, e.g. flow:12 (or flow:p3 for the third pasted error)"))
                }
                terms.append(.flow(imported ? .imported(number - 1) : .simulated(number)))
            default:
                // Not one of ours (an AADSTS URL, a time): plain text.
                terms.append(.text(word.lowercased()))
            }
        }
        return .success(LogQuery(source: source, terms: terms))
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "domain": "MSALErrorDomain"
        case "code": "-50002"
        case "action": "interactive_auth"
        case "platform": "dotnet"
        case "outcome": "error"
        default: "1"
        }
    }

    /// The plain-text words, for highlighting inside a row.
    public var textWords: [String] {
        terms.compactMap { if case .text(let word) = $0 { word } else { nil } }
    }
}

/// Why a query could not be used.
public struct QueryError: Error, Hashable, Sendable {
    public let message: String
}

/// A query turned into lookup tables over the log's compact columns, so that
/// matching an event costs a few array reads and no string work.
public struct CompiledQuery: Sendable {
    private struct CompiledTerm: Sendable {
        var diagnosis: [Bool]
        var platform: [Bool]
        var step: [Bool]
        var api: [Bool]
        var outcome: [Bool]
        var decision: [Bool]
        var imported: Bool
        var flow: FlowID?
        /// True when an event without a diagnosis can still match (through its columns).
        var columnsCount: Bool
    }

    public let query: LogQuery
    private var terms: [CompiledTerm]

    public init(_ query: LogQuery, diagnoses: DiagnosisStore) {
        self.query = query
        self.terms = query.terms.map { CompiledQuery.compile($0, diagnoses.entries[...]) }
    }

    /// Extends the tables to diagnoses added since compiling.
    public mutating func update(for diagnoses: DiagnosisStore) {
        for index in terms.indices where terms[index].diagnosis.count < diagnoses.count {
            let new = diagnoses.entries[terms[index].diagnosis.count...]
            let term = query.terms[index]
            terms[index].diagnosis += new.map { CompiledQuery.matches(term, $0) }
        }
    }

    public func matches(_ event: LogEvent) -> Bool {
        for term in terms {
            if let flow = term.flow {
                if event.flow != flow { return false }
                continue
            }
            if let index = event.diagnosis, Int(index.value) < term.diagnosis.count, term.diagnosis[Int(index.value)] {
                continue
            }
            guard term.columnsCount else { return false }
            let hit = term.platform[CaseTable.slot(event.platform)]
                || term.step[CaseTable.slot(event.step)]
                || term.api[CaseTable.slot(event.api)]
                || term.outcome[CaseTable.slot(event.outcome)]
                || (event.decision.map { term.decision[CaseTable.slot($0)] } ?? false)
                || (term.imported && event.isImported)
            if !hit { return false }
        }
        return true
    }

    private static func compile(_ term: LogQuery.Term, _ entries: ArraySlice<StoredDiagnosis>) -> CompiledTerm {
        var compiled = CompiledTerm(
            diagnosis: entries.map { matches(term, $0) },
            platform: CaseTable.none, step: CaseTable.none, api: CaseTable.none, outcome: CaseTable.none,
            decision: CaseTable.none, imported: false, flow: nil, columnsCount: false)
        switch term {
        case .text(let word):
            compiled.platform = CaseTable.of { (platform: Platform) in
                ColumnText.platform(platform).lowercased().contains(word) || platform.rawValue.contains(word)
            }
            compiled.step = CaseTable.of { (step: Step) in ColumnText.step(step).lowercased().contains(word) }
            compiled.api = CaseTable.of { (api: API) in
                ColumnText.api(api).lowercased().contains(word) || api.rawValue.lowercased().contains(word)
            }
            compiled.outcome = CaseTable.of { (outcome: Outcome) in
                ColumnText.outcome(outcome).lowercased().contains(word)
            }
            compiled.decision = CaseTable.of { (decision: HandlerDecision) in
                decision.rawValue.lowercased().contains(word)
            }
            compiled.imported = ColumnText.importedAPI.contains(word)
            compiled.columnsCount = true
        case .platform(let name):
            compiled.platform = CaseTable.of { (platform: Platform) in platform.rawValue == name }
            compiled.columnsCount = true
        case .outcome(let name):
            compiled.outcome = CaseTable.of { (outcome: Outcome) in outcome.rawValue == name }
            compiled.columnsCount = true
        case .flow(let flow):
            compiled.flow = flow
        case .domain, .code, .action:
            break
        }
        return compiled
    }

    private static func matches(_ term: LogQuery.Term, _ entry: StoredDiagnosis) -> Bool {
        let diagnosis = entry.diagnosis
        switch term {
        case .text(let word):
            return entry.searchText.contains(word)
        case .domain(let domain):
            return diagnosis.domain?.lowercased() == domain
        case .code(let code):
            let candidates = [
                diagnosis.code?.description, diagnosis.codeName, diagnosis.internalSubCode.map(String.init),
                diagnosis.internalSubCodeName, diagnosis.oauthError, diagnosis.subError,
            ].compactMap { $0?.lowercased() } + diagnosis.aadsts.flatMap { [String($0), "aadsts\($0)"] }
            return candidates.contains(code)
        case .action(let action):
            return entry.advice.action.rawValue == action
        case .platform, .outcome, .flow:
            // Answered by the event's own columns (the platform that reported it).
            return false
        }
    }
}

/// A yes/no per case of a payload-free enum, read by the case's one-byte tag
/// (no `allCases` array, no hashing: matching a million events stays cheap).
enum CaseTable {
    static let none = [Bool](repeating: false, count: 256)

    static func slot<T: CaseIterable>(_ value: T) -> Int {
        withUnsafeBytes(of: value) { $0.isEmpty ? 0 : Int($0[0]) }
    }

    static func of<T: CaseIterable>(_ predicate: (T) -> Bool) -> [Bool] {
        var table = none
        for value in T.allCases where predicate(value) { table[slot(value)] = true }
        return table
    }
}
