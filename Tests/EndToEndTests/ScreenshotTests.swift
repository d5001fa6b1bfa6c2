import Foundation
import Testing
import TestSupport

/// The screenshots in docs/ are what the binary draws: each `docs/screens/NAME.txt` is the output
/// of its line in `docs/screens/shots.txt`, which `Scripts/screenshots` also draws the PNGs from.
@Suite("End to end: the docs' screenshots are current")
struct ScreenshotTests {
    static let screens = BinaryUnderTest.packageRoot.appendingPathComponent("docs/screens")

    /// (name, arguments) for each line of shots.txt.
    static func shots() throws -> [(name: String, arguments: [String])] {
        let text = try String(contentsOf: screens.appendingPathComponent("shots.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let words = line.split(separator: " ").map(String.init)
            return (words[0], Array(words.dropFirst()))
        }
    }

    @Test("the three sizes the docs show are all there")
    func threeSizes() throws {
        let names = try Self.shots().map(\.name)
        #expect(Array(names.prefix(3)) == ["console-80x24", "console-120x40", "console-200x60"])
        // Then the README's MSAL-log session (#26 §3).
        #expect(names.dropFirst(3) == ["console-msal-log-120x40"])
        for name in names {
            for ext in ["txt", "png"] {
                let path = Self.screens.appendingPathComponent("\(name).\(ext)").path
                #expect(FileManager.default.fileExists(atPath: path), "missing \(name).\(ext): run Scripts/screenshots")
            }
        }
    }

    @Test("each committed frame is what the binary draws now (else run Scripts/screenshots and look at the PNGs)")
    func framesMatch() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-shots-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        for shot in try Self.shots() {
            let committed = try String(contentsOf: Self.screens.appendingPathComponent("\(shot.name).txt"), encoding: .utf8)
            let drawn = try Subprocess.run(try BinaryUnderTest.path.get(), shot.arguments, environment: [
                "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path, "TERM": "xterm-256color",
            ])
            #expect(drawn.status == 0, "\(shot.name): \(drawn.errors)")
            #expect(drawn.output == committed, "docs/screens/\(shot.name).txt is not what the binary draws: run Scripts/screenshots")
            // The PNG's colours come from the same frame: --ansi is the text with escapes added.
            let ansi = try Subprocess.run(try BinaryUnderTest.path.get(), shot.arguments + ["--ansi"], environment: [
                "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path, "TERM": "xterm-256color",
            ])
            let stripped = ansi.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            let plainLines = stripped.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop { $0 == " " }.reversed())
            }
            #expect(plainLines.joined(separator: "\n") == committed, "\(shot.name): --ansi draws another frame than the text")
        }
    }
}
