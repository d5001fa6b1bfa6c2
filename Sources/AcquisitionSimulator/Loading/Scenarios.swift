import Foundation
import Synchronization

/// The scenario registry: the built-ins bundled with the simulator, and look-up by name or file.
public enum Scenarios {
    /// Every built-in scenario in display order (the bundled `Scenarios/*.yaml`,
    /// loaded with the same loader users' files go through).
    public static var builtIn: [Scenario] { builtInFiles.map { parsed($0) } }

    /// The scenario the console plays by default.
    public static let defaultName = "mixed"

    /// A built-in scenario by name, parsed on first use: the console's `mixed` blend
    /// starts by playing a few of its 26 parts, and parsing them all was a sixth of start-up.
    public static func named(_ name: String) -> Scenario? {
        builtInFiles.first { $0.scenarioName == name }.map { parsed($0) }
    }

    /// The names a blend may refer to.
    public static let builtInNames: Set<String> = Set(builtInFiles.map(\.scenarioName))

    /// A built-in file and the `name:` it declares, read without parsing it.
    struct BuiltInFile: Sendable {
        var fileName: String
        var text: String
        var scenarioName: String
    }

    static let builtInFiles: [BuiltInFile] = ScenarioBuiltinFiles.files.compactMap { file in
        guard file.name.hasSuffix(".yaml"), let name = nameLine(file.text) else { return nil }
        return BuiltInFile(fileName: file.name, text: file.text, scenarioName: name)
    }

    private static let parsedFiles = Mutex<[String: Scenario]>([:])

    private static func parsed(_ file: BuiltInFile) -> Scenario {
        if let scenario = parsedFiles.withLock({ $0[file.fileName] }) { return scenario }
        let scenario = parse(file, knownScenarios: builtInNames)
        parsedFiles.withLock { $0[file.fileName] = scenario }
        return scenario
    }

    private static func parse(_ file: BuiltInFile, knownScenarios: Set<String>) -> Scenario {
        do {
            return try ScenarioLoader.parse(yaml: file.text, file: "built-in \(file.fileName)", knownScenarios: knownScenarios)
        } catch {
            // The embedded files are checked by the tests; reaching this is a build defect.
            preconditionFailure("msal-triage: built-in scenario is invalid: \(error)")
        }
    }

    /// What the user asked for, resolved: a built-in name, or a path to a YAML file
    /// (anything with a `/` or ending in `.yaml`/`.yml`).
    public static func resolve(_ nameOrFile: String) throws(ScenarioLookupError) -> Scenario {
        if let scenario = named(nameOrFile) { return scenario }
        if nameOrFile.contains("/") || nameOrFile.hasSuffix(".yaml") || nameOrFile.hasSuffix(".yml") {
            do {
                return try ScenarioLoader.load(file: nameOrFile, knownScenarios: builtInNames)
            } catch {
                throw .badFile(error)
            }
        }
        throw .unknownName(Sanitize.line(nameOrFile))
    }

    /// The `name:` of a file, read before the full parse so blends can refer to any built-in.
    /// Walks line starts and stops at the first `name:` line: splitting whole files into
    /// line arrays was 5% of the console's start-up.
    private static func nameLine(_ text: String) -> String? {
        var rest = Substring(text)
        while !rest.isEmpty {
            let line = rest.prefix(while: { $0 != "\n" })
            if line.hasPrefix("name:") { return line.dropFirst(5).trimmingCharacters(in: .whitespaces) }
            rest = rest[line.endIndex...].dropFirst()
        }
        return nil
    }
}

/// Why `Scenarios.resolve(_:)` found nothing to run.
public enum ScenarioLookupError: Error, Sendable, CustomStringConvertible {
    case unknownName(String)
    case badFile(ScenarioError)

    public var description: String {
        switch self {
        case .unknownName(let name):
            "error: unknown scenario '\(name)'; run 'msal-triage scenarios' to see the names, or pass a path to a .yaml file"
        case .badFile(let error): error.description
        }
    }
}

extension Scenario {
    /// Loads a user's scenario file; a `blend` may name any built-in scenario.
    public static func load(file path: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.load(file: path, knownScenarios: Scenarios.builtInNames)
    }
}
