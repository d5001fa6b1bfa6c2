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

    private static func loadBuiltIns() -> [Scenario] {
        guard let folder = Bundle.module.url(forResource: "Scenarios", withExtension: nil),
            let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            fatalError("msal-triage: the bundled Scenarios folder is missing from the installation")
        }
        let paths = files.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
        let names = Set(paths.compactMap(nameLine))
        return paths.map { path in
            do {
                return try ScenarioLoader.load(file: path, knownScenarios: names)
            } catch {
                fatalError("msal-triage: bundled scenario is invalid: \(error)")
            }
        }
    }

    /// The `name:` of a file, read before the full parse so blends can refer to any built-in.
    private static func nameLine(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("name:") {
            return line.dropFirst(5).trimmingCharacters(in: .whitespaces)
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
