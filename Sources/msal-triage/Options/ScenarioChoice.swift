import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel

/// `--scenario NAME|FILE` as `console` and `simulate` resolve it, with the same
/// errors and exit statuses: a missing file 66 (as a missing `--open` file), a
/// broken file 65 (file, line and column), an unknown name 64.
enum ScenarioChoice {
    static func resolve(_ nameOrFile: String) throws -> Scenario {
        if Scenarios.named(nameOrFile) == nil, looksLikePath(nameOrFile) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: nameOrFile, isDirectory: &isDirectory)
            if !exists || isDirectory.boolValue || !FileManager.default.isReadableFile(atPath: nameOrFile) {
                let why = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
                throw CommandFailure.report("cannot read scenario file '\(VisibleText.make(nameOrFile))': \(why); "
                    + "give the path of a readable .yaml file, or a name from 'msal-triage scenarios'", exitCode: 66)
            }
        }
        do {
            return try Scenarios.resolve(nameOrFile)
        } catch {
            switch error {
            case .badFile(let problem):
                throw CommandFailure.report("\(VisibleText.make(problem.file)):\(problem.line):\(problem.column): "
                    + VisibleText.make(problem.message), exitCode: 65)
            case .unknownName:
                throw CommandFailure.report(error.description, exitCode: 64)
            }
        }
    }

    /// As `Scenarios.resolve` tells a file from a name.
    private static func looksLikePath(_ text: String) -> Bool {
        text.contains("/") || text.hasSuffix(".yaml") || text.hasSuffix(".yml")
    }
}
