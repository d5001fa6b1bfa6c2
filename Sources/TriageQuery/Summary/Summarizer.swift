import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// Counts events into ``ErrorSummary`` rows as they are read, in memory bounded by
/// the number of distinct errors (never by the number of lines).
///
/// Every event goes through the console's own ``CompiledQuery``: an error from an app
/// log is the event the console makes of it when it opens the log (its own flow,
/// `.result`/`.error`, the api column `pasted`), a session line is its event; so
/// `--where` keeps exactly what the console's filter would show.
public struct Summarizer {
    public let grouping: ErrorSummary.Grouping
    public let query: LogQuery?
    /// `--platform`: the platform of app-log errors whose text names none; without it such an
    /// error has no platform (shown `—`, matched by no `platform:` term).
    private let fallbackPlatform: Platform?

    /// Distinct errors; app-log errors are stored without their ids (correlation, trace)
    /// and description, so that a million errors of a few kinds make a few entries.
    private var table: [StoredDiagnosis] = []
    private var tableIndex: [Diagnosis: UInt32] = [:]
    private var compiled: CompiledQuery?

    private var totals = ErrorSummary.Totals()
    private var rows: [ErrorSummary.Row] = []
    private var rowMembers: [Set<UInt32>] = []
    private var rowByKey: [String: Int] = [:]
    /// For groupings that depend on the diagnosis only: its row, once known (-1: not yet).
    private var rowOfDiagnosis: [Int] = []
    private var importedFlows: UInt32 = 0

    public init(grouping: ErrorSummary.Grouping = .code, query: LogQuery? = nil, fallbackPlatform: Platform? = nil) {
        self.grouping = grouping
        self.query = query
        self.fallbackPlatform = fallbackPlatform
        self.compiled = query.map { CompiledQuery($0, diagnoses: []) }
    }

    /// Errors decoded from a chunk of an app log.
    public mutating func add(logErrors: [LocatedDiagnosis], input: Int, firstLine: Int) {
        for found in logErrors {
            var key = found.diagnosis
            let correlationId = key.correlationId
            key.correlationId = nil
            key.traceId = nil
            key.time = nil
            key.errorDescription = nil
            // A cut error counts with its kind; the totals say how many were cut.
            if key.isTruncated {
                key.isTruncated = false
                totals.truncatedErrors += 1
            }
            let index = intern(key)
            let line = firstLine + found.line - 1
            let platform = key.platform ?? fallbackPlatform
            // The event the console makes of an opened log's error (ImportedErrors.item, FeedPump);
            // its platform column holds a placeholder when the error names none (`platformKnown`).
            let error = AcquisitionEvent(
                time: 0, flow: 0, account: 0, platform: platform ?? .apple, step: .result,
                api: .acquireTokenSilent, outcome: .error, detail: UInt32(clamping: max(0, line)))
            let event = LogEvent(error, flow: .imported(importedFlows), diagnosis: StoreIndex(index))
            importedFlows &+= 1
            add(event, platformKnown: platform != nil, correlationId: correlationId, at: .line(input: input, line: line))
        }
    }

    /// A session line's event, whose `diagnosis` indexes `diagnoses` (the reader's table).
    public mutating func add(sessionEvent: AcquisitionEvent, isImported: Bool, diagnoses: [Diagnosis], input: Int) {
        var correlationId: String?
        var index: StoreIndex?
        if let ref = sessionEvent.diagnosis {
            correlationId = diagnoses[Int(ref.index)].correlationId
            index = StoreIndex(sessionIndex(ref.index, diagnoses))
        }
        let flow: FlowID
        if isImported {
            flow = .imported(importedFlows)
            importedFlows &+= 1
        } else {
            flow = .simulated(sessionEvent.flow)
        }
        add(LogEvent(sessionEvent, flow: flow, diagnosis: index), platformKnown: true, correlationId: correlationId,
            at: .time(input: input, milliseconds: sessionEvent.time))
    }

    /// Lines of a session that were not events.
    public mutating func countUnreadableLine() { totals.unreadableLines += 1 }

    public mutating func countLongLines(_ count: Int) { totals.longLines += count }

    /// The rows so far, most frequent first (ties: first seen first).
    public func summary(inputs: [String]) -> ErrorSummary {
        let order = rows.indices.sorted { rows[$0].count != rows[$1].count ? rows[$0].count > rows[$1].count : $0 < $1 }
        var sorted = order.map { rows[$0] }
        for index in sorted.indices { sorted[index].distinctErrors = rowMembers[order[index]].count }
        return ErrorSummary(grouping: grouping, query: query, inputs: inputs, totals: totals, rows: sorted)
    }

    // MARK: - Counting

    /// The session reader's tables are per input; each of its diagnoses maps into ours once.
    private var sessionMap: [UInt32] = []

