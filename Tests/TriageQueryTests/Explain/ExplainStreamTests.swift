import MSALErrorModel
import MSALErrorText
import Testing
@testable import TriageQuery

/// `explain` over chunked input prints what it printed over the whole text.
@Suite struct ExplainStreamTests {
    /// The text cut into chunks of whole lines (of at most `chunkBytes`, lines of up to
    /// `chunkBytes - 1`), each chunk's errors found as the reader would.
    private func run(_ text: String, chunkBytes: Int, format: ExplainStream.Format, eachLine: Bool = false) -> (String, Int) {
        var chunks = LineChunkReader(InMemorySource(text), limits: StreamLimits(chunkBytes: chunkBytes, maximumLineBytes: chunkBytes - 1))
        var out: [UInt8] = []
        let count = try? ExplainStream(format: format, locale: .en, eachLine: eachLine).run(next: {
            guard case .lines(let chunk) = try chunks.next() else { return nil }
            let text = String(decoding: chunk.bytes, as: UTF8.self)
            guard eachLine else {
                let found = ErrorTextDecoder.decode(text)
                return found.isEmpty ? [] : [found]
            }
            return text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
                .map { ErrorTextDecoder.decode(String($0)) }
        }, write: { out += $0 })
        return (String(decoding: out, as: UTF8.self), count ?? -1)
    }

    @Test func jsonLinesAreTheSameWholeOrInChunks() {
        let log = SummarizerTests.appLog()
        let (whole, count) = run(log, chunkBytes: 1 << 20, format: .json)
        let (chunked, chunkedCount) = run(log, chunkBytes: 400, format: .json)
        #expect(count == 5 && chunkedCount == 5)
        #expect(chunked == whole)
        let expected = ErrorTextDecoder.decode(log).map { DiagnosisReport.json($0).serialized() + "\n" }.joined()
        #expect(whole == expected, "the shape of explain --json")
    }

    @Test func textNumbersErrorsOfTheTotalWhenTheInputIsOneChunk() {
        let (whole, _) = run(SummarizerTests.appLog(), chunkBytes: 1 << 20, format: .text)
        #expect(whole.hasPrefix("error 1 of 5\n") && whole.contains("\n\nerror 5 of 5\n"))
        let (streamed, _) = run(SummarizerTests.appLog(), chunkBytes: 400, format: .text)
        #expect(streamed.hasPrefix("error 1\n") && streamed.contains("\n\nerror 5\n") && !streamed.contains("error 1 of"))
    }

    @Test func textWithoutAnErrorSaysSoOnce() {
        #expect(run("hello\nworld\n", chunkBytes: 7, format: .text).0 == ExplanationText.notRecognised + "\n")
        let (lines, _) = run("hello\n\nAADSTS50076 here\n", chunkBytes: 1 << 20, format: .text, eachLine: true)
        #expect(lines.hasPrefix(ExplanationText.notRecognised + "\n"))
        #expect(lines.contains("50076"))
    }

    /// The reader's two halves come as two groups: each part renders one, so each half stays
    /// on the thread that decoded it, and the numbering runs on across them.
    @Test func twoGroupsAreRenderedOnePerPartAndNumberedOnAcrossThem() throws {
        let diagnoses = ErrorTextDecoder.decode(String(repeating: SummarizerTests.appLog(), count: 60))
        #expect(diagnoses.count == 300)
        let halves = [Array(diagnoses[..<140]), Array(diagnoses[140...])]
        #expect(ExplainStream.parts(of: halves) == [
            ExplainStream.Part(groups: 0..<1, errors: nil, errorsBefore: 0),
            ExplainStream.Part(groups: 1..<2, errors: nil, errorsBefore: 140),
        ])
        for format in [ExplainStream.Format.text, .json] {
            func explained(_ groups: [[Diagnosis]]) throws -> String {
                var out: [UInt8] = []
                var given = false
                try ExplainStream(format: format, locale: .en, eachLine: false).run(next: {
                    defer { given = true }
                    return given ? nil : groups
                }, write: { out += $0 })
                return String(decoding: out, as: UTF8.self)
            }
            let whole = try explained([diagnoses]), halved = try explained(halves)
            #expect(halved == whole)
            if format == .text { #expect(halved.contains("\nerror 141 of 300\n")) }
        }
    }
}
