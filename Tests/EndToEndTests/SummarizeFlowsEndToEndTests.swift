import Foundation
import Testing
import TestSupport

/// `summarize --by flow|api` over MSAL's own log, run as a user would: the contract's JSON
/// lines, the flow table and the per-API counts.
@Suite("End to end: summarize reads MSAL logs into flows")
struct SummarizeFlowsEndToEndTests {
    private func run(_ arguments: [String], input: String? = nil) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], deadlineSeconds: 120)
    }

    static let net = "False MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100"
    static let log = [
        "\(net) [2025-03-14 08:00:00Z - 0b1c2d3e-0000-4000-8000-000000000001] === Token Acquisition (SilentRequest) started:",
        "\(net) [2025-03-14 08:00:01Z - 0b1c2d3e-0000-4000-8000-000000000002] === Token Acquisition (ClientCredentialRequest) started:",
        "\(net) [2025-03-14 08:00:01Z - 0b1c2d3e-0000-4000-8000-000000000001] Returning access token found in cache. RefreshOn exists ? False",
        "\(net) [2025-03-14 08:00:02Z - 0b1c2d3e-0000-4000-8000-000000000002] [HttpManager] Received response. Status code: Unauthorized. ",
        "\(net) [2025-03-14 08:00:02Z - 0b1c2d3e-0000-4000-8000-000000000001] ",
        "\t=== Token Acquisition finished successfully:",
        "\(net) [2025-03-14 08:00:03Z - 0b1c2d3e-0000-4000-8000-000000000002] Exception type: Microsoft.Identity.Client.MsalServiceException",
        ", ErrorCode: invalid_client",
        "HTTP StatusCode 401",
        "Microsoft Entra ID Error Code AADSTS7000215",
        "To see full exception details, enable PII Logging. client_secret=abc8Q~secretsecretsecretsecret",
    ].joined(separator: "\n") + "\n"

    @Test("--by flow --json writes one contract object per flow, in start order")
    func flowJSON() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-\(UUID().uuidString)-net.log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.log.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["summarize", path, "--by", "flow", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let objects = try result.output.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        let keys: Set<String> = ["correlationId", "platform", "libraryVersion", "api", "start", "end", "durationMs", "outcome",
                                 "steps", "error", "firstLine", "lastLine", "grouping", "throttledByCache"]
        #expect(objects.allSatisfy { Set($0.keys) == keys })
        #expect(objects[0]["correlationId"] as? String == "0b1c2d3e-0000-4000-8000-000000000001")
        #expect(objects[0]["api"] as? String == "silent" && objects[0]["outcome"] as? String == "success")
        #expect(objects[0]["start"] as? String == "2025-03-14T08:00:00Z" && objects[0]["durationMs"] as? Int == 2000)
        #expect(objects[1]["api"] as? String == "client_credentials" && objects[1]["outcome"] as? String == "error")
        let error = try #require(objects[1]["error"] as? [String: Any])
        #expect(error["action"] as? String == "fix_app_configuration")
        #expect(objects[1]["throttledByCache"] as? Bool == false)
        let steps = try #require(objects[1]["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["call_start", "http_response", "error"])
        #expect(steps[1]["status"] as? Int == 401)
        #expect(!result.output.contains("secretsecret"), "step texts and errors are redacted")

        let table = try run(["summarize", path, "--by", "flow"])
        #expect(table.output.contains("2 flows · 1 failure"), "\(table.output)")
        let byAPI = try run(["summarize", path, "--by", "api"])
        #expect(byAPI.output.contains("client_credentials: 1 acquisition, 1 failure"), "\(byAPI.output)")
        #expect(byAPI.output.contains("→ fix_app_configuration"), "\(byAPI.output)")
    }
}
