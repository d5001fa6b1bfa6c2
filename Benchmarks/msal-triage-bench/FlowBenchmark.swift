import Foundation
import MSALErrorText
import MSALLogFlows

/// Reading an MSAL log into flows, as `summarize --by flow` does (without the output):
/// lines per second and instructions per line (under callgrind). The log is the file named
/// by MSAL_TRIAGE_BENCH_LOG (make one with `Scripts/make-msal-log 1G`), else a built-in
/// interleaving of every platform's lines repeated to MSAL_TRIAGE_BENCH_LINES lines (default 2,000,000).
func runFlowBenchmark() {
    let environment = ProcessInfo.processInfo.environment
    let started = DispatchTime.now()
    var flows = 0, failures = 0
    let report: FlowLogReading.Report
    do {
        var options = FlowBuilder.Options()
        options.keepSteps = false
        if let path = environment["MSAL_TRIAGE_BENCH_LOG"] {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return print("cannot open \(path)") }
            defer { close(descriptor) }
            report = try FlowLogReading.read(FileDescriptorSource(descriptor: descriptor, name: path), input: 0, options: options) { flow in
                flows += 1
                if flow.outcome == .error { failures += 1 }
            }
        } else {
            let lines = Int(environment["MSAL_TRIAGE_BENCH_LINES"] ?? "") ?? 2_000_000
            report = try FlowLogReading.read(InMemorySource(builtInLog(lines: lines)), input: 0, options: options) { flow in
                flows += 1
                if flow.outcome == .error { failures += 1 }
            }
        }
    } catch {
        return print("flow benchmark: \(error)")
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    print("flows: \(report.lines) lines (\(report.msalLines) MSAL's) into \(flows) flows, \(failures) failed, in "
        + String(format: "%.2f s: %.0f lines/s", seconds, Double(report.lines) / seconds))
}

/// Interleaved flows of every platform (the shapes of Scripts/make-msal-log), ids counting up.
private func builtInLog(lines: Int) -> [UInt8] {
    let net = "False MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100"
    var out: [UInt8] = []
    out.reserveCapacity(lines * 190)
    var written = 0, serial = 0
    while written < lines {
        serial += 8
        func id(_ offset: Int) -> String {
            let hex = String(serial + offset, radix: 16)
            return "0b1c2d3e-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        }
        let second = String(format: "%02d", serial / 8 % 60)
        let block = [
            "[08:00:\(second) DBG] \(net) [2026-03-04 08:00:\(second)Z - \(id(0))] MSAL MSAL.NetCore with assembly version '4.70.2.0'. CorrelationId(\(id(0)))",
            "app.3f2a.js:1 [Wed, 04 Mar 2026 08:00:\(second) GMT] : [\(id(1))] : @azure/msal-browser@3.27.0 : Verbose - acquireTokenSilent called",
            "[08:00:\(second) DBG] \(net) [2026-03-04 08:00:\(second)Z - \(id(0))] === Token Acquisition (SilentRequest) started:",
            "\t Scopes: https://graph.contoso.com/.default",
            "TID=4471102 MSAL 1.6.1 iOS 18.2 [2026-03-04 08:00:\(second) - \(id(2).uppercased())] -[MSALPublicClientApplication acquireTokenSilentWithParameters:<private>",
            "2026-03-04 08:00:\(second).006 21873-21910 CommandDispatcher       com.contoso.mail                     I  [2026-03-04 08:00:\(second) - thread_id: 247, correlation_id: \(id(3)) - Android 34] Starting request with request context: {}, with PublicApiId: 201  ",
            "2026-03-04 08:00:\(second).009 DEBUG [pool-1-thread-1] com.microsoft.aad.msal4j.ConfidentialClientApplication - SkipCache set to false",
            "2026-03-04 08:00:\(second),011 DEBUG msal.telemetry: Generate or reuse correlation_id: \(id(5))",
            "app.3f2a.js:1 [Wed, 04 Mar 2026 08:00:\(second) GMT] : [\(id(1))] : @azure/msal-common@14.16.0 : Info - Token refresh is required due to cache outcome: 3",
            "[08:00:\(second) DBG] \(net) [2026-03-04 08:00:\(second)Z - \(id(0))] [HttpManager] Received response. Status code: OK. ",
            "TID=4471102 MSAL 1.6.1 iOS 18.2 [2026-03-04 08:00:\(second) - \(id(2).uppercased())] Found valid access token.",
            "2026-03-04 08:00:\(second).590 DEBUG [pool-1-thread-1] com.microsoft.aad.msal4j.TokenRequestExecutor - Sending token request to: https://login.microsoftonline.com/contoso.onmicrosoft.com/",
            "2026-03-04 08:00:\(second),588 DEBUG msal.token_cache: event={",
            "    \"grant_type\": \"refresh_token\",",
            "}",
            "2026-03-04 08:00:\(second).700 21873-21910 CommandDispatcher       com.contoso.mail                     I  [2026-03-04 08:00:\(second) - thread_id: 247, correlation_id: \(id(3)) - Android 34] Completed silent request as owner for correlation id : **\(id(3)), with the status : COMPLETED is cacheable : true  ",
            "app.3f2a.js:1 [Wed, 04 Mar 2026 08:00:\(second) GMT] : [\(id(1))] : @azure/msal-browser@3.27.0 : Info - Emitting event: msal:acquireTokenSuccess",
            "TID=4471102 MSAL 1.6.1 iOS 18.2 [2026-03-04 08:00:\(second) - \(id(2).uppercased())] acquireTokenSilent returning with at: 7f3a scopes:(User.Read)",
            "2026-03-04 08:00:\(second).900 DEBUG [pool-1-thread-1] com.microsoft.aad.msal4j.ConfidentialClientApplication - [Correlation ID: \(id(4))] Access Token was returned",
            "[08:00:\(second) DBG] \(net) [2026-03-04 08:00:\(second)Z - \(id(0))] ",
            "\t=== Token Acquisition finished successfully:",
        ]
        for line in block {
            out += line.utf8
            out.append(0x0A)
        }
        written += block.count
    }
    return out
}
