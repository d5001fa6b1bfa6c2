import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// Reads the lines of a session export (`simulate --json`, the console's `x`: the
/// ``EventJSONLine`` shape) back into events, so an exported session can be reopened
/// (`console --open`) and summarised.
///
/// A million lines must read in well under a second, so a line is walked once as
/// bytes: no JSON value tree, no `String` per field. Each distinct `diagnosis` object
/// is parsed, redacted and stored once however many lines carry it
/// (``SessionDiagnoses``); the event's `diagnosis` is its index in ``diagnoses``.
public struct SessionLineReader {
    /// Why a line is not an event of the export shape.
    public struct LineProblem: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// One line read: the event, and whether it is an error someone brought in (the
    /// export writes those with the api `pasted` and the scenario `imported`).
    public struct Line: Sendable {
        public var event: AcquisitionEvent
        public var isImported: Bool
    }

    /// The distinct diagnoses met so far; `event.diagnosis` indexes this.
    public var diagnoses: [Diagnosis] { table.diagnoses }
    /// The scenario names met so far; `event.scenario` indexes this.
    public private(set) var scenarioNames: [String] = []

    private var table = SessionDiagnoses()
    private let scanner = ExportLineScanner()

    public init() {}

    /// True when `text` starts like a session export: after blanks, a JSON object whose
    /// first key is `"t"` (every export line starts `{"t":`). App logs never do.
    ///
    /// One damaged line must not turn a session into an app log (0 events, no warning): of the
    /// first ``sessionSniffLines`` non-blank lines in `text`, the first, or at least half, starting
    /// that way make a session; its bad lines are then reported one by one.
    public static func looksLikeSession(_ text: some Collection<UInt8>) -> Bool {
        var bytes = Array(text)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var seen = 0, sessionLines = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let start = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if start.isEmpty { continue }
            let isSession = startsLikeEvent(start)
            if seen == 0 && isSession { return true }
            seen += 1
            if isSession { sessionLines += 1 }
            if seen == sessionSniffLines { break }
        }
        return sessionLines > 0 && sessionLines * 2 >= seen
    }

    /// How many first non-blank lines ``looksLikeSession(_:)`` looks at.
    public static let sessionSniffLines = 5

    private static func startsLikeEvent(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: "{") else { return false }
        let rest = line.dropFirst().drop { $0 == 0x20 || $0 == 0x09 }
        return rest.starts(with: Array("\"t\"".utf8))
    }

    /// One line (without its newline) as an event; its `diagnosis` indexes ``diagnoses``.
    public mutating func event(line: UnsafeBufferPointer<UInt8>) -> Result<Line, LineProblem> {
        if let fields = scanner.scan(line), let read = resolve(fields, line: line) { return .success(read) }
        return generalEvent(line: line)
    }

    /// A chunk's lines scanned (``ExportLineScanner``, on any thread) and looked up in the
    /// tables as they were before it (only read here); what they lack is left for ``deliver``.
    func scanned(_ chunk: LineChunk) -> [ExportLineScanner.ScannedLine] {
        let known = table, scenarios = scenarioBytes
        var lines = scanner.scanLines(of: chunk)
        var lastScenario = 0
        chunk.bytes.withUnsafeBufferPointer { bytes in
            for index in lines.indices {
                guard var fields = lines[index].fields else { continue }
                Self.lookUp(&fields, in: UnsafeBufferPointer(rebasing: bytes[lines[index].range]),
                            table: known, scenarios: scenarios, lastScenario: &lastScenario)
                lines[index].fields = fields
            }
        }
        return lines
    }

    /// The scanned lines of `chunk` in order, as ``event(line:)`` reads them, with their
    /// numbers and the diagnoses met so far (which the events index): what is new to the
    /// tables, and every line not of the exact shape, is read here.
    mutating func deliver(_ chunk: LineChunk, _ lines: [ExportLineScanner.ScannedLine],
                          _ body: (Result<Line, LineProblem>, Int, [Diagnosis]) -> Void) {
        chunk.bytes.withUnsafeBufferPointer { bytes in
            for scannedLine in lines {
                let line = UnsafeBufferPointer(rebasing: bytes[scannedLine.range])
                if let fields = scannedLine.fields, let read = resolve(fields, line: line) {
                    body(.success(read), scannedLine.number, table.diagnoses)
                } else {
                    let result = generalEvent(line: line)
                    body(result, scannedLine.number, table.diagnoses)
                }
            }
        }
    }

    /// A line read key by key with ``JSONCursor``: any order, blanks, escapes, unknown keys.
    private mutating func generalEvent(line: UnsafeBufferPointer<UInt8>) -> Result<Line, LineProblem> {
        var cursor = JSONCursor(bytes: line)
        var event = AcquisitionEvent(time: 0, flow: 0, account: 0, platform: .apple, step: .result,
                                     api: .acquireTokenSilent, outcome: .info)
        var seen: UInt16 = 0
        var imported = false
        do {
            try cursor.expect(UInt8(ascii: "{"))
            if try !cursor.closes(UInt8(ascii: "}")) {
                repeat {
                    let key = try cursor.key()
                    let field = EventField(key)
                    seen |= field.map { 1 << $0.rawValue } ?? 0
                    try read(field, from: &cursor, into: &event, imported: &imported)
                } while try cursor.nextMember()
            }
            try cursor.end()
        } catch {
            return .failure(error)
        }
        guard seen & EventField.required == EventField.required else {
            let missing = EventField.allCases.filter { EventField.required & (1 << $0.rawValue) != 0 && seen & (1 << $0.rawValue) == 0 }
            return .failure(LineProblem(description: "no \(missing.map { "\"\($0.name)\"" }.joined(separator: ", ")) field"))
        }
        return .success(Line(event: event, isImported: imported))
    }

    /// A line the scanner read: its scenario and diagnosis as indexes of the tables; nil
    /// (the general reader decides) for a diagnosis not met yet.
    private mutating func resolve(_ fields: ExportLineScanner.Fields, line: UnsafeBufferPointer<UInt8>) -> Line? {
        var event = fields.event
        if let index = fields.diagnosisIndex {
            event.diagnosis = DiagnosisRef(index: index)
        } else if let range = fields.diagnosis {
            guard let index = table.knownIndex(of: UnsafeBufferPointer(rebasing: line[range])) else { return nil }
            event.diagnosis = DiagnosisRef(index: index)
        }
        event.scenario = fields.scenarioIndex ?? scenarioIndex(UnsafeBufferPointer(rebasing: line[fields.scenario]))
        return Line(event: event, isImported: fields.isImported)
    }

    /// The indexes of a scanned line's diagnosis and scenario in tables that are only read
    /// (on a scanning thread); what they do not hold yet is left nil.
    /// `lastScenario`: where the previous line's scenario was found, tried first (a blend's
    /// lines mostly come from one or two scenarios).
    private static func lookUp(_ fields: inout ExportLineScanner.Fields, in line: UnsafeBufferPointer<UInt8>,
                               table: SessionDiagnoses, scenarios: [(bytes: [UInt8], index: UInt16)],
                               lastScenario: inout Int) {
        if let range = fields.diagnosis {
            fields.diagnosisIndex = table.knownIndex(of: UnsafeBufferPointer(rebasing: line[range]))
        }
        let name = UnsafeBufferPointer(rebasing: line[fields.scenario])
        if lastScenario < scenarios.count, JSONCursor.same(name, scenarios[lastScenario].bytes) {
            fields.scenarioIndex = scenarios[lastScenario].index
            return
        }
        for position in scenarios.indices where JSONCursor.same(name, scenarios[position].bytes) {
            fields.scenarioIndex = scenarios[position].index
            lastScenario = position
            break
        }
    }

    private mutating func read(_ field: EventField?, from cursor: inout JSONCursor,
                               into event: inout AcquisitionEvent, imported: inout Bool) throws(LineProblem) {
        switch field {
        case .time: event.time = try cursor.unsigned(max: UInt64.max, field: "t")
        case .flow: event.flow = UInt32(try cursor.unsigned(max: UInt64(UInt32.max), field: "flow"))
        case .account: event.account = UInt16(try cursor.unsigned(max: UInt64(UInt16.max), field: "account"))
        case .detail: event.detail = UInt32(try cursor.unsigned(max: UInt64(UInt32.max), field: "detail"))
        case .platform: event.platform = try cursor.word(EventWords.platforms, field: "platform")
        case .step: event.step = try cursor.word(EventWords.steps, field: "step")
        case .outcome: event.outcome = try cursor.word(EventWords.outcomes, field: "outcome")
        case .api:
            // `pasted`: an error someone brought in (the console gives it a flow of its own).
            let api = try cursor.word(EventWords.apis, field: "api", otherwise: (EventWords.pasted, nil))
            event.api = api ?? .acquireTokenSilent
            imported = api == nil
        case .decision:
            event.decision = try cursor.isNull() ? nil : try cursor.word(EventWords.decisions, field: "decision")
        case .scenario:
            let name = try cursor.string(field: "scenario")
            event.scenario = scenarioIndex(name)
        case .diagnosis:
            if try cursor.isNull() {
                event.diagnosis = nil
            } else {
                let object = try cursor.compound(field: "diagnosis")
                event.diagnosis = DiagnosisRef(index: try table.index(of: object))
            }
        case .action, nil:
            // The action is worked out again from the diagnosis; unknown keys are skipped.
            try cursor.skipValue()
        }
    }

    /// The scenario names as written (escapes and all) and their index: a session has a
    /// few, met on every line.
    private var scenarioBytes: [(bytes: [UInt8], index: UInt16)] = []

    private mutating func scenarioIndex(_ name: UnsafeBufferPointer<UInt8>) -> UInt16 {
        for known in scenarioBytes where JSONCursor.same(name, known.bytes) { return known.index }
        let text = VisibleText.make(String(decoding: name, as: UTF8.self))
        let index = UInt16(clamping: scenarioNames.firstIndex(of: text) ?? {
            scenarioNames.append(text)
            return scenarioNames.count - 1
        }())
        if scenarioBytes.count < 64 { scenarioBytes.append((Array(name), index)) }
        return index
    }
}

