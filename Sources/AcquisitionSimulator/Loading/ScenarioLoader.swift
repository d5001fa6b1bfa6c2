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
    /// The file's kind and size are checked before any of it is read: a directory, a
    /// FIFO or a file over ``maxFileBytes`` gets one plain reason, never a system error.
    public static func load(file path: String, knownScenarios: Set<String>) throws(ScenarioError) -> Scenario {
        let fix = "give the path of a scenario .yaml file, or a built-in name ('msal-triage scenarios' lists them)"
        let opened: InputFile.Opened
        do {
            opened = try InputFile.open(path, maximumBytes: maxFileBytes, fix: fix)
        } catch {
            throw ScenarioError(file: path, line: 1, column: 1, message: error.message)
        }
        let handle = FileHandle(fileDescriptor: opened.descriptor, closeOnDealloc: true)
        let data: Data
        do {
            // One more byte than allowed: a file that grew since it was checked is still refused.
            data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
        } catch {
            throw ScenarioError(file: path, line: 1, column: 1,
                                message: "cannot read the file (\(InputFile.reason(Int32((error as NSError).code)))); \(fix)")
        }
        guard data.count <= maxFileBytes else {
            throw ScenarioError(file: path, line: 1, column: 1,
                                message: "the file is larger than 1 MB; a scenario is a few lines of YAML")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
        }
        if let (line, column, scalar) = firstControlCharacter(in: text) {
            throw ScenarioError(file: path, line: line, column: column,
                                message: "control character U+\(String(format: "%04X", scalar.value)) in the file; "
                                    + "a scenario is plain text: remove it")
        }
        return try parse(yaml: text, file: path, knownScenarios: knownScenarios)
    }

    /// Where the first control character other than tab and line ends is (1-based
    /// line and column): YAML refuses them, and its reader reports them without a place.
    static func firstControlCharacter(in text: String) -> (line: Int, column: Int, scalar: Unicode.Scalar)? {
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if VisibleText.isUnsafe(scalar) && scalar != "\t" && scalar != "\r" { return (line, column, scalar) }
            column += 1
        }
        return nil
    }

    /// Parses scenario YAML; `file` names it in errors.
    public static func parse(yaml: String, file: String, knownScenarios: Set<String>) throws(ScenarioError)
        -> Scenario
    {
        let root: Node
        do {
            // UTF-8 named here: Yams's default encoding reads the whole process environment on every call.
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
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

/// Keeps text from a file safe to print on one terminal line: the one ``VisibleText`` rule.
enum Sanitize {
    static func line(_ text: String) -> String {
        VisibleText.make(text, replacing: .space)
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: VisibleText.isUnsafe)
    }
}
