import Foundation
import Testing

/// The README's JSON samples are real output: each ```json block follows a ```sh block
/// holding one `msal-triage …` command, and that command prints the block byte for byte.
@Suite("End to end: README samples")
struct ReadmeSamplesTests {
    struct Sample {
        var command: [String]
        var json: String
    }

    static func samples() throws -> [Sample] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var samples: [Sample] = []
        var lastShell: [String] = []
        var index = 0
        func block(from start: Int) -> (body: [String], end: Int) {
            var end = start + 1
            while end < lines.count, lines[end] != "```" { end += 1 }
            return (lines[(start + 1)..<end].map(String.init), end)
        }
        while index < lines.count {
            if lines[index] == "```sh" {
                let (body, end) = block(from: index)
                lastShell = body
                index = end
            } else if lines[index] == "```json" {
                let (body, end) = block(from: index)
                let command = lastShell.count == 1 ? lastShell[0] : ""
                samples.append(Sample(command: command.split(separator: " ").map(String.init),
                                      json: body.joined(separator: "\n") + "\n"))
                index = end
            }
            index += 1
        }
        return samples
    }

    @Test("Every JSON sample in the README is what its command prints")
    func jsonSamplesMatchTheOutput() throws {
        let samples = try Self.samples()
        #expect(!samples.isEmpty, "the README has JSON samples")
        for sample in samples {
            guard sample.command.first == "msal-triage", !sample.command.contains(where: { "|<>'\"".contains($0) }) else {
                Issue.record("a ```json block must follow a ```sh block of one plain msal-triage command: \(sample.command)")
                continue
            }
            let result = try Subprocess.run(try BinaryUnderTest.path.get(), Array(sample.command.dropFirst()),
                                            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
            #expect(result.status == 0)
            #expect(result.output == sample.json, "README sample of `\(sample.command.joined(separator: " "))` differs from its output")
            for line in sample.json.split(separator: "\n") {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line.prefix(80))")
            }
        }
    }
}
