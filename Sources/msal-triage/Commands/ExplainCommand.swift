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
            Reads TEXT from the arguments or, without them, from standard input, of any size (read and \
            explained a megabyte at a time, on every core). \
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
        let stream = ExplainStream(format: json ? .json : .text, locale: locale, eachLine: eachLine)
        let output = FileHandle.standardOutput
        if !text.isEmpty {
            var argument: [UInt8]? = Array(text.joined(separator: " ").utf8)
            stream.run(next: { defer { argument = nil }; return argument }, write: { output.write(Data($0)) })
            return
        }
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data("reading error text from standard input (end with Ctrl-D)\n".utf8))
        }
        // Read in bounded memory at any size, decoded on both cores; to be unified with #12's reader.
        let chunks: ByteChunks
        do {
            chunks = try ByteChunks(path: "-", chunkBytes: 1 << 20)
        } catch {
            FileHandle.standardError.write(Data("msal-triage explain: \(error.description)\n".utf8))
            throw ExitCode(66)
        }
        stream.run(next: { chunks.next()?.bytes }, write: { output.write(Data($0)) })
    }
}
