import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A log of more than 600 lines in which errors of every platform follow one another
/// between ordinary log lines, each with its own logger prefix: every error comes out
/// once, on the line it starts on, with its own platform and correlation id (never a
/// neighbour's), and nothing is found in the lines between them.
@Suite struct MixedLogTests {
    struct Planted {
        var line: Int
        var platform: Platform?
        var correlationId: String?
    }

    /// One error as a logger writes it: its lines, its platform, and whether its
    /// correlation id is printed (a Python `MsalServiceError` has none).
    struct Shape: Sendable {
        var platform: Platform?
        var hasCorrelationId = true
        var lines: @Sendable (_ correlation: String, _ trace: String, _ stamp: String) -> [String]
    }

    static let shapes: [Shape] = [
        Shape(platform: .android) { c, t, s in
            let prefix = "11-23 \(s)  4321  4377 E AuthRepository: "
            return [prefix + "com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS700082: The refresh "
                        + "token has expired due to inactivity. Trace ID: \(t) Correlation ID: \(c) Timestamp: 2026-11-23",
                    prefix + "\tat com.microsoft.identity.client.internal.controllers.MsalExceptionAdapter.msal(MsalExceptionAdapter.java:71)",
                    prefix + "Caused by: com.microsoft.identity.common.java.exception.UiRequiredException: AADSTS700082: The refresh token has expired.",
                    prefix + "\t... 9 more"]
        },
        Shape(platform: .dotnet) { c, _, s in
            ["MSAL 4.61.3.0 MSAL.NetCore .NET 8.0.1 Microsoft Windows 10.0.22631 [2026-11-23 \(s)Z - \(c)] Exception type: "
                + "Microsoft.Identity.Client.MsalUiRequiredException , ErrorCode: invalid_grant , StatusCode: 400"]
        },
        Shape(platform: .dotnet) { c, t, s in
            ["2026-11-23 \(s) [ERR] Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Due to a configuration "
                + "change made by your administrator, you must use multi-factor authentication.\r",
             "Trace ID: \(t)\r", "Correlation ID: \(c)\r", "Timestamp: 2026-11-23 \(s)Z\r", "ErrorCode: invalid_grant\r",
             "StatusCode: 400\r", "Classification: BasicAction\r"]
        },
        Shape(platform: .js) { c, t, s in
            ["2026-11-23T\(s)Z [web] InteractionRequiredAuthError: interaction_required: AADSTS50079: MFA enrolment is "
                + "required. Trace ID: \(t) Correlation ID: \(c) Timestamp: 2026-11-23",
             "    at createInteractionRequiredAuthError (InteractionRequiredAuthError.ts:168:12) {",
             "  errorCode: 'interaction_required',", "  subError: '',", "  correlationId: '\(c)'", "}"]
        },
        Shape(platform: .js) { c, _, s in
            ["2026-11-23T\(s)Z [web] {\"errorCode\":\"no_account_error\",\"errorMessage\":\"No account object provided to "
                + "acquireTokenSilent.\",\"subError\":\"\",\"name\":\"BrowserAuthError\",\"correlationId\":\"\(c)\"}"]
        },
        Shape(platform: .python) { c, t, s in
            ["2026-11-23 \(s),118 WARNING app.auth Silent token failed: {'error': 'invalid_grant', 'error_description': "
                + "'AADSTS50173: The provided grant has expired.', 'error_codes': [50173], 'trace_id': '\(t)', "
                + "'correlation_id': '\(c)'}"]
        },
        Shape(platform: .python, hasCorrelationId: false) { _, _, s in
            ["2026-11-23 \(s),204 ERROR app.auth refresh raised MsalServiceError('HTTP Error: 503')"]
        },
        Shape(platform: .go) { c, t, s in
            ["2026/11/23 \(s) token: http call(https://login.microsoftonline.com/contoso.example/oauth2/v2.0/token)(POST) "
                + "error: reply status code was 400:",
             "{\"error\":\"invalid_scope\",\"error_description\":\"AADSTS70011: The provided value for scope is not valid.\","
                + "\"error_codes\":[70011],\"trace_id\":\"\(t)\",\"correlation_id\":\"\(c)\"}"]
        },
        Shape(platform: .apple) { c, _, s in
            ["2026-11-23 \(s).123456+0100 Contoso[4312:88123] Error Domain=MSALErrorDomain Code=-50002 \"(null)\" "
                + "UserInfo={MSALOAuthErrorKey=invalid_grant, MSALCorrelationIDKey=\(c)}"]
        },
        Shape(platform: .dotnet) { c, _, s in
            ["2026-11-23T\(s)Z [Error] WAM Error", "2026-11-23T\(s)Z [Error] Error Code: 3399614475",
             "2026-11-23T\(s)Z [Error] Error Message: NoNetwork", "2026-11-23T\(s)Z [Error] Internal Error Code: 557973648",
             "2026-11-23T\(s)Z [Error] Correlation ID: \(c)"]
        },
        Shape(platform: nil) { c, t, s in
            ["2026-11-23T\(s)Z DEBUG HTTP/1.1 429 Too Many Requests", "2026-11-23T\(s)Z DEBUG Retry-After: 30",
             "2026-11-23T\(s)Z DEBUG x-ms-request-id: \(t)", "2026-11-23T\(s)Z DEBUG client-request-id: \(c)"]
        },
        Shape(platform: .java) { c, t, s in
            ["\(s).123 [main] ERROR c.c.TokenService - java.util.concurrent.ExecutionException: "
                + "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided. "
                + "Trace ID: \(t) Correlation ID: \(c) Timestamp: 2026-11-23",
             "\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)",
             "Caused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided.",
             "\tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:45)"]
        },
    ]

