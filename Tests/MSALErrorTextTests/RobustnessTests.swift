import MSALErrorModel
import Testing
import TestSupport
@testable import MSALErrorText

/// A small deterministic generator (SplitMix64), so every run tries the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds random and mutated inputs from the corpus and the decoders' own anchors.
struct InputMutator {
    var generator: SeededGenerator
    let seeds: [[UInt8]]
    static let fragments: [[UInt8]] = [
        "Error Domain=", "MSALErrorDomain", " Code=", "-50000", "-42700", " \"(null)\" ", "UserInfo={", "}", "{", "(",
        ")", "\"", "'", "\\", "\\\"", "=", ", ", ";\n", "\n", "NSUnderlyingError=0x6000 {", "MSALInternalErrorCodeKey=",
        "MSALErrorDescriptionKey=", "MSALHTTPHeadersKey={", "\"Retry-After\" = ", "AADSTS", "50076", "AADB2C90118",
        "Microsoft.Identity.Client.MsalUiRequiredException: ", " ---> ", "ErrorCode: ", "StatusCode: ",
        "ResponseBody: {", "\"error\":\"", "\"error_codes\":[", "InteractionRequiredAuthError: ", "interaction_required: ",
        "errorCode: '", "Correlation ID: ", "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40", "Caused by: ", "eyJ",
        "refresh_token=", "Bearer ", "error=", "&", "%3a+", "\u{1B}[31m", "\u{0}", "漢字", "\u{202E}", "Exception",
        "(MSALErrorDomain, -50002)", "User info: {", "Error domain: ", "\r\n", "\t",
        // The shapes of issue #10: logger prefixes, Android/Java, .NET log lines, Apple localized, WAM, JS, HTTP, Python.
        "11-23 10:15:02.433  4321  4377 E AuthRepository: ", "W/System.err: ", "E/MSAL: ", "[MSAL] ", "\tat com.x.Y(Y.java:1)",
        "MSAL 4.61.3.0 MSAL.NetCore .NET 8.0.1 [2026-11-23 10:15:02Z - ", "] ", "2026-11-23T10:15:02.118Z ",
        "com.microsoft.identity.client.exception.MsalUiRequiredException: ", "com.microsoft.identity.common.java.exception.",
        "com.microsoft.aad.msal4j.MsalServiceException: ", "errorCode=invalid_grant", "Exception type: ", " , ErrorCode: ",
        "Trace ID: ", "Classification: ", "(OSStatus error -34018.)", "com.microsoft.", " error ~50000", "\u{2212}", "couldn’t",
        "WAM Error\n", " Error Code: 3399614475\n", " Internal Error Code: ", " Error Message: NoNetwork",
        "{ code: 'post_request_failed', desc: '", "\"desc\":\"", "claims: '{\"access_token\":", "HTTP/1.1 429 ", "HTTP/2 401",
        "WWW-Authenticate: Bearer error=\"insufficient_claims\", claims=\"", "eyJhY2Nlc3NfdG9rZW4iOnt9fQ==", "Retry-After: ",
        "Date: Sun, 23 Nov 2026 10:15:02 GMT", "< ", "HTTP Error: 503", "MsalServiceError('", "reply status code was 400:\n",
    ].map { Array($0.utf8) }

    mutating func next() -> [UInt8] {
        switch generator.next() % 4 {
        case 0: return randomBytes()
        case 1: return fragmentSoup()
        default: return mutated(seeds[Int(generator.next() % UInt64(seeds.count))])
        }
    }

    private mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(generator.next() % UInt64(bound)) }

    private mutating func randomBytes() -> [UInt8] {
        (0..<int(160)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    private mutating func fragmentSoup() -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<int(16) { bytes += Self.fragments[int(Self.fragments.count)] }
        return bytes
    }

    /// A window of a real error, then cuts, duplications, insertions and byte flips.
    private mutating func mutated(_ seed: [UInt8]) -> [UInt8] {
        let start = int(seed.count)
        var bytes = Array(seed[start..<min(seed.count, start + 32 + int(224))])
        for _ in 0..<(1 + int(6)) {
            guard !bytes.isEmpty else { break }
            let at = int(bytes.count)
            switch int(5) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + int(40)))
            case 1: bytes.insert(contentsOf: Self.fragments[int(Self.fragments.count)], at: at)
            case 2: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
            case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + int(60))], at: int(bytes.count))
            default: bytes = Array(bytes[..<at])
            }
        }
        return bytes
    }
}

@Suite struct RobustnessTests {
    static let inputCount = 100_000

    /// Decoding never crashes or hangs, and what comes out is well formed: codes are
    /// real-shaped, nothing secret-shaped survives, and the same input decodes the same way.
    @Test func hundredThousandRandomAndMutatedInputs() throws {
        let seeds = try CorpusLoader.allNames().map { Array(try CorpusLoader.text($0).utf8) }
        var mutator = InputMutator(generator: SeededGenerator(seed: 0x5EED_DEC0DE), seeds: seeds)
        var recognised = 0
        for index in 0..<Self.inputCount {
            let text = String(decoding: mutator.next(), as: UTF8.self)
            let diagnoses = ErrorTextDecoder.decode(text)
            if !diagnoses.isEmpty { recognised += 1 }
            for diagnosis in diagnoses {
                check(diagnosis, input: text)
            }
            if index % 997 == 0 {
                #expect(ErrorTextDecoder.decode(text) == diagnoses, "not deterministic: \(text.debugDescription)")
                let once = Redactor.redact(text)
                #expect(Redactor.redact(once) == once, "redaction is not stable: \(text.debugDescription)")
            }
        }
        // The mutations keep enough structure that many inputs still decode.
        #expect(recognised > Self.inputCount / 10)
    }

