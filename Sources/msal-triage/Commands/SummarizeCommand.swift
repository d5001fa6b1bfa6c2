import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import MSALLogFlows
import TriageQuery

/// `msal-triage summarize FILE… | -`: what went wrong in a big log, how often, and
/// what to do. The reading and counting live in `TriageQuery` (`Summarizer`).
struct SummarizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summarize",
        abstract: "Count the errors in app logs and session exports: one row per distinct error.",
        discussion: """
            Reads each FILE (- for standard input) whole, in bounded memory, at any size. App logs are \
            decoded like 'explain' does; session exports ('simulate --json', the console's x) are read \
            as events. Which one a file is, is told by its content. Rows are sorted by count, totals on \
            top; the total of matching events is always printed. --where takes the console's filter \
            terms, all of which must match: plain words (quoted when they hold a colon: '"acton:x"'), action:, \
            code:, domain:, platform:, outcome:, flow:; an unknown key is an error. \
            With --by flow, api or outcome (and --by platform when the log holds MSAL's own lines), an app log is \
            read into MSAL flows: --by flow lists each acquisition (one JSON object per flow with --json), the \
            others count acquisitions and failures per group with p50/p95 durations and the distinct errors.
            """)

    @Argument(help: "App logs or session exports; - for standard input.")
    var files: [String]

    @Option(name: .customLong("where"), help: "Count only events matching these filter terms (e.g. 'action:interactive_auth platform:dotnet').")
    var whereTerms: String?

    @Option(help: "Group rows by: \(ErrorSummary.Grouping.allCases.map(\.rawValue).joined(separator: ", ")).")
    var by: ErrorSummary.Grouping = .code

    @Flag(help: "Print JSON lines: a totals object, then one object per row.")
    var json = false

    @Option(help: "Platform of app-log errors whose text does not name one (default: none, shown as —).")
    var platform: Platform?

    func validate() throws {
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        _ = try query()
    }

    /// The `--where` terms, parsed by the console's own parser; a wrong one is this command's
    /// usage error (exit 64, with summarize's usage).
    private func query() throws -> LogQuery? {
        guard let whereTerms else { return nil }
        switch LogQuery.parse(whereTerms) {
        case .success(let parsed): return parsed
        case .failure(let error): throw ValidationError("--where: \(error.message)")
        }
    }

    func run() throws {
        let query = try query()
        BigInputMemory.prepare()
        let flowGrouping: FlowSummary.Grouping? = query == nil ? FlowSummary.Grouping(rawValue: by.rawValue) : nil
        var flowOutput = FlowOutput(grouping: flowGrouping, json: json)
        var sessionsOrErrors = 0
        var summarizer = Summarizer(grouping: by, query: query, fallbackPlatform: platform)
        var kinds: [SummaryReading.InputKind] = []
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        for (index, file) in files.enumerated() {
            let opened: InputFile.Opened?
            do {
                opened = file == "-" ? nil : try InputFile.open(
                    file, accepts: .streams, fix: "give the path of a readable file, or - for standard input")
            } catch {
                Self.say("msal-triage: error: \(error.message)")
                throw ExitCode(66)
            }
            defer { if let opened { close(opened.descriptor) } }
            let name = file == "-" ? "standard input" : file
            let total = opened.flatMap { $0.isRegularFile ? $0.size : nil }
            let source = FileDescriptorSource(descriptor: opened?.descriptor ?? STDIN_FILENO, name: name)
            do {
                if let flowGrouping {
                    var base = source
                    let prefix = try PrefixedSource.firstBytes(of: &base)
                    let isSession = SessionLineReader.looksLikeSession(prefix)
                    if !isSession, flowGrouping != .platform || FlowReading.hasMSALLines(prefix) {
                        let report = try FlowLogReading.read(
                            PrefixedSource(prefix: prefix, base: base), input: index, options: flowOutput.options,
                            fallbackPlatform: FlowReading.flowPlatform(platform),
                            progress: { read in progress.update(name: name, read: read, total: total) },
                            problem: { line in
                                progress.clear()
                                Self.say("msal-triage: warning: \(VisibleText.make(name)): \(line.message(limit: StreamLimits.standard.maximumLineBytes))")
                            }, emit: { flowOutput.add($0) })
                        flowOutput.read(report)
                        continue
                    }
                    sessionsOrErrors += 1
                    let kind = try SummaryReading.read(PrefixedSource(prefix: prefix, base: base), name: name, input: index, into: &summarizer, progress: { read in
                        progress.update(name: name, read: read, total: total)
                    }, problem: { line in
                        progress.clear()
                        Self.say("msal-triage: warning: \(line)")
                    })
                    kinds.append(kind)
                    continue
                }
                sessionsOrErrors += 1
                let kind = try SummaryReading.read(source, name: name, input: index, into: &summarizer, progress: { read in
                    progress.update(name: name, read: read, total: total)
                }, problem: { line in
                    progress.clear()
                    Self.say("msal-triage: warning: \(line)")
                })
                kinds.append(kind)
            } catch {
                progress.clear()
                Self.say("msal-triage: error: \(VisibleText.make("\(error)"))")
                throw ExitCode(74)
            }
        }
        progress.clear()
        if flowOutput.readAny {
            try flowOutput.finish()
            guard sessionsOrErrors > 0 else { return }
        }
        let summary = summarizer.summary(inputs: files.map { $0 == "-" ? "standard input" : $0 })
        let lines = json ? SummaryJSON.lines(summary, kinds: kinds) : SummaryText.lines(summary, kinds: kinds)
        try StandardOutputBytes.write(lines.joined(separator: "\n") + "\n")
    }

    private static func say(_ line: String) {
        StandardError.writeRaw(line + "\n")
    }
}

