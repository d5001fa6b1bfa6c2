import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
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
            code:, domain:, platform:, outcome:, flow:; an unknown key is an error.
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
        let summary = summarizer.summary(inputs: files.map { $0 == "-" ? "standard input" : $0 })
        let lines = json ? SummaryJSON.lines(summary, kinds: kinds) : SummaryText.lines(summary, kinds: kinds)
        try StandardOutputBytes.write(lines.joined(separator: "\n") + "\n")
    }

    private static func say(_ line: String) {
        StandardError.writeRaw(line + "\n")
    }
}

extension ErrorSummary.Grouping: ExpressibleByArgument {}

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
