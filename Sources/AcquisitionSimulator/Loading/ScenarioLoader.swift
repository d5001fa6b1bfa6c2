import Foundation
import MSALErrorModel
import Yams

/// Reads a scenario from YAML, checking every key and value against the schema.
///
/// Uses `Yams.compose` so that each node keeps its mark: every mistake is
/// reported with the file, line and column of the offending node and what was
/// expected there. Unknown keys are errors (a typo must not be silently ignored).
public enum ScenarioLoader {
    /// Scenario files are small; anything bigger is refused before parsing.
    public static let maxFileBytes = 1_000_000

    /// Loads a scenario file. `knownScenarios` are the names a `blend` may refer to.
    public static func load(file path: String, knownScenarios: Set<String>) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard data.count <= maxFileBytes else {
                throw ScenarioError(file: path, line: 1, column: 1,
                                    message: "the file is larger than 1 MB; a scenario is a few lines of YAML")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ScenarioError(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
            }
            text = decoded
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(
                file: path, line: 1, column: 1,
                message: "cannot read the file (\(error.localizedDescription)); check the path")
        }
        return try parse(yaml: text, file: path, knownScenarios: knownScenarios)
    }

    /// Parses scenario YAML; `file` names it in errors.
    public static func parse(yaml: String, file: String, knownScenarios: Set<String>) throws(ScenarioError)
        -> Scenario
    {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; expected a mapping with 'name' and 'description'")
            }
            root = node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScenarioError(file: file, line: 1, column: 1, message: "not valid YAML")
        }
        let reader = NodeReader(file: file)
        return try reader.scenario(root, knownScenarios: knownScenarios)
    }

    private static func syntaxError(_ error: YamlError, file: String) -> ScenarioError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return ScenarioError(file: file, line: mark.line, column: mark.column,
                                 message: "YAML syntax: \(Sanitize.line(detail))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\(Sanitize.line($0))'" }.joined(separator: ", ")
            return ScenarioError(file: file, line: max(1, context.mark.line), column: max(1, context.mark.column),
                                 message: "duplicate key \(names) in this mapping; keep one")
        case .reader(let problem, _, _, _):
            return ScenarioError(file: file, line: 1, column: 1, message: "cannot read YAML: \(Sanitize.line(problem))")
        default:
            return ScenarioError(file: file, line: 1, column: 1, message: "not valid YAML")
        }
    }
}

/// Keeps text from a file safe to print on one terminal line.
enum Sanitize {
    static func line(_ text: String) -> String {
        VisibleText.make(text, replacing: .space)
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: VisibleText.isUnsafe)
    }
}