/// The keys of an event line, and which must be present.
enum EventField: Int, CaseIterable {
    case time, flow, scenario, account, platform, step, api, outcome, detail, decision, action, diagnosis

    static let required: UInt16 = [EventField.time, .flow, .platform, .step, .outcome]
        .reduce(0) { $0 | 1 << $1.rawValue }

    var name: String {
        switch self {
        case .time: "t"
        case .flow: "flow"
        case .scenario: "scenario"
        case .account: "account"
        case .platform: "platform"
        case .step: "step"
        case .api: "api"
        case .outcome: "outcome"
        case .detail: "detail"
        case .decision: "decision"
        case .action: "action"
        case .diagnosis: "diagnosis"
        }
    }

    private static let names: [[UInt8]] = allCases.map { Array($0.name.utf8) }

    /// Told by length and first byte (unique among the keys), then checked whole.
    init?(_ key: UnsafeBufferPointer<UInt8>) {
        guard let first = key.first else { return nil }
        let candidate: EventField?
        switch (key.count, first) {
        case (1, UInt8(ascii: "t")): candidate = .time
        case (4, UInt8(ascii: "f")): candidate = .flow
        case (4, UInt8(ascii: "s")): candidate = .step
        case (8, UInt8(ascii: "s")): candidate = .scenario
        case (8, UInt8(ascii: "p")): candidate = .platform
        case (8, UInt8(ascii: "d")): candidate = .decision
        case (7, UInt8(ascii: "a")): candidate = .account
        case (7, UInt8(ascii: "o")): candidate = .outcome
        case (3, UInt8(ascii: "a")): candidate = .api
        case (6, UInt8(ascii: "d")): candidate = .detail
        case (6, UInt8(ascii: "a")): candidate = .action
        case (9, UInt8(ascii: "d")): candidate = .diagnosis
        default: candidate = nil
        }
        guard let candidate, JSONCursor.same(key, EventField.names[candidate.rawValue]) else { return nil }
        self = candidate
    }
}

/// The raw values of the event enums as bytes, matched without making strings.
enum EventWords {
    static let platforms = table(Platform.self)
    static let steps = table(Step.self)
    static let outcomes = table(Outcome.self)
    static let apis: [([UInt8], API?)] = table(API.self).map { ($0.0, Optional($0.1)) }
    static let decisions = table(HandlerDecision.self)
    static let pasted: [UInt8] = Array("pasted".utf8)

    private static func table<T: CaseIterable & RawRepresentable>(_: T.Type) -> [([UInt8], T)] where T.RawValue == String {
        T.allCases.map { (Array($0.rawValue.utf8), $0) }
    }
}
