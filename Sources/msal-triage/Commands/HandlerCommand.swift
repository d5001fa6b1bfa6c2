import ArgumentParser
import Foundation
import HandlerCode
import MSALErrorModel

/// `msal-triage handler --platform P [--language L] [--code X]`: prints the generated
/// token-acquisition handler, or only the branch that handles X. The logic lives in `HandlerCode`.
struct HandlerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handler",
        abstract: "Print correct token-acquisition code for a platform, generated from the advice table.",
        discussion: """
            Silent first, then one branch per action of the advice taxonomy (interactive with the same \
            scopes, account and claims; granted scopes; Intune remediation; cancel; no network; Retry-After; \
            one retry after a 5xx; configuration and internal errors logged and stopped). Comments name the \
            rules and user-message keys of each branch. With --code X, only the branch that handles X \
            (looked up as `codes X` does), with the rule that chose it.
            """)

    @Option(help: "The platform: \(HandlerPlatform.allCases.map(\.rawValue).joined(separator: ", ")).")
    var platform: HandlerPlatform

    @Option(help: "The language, for apple: swift (default) or objc.")
    var language: HandlerLanguage?

    /// `.unconditional` so that negative numbers (`--code -50002`) are read as the value.
    @Option(parsing: .unconditional, help: "Only the branch that handles this code (a number, AADSTS code, string code or name).")
    var code: String?

    func validate() throws {
        if let language, !platform.languages.contains(language) {
            throw ValidationError(
                "--language \(language.rawValue) is not available for \(platform.rawValue); use "
                    + platform.languages.map(\.rawValue).joined(separator: " or "))
        }
    }

    func run() throws {
        guard let code else {
            try StandardOutputBytes.write(HandlerGenerator.handler(for: platform, language: language).text)
            return
        }
        switch HandlerGenerator.branch(forQuery: code, platform: platform, language: language) {
        case .found(let answer):
            try StandardOutputBytes.write(answer.text + "\n")
        case .unknown(let message):
            StandardError.write(message)
            throw ExitCode(1)
        }
    }
}

extension HandlerPlatform: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension HandlerLanguage: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
