import Foundation
import Testing
import TestSupport

/// Every command example in README.md and docs/*.md runs, and where the document shows what it
/// prints, it prints exactly that; so a claim in the docs cannot go stale.
///
/// The rules, which `DocExample.parse` checks as it reads:
/// - Each line of a ```sh block is a command: `msal-triage …` (`swift run msal-triage …` is read as
///   `msal-triage …`), run with `/bin/sh -c` in a scratch folder that holds the package's
///   `examples/` and `themes/`, one block's lines in order in the same folder, with stdin empty.
///   A line ending in `# exit status N` must exit with N; every other line with 0.
/// - A ```text or ```json block right after a ```sh block of one command is its output (stdout,
///   then stderr), compared byte for byte; ```json lines must each be JSON.
/// - `<!-- not run: WHY -->` right before a ```sh block keeps the block from running (the live
///   console, an interactive prompt, a build); WHY is required. `<!-- output not compared: WHY -->`
///   runs it but leaves the output block after it unchecked (a commit or a date).
/// - Any other first word in a runnable block is an error: mark the block, or make it run.
/// After a change to what a command prints, `RECORD_DOCS=1 swift test --filter DocExamplesTests`
/// rewrites the output blocks that differ (and fails, so the diff is reviewed).
@Suite("End to end: the docs' examples run")
struct DocExamplesTests {
    static let root = BinaryUnderTest.packageRoot

    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let guides = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return [root.appendingPathComponent("README.md")] + guides
    }

    @Test("the README and the guides hold runnable examples, each block marked or runnable")
    func everyDocumentParses() throws {
        var total = 0
        for document in try Self.documents() {
            let parsed = try DocExample.parse(document)
            for problem in parsed.problems { Issue.record("\(document.lastPathComponent): \(problem)") }
            total += parsed.examples.reduce(0) { $0 + $1.commands.count }
        }
        #expect(total >= 40, "the docs have runnable commands: \(total)")
    }

    @Test("every example runs, and prints what the document shows",
          arguments: ["README.md", "benchmarks.md", "console.md", "development.md", "explain.md", "handler.md",
                      "limits-and-redaction.md", "scenarios.md", "summarize-and-logs.md", "themes-and-locales.md"])
    func examplesRun(name: String) throws {
        let document = name == "README.md" ? Self.root.appendingPathComponent(name)
            : Self.root.appendingPathComponent("docs/\(name)")
        guard FileManager.default.fileExists(atPath: document.path) else {
            Issue.record("\(name) is gone: update this test's list of documents")
            return
        }
        let binary = try BinaryUnderTest.path.get()
        let parsed = try DocExample.parse(document)
        let record = ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1"
        var rewrites: [(lines: Range<Int>, text: String)] = []
        defer { if !rewrites.isEmpty { DocExample.rewrite(document, rewrites) } }
        for example in parsed.examples {
            let scratch = try Self.scratchFolder()
            defer { try? FileManager.default.removeItem(at: scratch) }
            for (index, command) in example.commands.enumerated() {
                let result = try Subprocess.run("/bin/sh", ["-c", "cd '\(scratch.path)' && \(command.line)"], environment: [
                    "PATH": URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":/usr/bin:/bin",
                    "LANG": "C.UTF-8", "HOME": scratch.path, "TERM": "dumb",
                ], deadlineSeconds: 120)
                let place = "\(name):\(command.lineNumber): `\(command.line)`"
                #expect(!result.timedOut, "\(place) did not finish")
                #expect(result.status == command.exitStatus,
                        "\(place) exited \(result.status), not \(command.exitStatus): \(result.errors.prefix(400))")
                guard index == example.commands.count - 1, let shown = example.output, example.compareOutput else { continue }
                if record, result.output + result.errors != shown.text {
                    rewrites.append((shown.lines, result.output + result.errors))
                    Issue.record("\(place): the output block was rewritten (RECORD_DOCS=1); review the diff")
                    continue
                }
                #expect(result.output + result.errors == shown.text, "\(place) prints something else than the document shows (RECORD_DOCS=1 swift test --filter DocExamplesTests rewrites it)")
                if shown.isJSON {
                    for line in shown.text.split(separator: "\n") {
                        #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(place): not JSON: \(line.prefix(80))")
                    }
                }
            }
        }
    }

    /// Every document is one of the tested ones (a new guide's examples must run too).
    @Test("the list of documents above is every document")
    func everyDocumentIsTested() throws {
        let names = try Self.documents().map(\.lastPathComponent).filter { $0 != "ARCHITECTURE.md" }
        let tested = ["README.md", "benchmarks.md", "console.md", "development.md", "explain.md", "handler.md",
                      "limits-and-redaction.md", "scenarios.md", "summarize-and-logs.md", "themes-and-locales.md"]
        #expect(Set(names).subtracting(tested).isEmpty, "add to examplesRun's arguments: \(Set(names).subtracting(tested).sorted())")
    }

    /// The session format's key table (docs/summarize-and-logs.md) and the export's key list
    /// (docs/console.md) name exactly the keys `simulate --json` writes, in its order.
    @Test("the docs list the session lines' keys, all of them, in order")
    func sessionKeys() throws {
        let line = try Subprocess.run(try BinaryUnderTest.path.get(), ["simulate", "--json", "--count", "1"],
                                      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        // Key order as written: each key's position in the line.
        let written = object.keys.sorted {
            line.range(of: "\"\($0)\":")!.lowerBound < line.range(of: "\"\($1)\":")!.lowerBound
        }
        let format = try String(contentsOf: Self.root.appendingPathComponent("docs/summarize-and-logs.md"), encoding: .utf8)
        let table = try #require(format.range(of: "| key | type | meaning |"), "the session format lost its key table")
        let rows = format[table.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
        #expect(rows.map { String($0.dropFirst(3).prefix { $0 != "`" }) } == written)
        let console = try String(contentsOf: Self.root.appendingPathComponent("docs/console.md"), encoding: .utf8)
        let list = written.map { "`\($0)`" }.joined(separator: ", ")
        #expect(console.replacingOccurrences(of: "\n", with: " ").contains(list), "docs/console.md's export keys are not \(list)")
    }

    /// A folder with the package's examples and themes, as a user's clone has them.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-docs-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["examples", "themes", "docs"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                       withDestinationURL: root.appendingPathComponent(name))
        }
        return folder
    }
}

