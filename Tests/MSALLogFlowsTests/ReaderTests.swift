import MSALErrorModel
import Testing
@testable import MSALLogFlows

/// Each reader on lines written in its platform's exact layout (synthetic ids and times).
@Suite struct ReaderTests {
    let dotnetHeader = "MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100"

    @Test func dotnetCurrentLayoutBothFlagForms() throws {
        for flag in ["False", "True", "(False)", "(True)"] {
            let line = "\(flag) \(dotnetHeader) [2025-03-14 08:05:18Z - 0b1c2d3e-0000-4000-8000-000000000001] [HttpManager] Received response. Status code: Unauthorized. "
            let read = try #require(event(line), "flag \(flag)")
            #expect(read.platform == .dotnet)
            #expect(read.kind == .httpResponse)
            #expect(read.status == 401)
            let failed = try #require(event("\(flag) \(dotnetHeader) [2025-03-14 08:05:18Z - 0b1c2d3e-0000-4000-8000-000000000001] Response status code does not indicate success: 401 (Unauthorized). "))
            #expect(failed.kind == .httpResponse && failed.status == 401, "the whole status, not its last digits")
            #expect(read.time?.iso == "2025-03-14T08:05:18Z")
            #expect(read.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000001")
        }
    }

    @Test func dotnetBehindHostPrefixes() throws {
        let serilog = "[09:05:18 DBG] False \(dotnetHeader) [2025-03-14 08:05:17Z - 0b1c2d3e-0000-4000-8000-000000000001] === Token Acquisition (OnBehalfOfRequest) started: {\"SourceContext\": \"Contoso\"}"
        let read = try #require(event(serilog))
        #expect(read.kind == .callStart)
        #expect(read.api == .onBehalfOf)
        let indented = "      False \(dotnetHeader) [2025-03-14 08:05:17Z - 0b1c2d3e-0000-4000-8000-000000000001] MSAL MSAL.NetCore with assembly version '4.70.2.0'. CorrelationId(0b1c2d3e-0000-4000-8000-000000000001)"
        let start = try #require(event(indented))
        #expect(start.kind == .callStart && start.startsCall)
    }

    /// Issue 26: MSAL.NET 4.32–4.39 wrote `MM/dd HH:mm:ss.ff` (UTC, no year; the culture's date
    /// separator, so also `MM-dd`). The time keeps its month, day and hundredths and gets no year.
    @Test func dotnetYearLessTimestampForms() throws {
        let slash = try #require(event("False MSAL 4.32.1.0 MSAL.NetCore Microsoft Windows 10.0.19045 [08/19 14:22:05.37 - 0b1c2d3e-0000-4000-8000-000000000007] === Token Acquisition (SilentRequest) started:"))
        #expect(slash.time?.iso == "--08-19T14:22:05.37Z")
        #expect(slash.time?.form == .monthDay)
        #expect(slash.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000007")
        #expect(slash.kind == .callStart)
        let dash = try #require(event("False MSAL 4.37.0.0 MSAL.NetCore .NET 6.0.5 Microsoft Windows 10.0.22000 [08-19 14:22:06.01] Returning 1 accounts"))
        #expect(dash.time?.iso == "--08-19T14:22:06.01Z")
        #expect(dash.correlation == nil)
        #expect(slash.time!.milliseconds(to: dash.time!) == 640, "times of one log compare")
        let notATime = try #require(event("False MSAL 4.32.1.0 MSAL.NetCore Microsoft Windows 10.0.19045 [13/45 14:22:05.37 - ] Returning 1 accounts"))
        #expect(notATime.time == nil, "month 13 is no date")
    }

    @Test func dotnetOlderTimestampFormsAndEmptyIdSlot() throws {
        let old = try #require(event("Verbose (False) MSAL 4.28.1.0 MSAL.Desktop Microsoft Windows 10.0.19045 [07/09/2021 14:22:05 - ] Found 1 cache accounts and 0 broker accounts"))
        #expect(old.time?.iso == "2021-07-09T14:22:05Z")
        #expect(old.correlation == nil)
        let noId = try #require(event("False \(dotnetHeader) [2025-03-14 08:06:00Z] Returning 1 accounts"))
        #expect(noId.correlation == nil)
        #expect(noId.time?.iso == "2025-03-14T08:06:00Z")
        let bare = try #require(event("False MSAL 4.66.1.0 [0b1c2d3e-0000-4000-8000-000000000009] Returning access token found in cache. RefreshOn exists ? False"))
        #expect(bare.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000009")
        #expect(bare.kind == .cacheHit)
    }

