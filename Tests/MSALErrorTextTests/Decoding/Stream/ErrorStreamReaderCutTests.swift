import Foundation
import MSALErrorModel
import Testing
@testable import MSALErrorText

/// A stream is decoded two chunks at a time, the second from the first one's cut before
/// anyone knows whether an error crosses that cut. Multi-line errors between one-line
/// ones and filler, cut into small chunks at every kind of place: what the reader finds
/// must be exactly what decoding the whole text finds, lines included.
@Suite struct ErrorStreamReaderCutTests {
    /// Errors that span lines (so that cuts fall inside them), and one-line ones.
    static let errors = [
        """
        Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: The user must enroll for MFA.
           ErrorCode: invalid_grant
           StatusCode: 400
           Classification: BasicAction
         ---> Microsoft.Identity.Client.MsalServiceException: AADSTS50079: enrollment required
           at Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync()
           --- End of inner exception stack trace ---
           at Contoso.Mail.SignIn.AcquireAsync()
        """,
        """
        java.util.concurrent.ExecutionException: com.microsoft.aad.msal4j.MsalServiceException: AADSTS700016: Application not found
        \tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)
        Caused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS700016: Application not found
        \tat com.microsoft.aad.msal4j.HttpHelper.execute(HttpHelper.java:80)
        \t... 3 more
        """,
        """
        Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={
            MSALErrorDescriptionKey=Broker response could not be read,
            MSALInternalErrorCodeKey=-42708,
            MSALCorrelationIDKey=5d3c9a10-7b2e-4f61-9c08-1a2b3c4d5e6f
        }
        """,
        // PowerShell 7's error view: read as one line only when the `Line |` above it is seen.
        """
        Connect-AzAccount: C:\\ops\\rotate.ps1:31
        Line |
          31 |  Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenant
             |  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
             | ClientSecretCredential authentication failed: AADSTS7000222: The
             | provided client secret keys for app 'rotate-bot' are expired. Trace ID:
             | 4c1f0e2a-9b3d-4e71-a2c5-6d8f0b1e3a47 Correlation ID:
             | 9e2d7c41-0a5b-4f36-b8e1-2c4d6f8a0b13 Timestamp: 2026-11-23 10:15:02Z
        """,
        // MSAL Python's frames come before the exception's line, which takes its platform from them.
        """
        Traceback (most recent call last):
          File "/srv/.venv/site-packages/msal/authority.py", line 318, in tenant_discovery
            raise ValueError(
        ValueError: OIDC Discovery endpoint rejects our request. Error: {"error":"invalid_tenant","error_codes":[90002]}
        """,
        "InteractionRequiredAuthError: interaction_required: AADSTS50058: A silent sign-in request was sent but no user is signed in.",
        #"acquire_token_silent: {'error': 'invalid_grant', 'error_description': 'AADSTS50173: grant expired', 'error_codes': [50173]}"#,
    ]

    static let filler = [
        "2026-11-23T10:00:01Z INFO token cache hit for account 4",
        "2026-11-23T10:00:02Z DEBUG GET https://graph.example.test/v1.0/me 200 (31 ms)",
        "",
    ]

