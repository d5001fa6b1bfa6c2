import MSALErrorText
import Testing
@testable import MSALLogFlows

/// The grouping rules, interleaved flows, newest-first exports and the outcome rules, on
/// logs written line by line in each platform's layout.
@Suite struct FlowBuilderTests {
    static let net = "False MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100"
    static func netLine(_ time: String, _ id: String?, _ message: String) -> String {
        "\(net) [2025-03-14 \(time)Z\(id.map { " - 0b1c2d3e-0000-4000-8000-0000000000\($0)" } ?? "")] \(message)"
    }

    /// Two concurrent .NET calls whose lines interleave, an id-less line in the middle.
    static let interleaved = [
        netLine("08:00:00", "01", "MSAL MSAL.NetCore with assembly version '4.70.2.0'. CorrelationId(0b1c2d3e-0000-4000-8000-000000000001)"),
        netLine("08:00:00", "01", "=== Token Acquisition (SilentRequest) started:"),
        netLine("08:00:01", "02", "MSAL MSAL.NetCore with assembly version '4.70.2.0'. CorrelationId(0b1c2d3e-0000-4000-8000-000000000002)"),
        netLine("08:00:01", "02", "=== Token Acquisition (ClientCredentialRequest) started:"),
        netLine("08:00:01", nil, "Returning 1 accounts"),
        netLine("08:00:02", "01", "[HttpManager] Received response. Status code: OK. "),
        netLine("08:00:03", "02", "[HttpManager] Received response. Status code: ServiceUnavailable. "),
        netLine("08:00:03", "01", ""),
        "\t=== Token Acquisition finished successfully:",
        netLine("08:00:04", "02", "Exception type: Microsoft.Identity.Client.MsalServiceException"),
        ", ErrorCode: service_not_available",
        "HTTP StatusCode 503",
        "CorrelationId 0b1c2d3e-0000-4000-8000-000000000002",
    ].joined(separator: "\n")

    @Test func interleavedFlowsStayApart() throws {
        let read = try flows(Self.interleaved)
        #expect(read.count == 2)
        let silent = try #require(read.first { $0.id?.hasSuffix("01") == true })
        let client = try #require(read.first { $0.id?.hasSuffix("02") == true })
        #expect(silent.api == .silent && silent.outcome == .success)
        #expect(silent.lines == [1, 2, 6, 8])
        #expect(silent.durationMilliseconds == 3000)
        #expect(client.api == .clientCredentials && client.outcome == .error)
        #expect(client.lines == [3, 4, 5, 7, 10], "the id-less line joins the flow in progress")
        #expect(client.steps.first { $0.kind == .httpResponse }?.status == 503)
        #expect(client.error?.httpStatus == 503)
        #expect(client.error?.oauthError == "service_not_available" || client.error?.codeName != nil)
        #expect(client.throttledByCache == false, "the log shows the request reached the server")
        #expect(read.map(\.firstLine) == [1, 3], "handed out in order of their first line")
    }

    /// Issue 26: a whole MSAL.NET 4.3x log with year-less times gives one flow with its duration.
    @Test func yearLessDotNetLogHasDurations() throws {
        let header = "False MSAL 4.35.1.0 MSAL.NetCore .NET 5.0.17 Microsoft Windows 10.0.19045"
        let id = "0b1c2d3e-0000-4000-8000-000000000031"
        let log = [
            "\(header) [03/14 08:00:00.10 - \(id)] MSAL MSAL.NetCore with assembly version '4.35.1.0'. CorrelationId(\(id))",
            "\(header) [03/14 08:00:00.12 - \(id)] === Token Acquisition (SilentRequest) started:",
            "\(header) [03/14 08:00:01.60 - \(id)] [HttpManager] Received response. Status code: OK. ",
            "\(header) [03/14 08:00:01.62 - \(id)] ",
            "\t=== Token Acquisition finished successfully:",
        ].joined(separator: "\n")
        let read = try flows(log)
        #expect(read.count == 1)
        let flow = try #require(read.first)
        #expect(flow.id == id && flow.outcome == .success)
        #expect(flow.start?.iso == "--03-14T08:00:00.10Z")
        #expect(flow.durationMilliseconds == 1520)
    }