    @Test func dotnetAllZeroIdIsNoId() throws {
        let read = try #require(event("False \(dotnetHeader) [2025-03-14 08:06:00Z - 00000000-0000-0000-0000-000000000000] Returning 1 accounts"))
        #expect(read.correlation == nil)
    }

    @Test func dotnetThrottlingReplayAndExceptionRecord() throws {
        let replay = try #require(event("False \(dotnetHeader) [2025-03-14 08:06:00Z - 0b1c2d3e-0000-4000-8000-000000000003] [Throttling] Returning valid entry. "))
        #expect(replay.kind == .throttled)
        #expect(replay.throttledByCache == true)
        let failure = try #require(event("False \(dotnetHeader) [2025-03-14 08:06:00Z - 0b1c2d3e-0000-4000-8000-000000000003] Exception type: Microsoft.Identity.Client.MsalUiRequiredException"))
        #expect(failure.kind == .error && failure.endsCall && failure.decode)
    }

    @Test func javascriptWithAndWithoutTheIdSlot() throws {
        let withId = try #require(event("app.3f2a.js:1 [Fri, 14 Mar 2025 08:12:40 GMT] : [0b1c2d3e-0000-4000-8000-000000000011] : @azure/msal-browser@3.27.0 : Verbose - acquireTokenSilent called"))
        #expect(withId.platform == .js)
        #expect(withId.kind == .callStart && withId.api == .silent)
        #expect(withId.time?.iso == "2025-03-14T08:12:40Z")
        #expect(withId.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000011")
        let empty = try #require(event("[Fri, 14 Mar 2025 08:12:41 GMT] : [] : @azure/msal-browser@3.27.0 : Info - Emitting event: msal:acquireTokenSuccess"))
        #expect(empty.correlation == nil)
        #expect(empty.kind == .result && empty.outcome == .success && empty.endsCall)
        let absent = try #require(event("[Fri, 14 Mar 2025 08:12:41 GMT] : @azure/msal-browser@2.38.4 : Verbose - Emitting event to callback 0b1c2d3e-0000-4000-8000-0000000000c1: msal:acquireTokenFailure contoso-auth.ts:22:9"))
        #expect(absent.correlation == nil, "the callback id is not a correlation id")
        #expect(absent.kind == .error && absent.outcome == .error)
        let vscode = try #require(event("[Fri, 14 Mar 2025 08:12:41 GMT] : [0b1c2d3e-0000-4000-8000-0000000000b1] [https://login.microsoftonline.com/common] : @azure/msal-node@2.16.0 : Info - acquireTokenSilent called"))
        #expect(vscode.correlation == nil, "a client id and authority in the slot are not a correlation id")
    }

    @Test func appleCallbackAndNSLogLayouts() throws {
        let start = try #require(event("TID=4471102 (main thread) MSAL 1.6.1 iOS 18.2 [2025-03-14 08:20:03 - 0B1C2D3E-0000-4000-8000-000000000021] -[MSALPublicClientApplication acquireTokenSilentWithParameters:<private>"))
        #expect(start.platform == .apple && start.kind == .callStart && start.api == .silent)
        #expect(start.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000021", "upper-case UUIDs are read lower-case")
        let failure = try #require(event("[MSAL] TID=4471103 MSAL 1.6.1 iOS 18.2 [2025-03-14 08:20:04 - 0B1C2D3E-0000-4000-8000-000000000022] [MSAL] acquireToken returning with error: (MSALErrorDomain, -50002) Masked(not-null)"))
        #expect(failure.kind == .error && failure.endsCall)
        let old = try #require(event("TID = 771 MSAL 0.1.3 iOS 11.2 [2018-01-04 10:00:00] Found valid access token."))
        #expect(old.kind == .cacheHit && old.correlation == nil)
        let sso = try #require(event("2025-03-14 01:20:05:412 | I | ADB v3.9.2/WPJ v3.9.0 | TID=77120 MSAL 1.7.3 Mac 15.3.1 [2025-03-14 08:20:05 - 0B1C2D3E-0000-4000-8000-000000000022] Http error raised. Http Code: 400 Description Masked(not-null)"))
        #expect(sso.kind == .httpResponse && sso.status == 400)
        #expect(sso.time?.iso == "2025-03-14T08:20:05Z", "MSAL's own UTC time, not the broker's local prefix")
        let nslog = try #require(event("TID=4471102 MSAL 1.6.1 iOS 18.2 [2025-03-14 08:20:03 - 0B1C2D3E-0000-4000-8000-000000000021] INFO: acquireTokenSilent returning with at: 7f3a scopes:(User.Read)"))
        #expect(nslog.kind == .result && nslog.outcome == .success)
    }