/// The examples of one document, read by the rules above.
struct DocExample {
    struct Command {
        var line: String
        var lineNumber: Int
        var exitStatus: Int32
    }

    struct Output {
        var text: String
        var isJSON: Bool
        /// The block's lines, fences left out (0-based).
        var lines: Range<Int>
    }

    var commands: [Command]
    var output: Output?
    var compareOutput: Bool

    static func parse(_ url: URL) throws -> (examples: [DocExample], problems: [String]) {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var examples: [DocExample] = []
        var problems: [String] = []
        var index = 0
        func block(from start: Int) -> (body: [String], end: Int) {
            var end = start + 1
            while end < lines.count, lines[end] != "```" { end += 1 }
            return (Array(lines[(start + 1)..<min(end, lines.count)]), end)
        }
        while index < lines.count {
            guard lines[index] == "```sh" else {
                // Output blocks are taken with their command; a fence of another kind is skipped whole.
                if lines[index].hasPrefix("```") { index = block(from: index).end }
                index += 1
                continue
            }
            let marker = index > 0 ? lines[index - 1] : ""
            let (body, end) = block(from: index)
            let notRun = reason(marker, "not run")
            let notCompared = reason(marker, "output not compared")
            if marker.hasPrefix("<!--"), notRun == nil, notCompared == nil {
                problems.append("line \(index): unknown marker before a ```sh block: \(marker)")
            }
            if notRun == "" || notCompared == "" { problems.append("line \(index): a marker must say why: \(marker)") }
            var commands: [Command] = []
            for (offset, raw) in body.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("#") { continue }
                var command = line
                if command.hasPrefix("swift run msal-triage ") { command.removeFirst("swift run ".count) }
                guard notRun == nil else { continue }
                guard command.hasPrefix("msal-triage ") || command == "msal-triage" else {
                    problems.append("line \(index + offset + 2): `\(line)` is not an msal-triage command; mark its block <!-- not run: why -->")
                    continue
                }
                commands.append(Command(line: command, lineNumber: index + offset + 2, exitStatus: exitStatus(command)))
            }
            var next = end + 1
            while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
            var output: Output?
            if next < lines.count, lines[next] == "```text" || lines[next] == "```json" {
                let (shown, shownEnd) = block(from: next)
                output = Output(text: shown.joined(separator: "\n") + "\n", isJSON: lines[next] == "```json",
                                lines: (next + 1)..<shownEnd)
                if notRun == nil, commands.count != 1 {
                    problems.append("line \(next + 1): an output block must follow a ```sh block of one command")
                }
                next = shownEnd
            } else {
                next = end
            }
            if notRun == nil, !commands.isEmpty {
                examples.append(DocExample(commands: commands, output: output, compareOutput: notCompared == nil))
            }
            index = next + 1
        }
        return (examples, problems)
    }

    /// Replaces output blocks' lines (RECORD_DOCS=1), last first so the earlier ranges stay right.
    static func rewrite(_ url: URL, _ rewrites: [(lines: Range<Int>, text: String)]) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for rewrite in rewrites.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
            var new = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if new.last == "" { new.removeLast() }
            lines.replaceSubrange(rewrite.lines, with: new)
        }
        try? lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// `<!-- KIND: WHY -->` → WHY ("" when missing); nil for another line.
    private static func reason(_ marker: String, _ kind: String) -> String? {
        let head = "<!-- \(kind):"
        guard marker.hasPrefix(head), marker.hasSuffix("-->") else { return nil }
        return marker.dropFirst(head.count).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    /// `… # exit status 65` → 65; else 0.
    private static func exitStatus(_ command: String) -> Int32 {
        guard let range = command.range(of: "# exit status ") else { return 0 }
        return Int32(command[range.upperBound...].prefix(while: \.isNumber)) ?? 0
    }
}
