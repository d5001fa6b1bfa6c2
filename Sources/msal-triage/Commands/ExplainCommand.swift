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
            Reads TEXT from the arguments or, without them, from standard input (at most 16 MiB). \
            Understands Apple NSError prints (MSALErrorDomain, MSID, NSURLErrorDomain, legacy codes), \
            .NET/Java/Android/Python exceptions, MSAL.js and msal-node errors, OAuth error dicts and \
            AADSTS/AADB2C lines. Tokens and secrets are redacted in all output. Text without an MSAL \
            error prints "not recognised" (with --json: one object whose action is "unknown") and exits 0.
            """)

    @Flag(help: "Print one JSON object per error, one per line (JSON lines).")
    var json = false

    @Flag(name: .customLong("each-line"), help: "Treat every non-blank line as its own error.")
    var eachLine = false

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
        let input = try words.isEmpty ? Self.readStandardInput() : words.joined(separator: " ")
        let groups: [[Diagnosis]]
        if eachLine {
            groups = input.split(whereSeparator: \.isNewline)
                .filter { !$0.allSatisfy(\.isWhitespace) }
                .map { ErrorTextDecoder.decode(String($0)) }
        } else {
            groups = [ErrorTextDecoder.decode(input)]
        }
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

    /// All of standard input, refusing more than ``ErrorTextDecoder/maximumInputBytes``.
    private static func readStandardInput() throws -> String {
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data("reading error text from standard input (end with Ctrl-D)\n".utf8))
        }
        var data = Data()
        let limit = ErrorTextDecoder.maximumInputBytes
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let terminal = isatty(STDIN_FILENO) == 1
        while true {
            // One read(2) per chunk, so one Ctrl-D ends the text: at the start of a line it is a
            // read of 0 bytes; after text on the line it ends a read without a newline, which a
            // terminal's line mode gives for nothing else. (FileHandle.readData(ofLength:) reads on
            // until it has the whole length, which took a second Ctrl-D.)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if terminal && buffer[count - 1] != UInt8(ascii: "\n") { break }
            if data.count > limit {
                throw CommandFailure.report(
                    "standard input is larger than \(limit / (1024 * 1024)) MiB; pass only the part with the error",
                    exitCode: 1)
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