    @Test func androidAllThreeBracketForms() throws {
        let current = try #require(event("2025-03-14 09:31:07.512 21873-21910 CommandDispatcher       com.contoso.mail                     I  [2025-03-14 08:31:07 - thread_id: 214, correlation_id: 0b1c2d3e-0000-4000-8000-000000000031 - Android 34] Completed silent request as owner for correlation id : **0b1c2d3e-0000-4000-8000-000000000031, with the status : COMPLETED is cacheable : true  "))
        #expect(current.platform == .android && current.kind == .result && current.outcome == .success && current.api == .silent)
        #expect(current.time?.iso == "2025-03-14T08:31:07Z")
        let unset = try #require(event("11-02 10:14:55.218  8120  8164 I BoundServiceClient:connect:  [2021-11-02 09:14:55 - thread_name : pool-4-thread-2, correlation_id : UNSET]  Android 30 Android is establishing the bound service connection."))
        #expect(unset.correlation == nil, "UNSET is no id")
        #expect(unset.thread != 0)
        let json = try #require(event("W/ContosoAuth:  [2019-05-20 16:02:12 - {\"thread_id\":\"5521\",\"correlation_id\":\"0b1c2d3e-0000-4000-8000-000000000033\"}] Status code was: 400 Android 28"))
        #expect(json.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000033")
        #expect(json.kind == .httpResponse && json.status == 400)
    }

