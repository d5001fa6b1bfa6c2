import Foundation

/// The scenario registry: the built-ins bundled with the simulator, and look-up by name or file.
public enum Scenarios {
    /// Every built-in scenario in display order (the bundled `Scenarios/*.yaml`,
    /// loaded with the same loader users' files go through).
    public static let builtIn: [Scenario] = loadBuiltIns()

    /// The scenario the console plays by default.
    public static let defaultName = "mixed"

    /// A built-in scenario by name.
    public static func named(_ name: String) -> Scenario? {
        builtIn.first { $0.name == name }
    }

    /// The names a blend may refer to.
    public static var builtInNames: Set<String> { Set(builtIn.map(\.name)) }

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

    /// Parses the embedded copies of `Scenarios/*.yaml` (`Scripts/embed-resources`), so
    /// the binary needs no resource bundle; a file's name is the one errors show.
    static func loadBuiltIns(_ files: [(name: String, text: String)] = ScenarioBuiltinFiles.files) -> [Scenario] {
        let names = Set(files.compactMap { nameLine($0.text) })
        return files.filter { $0.name.hasSuffix(".yaml") }.map { file in
            do {
                return try ScenarioLoader.parse(yaml: file.text, file: "built-in \(file.name)", knownScenarios: names)
            } catch {
                // The embedded files are checked by the tests; reaching this is a build defect.
                preconditionFailure("msal-triage: built-in scenario is invalid: \(error)")
            }
        }
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
