import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import TriageQuery

/// `msal-triage explain [TEXT…] [--json] [--each-line] [--locale L]`: decodes
/// pasted MSAL error text (arguments, or standard input without them) and prints
/// each error with the handling it calls for. Decoding lives in `MSALErrorText`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain MSAL error text pasted from your app or its logs.",
        discussion: """
            Reads FILEs as grep and jq do (several in turn; - is standard input); TEXT from the arguments \
            only when no argument names a file; without arguments, standard input. Any size is read \
            as a stream in bounded memory, and a line longer than 1 MiB is reported on stderr (its number \
            and length) and skipped. \
            Understands Apple NSError prints and localized descriptions (MSALErrorDomain, MSID, \
            NSURLErrorDomain, Keychain OSStatus, legacy codes), .NET/Java/Android/Python exceptions and \
            log lines (logcat, stack traces), Windows broker texts, MSAL.js and msal-node errors and \
            printed objects, Go CallErr prints, HTTP responses (WWW-Authenticate claims, Retry-After), \
            OAuth error dicts and AADSTS/AADB2C lines, in logs with their prefixes. Tokens and secrets are \
            redacted in all output; e-mail addresses, UPNs and IP addresses are masked unless --show-pii \
            is given. Exit status: 0 when at least one error was explained; 1 when none was recognised \
            (said on stderr; with --each-line, each such line also prints "not recognised"); 64 for a usage \
            error; 66 when a FILE cannot be read.
            """)

    @Flag(help: "Print one JSON object per error, one per line (JSON lines).")
    var json = false

    @Flag(name: .customLong("each-line"), help: "Treat every non-blank line as its own error.")
    var eachLine = false

    @Flag(name: .customLong("show-pii"),
          help: "Show e-mail addresses, UPNs and IP addresses (masked by default: j***@contoso.com). Tokens stay redacted.")
    var showPersonalData = false

    @Option(help: "Locale of the user message: \(MessageLocale.allCases.map(\.rawValue).joined(separator: ", ")).")
    var locale: MessageLocale = .en

    /// `.allUnrecognized` so that text such as `-50002` is read as text, not as an option.
    @Argument(parsing: .allUnrecognized,
              help: "Log files to read (- for standard input), or else the error text (quote it, or put it after --); standard input when absent.")
    var text: [String] = []

    func validate() throws {
        // A mistyped option (`--jsn`) is refused; text such as `--->` or `-50002` is not an option.
        let looksLikeOption: (String) -> Bool = { word in
            word.hasPrefix("--") && word.count > 2
                && word.dropFirst(2).allSatisfy { ($0.isLetter && $0.isASCII) || $0 == "-" }
                && word.dropFirst(2).first?.isLetter == true
        }
        if let option = text.first(where: looksLikeOption) {
            throw ValidationError("unknown option '\(VisibleText.make(String(option.prefix(40))))'")
        }
    }

    func run() throws {
        BigInputMemory.prepare()
        let stream = ExplainStream(format: json ? .json : .text, locale: locale, eachLine: eachLine,
                                   saysNotRecognised: eachLine)
        // `.allUnrecognized` keeps the `--` that ends the options; it is not part of the text.
        let words = text.first == "--" ? Array(text.dropFirst()) : text
        var explained = 0
        let inputs: String
        if words.isEmpty {
            explained = try Self.explain(TerminalTextSource(descriptor: STDIN_FILENO, name: "standard input"), with: stream,
                                         personalData: personalData)
            inputs = "standard input"
        } else if words.contains("-") || words.contains(where: Self.namesFile) {
            // As grep and jq read: every argument is a file (`-` is standard input), read in turn.
            explained = try explainFiles(words, with: stream)
            inputs = words.count == 1 ? Self.shown(words[0]) : "\(words.count) inputs"
        } else {
            explained = try Self.explain(InMemorySource(words.joined(separator: " ")), with: stream,
                                         personalData: personalData)
            inputs = "the text given"
        }
        if explained == 0 {
            // `explain app.lgo`: a lone word that looks like a path to a missing file was most
            // likely meant as one; say that, as grep would, rather than "not recognised".
            if words.count == 1, Self.looksLikePath(words[0]), !Self.namesFile(words[0]) {
                throw CommandFailure.report(
                    "cannot read '\(VisibleText.make(String(words[0].prefix(200))))': no such file; "
                        + "give the path of a readable file, or - for standard input", exitCode: 66)
            }
            throw CommandFailure.report("not recognised: no MSAL error found in \(inputs)", exitCode: 1)
        }
    }

    /// Reads each of `paths` in turn (`-`: standard input, at most once). Every path is opened
    /// before any is read, so a wrong one fails at once (exit 66) with nothing printed.
    private func explainFiles(_ paths: [String], with stream: ExplainStream) throws -> Int {
        if paths.filter({ $0 == "-" }).count > 1 {
            throw CommandFailure.report("standard input (-) can be read only once", exitCode: 64)
        }
        var opened: [(path: String, descriptor: Int32)] = []
        defer { for file in opened where file.path != "-" { close(file.descriptor) } }
        for path in paths {
            if path == "-" {
                opened.append((path, STDIN_FILENO))
                continue
            }
            do {
                let file = try InputFile.open(path, accepts: .streams,
                                              fix: "give the path of a readable file, or - for standard input")
                opened.append((path, file.descriptor))
            } catch {
                throw CommandFailure.report(error.message, exitCode: 66)
            }
        }
        var explained = 0
        for file in opened {
            if file.path == "-" {
                explained += try Self.explain(TerminalTextSource(descriptor: STDIN_FILENO, name: "standard input"),
                                              with: stream, personalData: personalData)
            } else {
                explained += try Self.explain(FileDescriptorSource(descriptor: file.descriptor, name: Self.shown(file.path)),
                                              with: stream, personalData: personalData)
            }
        }
        return explained
    }

    private static func shown(_ path: String) -> String {
        path == "-" ? "standard input" : "'\(VisibleText.make(String(path.prefix(200))))'"
    }

    /// A single word with a slash or a log-like extension and no spaces (`./app.log`, `/var/log/x`).
    private static func looksLikePath(_ word: String) -> Bool {
        guard !word.contains(" "), !word.contains("\n"), !word.isEmpty else { return false }
        return word.contains("/") || [".log", ".txt", ".json", ".jsonl", ".gz"].contains { word.lowercased().hasSuffix($0) }
    }

    /// True when `word` is the path of an existing file (not a directory): a log, a FIFO.
    private static func namesFile(_ word: String) -> Bool {
        var isDirectory: ObjCBool = false
        return !word.contains("\n") && FileManager.default.fileExists(atPath: word, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    private var personalData: PersonalData { showPersonalData ? .shown : .redacted }

    /// The input, streamed in bounded memory (`ErrorStreamReader`: chunks cut where no error
    /// is cut), explained and written chunk by chunk (`ExplainStream`: each chunk decoded, then
    /// rendered, on both cores). With `eachLine`, one group per non-blank line, a thousand lines
    /// at a time. Lines too long to hold are reported on stderr and skipped; a failed read
    /// ends the command with one line.
    @discardableResult
    private static func explain<Source: ByteSource>(_ source: Source, with stream: ExplainStream,
                                                    personalData: PersonalData) throws -> Int {
        if source is TerminalTextSource, isatty(STDIN_FILENO) == 1 {
            StandardError.write("reading error text from standard input (end with Ctrl-D)")
        }
        let limits = StreamLimits.standard
        func reportOverlong(_ overlong: OverlongLine) {
            StandardError.write("msal-triage explain: \(overlong.message(limit: limits.maximumLineBytes))")
        }
        do {
            if stream.eachLine {
                var reader = LineStreamReader(source, limits: limits)
                var ended = false
                return try stream.run(next: {
                    var groups: [[Diagnosis]] = []
                    while !ended && groups.count < 1000 {
                        guard let item = try reader.next() else {
                            ended = true
                            break
                        }
                        switch item {
                        case .line(_, let line):
                            for part in line.split(whereSeparator: \.isNewline) where !part.allSatisfy(\.isWhitespace) {
                                groups.append(ErrorTextDecoder.decode(String(part), personalData: personalData))
                            }
                        case .overlongLine(let overlong): reportOverlong(overlong)
                        }
                    }
                    return groups.isEmpty && ended ? nil : groups
                }, write: StandardOutputBytes.write)
            }
            var reader = ErrorStreamReader(source, limits: limits, personalData: personalData)
            return try stream.run(next: {
                guard var halves = try reader.nextHalves() else { return nil }
                guard halves.count == 2 else {
                    let diagnoses = halves[0].takeDiagnoses(overlong: reportOverlong)
                    return diagnoses.isEmpty ? [] : [diagnoses]
                }
                // A group per half, taken out of its findings on the thread that decoded it
                // (and will render it); a chunk read in halves holds no overlong line.
                var groups: [[Diagnosis]] = [[], []]
                groups.withUnsafeMutableBufferPointer { groups in
                    halves.withUnsafeMutableBufferPointer { halves in
                        Parallel.run(2) { half in
                            var findings: [StreamFinding] = []
                            swap(&findings, &halves[half])
                            groups[half] = findings.takeDiagnoses(overlong: { _ in })
                        }
                    }
                }
                return groups.filter { !$0.isEmpty }
            }, write: StandardOutputBytes.write)
        } catch let error as ByteSourceError {
            throw CommandFailure.report("\(error.description); give error text or a readable file on standard input",
                                        exitCode: 1)
        }
    }
}
