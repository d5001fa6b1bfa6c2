import AcquisitionSimulator
import ArgumentParser
import ConsoleTheme
import Foundation

/// What the shells' completion offers for `--scenario` and `--theme`: the names the binary knows
/// at the moment of completing (the generated scripts call back into `msal-triage`), and the
/// YAML files in the folder being typed, since both options take a file too.
enum Completions {
    /// `all` (every finite scenario in turn) only where `simulate` is being typed: the console refuses it.
    static let scenario = CompletionKind.custom { words, _, prefix in
        let names = (words.contains("simulate") ? ["all"] : []) + Scenarios.builtInNames.sorted()
        return names.filter { $0.hasPrefix(prefix) } + yamlFiles(matching: prefix)
    }

    static let theme = CompletionKind.custom { _, _, prefix in
        let list = ThemeList(builtinsAnd: ThemeLoader().scanUserThemes().themes)
        let names = (0..<list.count).map { list.name(at: $0) }
        return names.filter { $0.hasPrefix(prefix) } + yamlFiles(matching: prefix)
    }

    /// `examples/sc` → `examples/scenario.yaml`; folders too, so a path can be walked.
    private static func yamlFiles(matching prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.filter { $0.hasPrefix(start) && !$0.hasPrefix(".") }.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + name, isDirectory: &isFolder), isFolder.boolValue {
                return folder + name + "/"
            }
            return name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? folder + name : nil
        }
    }
}
