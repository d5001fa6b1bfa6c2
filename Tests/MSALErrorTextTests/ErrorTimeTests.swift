import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The time each error's text carries (issue 25 §3): a few texts per shape, written for this
/// test in the layouts `../shared/reference/msal-log-formats.md` describes (synthetic ids and
/// times), each with the time `explain` shows for it.
@Suite("Times in every shape")
struct ErrorTimeTests {
    static let correlation = "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718"
    static let trace = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"

    /// (shape, text, the one error's time as `explain` shows it, nil for `—`).
    static let corpus: [(String, String, String?)] = [
        // MSAL.NET: its own UTC prefix, and a host's before it.
        (".NET log line", "False MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100 "
            + "[2026-03-04 10:15:22Z - \(correlation)] Exception type: Microsoft.Identity.Client.MsalUiRequiredException, "
            + "ErrorCode: invalid_grant AADSTS50076: Multi-factor authentication required.",
         "2026-03-04T10:15:22Z"),
        (".NET with a Serilog prefix", "04/03/2026 11:15:22.481 +01:00 [ERR] Contoso.Api.TokenService | "
            + "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication required.",
         "2026-03-04T10:15:22.481Z"),
        (".NET exception after a plain .NET date", "2026-03-04 10:15:22 fail: Microsoft.Identity.Client.MsalServiceException: "
            + "AADSTS7000215: Invalid client secret provided.",
         "2026-03-04T10:15:22"),
        // Android: logcat without a year, Android Studio with one.
        ("logcat threadtime", "03-04 10:15:22.123  8120  8164 E MSAL    : com.microsoft.identity.client.exception."
            + "MsalUiRequiredException: AADSTS50076: Multi-factor authentication required.",
         "--03-04T10:15:22.123"),
        ("Android Studio", "2026-03-04 10:15:22.512 21873-21910 ContosoAuth com.contoso.mail E  "
            + "com.microsoft.identity.client.exception.MsalClientException: Unable to get broker.",
         "2026-03-04T10:15:22.512"),
        // msal4j and Python.
        ("logback time of day", "10:15:22.123 [ForkJoinPool.commonPool-worker-3] WARN  com.microsoft.aad.msal4j."
            + "PublicClientApplication - com.microsoft.aad.msal4j.MsalInteractionRequiredException: AADSTS50076: MFA needed.",
         "10:15:22.123"),
        ("Python logging's comma", "2026-03-04 10:15:22,402 ERROR contoso.auth: {'error': 'invalid_grant', "
            + "'error_description': 'AADSTS70043: The refresh token has expired.', 'error_codes': [70043]}",
         "2026-03-04T10:15:22.402"),
        // iOS: NSLog with its offset; MSAL's own bracket.
        ("NSLog", "2026-03-04 11:15:22.123456+0100 Contoso[4321:77120] Error Domain=MSALErrorDomain Code=-50002 \"(null)\"",
         "2026-03-04T10:15:22.123456Z"),
        // MSAL.js.
        ("MSAL.js log", "[Wed, 04 Mar 2026 10:15:22 GMT] : [\(correlation)] : @azure/msal-browser@3.27.0 : Error - "
            + "InteractionRequiredAuthError: interaction_required: AADSTS50076: MFA needed.",
         "2026-03-04T10:15:22Z"),
        // The server's `Timestamp:` alone, and the log prefix winning over it.
        ("AADSTS description", "AADSTS50076: Due to a configuration change, you must use multi-factor authentication.\n"
            + "Trace ID: \(trace)\nCorrelation ID: \(correlation)\nTimestamp: 2026-03-04 10:15:22Z",
         "2026-03-04T10:15:22Z"),
        ("prefix before Timestamp", "2026-03-04 10:15:23.007 ERROR msal.application: Refresh failed. invalid_grant: "
            + "AADSTS70043: The refresh token has expired. Trace ID: \(trace) Correlation ID: \(correlation) "
            + "Timestamp: 2026-03-04 10:15:22Z",
         "2026-03-04T10:15:23.007"),
        // A JSON error body's `timestamp` field.
        ("JSON body", #"{"error":"invalid_grant","error_description":"AADSTS70008: The refresh token has expired.","#
            + #""error_codes":[70008],"timestamp":"2026-03-04 10:15:22Z","trace_id":"\#(trace)"}"#,
         "2026-03-04T10:15:22Z"),
        // The same body as msal-python returns it, a dict printed with its repr.
        ("Python result dict", "{'error': 'invalid_grant', 'error_description': 'AADSTS70008: The refresh token has "
            + "expired.', 'error_codes': [70008], 'timestamp': '2026-03-04 10:15:22Z', 'trace_id': '\(trace)'}",
         "2026-03-04T10:15:22Z"),
        // Traps: no time in the text, only a version, an id and a port; an HTTP response's
        // `Date:` header is not the error's prefix.
        ("no time", "Error Domain=MSALErrorDomain Code=-50002 \"(null)\"", nil),
        ("version, id, port", "MSAL 4.61.3.0 request \(correlation) to login.contoso.com:443 failed: "
            + "Microsoft.Identity.Client.MsalServiceException: AADSTS50058: No session.",
         nil),
        ("HTTP Date header", "HTTP/1.1 429 Too Many Requests\nDate: Wed, 04 Mar 2026 10:15:22 GMT\nRetry-After: 30\n\n"
            + #"{"error":"temporarily_unavailable","error_codes":[50196]}"#,
         nil),
    ]

    @Test("each shape's time", arguments: corpus)
    func shape(_ name: String, _ text: String, _ expected: String?) throws {
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1, "\(name): \(diagnoses.count) diagnoses")
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.time?.iso == expected, "\(name)")
        let shown = ExplanationText.lines(for: diagnosis, locale: .en)
        let timeLine = try #require(shown.first { $0.hasPrefix("Time:") }, "\(name): no Time line in \(shown)")
        #expect(timeLine.hasSuffix(" " + (expected ?? DiagnosisField.missing)), "\(timeLine)")
        let json = DiagnosisReport.json(diagnosis).serialized()
        #expect(json.contains(#""time":"# + (expected.map { "\"\($0)\"" } ?? "null")), "\(json)")
    }

    @Test("the Time line stands after the ids, in the core fields' alignment")
    func timeLineOrder() throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(Self.corpus[0].1).first)
        let shown = ExplanationText.lines(for: diagnosis, locale: .en)
        let correlation = try #require(shown.firstIndex { $0.hasPrefix("Correlation ID:") })
        let time = try #require(shown.firstIndex { $0.hasPrefix("Time:") })
        let action = try #require(shown.firstIndex { $0.hasPrefix("Action:") })
        #expect(correlation < time && time < action)
        #expect(shown[time] == "Time:              2026-03-04T10:15:22Z")
    }

    @Test("each error of a log gets its own line's time")
    func eachErrorItsOwnTime() {
        let log = """
            2026-03-04 10:15:22.100 ERROR AADSTS50076: Multi-factor authentication required.
            2026-03-04 10:16:40.250 ERROR AADSTS70043: The refresh token has expired.
            """
        let times = ErrorTextDecoder.decode(log).map { $0.time?.iso }
        #expect(times == ["2026-03-04T10:15:22.100", "2026-03-04T10:16:40.250"])
    }

    @Test("a time inside a long line's message, past the prefix window, is not read")
    func prefixWindowIsBounded() {
        let text = String(repeating: "x", count: ErrorTime.prefixWindow + 10) + " 2026-03-04 10:15:22 AADSTS50058: No session."
        #expect(ErrorTextDecoder.decode(text).first?.time == nil)
    }
}