    @Test func newestFirstExportIsTurnedRound() throws {
        let lines = Self.interleaved.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An export newest-first: records reversed, each record's continuation lines after it.
        var records: [[String]] = []
        for line in lines {
            if line.hasPrefix("False MSAL") { records.append([line]) } else { records[records.count - 1].append(line) }
        }
        let reversed = records.reversed().flatMap { $0 }.joined(separator: "\n")
        let read = try flows(reversed)
        #expect(read.count == 2)
        let silent = try #require(read.first { $0.id?.hasSuffix("01") == true })
        #expect(silent.kinds.first == .callStart, "steps in time order")
        #expect(silent.outcome == .success)
        #expect(silent.start?.iso == "2025-03-14T08:00:00Z" && silent.end?.iso == "2025-03-14T08:00:03Z")
        #expect(read.first?.id?.hasSuffix("01") == true, "flows in order of their start time")
    }

    @Test func idLessLinesFarApartStandAlone() throws {
        let log = [
            Self.netLine("08:00:00", "01", "=== Token Acquisition (SilentRequest) started:"),
            Self.netLine("08:10:00", nil, "=== Token Acquisition (SilentRequest) started:"),
            Self.netLine("08:10:01", nil, "Returning access token found in cache. RefreshOn exists ? False"),
            Self.netLine("08:30:00", nil, "Returning access token found in cache. RefreshOn exists ? False"),
        ].joined(separator: "\n")
        let read = try flows(log)
        #expect(read.count == 2, "a cache line twenty minutes after any call stands outside every flow")
        #expect(read[1].grouping == .threadWindow, "ten minutes later the call start is outside the first call's window; the next line joins it")
        #expect(read[1].lines == [2, 3])
        #expect(read[0].grouping == .correlationId && read[0].lines == [1])
    }

    /// A call in progress waits as long as the user takes in the browser (here 24 s, past the
    /// 10 s that an id-less line after an ended call may be away): its token request and cache
    /// write after the wait are still its own, one flow with its whole duration.
    @Test func anInteractiveCallWaitingForTheUserIsOneFlow() throws {
        let log = """
        2025-03-14 09:12:05,010 DEBUG msal.telemetry: Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000071
        2025-03-14 09:12:05,020 INFO msal.oauth2cli.authcode: Open a browser on this device to visit: https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize?client_id=0b1c2d3e-0000-4000-8000-0000000000b1
        2025-03-14 09:12:29,400 DEBUG urllib3.connectionpool: https://login.microsoftonline.com:443 "POST /organizations/oauth2/v2.0/token HTTP/1.1" 200 4230
        2025-03-14 09:12:29,410 DEBUG msal.token_cache: event={
            "client_id": "0b1c2d3e-0000-4000-8000-0000000000b1",
            "grant_type": "authorization_code",
            "response": {
                "access_token": "********"
            }
        }
        """
        let read = try flows(log)
        #expect(read.count == 1)
        let flow = try #require(read.first)
        #expect(flow.id == "0b1c2d3e-0000-4000-8000-000000000071")
        #expect(flow.outcome == .success)
        #expect(flow.durationMilliseconds == 24_400)
        // An ended call takes no id-less line that long after it.
        let late = log.replacingOccurrences(of: "09:12:29,4", with: "09:19:29,4")
        #expect(try flows(late).count == 2, "seven minutes on, past the window of a call in progress")
    }

