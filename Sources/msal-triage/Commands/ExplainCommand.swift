import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText

/// `msal-triage explain [TEXT…] [--json] [--each-line] [--locale L]`: decodes
/// pasted MSAL error text (arguments, or standard input without them) and prints
/// each error with the handling it calls for. Decoding lives in `MSALErrorText`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain MSAL error text pasted from your app or its logs.",
        discussion: """
            Reads TEXT from the arguments or, without them, from standard input, of any size: it is read \
            as a stream in bounded memory, and a line longer than 1 MiB is reported on stderr (its number \
            and length) and skipped. \
            Understands Apple NSError prints and localized descriptions (MSALErrorDomain, MSID, \
            NSURLErrorDomain, Keychain OSStatus, legacy codes), .NET/Java/Android/Python exceptions and \
            log lines (logcat, stack traces), Windows broker texts, MSAL.js and msal-node errors and \
            printed objects, Go CallErr prints, HTTP responses (WWW-Authenticate claims, Retry-After), \
            OAuth error dicts and AADSTS/AADB2C lines, in logs with their prefixes. Tokens and secrets are \
            redacted in all output; e-mail addresses, UPNs and IP addresses are masked unless --show-pii \
            is given. Text without an MSAL \
            error prints "not recognised" (with --json: one object whose action is "unknown") and exits 0.
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
              help: "The error text (quote it, or put it after --); standard input when absent.")
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
        // `.allUnrecognized` keeps the `--` that ends the options; it is not part of the text.
        let words = text.first == "--" ? Array(text.dropFirst()) : text
        let groups = try words.isEmpty
            ? Self.readGroups(TerminalTextSource(descriptor: STDIN_FILENO, name: "standard input"), eachLine: eachLine,
                              personalData: personalData)
            : Self.readGroups(InMemorySource(words.joined(separator: " ")), eachLine: eachLine, personalData: personalData)
        var out = ""
        let errorCount = groups.reduce(0) { $0 + $1.count }
        var number = 0
        for group in groups.isEmpty ? [[]] : groups {
            if group.isEmpty {
                if json {
                    DiagnosisReport.json(Diagnosis(), locale: locale).write(to: &out)
                    out += "\n"
                } else {
                    out += ExplanationText.notRecognised + "\n"
                }
                continue
            }
            for diagnosis in group {
                number += 1
                if json {
                    DiagnosisReport.json(diagnosis, locale: locale).write(to: &out)
                    out += "\n"
                } else {
                    if number > 1 { out += "\n" }
                    if errorCount > 1 { out += "error \(number) of \(errorCount)\n" }
                    out += ExplanationText.lines(for: diagnosis, locale: locale).joined(separator: "\n") + "\n"
                }
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    private var personalData: PersonalData { showPersonalData ? .shown : .redacted }

    /// The errors of the input, streamed in bounded memory: one group for the whole
    /// input, or (with `eachLine`) one per non-blank line. Lines too long to hold are
    /// reported on stderr and skipped; a failed read ends the command with one line.
    private static func readGroups<Source: ByteSource>(_ source: Source, eachLine: Bool,
                                                       personalData: PersonalData) throws -> [[Diagnosis]] {
        if source is TerminalTextSource, isatty(STDIN_FILENO) == 1 {
            StandardError.write("reading error text from standard input (end with Ctrl-D)")
        }
        let limits = StreamLimits.standard
        func reportOverlong(_ overlong: OverlongLine) {
            StandardError.write("msal-triage explain: \(overlong.message(limit: limits.maximumLineBytes))")
        }
        do {
            if eachLine {
                var groups: [[Diagnosis]] = []
                var reader = LineStreamReader(source, limits: limits)
                while let item = try reader.next() {
                    switch item {
                    case .line(_, let line):
                        for part in line.split(whereSeparator: \.isNewline) where !part.allSatisfy(\.isWhitespace) {
                            groups.append(ErrorTextDecoder.decode(String(part), personalData: personalData))
                        }
                    case .overlongLine(let overlong): reportOverlong(overlong)
                    }
                }
                return groups
            }
            var diagnoses: [Diagnosis] = []
            var reader = ErrorStreamReader(source, limits: limits, personalData: personalData)
            while let findings = try reader.next() {
                for finding in findings {
                    switch finding {
                    case .error(let located): diagnoses.append(located.diagnosis)
                    case .overlongLine(let overlong): reportOverlong(overlong)
                    }
                }
            }
            return [diagnoses]
        } catch let error as ByteSourceError {
            throw CommandFailure.report("\(error.description); give error text or a readable file on standard input",
                                        exitCode: 1)
        }
    }
}
