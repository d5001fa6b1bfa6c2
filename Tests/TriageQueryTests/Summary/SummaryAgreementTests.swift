import MSALErrorModel
import MSALErrorText
import Testing
@testable import TriageQuery

/// `summarize` counts what `explain` and the console find (issue 27, "Size and time"): an
/// error longer than 64 KiB that crosses the end of a 4 MiB chunk (a 100 KB msal4j chain)
/// is counted alike, since all three read with ``ErrorStreamReader``. (Before, summarize cut
/// its chunks at any line end and counted the chain's tail as one more error.)
@Suite struct SummaryAgreementTests {
    static func log(chainStartsBeforeChunkEnd offset: Int) -> String {
        let filler = "sign-in failed with AADSTS700016: Application was not found. "
            + "Correlation ID: 6a2b3c4d-0000-4000-8000-000000000001\n"
        let chain = "com.microsoft.aad.msal4j.MsalServiceException: AADSTS50076: MFA\n"
            + (0..<3000).map { "\tat com.example.F\($0).call(F.java:\($0))" }.joined(separator: "\n")
            + "\nCaused by: java.io.IOException: reset\n\tat x.y(Z.java:1)\n"
            + "Caused by: com.microsoft.aad.msal4j.MsalClientException: inner\n"
        let before = (StreamLimits.standard.chunkBytes - offset) / filler.utf8.count
        return String(repeating: filler, count: before) + chain + String(repeating: filler, count: 10)
    }

    @Test(arguments: [30_000, 60_000])
    func summarizeCountsWhatExplainFinds(offset: Int) throws {
        let text = Self.log(chainStartsBeforeChunkEnd: offset)
        var reader = ErrorStreamReader(InMemorySource(text))
        let explained = try reader.all().filter { if case .error = $0 { true } else { false } }.count
        let (summary, _) = try SummarizerTests.summarize(text)
        #expect(summary.totals.matchingErrors == explained, "chain \(offset) bytes before the chunk's end")
    }
}
