import Foundation
import Testing
import TestSupport

/// `explain FILE` reads the file as grep and jq would (issue 25 §6), its exit status, and
/// the count of a log of errors on consecutive lines agreeing across explain, summarize and
/// the console (issue 25 §4).
@Suite("End to end: explain reads files; every command counts the same errors")
struct ExplainFileEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments, environment: Self.environment, deadlineSeconds: 300)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-\(UUID().uuidString)-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static let aadsts = "sign-in failed with AADSTS50076: Due to a configuration change you must use MFA.\n"
    private static let python = "{'error': 'invalid_grant', 'error_description': 'AADSTS50173: The grant has expired.', "
        + "'error_codes': [50173]}\n"
    private static let js = "InteractionRequiredAuthError: interaction_required: AADSTS50058: no user is signed in.\n"

    @Test("explain FILE explains what the file holds, several files in turn, - for standard input")
    func readsFiles() throws {
        let one = try file("one.log", Self.aadsts)
        let two = try file("two.log", Self.js + Self.python)
        defer { for path in [one, two] { try? FileManager.default.removeItem(atPath: path) } }

        let single = try run(["explain", one])
        #expect(single.status == 0, "\(single.errors)")
        #expect(single.output.contains("50076"))
        #expect(!single.output.contains(one), "the path is not explained as text")
        #expect(single.errors.isEmpty, "\(single.errors)")

        let both = try run(["explain", "--json", one, two])
        #expect(both.status == 0)
        let codes = both.output.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["aadsts"] as? [Int] ?? []
        }
        #expect(codes == [[50076], [50058], [50173]], "files in the order given:\n\(both.output)")

        let binary = try BinaryUnderTest.path.get()
        let piped = try Subprocess.run("/bin/sh", ["-c", "\"$0\" explain --json - \"$1\" < \"$2\"", binary, one, two],
                                       environment: Self.environment, deadlineSeconds: 120)
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(piped.output.split(separator: "\n").count == 3, "standard input first, then the file:\n\(piped.output)")
    }

    @Test("Text is taken from the arguments only when no argument names a file")
    func textWhenNoFile() throws {
        let result = try run(["explain", "AADSTS50076", "MFA", "required"])
        #expect(result.status == 0)
        #expect(result.output.contains("50076"))
        let present = try file("present.log", Self.aadsts)
        defer { try? FileManager.default.removeItem(atPath: present) }
        // One argument names a file: all are files, and the missing one fails before anything is read.
        let missing = try run(["explain", present, "/nonexistent/app.log"])
        #expect(missing.status == 66, "\(missing.errors)")
        #expect(missing.errors.hasPrefix("msal-triage: error: cannot read '/nonexistent/app.log'"), "\(missing.errors)")
        #expect(missing.output.isEmpty)
    }

    @Test("Nothing recognised: said on stderr, nothing on stdout, exit 1", arguments: [false, true])
    func nothingRecognised(json: Bool) throws {
        let clean = try file("clean.log", "INFO all good\nDEBUG nothing to see\n")
        defer { try? FileManager.default.removeItem(atPath: clean) }
        for input in [[clean], ["all", "good"]] {
            let result = try run(["explain"] + (json ? ["--json"] : []) + input)
            #expect(result.status == 1, "\(input): \(result.errors)")
            #expect(result.output.isEmpty, "\(input): \(result.output)")
            #expect(result.errors.hasPrefix("msal-triage: error: not recognised: no MSAL error found in "), "\(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1)
        }
    }

    @Test("A mistyped path is a missing file (exit 66), not error text that is not recognised")
    func mistypedPathIsAMissingFile() throws {
        for path in ["/nonexistent/app.log", "app.lgo.log", "./logs/today"] {
            let result = try run(["explain", path])
            #expect(result.status == 66, "\(path): \(result.errors)")
            #expect(result.output.isEmpty)
            #expect(result.errors == "msal-triage: error: cannot read '\(path)': no such file; "
                    + "give the path of a readable file, or - for standard input\n", "\(result.errors)")
        }
        // An error code on its own is still text.
        let code = try run(["explain", "AADSTS50076"])
        #expect(code.status == 0, "\(code.errors)")
    }

    /// Six shapes of error in all 720 orders on consecutive lines (no timestamp, no blank
    /// line): every command counts 4,320.
    @Test("explain, explain --json, summarize and the console count every error of consecutive lines")
    func sixShapesCountTheSame() throws {
        let shapes = [
            "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: MFA is required. Correlation ID: %@",
            "{'error': 'invalid_grant', 'error_description': 'AADSTS50173: The grant has expired.', "
                + "'error_codes': [50173], 'correlation_id': '%@'}",
            "InteractionRequiredAuthError: interaction_required: AADSTS50058: No user is signed in. Correlation ID: %@",
            "Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALCorrelationIDKey=%@, "
                + "MSALOAuthErrorKey=interaction_required}",
            "sign-in failed with AADSTS700016: Application was not found in the directory. Correlation ID: %@",
            "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret. Correlation ID: %@",
        ]
        func orders(_ items: [Int]) -> [[Int]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { index in
                var rest = items
                let head = rest.remove(at: index)
                return orders(rest).map { [head] + $0 }
            }
        }
        var lines: [String] = []
        for order in orders(Array(0..<6)) {
            for shape in order {
                let id = String(format: "0a2b3c4d-0000-4000-8000-%012d", lines.count)
                lines.append(shapes[shape].replacingOccurrences(of: "%@", with: id))
            }
        }
        let log = try file("six.log", lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let count = lines.count
        #expect(count == 4320)

        let json = try run(["explain", "--json", log])
        #expect(json.output.split(separator: "\n").count == count)
        let text = try run(["explain", log])
        #expect(text.output.contains("error \(count) of \(count)\n"), "explain's text numbers every error")
        let summary = try run(["summarize", "--json", log])
        let totals = try #require(JSONSerialization.jsonObject(
            with: Data((summary.output.split(separator: "\n").first ?? "").utf8)) as? [String: Any])
        #expect(totals["matchingEvents"] as? Int == count, "\(totals)")
        let console = try run(["console", "--open", log, "--once", "--size", "120x20"])
        #expect(console.output.hasPrefix(" Log · \(count) events"), "\(console.output.prefix(120))")
    }
}