extension ErrorSummary.Grouping: ExpressibleByArgument {}

/// Where the flows of MSAL logs go: `--by flow` writes each as it is finished (a table row,
/// or the contract's JSON object); the other groupings count it into a ``FlowSummary``.
struct FlowOutput {
    let grouping: FlowSummary.Grouping?
    let json: Bool
    private var summary: FlowSummary?
    private var buffer: [UInt8] = []
    private(set) var readAny = false
    private var flows = 0, failures = 0, unknown = 0, msalLines = 0, lines = 0
    private var failed: (any Error)?
    /// Each distinct error's name and action, worked out once (ids and description aside).
    private var labels: [Diagnosis: (name: String, action: String)] = [:]

    private mutating func label(_ error: Diagnosis) -> (name: String, action: String) {
        var key = error
        key.correlationId = nil
        key.traceId = nil
        key.time = nil
        key.errorDescription = nil
        if let known = labels[key] { return known }
        let made = (ErrorSummary.name(of: error), StoredDiagnosis(error).advice.action.rawValue)
        if labels.count < 10_000 { labels[key] = made }
        return made
    }

    init(grouping: FlowSummary.Grouping?, json: Bool) {
        self.grouping = grouping
        self.json = json
        if let grouping, grouping != .flow { summary = FlowSummary(grouping: grouping) }
    }

    /// `--by flow` as text needs no step texts: flows keep none.
    var options: FlowBuilder.Options {
        var options = FlowBuilder.Options()
        options.keepSteps = grouping == .flow && json
        return options
    }

    mutating func add(_ flow: LogFlow) {
        flows += 1
        if flow.outcome == .error { failures += 1 }
        if flow.outcome == .unknown { unknown += 1 }
        if summary != nil {
            summary!.add(flow)
            return
        }
        if !readAny && !json { buffer += (FlowSummaryText.flowHeader + "\n").utf8 }
        readAny = true
        if json {
            FlowJSON.write(flow, to: &buffer)
        } else {
            let error = flow.error.map { label($0) }
            FlowSummaryText.writeFlowLine(flow, error: error, to: &buffer)
            buffer.append(0x0A)
        }
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func read(_ report: FlowLogReading.Report) {
        readAny = true
        msalLines += report.msalLines
        lines += report.lines
    }

    private mutating func flush() {
        guard failed == nil else { return buffer.removeAll(keepingCapacity: true) }
        do {
            try buffer.withUnsafeBytes { try StandardOutputBytes.write($0) }
        } catch {
            failed = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func finish() throws {
        if let summary {
            let lines = json ? FlowSummaryText.jsonLines(summary) : FlowSummaryText.lines(summary)
            buffer += (lines.joined(separator: "\n") + "\n").utf8
        } else if !json {
            if flows == 0 { buffer += (FlowSummaryText.flowHeader + "\n").utf8 }
            buffer += (FlowSummaryText.flowTotals(flows: flows, failures: failures, unknown: unknown, msalLines: msalLines, lines: lines) + "\n").utf8
        }
        flush()
        if let failed { throw failed }
    }
}

/// One line on stderr, rewritten in place, for inputs that take more than a second;
/// only when stderr is a terminal.
final class ProgressLine {
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var shown = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(name: String, read: Int, total: Int?) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastDraw) > 0.2 else { return }
        lastDraw = now
        let megabytes = { (bytes: Int) in String(format: "%.0f MB", Double(bytes) / 1_000_000) }
        var text = "summarize: \(VisibleText.make(name)): \(megabytes(read))"
        if let total, total > 0 { text += " of \(megabytes(total)) (\(read * 100 / total)%)" }
        StandardError.writeRaw("\r\u{1B}[K\(text)")
        shown = true
    }

    func clear() {
        guard shown else { return }
        StandardError.writeRaw("\r\u{1B}[K")
        shown = false
    }
}
