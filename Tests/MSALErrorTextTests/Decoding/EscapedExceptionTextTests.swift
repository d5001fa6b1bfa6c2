import MSALErrorModel
import Testing
import TestSupport
@testable import MSALErrorText

/// Structured loggers write an exception as one JSON string with its lines escaped: the
/// exception is read as the app printed it, its `ErrorCode:` and `StatusCode:` lines and its
/// `Caused by:` included.
@Suite struct EscapedExceptionTextTests {
    @Test func serilogsCompactExceptionField() throws {
        let text = #"{"@t":"2026-07-21T03:15:42.8812345Z","@mt":"Token acquisition for {Scope} failed","@l":"Error","@x":"MSAL.NetCore.4.64.1.0.MsalServiceException:\r\n\tErrorCode: invalid_client\r\nMicrosoft.Identity.Client.MsalServiceException: A configuration issue is preventing authentication.  Original exception: AADSTS7000222: The provided client secret keys are expired. Trace ID: 81c4e0d2-5b7a-4f39-8e16-a9d3c2b7f401 Correlation ID: 6e2d9f4a-1c8b-4a73-b5e0-7f3a9c1d2e58 Timestamp: 2026-07-21 03:15:42Z\r\n   at Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync(CancellationToken cancellationToken)\r\n\tStatusCode: 401 \r\n\tResponseBody: {\"error\":\"invalid_client\",\"error_codes\":[7000222]} \r\n","Scope":"https://graph.microsoft.com/.default"}"#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .dotnet)
        #expect(diagnosis.domain == "MsalServiceException")
        #expect(diagnosis.code == .text("invalid_client"))
        #expect(diagnosis.httpStatus == 401)
        #expect(diagnosis.aadsts == [7000222])
        #expect(diagnosis.correlationId == "6e2d9f4a-1c8b-4a73-b5e0-7f3a9c1d2e58")
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }

    /// Logback's JSON encoder: the msal4j exception behind Java's future, in `stack_trace`.
    @Test func logbacksStackTraceField() throws {
        let text = #"{"@timestamp":"2026-02-25T18:44:20.731Z","level":"ERROR","logger_name":"c.c.sync.TokenService","message":"token failed","stack_trace":"java.util.concurrent.ExecutionException: com.microsoft.aad.msal4j.MsalServiceException: AADSTS700016: Application with identifier 'sync-app' was not found in the directory 'woodgrove'.\n\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)\nCaused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS700016: Application with identifier 'sync-app' was not found in the directory 'woodgrove'.\n\tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:45)\n"}"#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .java)
        #expect(diagnosis.domain == "java.util.concurrent.ExecutionException")
        #expect(diagnosis.underlying?.domain == "MsalServiceException")
        #expect(diagnosis.aadsts == [700016])
    }

    /// Each entry of a log is read again on its own: two entries are two errors, on their lines.
    @Test func twoEntriesKeepTheirLines() {
        let entry = #"{"@l":"Error","@x":"Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: MFA required.\r\n\tErrorCode: invalid_grant\r\n\tStatusCode: 400"}"#
        let located = ErrorTextDecoder.scan("{\"@l\":\"Information\",\"@mt\":\"start\"}\n" + entry + "\n" + entry + "\n")
        #expect(located.map(\.line) == [2, 3])
        #expect(located.allSatisfy { $0.diagnosis.code == .text("invalid_grant") && $0.diagnosis.httpStatus == 400 })
    }
}

extension EscapedExceptionTextTests {
    /// Many errors on one long JSON line of a text that holds a backslash: the line's quotes are
    /// read once, not from the line's start for each error. Compared with itself in thread CPU
    /// time, as `JoinScalingTests` does.
    /// Neighbours differ in their code, so that one entry's restatements are not joined.
    static func longLine(_ shape: String, errors count: Int) -> String {
        let errors = (0..<count).map { "InteractionRequiredAuthError: interaction_required: AADSTS5005\($0 % 2 == 0 ? 8 : 9): x." }
        if shape == "one string" {
            return #"{"path":"C:\\sync","message":""# + errors.joined(separator: " ") + #""}"#
        }
        return #"{"path":"C:\\sync""# + errors.enumerated().map { #","e\#($0.offset)":""# + $0.element + "\"" }.joined() + "}"
    }

    @Test(arguments: ["one string", "a string each"])
    func aLongLineOfErrorsCostsLinearWork(_ name: String) {
        let small = Self.longLine(name, errors: 2_000), large = Self.longLine(name, errors: 8_000)
        let smallRun = ThreadCPUTime.measure { ErrorTextDecoder.decode(small).count }
        let largeRun = ThreadCPUTime.measure { ErrorTextDecoder.decode(large).count }
        #expect(smallRun.result == 2_000 && largeRun.result == 8_000, "\(name): every error found")
        #expect(largeRun.nanoseconds <= 8 * smallRun.nanoseconds + 50_000_000,
                "\(name): 4× the errors took \(largeRun.nanoseconds / max(smallRun.nanoseconds, 1))× the work")
    }
}
