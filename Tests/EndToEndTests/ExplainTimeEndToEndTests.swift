import Foundation
import Testing
import TestSupport

/// `explain` shows each error's time (issue 25 §3): the `Time:` line of the text, the `time`
/// key of `--json` (null when the text gives none, never left out), from a log file whose
/// lines carry their logger's prefixes. The log is written for this test (synthetic times).
@Suite("End to end: explain shows the time an error's text carries")
struct ExplainTimeEndToEndTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    private static let log = """
        2026-03-04 10:15:22,402 ERROR contoso.auth: {'error': 'invalid_grant', 'error_description': 'AADSTS70043: The refresh token has expired.', 'error_codes': [70043]}
        03-04 10:16:05.118  8120  8164 E MSAL    : com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50076: MFA required.

        AADSTS50058: No user is signed in.
        Trace ID: 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d
        Timestamp: 2026-03-04 09:17:40Z

        Error Domain=MSALErrorDomain Code=-50002 "(null)"

        """

    private func explain(_ arguments: [String]) throws -> Subprocess.Result {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-\(UUID().uuidString)-times.log").path
        try Self.log.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try Subprocess.run(try BinaryUnderTest.path.get(), ["explain"] + arguments + [path],
                                  environment: Self.environment, deadlineSeconds: 300)
    }

    static let expected = ["2026-03-04T10:15:22.402", "--03-04T10:16:05.118", "2026-03-04T09:17:40Z", nil]

    @Test("explain's Time: lines, one per error, — where the text gives none")
    func text() throws {
        let result = try explain([])
        #expect(result.status == 0, "\(result.errors)")
        let times = result.output.split(separator: "\n").filter { $0.hasPrefix("Time:") }
            .map { $0.dropFirst("Time:".count).trimmingCharacters(in: .whitespaces) }
        #expect(times == Self.expected.map { $0 ?? "—" }, "\(result.output)")
    }

    @Test("explain --json's time key, null where the text gives none")
    func json() throws {
        let result = try explain(["--json"])
        #expect(result.status == 0, "\(result.errors)")
        let objects = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 4)
        #expect(objects.allSatisfy { $0.keys.contains("time") }, "never left out")
        #expect(objects.map { $0["time"] as? String } == Self.expected, "\(result.output)")
        #expect(objects.last?["time"] is NSNull)
    }
}