    @Test func javaAfterAnySLF4JPrefix() throws {
        let returned = try #require(event("2025-03-14 08:40:22.388 DEBUG [main] com.microsoft.aad.msal4j.ConfidentialClientApplication - [Correlation ID: 0b1c2d3e-0000-4000-8000-000000000041] Access Token was returned"))
        #expect(returned.platform == .java && returned.kind == .result && returned.outcome == .success)
        #expect(returned.time?.iso == "2025-03-14T08:40:22.388", "the host's local time, without a zone, at its millisecond resolution")
        let fields = try #require(event("[ContosoWorker] [pool-2-thread-1] [contoso] [] [Correlation ID: 0b1c2d3e-0000-4000-8000-000000000042] Execution of class com.microsoft.aad.msal4j.AcquireTokenByDeviceCodeFlowSupplier failed: AADSTS70016: pending"))
        #expect(fields.kind == .error && fields.api == .deviceCode)
        #expect(fields.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000042")
        #expect(event("com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided.") == nil,
                "an exception the app printed is the app's text")
        let throttled = try #require(event("2025-03-14 08:40:25.000 INFO [main] com.microsoft.aad.msal4j.PublicClientApplication - Request was throttled according to instructions from STS. Retry in 4000 ms."))
        #expect(throttled.kind == .throttled && throttled.throttledByCache == true)
    }

    @Test func javaWithTheLoggerCutToItsClass() throws {
        // logback `%logger{0}`: the class alone in brackets, then the thread and the app's own fields.
        let request = try #require(event("2025-03-14 13:00:00.010 INFO [TokenRequestExecutor] [pool-2-thread-1] [contoso] [] Sending token request to: https://login.microsoftonline.com/common/"))
        #expect(request.platform == .java && request.kind == .httpRequest && request.startsCall)
        var text = "2025-03-14 13:00:00.010 INFO [TokenRequestExecutor] [pool-2-thread-1] [contoso] [] Sending token request to: https://login.microsoftonline.com/common/"
        // `message` is a range into the line.
        let message = text.withUTF8 { String(decoding: $0[request.message], as: UTF8.self) }
        #expect(message.hasPrefix("Sending token request"), "the bracketed fields after the logger are stepped over: \(message)")
        let withID = try #require(event("2025-03-14 13:00:00.330 INFO [ConfidentialClientApplication] [pool-2-thread-1] [contoso] [] [Correlation ID: 0b1c2d3e-0000-4000-8000-000000000043] Access Token was returned"))
        #expect(withID.thread == request.thread && request.thread != 0,
                "both lines are keyed by the thread's bracket, not the logger's")
        #expect(event("2025-03-14 13:00:00.010 INFO [ContosoTokenHelper] [main] Sending token request to: https://example.com/") == nil,
                "an app's own class in brackets is not msal4j's")
        #expect(event("[TokenRequestExecutor] Sending token request to: https://example.com/") == nil,
                "without a level word before it, a bracketed name is the app's text")
    }

    @Test func pythonLoggingLayouts() throws {
        let basic = try #require(event("DEBUG:msal.telemetry:Generate or reuse correlation_id: 0b1c2d3e-0000-4000-8000-000000000051"))
        #expect(basic.platform == .python && basic.startsCall && basic.time == nil)
        #expect(basic.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000051")
        let timed = try #require(event("2025-03-14 08:50:31,402 DEBUG msal.application: Cache hit an AT"))
        #expect(timed.kind == .cacheHit && timed.time?.iso == "2025-03-14T08:50:31.402")
        let cli = try #require(event("41872 : 2025-03-14 08:50:31,977 : DEBUG : msal.application : Refresh failed. invalid_grant: AADSTS70043: The refresh token has expired. Trace ID: 0b1c2d3e-0000-4000-8000-0000000000f1 Correlation ID: 0b1c2d3e-0000-4000-8000-000000000051 Timestamp: 2025-03-14 08:50:31Z"))
        #expect(cli.kind == .error && cli.decode)
        #expect(cli.correlation == nil, "only the id line's id counts")
        #expect(cli.thread != 0, "the process id groups its lines")
        let rts = try #require(event("DEBUG:msal.application:Found 1 RTs matching {'environment': 'login.microsoftonline.com', 'client_id': '0b1c2d3e-0000-4000-8000-0000000000b1'}"))
        #expect(rts.correlation == nil, "a client id is not a correlation id")
        #expect(event("  File \"/app/msal/application.py\", line 12, in acquire") == nil)
        let http = try #require(event("DEBUG:urllib3.connectionpool:https://login.microsoftonline.com:443 \"POST /contoso/oauth2/v2.0/token HTTP/1.1\" 429 120"))
        #expect(http.kind == .httpResponse && http.status == 429 && http.throttledByCache == false)
    }

    @Test func runtimeAloneAndForwarded() throws {
        let alone = try #require(event("[MSAL:0002]\tINFO   \tLogTelemetryData:448\tKey: correlation_id, Value: 0b1c2d3e-0000-4000-8000-000000000061"))
        #expect(alone.platform == .wam && alone.kind == .broker)
        #expect(alone.correlation?.text == "0b1c2d3e-0000-4000-8000-000000000061")
        let forwarded = try #require(event("False \(dotnetHeader) [2025-03-14 09:02:44Z - 0b1c2d3e-0000-4000-8000-000000000062] [MSAL:0001]\tERROR  \tErrorInternalImpl:134\tCreated an error: tag_x7k2p, StatusInternal::InteractionRequired, InternalEvent::None, Error Code 1234567890, Context '(pii)'"))
        #expect(forwarded.platform == .dotnet, "a .NET log carrying broker lines stays .NET")
        #expect(forwarded.kind == .error)
        let python = try #require(event("DEBUG:msal.broker:[MSAL:0002]\tINFO   \tLogTelemetryData:448\tKey: is_successful, Value: true"))
        #expect(python.platform == .python && python.kind == .result && python.outcome == .success)
    }

    @Test func appLinesAreNotMSALs() {
        #expect(event("2025-03-14 08:40:24.310 ERROR [main] com.contoso.Worker - token failed") == nil)
        #expect(event("INFO:contoso.app:result keys ['access_token']") == nil)
        #expect(event("Traceback (most recent call last):") == nil)
    }
}