    /// The app's own line about a call, in its local time with no zone, is the call's last step
    /// but not its end time: MSAL's UTC stamps give the duration (two seconds, not an hour and
    /// two seconds).
    @Test func theAppsLocalTimeIsNotMixedWithMSALsUTC() throws {
        let msal = "TID=4410 MSAL 1.6.1 iOS 17.6.1"
        let id = "0B1C2D3E-0000-4000-8000-000000000081"
        let log = """
        2025/03/14 10:20:05:100  \(msal) [2025-03-14 09:20:05 - \(id)] [MSAL] Found Refresh token, using it...
        2025/03/14 10:20:05:130  \(msal) [2025-03-14 09:20:05 - \(id)] [MSAL] Retrying network request, retryCounter: 1, delay: 2.0
        2025/03/14 10:20:07:150  \(msal) [2025-03-14 09:20:07 - \(id)] [MSAL] acquireTokenSilent returning with error: (NSURLErrorDomain, -1009)
        2025/03/14 10:20:07:160  [Refresh] silent refresh failed: Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline."
        """
        let read = try flows(log)
        #expect(read.count == 1)
        let flow = try #require(read.first)
        #expect(flow.lastLine == 4, "the app's line is the call's")
        #expect(flow.start?.iso == "2025-03-14T09:20:05Z" && flow.end?.iso == "2025-03-14T09:20:07Z")
        #expect(flow.durationMilliseconds == 2000)
    }

    @Test func plainContextOutsideEveryFlowIsNotAFlow() throws {
        let read = try flows(Self.netLine("08:00:00", nil, "Returning 2 accounts"))
        #expect(read.isEmpty)
    }

    /// msal 1.39.0's own order (the real-msal judge): `Found 1 RTs` before the id line, `Cache attempts
    /// an RT` after it; a traceback the app logged continues its error; urllib3's `/devicecode` POST
    /// opens the device-code call whose id comes next.
    @Test func pythonRealLineOrderTracebackAndDeviceCode() throws {
        let log = """
        2025-03-14 08:50:31,100 DEBUG msal.application Found 1 RTs matching {'environment': 'login.microsoftonline.com'}
        2025-03-14 08:50:31,101 DEBUG msal.telemetry Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000061
        2025-03-14 08:50:31,102 DEBUG msal.application Cache attempts an RT
        2025-03-14 08:50:31,200 ERROR contoso.sync token acquisition raised MsalServiceError: HTTP Error: 503
        Traceback (most recent call last):
          File "/app/sync.py", line 182, in acquire
            result = call()
        msal.exceptions.MsalServiceError: HTTP Error: 503
        2025-03-14 08:50:32,000 DEBUG urllib3.connectionpool Starting new HTTPS connection (1): login.microsoftonline.com:443
        2025-03-14 08:50:32,001 DEBUG urllib3.connectionpool https://login.microsoftonline.com:443 "POST /contoso/oauth2/v2.0/devicecode HTTP/1.1" 200 186
        2025-03-14 08:50:32,002 DEBUG msal.telemetry Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000062
        """
        let read = try flows(log)
        #expect(read.map(\.id) == ["0b1c2d3e-0000-4000-8000-000000000061", "0b1c2d3e-0000-4000-8000-000000000062"])
        #expect(read[0].firstLine == 1 && read[0].lastLine == 8, "the RT look-up, the attempt and the whole traceback are the call's")
        #expect(read[0].api == .silent && read[0].outcome == .error)
        #expect(read[1].firstLine == 9 && read[1].api == .deviceCode, "the /devicecode request (and its connection) open the next call")
    }

