import ArgumentParser
import Foundation
import MSALErrorModel

/// `msal-triage codes [QUERY] [--platform P] [--locale L] [--json]`: lists the
/// catalog, or explains one code or name. The logic lives in `CodesReport`.
struct CodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codes",
        abstract: "List every code MSAL can report, or explain one.",
        discussion: """
            Without QUERY, lists the catalog (grouped by platform and kind). With QUERY, explains it: \
            a number (-50002, -42700, -1009), an AADSTS code (AADSTS50079 or 50079), a string code \
            (invalid_grant, interaction_required) or a name (MSALErrorServerDeclinedScopes, BasicAction). \
            An ambiguous query lists every match; an unknown one exits with status 1.
            """)

    @Option(help: "Only this platform: \(CatalogPlatform.allCases.map(\.rawValue).joined(separator: ", ")).")
    var platform: CatalogPlatform?

    @Option(help: "Locale of the user message: \(MessageLocale.allCases.map(\.rawValue).joined(separator: ", ")).")
    var locale: MessageLocale = .en

    @Flag(help: "Print JSON instead of text.")
    var json = false

    /// `.allUnrecognized` so that negative numbers (`-50002`) are read as the query, not as options.
    /// `codes -- X` reads X as the query, as `explain -- X` does.
    @Argument(parsing: .allUnrecognized, help: "A number, AADSTS code, string code or name to explain (or put it after --).")
    var words: [String] = []

    /// The query words, without the `--` that ends the options.
    var query: [String] { words.first == "--" ? Array(words.dropFirst()) : words }

    func validate() throws {
        if query.count > 1 {
            throw ValidationError("give one QUERY (got \(query.count)); quote it if it contains spaces")
        }
        if let first = query.first, first.hasPrefix("--") {
            throw ValidationError("unknown option '\(first.prefix(40))'")
        }
    }

    func run() throws {
        guard let text = query.first else {
            let entries = CodesReport.entries(platform: platform)
            if json {
                try StandardOutputBytes.write(CodesReport.listJSON(entries).serialized() + "\n")
            } else {
                // At a terminal the table fits its width; piped, lines stay whole.
                let table = CodesReport.listTable(entries)
                try StandardOutputBytes.write(TerminalWidth.ofStandardOutput().map { TerminalWidth.fit(table, width: $0) } ?? table)
            }
            return
        }
        switch CodesReport.lookup(text) {
        case .unknown(let message):
            throw CommandFailure.report(message, exitCode: 1)
        case .renamed(let message):
            try StandardOutputBytes.write(message + "\n")
        case .found(var matches):
            if let platform {
                matches = matches.filter { $0.platform == platform }
                if matches.isEmpty {
                    throw CommandFailure.report("nothing on platform '\(platform.rawValue)' matches this query",
                                                exitCode: 1)
                }
            }
            if json {
                try StandardOutputBytes.write(CodesReport.detailJSON(matches, locale: locale).serialized() + "\n")
            } else {
                try StandardOutputBytes.write(CodesReport.detailText(matches, locale: locale))
            }
        }
    }
}

extension CatalogPlatform: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
