import Foundation
import Testing
import TestSupport

/// Issue 27, as a hostile tester runs the binary: secrets in every output, failed and
/// closed stdout for every command, files written through planted links or onto a full
/// disk, UTF-16, gzip and lone-CR logs.
@Suite("End to end: hostile input, round two")
struct HostileRoundTwoEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    /// Runs `msal-triage ARGUMENTS` through the shell (for redirections).
    private func shell(_ arguments: String, prefix: String = "", deadline: Double = 120) throws -> Subprocess.Result {
        let binary = try BinaryUnderTest.path.get()
        return try Subprocess.run("/bin/sh", ["-c", "\(prefix)'\(binary)' \(arguments)"], environment: Self.environment,
                                  deadlineSeconds: deadline)
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "msal-triage-round-two-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: Secrets in every output

    private struct Shape: Decodable {
        let name: String
        let text: String
        let secret: String
    }

    private static let shapes: [Shape] = {
        let url = BinaryUnderTest.packageRoot.appendingPathComponent("Tests/MSALErrorTextTests/Redaction/secret-shapes.json")
        return (try? JSONDecoder().decode([Shape].self, from: Data(contentsOf: url))) ?? []
    }()

    /// Each shape on an error line of a .NET app's log.
    private static func errorLine(_ shape: Shape) -> String {
        "Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret. "
            + shape.text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ") + "\n"
    }

    @Test("No secret shape survives in explain, explain --json, summarize --json or the session export")
    func secretsInTheCommandsOutputs() throws {
        #expect(Self.shapes.count >= 20, "the shapes file was not read")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let log = directory + "/app.log"
        try Self.shapes.map(Self.errorLine).joined().write(toFile: log, atomically: true, encoding: .utf8)
        let exportDirectory = directory + "/export"
        try FileManager.default.createDirectory(atPath: exportDirectory, withIntermediateDirectories: true)
        let runs = [
            ("explain", try shell("explain < '\(log)'")),
            ("explain --json", try shell("explain --json < '\(log)'")),
            ("summarize --json", try shell("summarize --json '\(log)'")),
            ("console export", try shell("console --once --open '\(log)' --keys x --export-dir '\(exportDirectory)' --size 120x40")),
        ]
        let export = try FileManager.default.contentsOfDirectory(atPath: exportDirectory)
            .map { try String(contentsOfFile: exportDirectory + "/" + $0, encoding: .utf8) }.joined()
        #expect(export.contains("[redacted]"), "the export holds the errors")
        for (command, result) in runs {
            #expect(result.status == 0, "\(command): \(result.errors)")
            for shape in Self.shapes {
                #expect(!result.output.contains(shape.secret), "\(command) shows \(shape.name)")
                #expect(!result.errors.contains(shape.secret), "\(command) says \(shape.name) on stderr")
                #expect(!export.contains(shape.secret), "the export holds \(shape.name)")
            }
        }
        let explained = try #require(runs.first?.1.output)
        #expect(explained.components(separatedBy: "[redacted]").count > Self.shapes.count, "each error is explained, redacted")
    }

    @Test("No secret shape survives on the console's screen")
    func secretsOnTheConsole() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (index, shape) in Self.shapes.enumerated() {
            let log = directory + "/\(index).log"
            try Self.errorLine(shape).write(toFile: log, atomically: true, encoding: .utf8)
            let result = try shell("console --once --open '\(log)' --size 200x60")
            #expect(result.status == 0, "\(shape.name): \(result.errors)")
            #expect(result.output.contains("AADSTS7000215"), "\(shape.name): the error is on the screen")
            #expect(!result.output.contains(shape.secret), "the console shows \(shape.name):\n\(result.output)")
        }
    }

    // MARK: A full or closed stdout

    static let commands = [
        "explain 'AADSTS50076: x'", "explain --json 'AADSTS50076: x'", "summarize /dev/null", "console --once --size 100x30",
        "messages --format json", "codes", "codes AADSTS50076", "handler --platform apple", "handler --platform apple --code -50002",
        "scenarios", "simulate --count 5", "--help", "--version", "explain --help", "help summarize",
    ]

    @Test("Every command says in one line that its output was lost, and exits 74", arguments: commands)
    func failedStandardOutput(_ command: String) throws {
        for redirection in ["> /dev/full", ">&-"] {
            let result = try shell("\(command) \(redirection)")
            #expect(result.status == 74, "\(command) \(redirection): status \(result.status), \(result.errors)")
            #expect(result.errors.hasPrefix("msal-triage: error: cannot write the output: "),
                    "\(command) \(redirection): \(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(command) \(redirection): \(result.errors)")
        }
        let full = try shell("\(command) > /dev/full")
        #expect(full.errors.contains("no space left on device"), "\(full.errors)")
        let closed = try shell("\(command) >&-")
        #expect(closed.errors.contains("standard output is closed"), "\(closed.errors)")
    }

    // MARK: Files the program writes

    @Test("messages --output never writes through a link planted in the folder")
    func messagesThroughAPlantedLink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim.txt"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let output = directory + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/en.json", withDestinationPath: victim)
        let result = try shell("messages --format json --output '\(output)'")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n", "messages wrote through the link")
        let attributes = try FileManager.default.attributesOfItem(atPath: output + "/en.json")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test("messages --output over its file size limit: nothing partial left, the cause named, exit 74")
    func messagesOnAFullDisk() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A file may grow to 1 block: the first write past it fails with EFBIG (SIGXFSZ ignored).
        let result = try shell("messages --format xliff --output '\(directory)'", prefix: "trap '' XFSZ; ulimit -f 1; ")
        #expect(result.status == 74, "\(result.errors)")
        #expect(result.errors.hasPrefix("msal-triage: error: cannot write \(directory)/"), "\(result.errors)")
        #expect(result.errors.contains("larger than its limit allows"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(left.isEmpty, "left behind: \(left)")
    }

    // MARK: Encodings and line ends

    private static let threeErrors = [
        "2026-11-23 10:00:01 ERROR Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: MFA is required.",
        "2026-11-23 10:00:02 INFO retrying",
        "2026-11-23 10:00:03 ERROR Microsoft.Identity.Client.MsalServiceException: AADSTS70011: The scope is not valid.",
        "2026-11-23 10:00:04 ERROR Microsoft.Identity.Client.MsalUiRequiredException: AADSTS65001: Consent is missing.",
    ]

    /// The four lines as `encoding` with `lineEnd`, gzip-compressed when asked.
    private func write(_ name: String, in directory: String, encoding: String.Encoding, byteOrderMark: [UInt8] = [],
                       lineEnd: String = "\n", gzip: Bool = false) throws -> String {
        let path = directory + "/" + name
        let text = Self.threeErrors.map { $0 + lineEnd }.joined()
        var data = Data(byteOrderMark)
        data.append(try #require(text.data(using: encoding)))
        try data.write(to: URL(fileURLWithPath: path))
        if gzip {
            let zipped = try Subprocess.run("/bin/gzip", ["-f", path])
            #expect(zipped.status == 0)
            return path + ".gz"
        }
        return path
    }

    private func expectThreeErrors(_ path: String, _ name: String) throws {
        let explained = try shell("explain --json < '\(path)'")
        #expect(explained.status == 0, "\(name): \(explained.errors)")
        let codes = explained.output.components(separatedBy: "\"aadsts\":[").dropFirst().map { $0.prefix(5) }
        #expect(codes == ["50076", "70011", "65001"], "\(name): explain found \(codes)")
        let summary = try shell("summarize --json '\(path)'")
        #expect(summary.status == 0, "\(name): \(summary.errors)")
        #expect(summary.output.contains("\"matchingErrors\":3"), "\(name): \(summary.output.prefix(400))")
        #expect(summary.output.contains("\"longLines\":0"), "\(name)")
        for mode in ["--open", "--follow"] {
            let console = try shell("console --once \(mode) '\(path)' --size 120x40")
            #expect(console.status == 0, "\(name) \(mode): \(console.errors)")
            #expect(console.output.contains("Log · 3 events"), "\(name) \(mode):\n\(console.output)")
            // An opened file's rows show the log's own times; the panes' title names the file's line.
            #expect(console.output.contains("Newest error · line 4"), "\(name) \(mode): line numbers are the file's")
        }
    }

    @Test("UTF-16 (with a byte-order mark, either order, or without one) reads as UTF-8 in every reader")
    func utf16Logs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try expectThreeErrors(try write("le.log", in: directory, encoding: .utf16LittleEndian, byteOrderMark: [0xFF, 0xFE],
                                        lineEnd: "\r\n"), "UTF-16LE with BOM")
        try expectThreeErrors(try write("be.log", in: directory, encoding: .utf16BigEndian, byteOrderMark: [0xFE, 0xFF]),
                              "UTF-16BE with BOM")
        try expectThreeErrors(try write("plain.log", in: directory, encoding: .utf16LittleEndian), "UTF-16LE without BOM")
    }

    @Test("A gzip-compressed log is decompressed by explain, summarize and console --open; --follow refuses it by name")
    func gzipLogs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try write("app.log", in: directory, encoding: .utf8, gzip: true)
        let explained = try shell("explain --json < '\(path)'")
        #expect(explained.output.components(separatedBy: "\"aadsts\":[").count == 4, "\(explained.output.prefix(300))")
        let summary = try shell("summarize --json '\(path)'")
        #expect(summary.output.contains("\"matchingErrors\":3"), "\(summary.errors)")
        let console = try shell("console --once --open '\(path)' --size 120x40")
        #expect(console.output.contains("Log · 3 events"), "\(console.errors)")
        let follow = try shell("console --once --follow '\(path)' --size 120x40")
        #expect(follow.status != 0)
        #expect(follow.errors.contains("it is gzip-compressed"), "\(follow.errors)")
        // UTF-32 is refused by name.
        let utf32 = try write("wide.log", in: directory, encoding: .utf32LittleEndian, byteOrderMark: [0xFF, 0xFE, 0, 0])
        let refused = try shell("explain < '\(utf32)'")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("it is UTF-32 (little-endian) text"), "\(refused.errors)")
    }

    @Test("Lines that end in a lone CR are lines: no neighbours merged, no over-long line in 5 MB")
    func carriageReturnLogs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try expectThreeErrors(try write("cr.log", in: directory, encoding: .utf8, lineEnd: "\r"), "CR line ends")
        let big = directory + "/big.log"
        var text = String(repeating: "2026-11-23 10:00:00 INFO an ordinary line of a Windows tool's log, ended by CR\r",
                          count: 64_000)
        text += Self.threeErrors.map { $0 + "\r" }.joined()
        try text.write(toFile: big, atomically: true, encoding: .utf8)
        let explained = try shell("explain --json < '\(big)'")
        #expect(!explained.errors.contains("bytes long"), "\(explained.errors)")
        #expect(explained.output.components(separatedBy: "\"aadsts\":[").count == 4)
        let summary = try shell("summarize --json '\(big)'")
        #expect(summary.output.contains("\"longLines\":0") && summary.output.contains("\"matchingErrors\":3"),
                "\(summary.output.prefix(400))")
        for mode in ["--open", "--follow"] {
            let console = try shell("console --once \(mode) '\(big)' --size 120x40")
            #expect(!console.errors.contains("bytes long"), "\(mode): \(console.errors)")
            #expect(console.output.contains("Newest error · line 64004"), "\(mode):\n\(console.output)")
        }
    }
}