    @Test func pythonCallsSplitAtEachIdLineAndTakeTheAppsOutcome() throws {
        let log = """
        2025-03-14 08:50:31,100 DEBUG msal.application: Broker enabled? None
        2025-03-14 08:50:31,102 DEBUG msal.telemetry: Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000051
        2025-03-14 08:50:31,300 DEBUG msal.token_cache: event={
            "client_id": "0b1c2d3e-0000-4000-8000-0000000000b1",
            "grant_type": "client_credentials",
            "response": {
                "access_token": "********"
            }
        }
        2025-03-14 08:50:31,301 INFO contoso.app: token ok: ['access_token', 'expires_in']
        2025-03-14 08:50:32,000 DEBUG msal.application: Cache hit an AT
        2025-03-14 08:50:32,001 DEBUG msal.telemetry: Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000052
        2025-03-14 08:50:33,000 DEBUG msal.telemetry: Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000053
        2025-03-14 08:50:33,010 ERROR contoso.app: token failed: {'error': 'invalid_client', 'error_description': 'AADSTS7000215: Invalid client secret provided.', 'error_codes': [7000215]}
        2025-03-14 08:50:34,000 DEBUG msal.telemetry: Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000054
        """
        let read = try flows(log)
        #expect(read.map(\.id) == ["0b1c2d3e-0000-4000-8000-000000000051", "0b1c2d3e-0000-4000-8000-000000000052",
                                   "0b1c2d3e-0000-4000-8000-000000000053", "0b1c2d3e-0000-4000-8000-000000000054"])
        #expect(read[0].api == .clientCredentials && read[0].outcome == .success)
        #expect(read[0].lastLine == 10, "the app's result line joins the call")
        #expect(read[1].kinds == [.cacheHit, .callStart], "the cache line before the id line is that call's")
        #expect(read[1].outcome == .success)
        #expect(read[2].outcome == .error)
        #expect(read[2].error?.aadsts == [7000215])
        #expect(read[3].outcome == .unknown, "the log stops before the call's end")
        #expect(read.allSatisfy { $0.throttledByCache == nil }, "msal-python's log cannot tell a throttling replay")
    }

    @Test func javaIdLessLinesOnTheirThreadJoinTheCall() throws {
        let log = """
        2025-03-14 08:40:22.001 DEBUG [main] com.microsoft.aad.msal4j.ConfidentialClientApplication - SkipCache set to false
        2025-03-14 08:40:22.050 DEBUG [worker-2] com.microsoft.aad.msal4j.TokenRequestExecutor - Sending token request to: https://login.microsoftonline.com/contoso/
        2025-03-14 08:40:22.105 DEBUG [main] com.microsoft.aad.msal4j.TokenRequestExecutor - Sending token request to: https://login.microsoftonline.com/contoso/
        2025-03-14 08:40:22.388 DEBUG [main] com.microsoft.aad.msal4j.ConfidentialClientApplication - [Correlation ID: 0b1c2d3e-0000-4000-8000-000000000041] Access Token was returned
        2025-03-14 08:40:22.400 WARN [worker-2] com.microsoft.aad.msal4j.ConfidentialClientApplication - [Correlation ID: 0b1c2d3e-0000-4000-8000-000000000042] Execution of class com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed: AADSTS7000215: Invalid client secret provided.
        """
        let read = try flows(log)
        #expect(read.count == 2)
        #expect(read[0].lines == [1, 3, 4] && read[0].outcome == .success)
        #expect(read[0].api == .unknown, "msal4j logs no API for a success; SkipCache is logged before any acquisition")
        #expect(read[1].lines == [2, 5] && read[1].outcome == .error && read[1].api == .clientCredentials)
        #expect(read[1].error?.aadsts == [7000215])
        #expect(read[0].durationMilliseconds == 387)
    }

    @Test func throttlingReplayIsNamed() throws {
        let log = [
            Self.netLine("08:00:00", "07", "=== Token Acquisition (ClientCredentialRequest) started:"),
            Self.netLine("08:00:00", "07", "[Throttling] Returning valid entry. "),
            Self.netLine("08:00:00", "07", "Exception type: Microsoft.Identity.Client.MsalThrottledServiceException"),
        ].joined(separator: "\n")
        let read = try flows(log)
        #expect(read.count == 1)
        #expect(read[0].throttledByCache == true)
        #expect(read[0].outcome == .error)
    }

    @Test func appErrorsWithoutMSALLinesAreSingleFlows() throws {
        let log = """
        2025-03-14 08:00:00.100 ERROR token failed: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.
        2025-03-14 08:00:00.200 ERROR token failed: AADSTS700082: The refresh token has expired due to inactivity.
        """
        let read = try flows(log)
        #expect(read.count == 2, "each error stands alone")
        #expect(read.allSatisfy { $0.grouping == .single && $0.outcome == .error })
        #expect(read.map { $0.error?.aadsts.first } == [50076, 700082])
    }

    /// A JSON log entry (zap, pino) and a logfmt line (slog, logrus: `time=… level=…`) is a record of
    /// its own: the app's next line does not continue the error before it, so each failure of an
    /// app that logs only its own lines is its own flow.
    @Test(arguments: [
        [#"{"level":"error","ts":1773475200.5,"msg":"token failed","error":"AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication."}"#,
         #"{"level":"info","ts":1773475201.0,"msg":"retrying in 5s"}"#,
         #"{"level":"error","ts":1773475206.1,"msg":"token failed","error":"AADSTS700082: The refresh token has expired due to inactivity."}"#],
        [#"time=2026-03-14T08:00:00.500Z level=ERROR msg="token failed" error="AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.""#,
         #"time=2026-03-14T08:00:01.000Z level=INFO msg="retrying in 5s""#,
         #"time=2026-03-14T08:00:06.100Z level=ERROR msg="token failed" error="AADSTS700082: The refresh token has expired due to inactivity.""#],
    ])
    func structuredAppLogLinesAreRecordsOfTheirOwn(_ lines: [String]) throws {
        let read = try flows(lines.joined(separator: "\n"))
        #expect(read.map { $0.error?.aadsts.first } == [50076, 700082])
        #expect(read.map(\.firstLine) == [1, 3])
    }

    @Test func boundedStepsAndOpenFlows() throws {
        var options = FlowBuilder.Options()
        options.maximumSteps = 3
        options.maximumOpen = 2
        let log = (0..<5).map { Self.netLine("08:00:00", "1\($0)", "=== Token Acquisition (SilentRequest) started:") }
            + (0..<5).map { _ in Self.netLine("08:00:01", "10", "Returning 1 accounts") }
        let read = try flows(log.joined(separator: "\n"), options: options)
        let first = try #require(read.first { $0.id?.hasSuffix("10") == true && $0.firstLine == 1 })
        #expect(first.steps.count <= 3)
        #expect(read.count >= 5)
    }
}

/// Lines are read into events on the second core a chunk ahead: small chunks must give the
/// same flows as one chunk.
@Suite struct FlowReadingChunkTests {
    @Test func smallChunksGiveTheSameFlows() throws {
        let log = FlowBuilderTests.interleaved + "\n" + FlowBuilderTests.interleaved.replacingOccurrences(of: "0000000000", with: "0000000001")
        final class Collected { var flows: [LogFlow] = [] }
        let whole = try flows(log)
        let collected = Collected()
        try FlowLogReading.read(InMemorySource(log), input: 0, limits: StreamLimits(chunkBytes: 300, maximumLineBytes: 290)) {
            collected.flows.append($0)
        }
        #expect(whole.count == 4)
        #expect(collected.flows.map(\.id) == whole.map(\.id))
        #expect(collected.flows.map(\.lines) == whole.map(\.lines))
        #expect(collected.flows.map(\.outcome) == whole.map(\.outcome))
    }
}

extension FlowBuilderTests {
    /// MSAL.js emits each call's outcome event with no id, after the call's own last line, and
    /// `msal:handleRedirectStart`/`End` on every page load: a silent call that failed offline and
    /// the app's print of it are one flow with the error; the page load is no flow.
    @Test func msalJSOutcomeEventsJoinTheCallJustEnded() throws {
        let prefix = "[Tue, 03 Sep 2026 08:00:0"
        let log = """
        \(prefix)1 GMT] : @azure/msal-browser@3.20.0 : Info - Emitting event: msal:handleRedirectStart
        \(prefix)1 GMT] : @azure/msal-browser@3.20.0 : Info - Emitting event: msal:handleRedirectEnd
        \(prefix)2 GMT] : [4d3c2b1a-0000-4000-8000-000000000091] : @azure/msal-browser@3.20.0 : Verbose - acquireTokenSilent called
        \(prefix)2 GMT] : @azure/msal-browser@3.20.0 : Info - Emitting event: msal:acquireTokenStart
        \(prefix)2 GMT] : [4d3c2b1a-0000-4000-8000-000000000091] : @azure/msal-common@14.14.0 : Info - Token refresh is required due to cache outcome: 3
        \(prefix)3 GMT] : [4d3c2b1a-0000-4000-8000-000000000091] : @azure/msal-browser@3.20.0 : Error - FetchClient:sendPostRequest - request failed, navigator.onLine is false
        \(prefix)3 GMT] : @azure/msal-browser@3.20.0 : Info - Emitting event: msal:acquireTokenFailure
        [inbox] token failed BrowserAuthError: no_network_connectivity: No network connectivity. Check your internet connection.
        """
        let read = try flows(log)
        #expect(read.count == 1, "\(read.map(\.kinds))")
        let flow = try #require(read.first)
        #expect(flow.id == "4d3c2b1a-0000-4000-8000-000000000091")
        #expect(flow.outcome == .error)
        #expect(flow.error?.code == .text("no_network_connectivity"))
    }
}

extension FlowBuilderTests {
    /// Logcat's threadtime layout writes its prefix on every line of the app's exception: its
    /// `at …` frames and `Caused by:` continue it, so the failed call is one flow, not the call and
    /// a flow of the cause.
    @Test func logcatThreadtimeCausedByContinuesTheAppsException() throws {
        let heading = "[2026-09-03 08:10:04 - thread_name : pool-3-thread-2, correlation_id : 6c5b4a39-0000-4000-8000-000000000093]  Android 33"
        let log = """
        09-03 10:10:04.101  4120  4190 I CommandDispatcher:submitSilent:SilentTokenCommandParameters:  \(heading) Starting request for correlation id : 6c5b4a39-0000-4000-8000-000000000093
        09-03 10:10:04.388  4120  4190 I CommandDispatcher:submitSilent:  \(heading) Completed silent request as owner for correlation id : **6c5b4a39-0000-4000-8000-000000000093, with the status : ERROR is cacheable : false
        09-03 10:10:04.395  4120  4120 E FieldSync: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50173: The provided grant has expired due to it being revoked.
        09-03 10:10:04.395  4120  4120 E FieldSync: \tat com.microsoft.identity.client.internal.controllers.MsalExceptionAdapter.msalExceptionFromBaseException(MsalExceptionAdapter.java:61)
        09-03 10:10:04.395  4120  4120 E FieldSync: Caused by: com.microsoft.identity.common.java.exception.UiRequiredException: AADSTS50173: The provided grant has expired due to it being revoked.
        09-03 10:10:04.395  4120  4120 E FieldSync: \t... 12 more
        """
        let read = try flows(log)
        #expect(read.count == 1, "\(read.map(\.kinds))")
        #expect(read.first?.outcome == .error)
        #expect(read.first?.error?.aadsts == [50173])
    }
}

extension FlowBuilderTests {
    /// Two threads' msal-python calls at once (`[%(threadName)s]` in the app's format): urllib3's
    /// answer to each is on its calling thread, so the 503 is the call of the thread it came on.
    @Test func pythonRequestsJoinTheCallOfTheirThread() throws {
        let log = """
        2026-09-03 08:30:00,007 DEBUG   [sync-a] msal.telemetry: Generate or reuse correlation_id: 1a2b3c4d-0000-4000-8000-0000000000a1
        2026-09-03 08:30:00,008 DEBUG   [sync-b] msal.telemetry: Generate or reuse correlation_id: 1a2b3c4d-0000-4000-8000-0000000000b2
        2026-09-03 08:30:00,009 DEBUG   [sync-a] msal.application: Cache attempts an RT
        2026-09-03 08:30:00,009 DEBUG   [sync-b] msal.application: Cache attempts an RT
        2026-09-03 08:30:00,391 DEBUG   [sync-a] urllib3.connectionpool: https://login.microsoftonline.com:443 "POST /organizations/oauth2/v2.0/token HTTP/1.1" 503 0
        2026-09-03 08:30:00,402 DEBUG   [sync-b] urllib3.connectionpool: https://login.microsoftonline.com:443 "POST /organizations/oauth2/v2.0/token HTTP/1.1" 200 4127
        """
        let read = try flows(log)
        let a = try #require(read.first { $0.id == "1a2b3c4d-0000-4000-8000-0000000000a1" })
        let b = try #require(read.first { $0.id == "1a2b3c4d-0000-4000-8000-0000000000b2" })
        #expect(a.lines.contains(5) && !a.lines.contains(6), "\(a.lines)")
        #expect(b.lines.contains(6) && !b.lines.contains(5), "\(b.lines)")
    }
}
