import Foundation

/// The translator note of each message: the one-line comment right above its key in
/// the English `Localizable.strings` ("Shown when …"), carried into the exported
/// `.strings`, `.resx` and XLIFF files so translators of those see it too.
enum MessageNotes {
    static func note(for key: UserMessageKey) -> String { notes[key.rawValue] ?? "" }

    /// Read once from the bundled English file.
    static let notes: [String: String] = {
        guard let root = Bundle.module.resourceURL else { return [:] }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        guard let folder = folders.first(where: { $0.lowercased() == "en.lproj" }) else { return [:] }
        let file = root.appendingPathComponent(folder).appendingPathComponent("Localizable.strings")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        return parse(text)
    }()

    /// Key → the `/* … */` comment on the line right above `"key" = …`.
    static func parse(_ text: String) -> [String: String] {
        var notes: [String: String] = [:]
        var comment: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/") && trimmed.count >= 4 {
                comment = trimmed.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
            } else if trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") {
                if let comment { notes[String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])] = comment }
                comment = nil
            } else {
                comment = nil
            }
        }
        return notes
    }
}
