import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Correlation and trace ids wherever real texts put them (issue 25 §3), as `explain`
/// shows them: one diagnosis per error, its ids filled. Every text is written for this
/// test in the shape the libraries print (`../shared/reference/msal-log-formats.md`).
@Suite("Ids in every shape")
struct ErrorIdsTests {
    /// A chat app's paste puts no-break spaces (U+00A0) in the labels and after their colons.
    @Test func labelsWithNoBreakSpacesAreRead() throws {
        let text = "InteractionRequiredAuthError: consent_required: AADSTS65001: The user or administrator has not consented. "
            + "Trace\u{A0}ID:\u{A0}1d9e3b70-5a24-4c81-b6f2-0e8d7c4a9b00 Correlation\u{A0}ID:\u{A0}8b2f6d14-3e97-4a05-9c61-f4a0e2d8b573 "
            + "Timestamp: 2026-04-21 09:52:10Z"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.traceId == "1d9e3b70-5a24-4c81-b6f2-0e8d7c4a9b00")
        #expect(diagnosis.correlationId == "8b2f6d14-3e97-4a05-9c61-f4a0e2d8b573")
    }

    private let correlation = "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718"
    private let trace = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"

    private func only(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnosis {
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1, "\(diagnoses.count) diagnoses", sourceLocation: sourceLocation)
        return try #require(diagnoses.first, sourceLocation: sourceLocation)
    }

    /// The macOS broker's line names its error as `error: -50001 error domain: MSALErrorDomain`
    /// after MSAL's prefix: the prefix's id slot is that error's correlation id.
    @Test func theMSALPrefixSlotOfABrokerLine() throws {
        let diagnosis = try only("2029-04-05 06:07:08:123 | E | ADB v5.2501.0/WPJ v4.2412.1 | TID=4711 MSAL 1.7.1 Mac 15.2.0 "
            + "[2029-04-05 13:07:08 - \(correlation.uppercased())] Interactive broker extension flow finished. "
            + "Result (null), error: -50001 error domain: MSALErrorDomain")
        #expect(diagnosis.code == .number(-50001))
        #expect(diagnosis.correlationId == correlation.uppercased())
    }

    /// A console or a paste wraps `Trace ID:` away from its id: the id opens the next line.
    @Test func anIdWrappedOntoTheNextLine() throws {
        let text = "2026-11-20T09:12:44Z ERROR acquire failed: AADSTS7000215: Invalid client secret provided. Trace ID:\n"
            + "\(trace) Correlation ID:\r\n  \(correlation) Timestamp: 2026-11-20 09:12:44Z\n"
            + "2026-11-20T09:12:45Z INFO retrying with the certificate\n"
        let diagnosis = try only(text)
        #expect(diagnosis.aadsts == [7000215])
        #expect(diagnosis.traceId == trace)
        #expect(diagnosis.correlationId == correlation)
    }

    @Test("Trace ID and Correlation ID lines below a bare AADSTS description belong to it")
    func idLinesAfterAnAADSTSDescription() throws {
        let text = """
            AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor \
            authentication to access 'contoso-api'.
            Trace ID: \(trace)
            Correlation ID: \(correlation)
            Timestamp: 2025-03-14 08:50:31Z
            """
        let diagnosis = try only(text)
        #expect(diagnosis.aadsts == [50076])
        #expect(diagnosis.correlationId == correlation)
        #expect(diagnosis.traceId == trace)
        let shown = ExplanationText.lines(for: diagnosis, locale: .en).joined(separator: "\n")
        #expect(shown.contains("Correlation ID:") && shown.contains(correlation), "\(shown)")
        #expect(!shown.contains("Correlation ID:    —"), "\(shown)")
    }

    @Test("the id lines end at a blank line: a later paragraph's ids are not this error's")
    func idLinesStopAtABlankLine() throws {
        let text = "AADSTS50058: No session.\n\nCorrelation ID: \(correlation)"
        let diagnosis = try only(text)
        #expect(diagnosis.correlationId == nil)
    }

    @Test("msal4j's [Correlation ID: x] prefix")
    func msal4jPrefix() throws {
        let text = "2025-03-14 08:40:23.017 WARN  [ForkJoinPool.commonPool-worker-3] "
            + "com.microsoft.aad.msal4j.PublicClientApplication - [Correlation ID: \(correlation)] Execution of class "
            + "com.microsoft.aad.msal4j.AcquireTokenSilentSupplier failed: "
            + "com.microsoft.aad.msal4j.MsalInteractionRequiredException: AADSTS50076: Multi-factor authentication needed."
        let diagnosis = try only(text)
        #expect(diagnosis.correlationId == correlation)
    }

    @Test("correlation_id and correlationId fields", arguments: ["correlation_id", "correlationId"])
    func jsonFields(_ key: String) throws {
        let text = #"{"error":"invalid_grant","error_description":"AADSTS70008: The refresh token has expired.","#
            + #""error_codes":[70008],"trace_id":"\#(trace)","\#(key)":"\#(correlation)"}"#
        let diagnosis = try only(text)
        #expect(diagnosis.correlationId == correlation)
        #expect(diagnosis.traceId == trace)
    }

    @Test(".NET exception dump: a CorrelationId line")
    func dotNetCorrelationIdLine() throws {
        let text = """
            Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret provided.
               ErrorCode: invalid_client
               StatusCode: 401
               CorrelationId \(correlation)
            """
        let diagnosis = try only(text)
        #expect(diagnosis.correlationId == correlation)
    }

    @Test("an all-zero id names no request and is never shown")
    func allZeroIdIsDropped() throws {
        let zero = "00000000-0000-0000-0000-000000000000"
        let text = """
            Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret provided.
               CorrelationId \(zero)
            """
        #expect(try only(text).correlationId == nil)
        let input = TextBytes("Correlation ID: \(zero) then Correlation ID: \(correlation)")
        #expect(CommonFields.ids(in: input, 0..<input.count).correlation == correlation)
    }

    /// The id slot of each MSAL log prefix, with an error on the same line.
    static let prefixed: [(name: String, line: String)] = [
        ("MSAL.NET", "False MSAL 4.70.2.0 MSAL.NetCore .NET 8.0.11 Microsoft Windows 10.0.26100 [2025-03-14 09:02:44Z - "
            + "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718] Exception type: Microsoft.Identity.Client.MsalUiRequiredException"),
        ("MSAL.js", "[Fri, 14 Mar 2025 08:12:40 GMT] : [0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718] : @azure/msal-browser@3.27.0 "
            + ": Error - InteractionRequiredAuthError: interaction_required: AADSTS50058: No session."),
        ("iOS", "TID=4471102 MSAL 1.6.1 iOS 18.2 [2025-03-14 08:20:04 - 0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718] "
            + "acquireTokenSilent returning with error: (MSALErrorDomain, -50002)"),
        ("Android 2024", "[2025-03-14 08:31:07 - thread_id: 214, correlation_id: 0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718 - "
            + "Android 34] com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50076: MFA required"),
        ("Android 2021", "[2021-11-02 09:14:55 - thread_name : pool-4-thread-2, correlation_id : "
            + "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718]  Android 30 com.microsoft.identity.client.exception."
            + "MsalServiceException: AADSTS7000215: Invalid client secret."),
    ]

    @Test("the id slot of an MSAL log prefix", arguments: prefixed.indices)
    func logPrefixSlot(_ position: Int) throws {
        let (name, line) = Self.prefixed[position]
        let diagnoses = ErrorTextDecoder.decode(line)
        #expect(!diagnoses.isEmpty, "\(name)")
        for diagnosis in diagnoses {
            #expect(diagnosis.correlationId?.lowercased() == correlation, "\(name)")
        }
    }

    /// The pitfalls: GUIDs in and around a prefix that are not the request's id.
    @Test("client ids and VS Code's id slot are not correlation ids")
    func idsThatAreNotCorrelationIds() throws {
        // VS Code puts `<client id>] [<authority>` in MSAL.js's slot.
        let vsCode = "[Fri, 14 Mar 2025 08:12:40 GMT] : [\(correlation)] [https://login.microsoftonline.com/contoso] "
            + ": @azure/msal-node@2.16.2 : Error - InteractionRequiredAuthError: interaction_required: AADSTS50058: none."
        #expect(try only(vsCode).correlationId == nil)
        let clientId = "Client Id - \(correlation)\nAADSTS700016: Application not found in the directory."
        #expect(ErrorTextDecoder.decode(clientId).allSatisfy { $0.correlationId == nil })
        // An id the error carries itself wins over the prefix's.
        let both = "[2025-03-14 08:31:07 - \(trace)] AADSTS50058: No session. Correlation ID: \(correlation)"
        #expect(try only(both).correlationId == correlation)
    }

    @Test("an AADSTS code outside the table falls back on the OAuth error in front of it")
    func unknownCodeWithOAuthError() throws {
        let text = "DEBUG:msal.application:Refresh failed. invalid_grant: AADSTS530084: Token protection is required. "
            + "Trace ID: \(trace) Correlation ID: \(correlation) Timestamp: 2025-03-14 08:50:31Z"
        let diagnosis = try only(text)
        #expect(Catalog.aadsts(530084) == nil)
        #expect(diagnosis.oauthError == "invalid_grant")
        #expect(AdviceEngine.advise(diagnosis).action == .interactiveAuth)
        #expect(diagnosis.correlationId == correlation && diagnosis.traceId == trace)
        let bare = try only("AADSTS530084: Token protection is required.")
        #expect(bare.oauthError == nil)
        #expect(AdviceEngine.advise(bare).action == .unknown)
        // A word in front that is no OAuth error is not read as one.
        #expect(try only("Failure: AADSTS530084: Token protection is required.").oauthError == nil)
    }

    @Test("The sign-in page's Request Id / Correlation Id / Timestamp block above the message belongs to it")
    func signInPageBlockAboveTheMessage() throws {
        let text = """
            Request Id: \(trace)
            Correlation Id: \(correlation)
            Timestamp: 2032-06-19T10:11:12Z
            Message: AADSTS50011: The redirect URI specified in the request does not match the redirect URIs configured.
            """
        let diagnosis = try only(text)
        #expect(diagnosis.aadsts == [50011])
        #expect(diagnosis.traceId == trace)
        #expect(diagnosis.correlationId == correlation)
        #expect(diagnosis.time?.iso == "2032-06-19T10:11:12Z")
    }

    @Test("The Trace ID lines below one error are never read as the next one's")
    func trailerLinesStayWithTheErrorAbove() throws {
        let text = """
            AADSTS50076: MFA is required.
            Trace ID: \(trace)
            Correlation ID: \(correlation)
            AADSTS50058: A silent sign-in request was sent but no user is signed in.
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.map(\.aadsts) == [[50076], [50058]])
        #expect(diagnoses.map(\.correlationId) == [correlation, nil])
    }
}