    private func check(_ diagnosis: Diagnosis, input: String, depth: Int = 0) {
        #expect(depth <= UserInfoParser.maximumDepth + 1)
        #expect(diagnosis.aadsts.allSatisfy(CommonFields.isServerCodeNumber), "\(diagnosis.aadsts) from \(input.debugDescription)")
        #expect(diagnosis.aadsts.count <= CommonFields.maximumCodes)
        #expect(Set(diagnosis.aadsts).count == diagnosis.aadsts.count)
        #expect((diagnosis.retryAfterSeconds ?? 0) >= 0, "\(input.debugDescription)")
        #expect(diagnosis.httpStatus.map { (100...599).contains($0) } != false, "\(input.debugDescription)")
        for field in [diagnosis.errorDescription, diagnosis.oauthError, diagnosis.subError, diagnosis.claims] {
            guard let field else { continue }
            #expect(!field.contains("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0"))
        }
        if let underlying = diagnosis.underlying { check(underlying, input: input, depth: depth + 1) }
    }

    /// Inputs built to make a naive scanner quadratic or recursive; each must finish, in work
    /// linear in its length. The work is this thread's CPU time compared with itself: four times
    /// the repetitions cost about four times as much, where a quadratic scan costs sixteen (and
    /// runs for minutes at 40 KB). Not a speed figure: speed is measured by the benchmark target.
    /// The time limit only stops a loop that never ends; it is wall time, so it is generous: a
    /// one-minute limit failed on CI while compiler tests held every thread of the pool.
    @Test(.timeLimit(.minutes(10)), arguments: [
        "Error Domain=X Code=1 UserInfo={", "Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={NSUnderlyingError=0x1 {",
        "{", "\"", "(", "MsalUiRequiredException: ", "ExceptionException", "AADSTS12", "errorCode: 'a_b', ",
        "\"error\": \"invalid_grant\", ", "a-b-c-d-", "eyJ", "MSALErrorDomain ", "{\"error_codes\": [1, ",
        "MSALErrorDescriptionKey = x;\n", "InteractionRequiredAuthError: interaction_required: ",
        "W/System.err: \tat ", "11-23 10:15:02.433  1  2 E T: ", "[a] [b] ", "WAM Error\n Error Code: 1\n", "{ code: 'a_b', desc: 'x' ",
        "HTTP/1.1 429 \nRetry-After: 1\n", "WWW-Authenticate: Bearer error=\"x\", claims=\"", "HTTP Error: 500 ",
        "(OSStatus error ~1.) ", "Exception type: Microsoft.Identity.Client.MsalServiceException , ", "MsalServiceError('",
        "com.microsoft.identity.common.java.exception.ClientException\nCaused by: ",
        "WAM Error ", "refused: Request was throttled according to instructions from STS. ", "failed, error=interaction_required",
    ])
    func pathologicalRepetitionFinishes(_ unit: String) {
        func repeated(toBytes bytes: Int) -> String { String(repeating: unit, count: bytes / unit.utf8.count) }
        func decodeAndRedact(_ text: String) -> (diagnoses: [Diagnosis], redacted: String) {
            (ErrorTextDecoder.decode(text), Redactor.redact(text))
        }
        _ = decodeAndRedact(repeated(toBytes: 1_000))  // first use: tables built
        let small = ThreadCPUTime.measure { decodeAndRedact(repeated(toBytes: 10_000)) }
        let text = repeated(toBytes: 40_000)
        let large = ThreadCPUTime.measure { decodeAndRedact(text) }
        #expect(large.result.diagnoses.count <= text.utf8.count)
        #expect(!large.result.redacted.isEmpty)
        // The 50 ms floor keeps a few milliseconds of noise from failing a fast case.
        #expect(large.nanoseconds < 8 * small.nanoseconds + 50e6,
                "4x the input took \(large.nanoseconds / small.nanoseconds)x the work (\(large.nanoseconds / 1e6) ms)")
    }

    /// The same past ``ErrorTextDecoder/maximumErrorBytes``, where each place an error may start
    /// can reach no further than that: a line of keys once read 64 KB per key (a 800 KB line
    /// took 6 s in a release build; now 0.16 s).
    @Test(.timeLimit(.minutes(10)), arguments: [
        "failed, error=interaction_required", "WAM Error ", "MSALErrorDomain ", "sync stopped: error code -51440, MSIDErrorDomain ",
        "failed: com.microsoft.identity.client.exception.MsalClientException: device_network_not_available ",
    ])
    func aLineLongerThanAnErrorCostsLinearWork(_ unit: String) {
        func repeated(toBytes bytes: Int) -> String { String(repeating: unit, count: bytes / unit.utf8.count) }
        _ = ErrorTextDecoder.decode(repeated(toBytes: 1_000))  // first use: tables built
        let small = ThreadCPUTime.measure { ErrorTextDecoder.decode(repeated(toBytes: 100_000)) }
        let large = ThreadCPUTime.measure { ErrorTextDecoder.decode(repeated(toBytes: 400_000)) }
        #expect(large.nanoseconds < 8 * small.nanoseconds + 50e6,
                "4x the input took \(large.nanoseconds / small.nanoseconds)x the work (\(large.nanoseconds / 1e6) ms)")
    }
}