    /// Starts a new session input (its reader numbers diagnoses from 0 again).
    public mutating func beginSession() {
        sessionMap.removeAll(keepingCapacity: true)
    }

    private mutating func sessionIndex(_ index: UInt32, _ diagnoses: [Diagnosis]) -> UInt32 {
        while sessionMap.count <= Int(index) {
            sessionMap.append(intern(diagnoses[sessionMap.count]))
        }
        return sessionMap[Int(index)]
    }

    private mutating func intern(_ diagnosis: Diagnosis) -> UInt32 {
        if let known = tableIndex[diagnosis] { return known }
        let index = UInt32(table.count)
        table.append(StoredDiagnosis(diagnosis))
        tableIndex[diagnosis] = index
        rowOfDiagnosis.append(-1)
        if compiled != nil { compiled!.update(adding: table[Int(index)...]) }
        return index
    }

    private mutating func add(_ event: LogEvent, platformKnown: Bool, correlationId: String?,
                              at position: ErrorSummary.Position) {
        totals.events += 1
        if let matched = compiled?.matches(event, platformKnown: platformKnown), !matched { return }
        totals.matchingEvents += 1
        // An error is what MSAL returned to the app: the `.result` that carries it. The server's
        // response before it and the app's decision after it carry the same diagnosis; counted
        // too, one failure would make three.
        guard let stored = event.diagnosis, event.step == .result else { return }
        totals.matchingErrors += 1
        let row = self.row(for: event, platformKnown: platformKnown, diagnosis: stored.value, at: position)
        rows[row].count += 1
        rows[row].lastSeen = position
        if rows[row].correlationIds.count < 3, let correlationId, !correlationId.isEmpty,
           !rows[row].correlationIds.contains(correlationId) {
            rows[row].correlationIds.append(correlationId)
        }
        if grouping != .code { rowMembers[row].insert(stored.value) }
    }

    private mutating func row(for event: LogEvent, platformKnown: Bool, diagnosis index: UInt32,
                              at position: ErrorSummary.Position) -> Int {
        let perDiagnosis = grouping != .platform && grouping != .flow && grouping != .api && grouping != .outcome
        if perDiagnosis, rowOfDiagnosis[Int(index)] >= 0 { return rowOfDiagnosis[Int(index)] }
        let entry = table[Int(index)]
        let platform = entry.diagnosis.platform ?? (platformKnown ? event.platform : nil)
        let key = groupKey(event, platform, entry)
        let row: Int
        if let known = rowByKey[key] {
            row = known
        } else {
            row = rows.count
            rowByKey[key] = row
            rows.append(ErrorSummary.Row(
                key: displayKey(event, platform, entry), count: 0, diagnosis: entry, platform: platform,
                firstSeen: position, lastSeen: position, correlationIds: [], distinctErrors: 1))
            rowMembers.append([index])
        }
        if perDiagnosis { rowOfDiagnosis[Int(index)] = row }
        return row
    }

    /// What makes two errors the same row. `--by code`: the error's platform and identifying
    /// fields, those of every error it wraps (an msal4j `CompletionException` has no code of
    /// its own; what it wraps tells one failure from another), and the action, so that one
    /// row never holds two actions.
    private func groupKey(_ event: LogEvent, _ platform: Platform?, _ entry: StoredDiagnosis) -> String {
        switch grouping {
        case .code:
            var fields = [platform?.rawValue ?? "", entry.advice.action.rawValue]
            var level: Diagnosis? = entry.diagnosis
            while let diagnosis = level {
                fields += [diagnosis.domain ?? "", diagnosis.code?.description ?? "",
                           diagnosis.internalSubCode.map(String.init) ?? "", diagnosis.oauthError ?? "",
                           diagnosis.subError ?? "", diagnosis.aadsts.first.map(String.init) ?? "",
                           diagnosis.httpStatus.map(String.init) ?? "", diagnosis.classification ?? ""]
                level = diagnosis.underlying
            }
            return fields.joined(separator: "\u{1F}")
        default:
            return displayKey(event, platform, entry)
        }
    }

    private func displayKey(_ event: LogEvent, _ platform: Platform?, _ entry: StoredDiagnosis) -> String {
        let diagnosis = entry.diagnosis
        switch grouping {
        case .code: return entry.label
        case .action: return entry.advice.action.rawValue
        case .aadsts: return diagnosis.aadsts.first.map { "AADSTS\($0)" } ?? "none"
        case .platform: return platform?.rawValue ?? DiagnosisField.missing
        case .domain: return diagnosis.domain ?? "none"
        case .flow:
            return event.flow.description
        case .api: return event.flow.isImported ? "pasted" : event.api.rawValue
        case .outcome: return event.outcome.rawValue
        }
    }
}