    static func log(entries: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(seed: seed)
        var lines: [String] = []
        for _ in 0..<entries {
            if Bool.random(using: &generator) {
                // Each request has its own correlation id, as in a real log (one request's failure
                // logged twice is one error).
                let id = (0..<8).map { _ in String(UInt8.random(in: 0...15, using: &generator), radix: 16) }.joined()
                lines.append(errors.randomElement(using: &generator)!
                    .replacingOccurrences(of: "5d3c9a10", with: id).replacingOccurrences(of: "9e2d7c41", with: id))
            } else {
                lines.append(filler.randomElement(using: &generator)!)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004] as [UInt64])
    func cutsAnywhereFindWhatTheWholeTextHolds(seed: UInt64) throws {
        let text = Self.log(entries: 400, seed: seed)
        let whole = ErrorTextDecoder.scan(text)
        #expect(whole.count > 150)
        // Chunks from a little longer than a line to several errors long: cuts fall inside
        // multi-line errors often, so both the dropping and the decoding again are taken.
        for chunkBytes in [520, 700, 1000, 1500, 2600, 5000] {
            var reader = ErrorStreamReader(InMemorySource(text), limits: StreamLimits(
                chunkBytes: chunkBytes, maximumLineBytes: 512, lookaheadBytes: 800))
            let streamed = try reader.all()
            #expect(streamed == whole.map { .error($0) }, "chunks of \(chunkBytes) bytes")
        }
    }

    /// `explain` renders the halves apart, each on the thread that decoded it: one after the
    /// other they must be exactly the chunk, and there must be two whenever a chunk was split.
    @Test(arguments: [0x5EED_0001, 0x5EED_0002] as [UInt64])
    func theHalvesOfEachChunkAreTheChunkInOrder(seed: UInt64) throws {
        // Longer than an input read whole (``ErrorStreamReader/wholeInputBytes``), so that chunks of
        // 1 MiB are split too.
        let text = Self.log(entries: 1200, seed: seed)
        #expect(text.utf8.count > 2 * ErrorStreamReader<InMemorySource>.wholeInputBytes)
        for chunkBytes in [700, 1000, 2600, 1 << 20] {
            let limits = StreamLimits(chunkBytes: chunkBytes, maximumLineBytes: 512, lookaheadBytes: 800)
            var joined = ErrorStreamReader(InMemorySource(text), limits: limits)
            var halved = ErrorStreamReader(InMemorySource(text), limits: limits)
            var splitChunks = 0
            while let chunk = try joined.next() {
                let halves = try #require(try halved.nextHalves())
                #expect(halves.count <= 2)
                if halves.count == 2 { splitChunks += 1 }
                #expect(Array(halves.joined()) == chunk, "chunks of \(chunkBytes) bytes")
            }
            #expect(try halved.nextHalves() == nil)
            #expect(splitChunks > 0, "chunks of \(chunkBytes) bytes were never decoded in two halves")
        }
    }
}

extension ErrorStreamReaderCutTests {
    /// A pasted text (a whole input of a few kilobytes) is read in one piece, exactly as the
    /// text: no cut parts Visual Studio's first-chance line from the error below it, which takes
    /// its class from that line.
    @Test func aPastedTextIsReadAsTheWholeText() throws {
        let text = """
            ------ Build started: Project: Contoso.Tickets, Configuration: Debug Any CPU ------
            Contoso.Tickets -> C:\\src\\Contoso.Tickets\\bin\\Debug\\net8.0\\Contoso.Tickets.dll
            [Tickets] 14:02:11 Loading the tenant's ticket queues for the signed-in account
            [Tickets] 14:02:11 Calling Microsoft Graph with the cached account, no prompt
            Exception thrown: 'Microsoft.Identity.Client.MsalUiRequiredException' in System.Private.CoreLib.dll
            [Tickets] 14:02:12 [Error] Could not get a token for Microsoft Graph. AADSTS65001: The user or administrator has not consented to use the application with ID '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' named 'Contoso Tickets'.
            Trace ID: 9e8d7c6b-5a49-4382-a716-0f1e2d3c4b00
            Correlation ID: 0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
            Timestamp: 2026-09-04 12:02:12Z
            [Tickets] 14:02:12 Showing the consent prompt to the user on the next sign-in.
            [Tickets] 14:02:12 Queue view left empty until the user signs in again.
            """
        var reader = ErrorStreamReader(InMemorySource(text))
        let streamed = try reader.all()
        #expect(streamed == ErrorTextDecoder.scan(text).map { .error($0) })
        guard case .error(let error)? = streamed.first else { Issue.record("nothing found"); return }
        #expect(error.diagnosis.domain == "MsalUiRequiredException")
        #expect(error.diagnosis.platform == .dotnet)
        #expect(error.diagnosis.aadsts == [65001])
    }
}
