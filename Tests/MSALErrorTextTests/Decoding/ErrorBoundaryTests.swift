import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Where one error ends (issue 25 §4): a line that starts another error ends the one
/// before it, also with no timestamp, logger prefix or blank line between them.
@Suite struct ErrorBoundaryTests {
    /// One error as apps print it, with no logger prefix: its lines and what it must decode to.
    struct Shape: Sendable {
        var name: String
        var lines: [String]
        var code: ErrorCodeValue?
        var platform: Platform?
        /// Which of its lines the error is reported on (a traceback's is its last).
        var reportedLine = 0
    }

    /// `n` makes each error's correlation id its own.
    static func shapes(_ n: Int) -> [Shape] {
        let id = { (kind: Int) in "\(kind)a2b3c4d-0000-4000-8000-\(String(format: "%012d", n))" }
        return [
            Shape(name: ".NET exception", lines: [
                "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Due to a configuration change made by "
                    + "your administrator, you must use multi-factor authentication. Correlation ID: \(id(1))",
            ], code: nil, platform: .dotnet),
            Shape(name: "Python result dict", lines: [
                "{'error': 'invalid_grant', 'error_description': 'AADSTS50173: The provided grant has expired.', "
                    + "'error_codes': [50173], 'correlation_id': '\(id(2))'}",
            ], code: .text("invalid_grant"), platform: .python),
            Shape(name: "MSAL.js error", lines: [
                "InteractionRequiredAuthError: interaction_required: AADSTS50058: A silent sign-in request was sent but "
                    + "no user is signed in. Correlation ID: \(id(3))",
            ], code: .text("interaction_required"), platform: .js),
            Shape(name: "Apple NSError", lines: [
                "Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALErrorDescriptionKey=User interaction "
                    + "is required, MSALCorrelationIDKey=\(id(4)), MSALOAuthErrorKey=interaction_required}",
            ], code: .number(-50002), platform: .apple),
            Shape(name: "AADSTS line", lines: [
                "sign-in failed with AADSTS700016: Application with identifier 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' "
                    + "was not found in the directory. Correlation ID: \(id(5))",
            ], code: nil, platform: nil),
            Shape(name: "msal4j exception", lines: [
                "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided. "
                    + "Correlation ID: \(id(6))",
            ], code: nil, platform: .java),
            Shape(name: "MSAL.js error as JSON", lines: [
                "{\"errorCode\":\"no_account_error\",\"errorMessage\":\"No account object provided to acquireTokenSilent.\","
                    + "\"subError\":\"\",\"name\":\"BrowserAuthError\",\"correlationId\":\"\(id(7))\"}",
            ], code: .text("no_account_error"), platform: .js),
            Shape(name: "Android chain", lines: [
                "com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS700082: The refresh token has "
                    + "expired due to inactivity. Correlation ID: \(id(8))",
                "\tat com.microsoft.identity.client.internal.controllers.MsalExceptionAdapter.msal(MsalExceptionAdapter.java:71)",
                "Caused by: com.microsoft.identity.common.java.exception.UiRequiredException: AADSTS700082: expired.",
                "\t... 9 more",
            ], code: nil, platform: .android),
            Shape(name: ".NET inner exception chain", lines: [
                "Microsoft.Identity.Client.MsalServiceException: AADSTS50076: MFA required. Correlation ID: \(id(9))",
                "   at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync()",
                " ---> System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request).",
                "   --- End of inner exception stack trace ---",
            ], code: nil, platform: .dotnet),
            Shape(name: "HTTP response", lines: [
                "HTTP/1.1 429 Too Many Requests", "Retry-After: 30", "client-request-id: \(id(10))",
            ], code: nil, platform: nil),
            Shape(name: "Python traceback", lines: [
                "Traceback (most recent call last):", "  File \"app.py\", line 3, in <module>",
                "msal.exceptions.MsalServiceError: HTTP Error: 503",
            ], code: nil, platform: .python, reportedLine: 2),
        ]
    }

    /// Every shape followed directly by every shape (itself too): two errors, each with its
    /// own correlation id, on the lines they start on.
    @Test func everyShapeEndsWhereTheNextStarts() {
        let first = Self.shapes(1), second = Self.shapes(2)
        for a in first {
            for b in second {
                let text = (a.lines + b.lines).joined(separator: "\n") + "\n"
                let found = ErrorTextDecoder.scan(text)
                #expect(found.count == 2, "\(a.name) then \(b.name): \(found.count) errors")
                guard found.count == 2 else { continue }
                #expect(found.map(\.line) == [1 + a.reportedLine, a.lines.count + 1 + b.reportedLine], "\(a.name) then \(b.name)")
                #expect(found[0].diagnosis.platform == a.platform, "\(a.name) then \(b.name)")
                #expect(found[1].diagnosis.platform == b.platform, "\(a.name) then \(b.name)")
                if let code = a.code { #expect(found[0].diagnosis.code == code, "\(a.name) then \(b.name)") }
                if let code = b.code { #expect(found[1].diagnosis.code == code, "\(a.name) then \(b.name)") }
            }
        }
    }

    /// The six one-line shapes of issue 25 in all 720 orders, on consecutive lines: 4,320 errors.
    static func sixShapeLog() -> (text: String, count: Int) {
        var lines: [String] = []
        var n = 0
        for order in permutations(Array(0..<6)) {
            for shape in order {
                lines += Self.shapes(n)[shape].lines
                n += 1
            }
        }
        return (lines.joined(separator: "\n") + "\n", n)
    }

    static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let head = rest.remove(at: index)
            return permutations(rest).map { [head] + $0 }
        }
    }

    @Test func sixShapesInEveryOrderAreSixErrorsEach() {
        let (text, count) = Self.sixShapeLog()
        #expect(count == 4320)
        let found = ErrorTextDecoder.scan(text)
        #expect(found.count == count)
        #expect(found.map(\.line) == Array(1...count))
        // And read as a stream in small chunks (as explain, summarize and the console read), the same.
        var reader = ErrorStreamReader(InMemorySource(text), limits: StreamLimits(chunkBytes: 16 * 1024))
        let streamed = ((try? reader.all()) ?? []).compactMap { finding -> Int? in
            if case .error(let located) = finding { located.line } else { nil }
        }
        #expect(streamed == Array(1...count))
    }
}
