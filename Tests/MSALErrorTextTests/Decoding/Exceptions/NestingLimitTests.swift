import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Exception chains nested thousands deep (`--->`, `Caused by:`) used to crash every
/// decoder with a recursive walk, and printed hundreds of MB: now a chain keeps its
/// outer errors and its root cause, says how many it left out, and prints in proportion.
@Suite struct NestingLimitTests {
    /// The error and each one nested in it, outermost first.
    static func levels(of outer: Diagnosis?) -> [Diagnosis] {
        var levels: [Diagnosis] = []
        var current = outer
        while let diagnosis = current {
            levels.append(diagnosis)
            current = diagnosis.underlying
        }
        return levels
    }

    static func chain(_ heading: String, _ link: String, depth: Int) -> String {
        String(repeating: heading + ": AADSTS50076: x\n" + link, count: depth) + heading + ": AADSTS50058: root cause\n"
    }

    @Test(arguments: [
        ("Microsoft.Identity.Client.MsalServiceException", " ---> "),
        ("com.microsoft.aad.msal4j.MsalServiceException", "Caused by: "),
    ])
    func aChainFiveThousandDeepKeepsItsEndsAndCountsTheRest(_ heading: String, _ link: String) throws {
        let diagnoses = ErrorTextDecoder.decode(Self.chain(heading, link, depth: 5000))
        #expect(diagnoses.count == 1)
        let levels = Self.levels(of: diagnoses.first)
        let limit = ErrorTextDecoder.maximumNestingDepth
        #expect(levels.count == limit + 1)
        #expect(levels.last?.aadsts == [50058], "the root cause is kept")
        #expect(levels[limit - 1].omittedUnderlyingCount == 5001 - (limit + 1))
        #expect(levels.dropLast().allSatisfy { $0.aadsts == [50076] })

        let explanation = ExplanationText.lines(for: try #require(diagnoses.first), locale: .en)
        #expect(explanation.contains { $0.contains("Underlying error (4992 nested errors left out, deeper than the limit):") })
        #expect(explanation.joined().utf8.count < 20_000, "output in proportion to what is kept")
        let json = DiagnosisReport.json(try #require(diagnoses.first)).serialized()
        #expect(json.contains("\"omittedUnderlying\":4992"))
    }

    /// The root cause's own message may name a network failure (msal4j's
    /// `MsalClientException: java.net.UnknownHostException: host`): that cause is a level too,
    /// and the chain still stops at the limit (a fuzzer finding: one level past it).
    @Test func aRootCauseWithItsOwnCauseStaysWithinTheLimit() throws {
        let text = String(repeating: "com.microsoft.aad.msal4j.MsalServiceException: AADSTS50076: x\nCaused by: ", count: 20)
            + "com.microsoft.aad.msal4j.MsalClientException: java.net.UnknownHostException: login.microsoftonline.com\n"
        let diagnoses = ErrorTextDecoder.decode(text)
        try #require(diagnoses.count == 1)
        let levels = Self.levels(of: diagnoses.first)
        let limit = ErrorTextDecoder.maximumNestingDepth
        #expect(levels.count == limit + 1)
        #expect(levels.last?.domain == "java.net.UnknownHostException", "the root cause is kept")
        #expect(levels[levels.count - 2].domain == "MsalClientException")
        #expect(levels[limit - 2].omittedUnderlyingCount == 21 - limit)
    }

    @Test func aShallowChainLosesNothing() {
        let diagnosis = ErrorTextDecoder.decode(Self.chain("Microsoft.Identity.Client.MsalServiceException", " ---> ", depth: 3)).first
        #expect(diagnosis?.underlying?.underlying?.underlying?.aadsts == [50058])
        #expect(diagnosis?.omittedUnderlyingCount == 0)
    }

    @Test func anAppleChainDeeperThanTheParserFollowsSaysSo() throws {
        let opening = String(repeating: "Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={NSUnderlyingError=0x600 {", count: 12)
        let text = opening + "Error Domain=NSURLErrorDomain Code=-1009 \"offline\"" + String(repeating: "}}", count: 12)
        var current = ErrorTextDecoder.decode(text).first
        var deepest: Diagnosis?
        while let diagnosis = current {
            deepest = diagnosis
            current = diagnosis.underlying
        }
        #expect(deepest?.omittedUnderlyingCount == 1)
        let lines = ExplanationText.lines(for: try #require(ErrorTextDecoder.decode(text).first), locale: .en)
        #expect(lines.last?.hasSuffix("Underlying error: 1 nested error left out, deeper than the limit") == true)
    }
}