    static let noiseKinds = 8

    /// Ordinary log lines around the errors, stamped with `stamp`.
    static func noise(_ kind: Int, _ stamp: String) -> String {
        switch kind {
        case 0: return "2026-11-23T\(stamp)Z INFO request served in 12 ms"
        case 1: return "11-23 \(stamp)  4321  4321 I Choreographer: Skipped 31 frames!  The application may be doing too much work."
        case 2: return "[MSAL] 2026-11-23T\(stamp)Z : @azure/msal-browser@3.27.0 : Info - acquireTokenSilent called"
        case 3: return "MSAL 4.61.3.0 MSAL.NetCore .NET 8.0.1 Microsoft Windows 10.0.22631 [2026-11-23 \(stamp)Z] Found 1 cache accounts"
        case 4: return "2026-11-23 \(stamp),100 DEBUG urllib3.connectionpool Starting new HTTPS connection (1): login.microsoftonline.com:443"
        case 5: return "W/System.err: retrying sync in 30 s"
        case 6: return "\(stamp).500 [pool-1-thread-2] INFO  c.c.Scheduler - next run scheduled"
        default: return "2026-11-23T\(stamp)Z DEBUG HTTP/1.1 200 OK"
        }
    }

    /// The log, and the errors planted in it.
    static func makeLog(minimumLines: Int) -> (text: String, planted: [Planted]) {
        var generator = SeededGenerator(seed: 0x600_1065)
        var lines: [String] = []
        var planted: [Planted] = []
        var index = 0
        while lines.count < minimumLines {
            let second = index % 60
            let stamp = "10:\(index / 60 % 60 < 10 ? "0" : "")\(index / 60 % 60):\(second < 10 ? "0" : "")\(second)"
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                lines.append(noise(Int(generator.next() % UInt64(noiseKinds)), stamp))
            }
            let shape = shapes[Int(generator.next() % UInt64(shapes.count))]
            let correlation = guid(index, kind: 0xC0)
            planted.append(Planted(line: lines.count + 1, platform: shape.platform,
                                   correlationId: shape.hasCorrelationId ? correlation : nil))
            lines += shape.lines(correlation, guid(index, kind: 0x7A), stamp)
            index += 1
        }
        return (lines.joined(separator: "\n") + "\n", planted)
    }

    /// A GUID-shaped id that tells the error's index and whether it is a correlation or trace id.
    static func guid(_ index: Int, kind: Int) -> String {
        let hex = String(index, radix: 16)
        let tail = String(repeating: "0", count: 12 - hex.count) + hex
        return "\(String(kind, radix: 16))e1a2b3-4c5d-4e6f-8a9b-\(tail)"
    }

    @Test func everyErrorComesOutOnceWithItsOwnCorrelationIdAndPlatform() {
        let (text, planted) = Self.makeLog(minimumLines: 600)
        #expect(text.utf8.filter { $0 == 0x0A }.count >= 600)
        let found = ErrorTextDecoder.scan(text)
        #expect(found.count == planted.count, "found \(found.count) errors, planted \(planted.count)")
        for (actual, expected) in zip(found, planted) {
            #expect(actual.line == expected.line, "error planted on line \(expected.line)")
            #expect(actual.diagnosis.correlationId == expected.correlationId, "line \(expected.line)")
            #expect(actual.diagnosis.platform == expected.platform, "line \(expected.line)")
        }
    }

    @Test func theLogWithoutItsErrorsHoldsNone() {
        let text = (0..<200).map { Self.noise($0 % Self.noiseKinds, "10:00:\($0 % 50 + 10)") }.joined(separator: "\n")
        #expect(ErrorTextDecoder.scan(text).isEmpty)
    }
}
