import AcquisitionSimulator
import MSALErrorModel
import MSALLogFlows

/// A query turned into lookup tables over an event's compact columns and the
/// session's diagnoses, so that matching an event costs a few array reads and no
/// string work. The console's filter and search, and `summarize --where`, all match
/// through it.
public struct CompiledQuery: Sendable {
    private struct CompiledTerm: Sendable {
        var diagnosis: [Bool]
        var platform: [Bool]
        var step: [Bool]
        var api: [Bool]
        var outcome: [Bool]
        var decision: [Bool]
        var imported: Bool
        /// An MSAL log's step and API words, by ``RealWords``' bytes (real flows' events only).
        var realStep: [Bool] = CaseTable.none
        var realAPI: [Bool] = CaseTable.none
        /// A `cid:` term: per real flow (by number), whether its correlation id starts with the value.
        var cid: String?
        var realFlows: [Bool] = []
        /// An `api:` term: a pasted error's API is `pasted`, not the simulator's placeholder.
        var apiSkipsImported = false
        var flow: FlowID?
        /// True when an event without a diagnosis can still match (through its columns).
        var columnsCount: Bool
    }

    public let query: LogQuery
    private var terms: [CompiledTerm]

    /// `diagnoses`: the table the events' `StoreIndex`es index.
    public init(_ query: LogQuery, diagnoses: ArraySlice<StoredDiagnosis>) {
        self.query = query
        self.terms = query.terms.map { CompiledQuery.compile($0, diagnoses) }
    }

    /// The number of diagnoses the tables cover.
    public var diagnosisCount: Int { terms.first?.diagnosis.count ?? 0 }

    /// Extends the tables to diagnoses appended to the table since compiling
    /// (`added` starts at ``diagnosisCount``).
    public mutating func update(adding added: ArraySlice<StoredDiagnosis>) {
        for index in terms.indices {
            let term = query.terms[index]
            terms[index].diagnosis += added.map { term.matches($0) }
        }
    }

    /// Extends the `cid:` tables to the real flows appended since (`all`: every real flow so far).
    public mutating func update(realFlows all: [RealFlowEvents.Info]) {
        for index in terms.indices {
            guard let cid = terms[index].cid, terms[index].realFlows.count < all.count else { continue }
            terms[index].realFlows += all[terms[index].realFlows.count...].map { $0.correlationId?.hasPrefix(cid) ?? false }
        }
    }

    /// Whether `event` matches every term. `platformKnown: false`: the event's platform column
    /// is a placeholder (an app-log error that names no platform), which no term may match.
    public func matches(_ event: LogEvent, platformKnown: Bool = true) -> Bool {
        for term in terms {
            if let flow = term.flow {
                if event.flow != flow { return false }
                continue
            }
            if term.cid != nil, event.isReal {
                // A real flow's rows by the flow's own id only: an error text naming another id (msal
                // replaying a throttled answer under the id of the call it first came to) is not this flow.
                let number = Int(event.flow.number)
                if number < term.realFlows.count, term.realFlows[number] { continue }
                return false
            }
            if let index = event.diagnosis, Int(index.value) < term.diagnosis.count, term.diagnosis[Int(index.value)] {
                continue
            }
            if term.cid != nil { return false }
            guard term.columnsCount else { return false }
            // A real flow's step and API columns show the log's words, which its terms match.
            let real = event.isReal
            let hit = (platformKnown && term.platform[CaseTable.slot(event.platform)])
                || (real ? term.realStep[Int(event.realWords.stepByte)] : term.step[CaseTable.slot(event.step)])
                || (real ? term.realAPI[Int(event.realWords.apiByte & 0x0F)]
                    : !(term.apiSkipsImported && event.isImported) && term.api[CaseTable.slot(event.api)])
                || term.outcome[CaseTable.slot(event.outcome)]
                || (event.decision.map { term.decision[CaseTable.slot($0)] } ?? false)
                || (term.imported && event.isImported)
            if !hit { return false }
        }
        return true
    }

    private static func compile(_ term: LogQuery.Term, _ entries: ArraySlice<StoredDiagnosis>) -> CompiledTerm {
        var compiled = CompiledTerm(
            diagnosis: entries.map { term.matches($0) },
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
            compiled.realStep = realStepTable { $0.name.contains(word) }
            compiled.realAPI = realAPITable { $0.rawValue.contains(word) }
            compiled.columnsCount = true
        case .api(let name):
            compiled.api = CaseTable.of { (api: API) in ColumnText.api(api) == name }
            compiled.realAPI = realAPITable { $0.rawValue == name }
            compiled.imported = name == ColumnText.importedAPI
            compiled.apiSkipsImported = true
            compiled.columnsCount = true
        case .cid(let value):
            compiled.cid = value
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

    /// A table over ``RealWords``' step byte: which of an MSAL log's steps match.
    private static func realStepTable(_ predicate: (StepKind) -> Bool) -> [Bool] {
        var table = CaseTable.none
        for step in StepKind.allCases where predicate(step) {
            table[Int(RealWords(step: step, api: .unknown, platform: nil).stepByte)] = true
        }
        return table
    }

    /// A table over ``RealWords``' API nibble: which of an MSAL log's APIs match.
    private static func realAPITable(_ predicate: (FlowAPI) -> Bool) -> [Bool] {
        var table = CaseTable.none
        for api in FlowAPI.allCases where predicate(api) {
            table[Int(RealWords(step: .context, api: api, platform: nil).apiByte & 0x0F)] = true
        }
        return table
    }
}

extension LogQuery.Term {
    /// Whether the term matches a diagnosis (the event's columns are matched through
    /// ``CompiledQuery``'s tables).
    public func matches(_ entry: StoredDiagnosis) -> Bool {
        let diagnosis = entry.diagnosis
        switch self {
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
        case .cid(let value):
            // An imported error's own id; a real flow's events are matched by their flow's id.
            return diagnosis.correlationId?.lowercased().hasPrefix(value) ?? false
        case .platform, .outcome, .flow, .api:
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
