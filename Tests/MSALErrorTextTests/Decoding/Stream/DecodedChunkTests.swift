import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Joining two chunks decoded at once: the second was decoded from the first one's cut
/// on a guess; the join must give what decoding them one after the other gives.
@Suite struct DecodedChunkTests {
    static func chunk(_ errors: [(start: Int, end: Int)], consumed: Int) -> DecodedChunk {
        DecodedChunk(findings: errors.map { .error(LocatedDiagnosis(line: $0.start, diagnosis: Diagnosis(domain: "at \($0.start)"))) },
                     errorEnds: errors, consumed: consumed)
    }

    static func starts(_ chunk: DecodedChunk) -> [Int] { chunk.errorEnds.map(\.start) }

    @Test func chunksThatMeetAtTheCutAreJoinedWhole() {
        let first = Self.chunk([(10, 40), (60, 90)], consumed: 100)
        let second = Self.chunk([(100, 130), (150, 170)], consumed: 200)
        var decodedAgain = false
        let joined = DecodedChunk.join(first, second, secondStart: 100) { _ in
            decodedAgain = true
            return second
        }
        #expect(Self.starts(joined) == [10, 60, 100, 150])
        #expect(joined.findings.count == 4)
        #expect(joined.consumed == 200)
        #expect(!decodedAgain)
    }

    @Test func errorsReadFromInsideTheFirstChunksLastErrorAreDropped() {
        // The first chunk's last error runs from 90 to 120, past its cut at 100; the second
        // chunk, decoded from 100, read an error at 105 out of that error's text.
        let first = Self.chunk([(10, 40), (90, 120)], consumed: 120)
        let second = Self.chunk([(105, 118), (130, 150)], consumed: 200)
        var decodedAgain = false
        let joined = DecodedChunk.join(first, second, secondStart: 100) { _ in
            decodedAgain = true
            return second
        }
        #expect(Self.starts(joined) == [10, 90, 130])
        #expect(joined.findings == [first.findings[0], first.findings[1], second.findings[1]])
        #expect(!decodedAgain)
    }

    @Test func anErrorThatRunsPastTheFirstChunksLastErrorDecodesTheSecondAgain() {
        // Read from inside the first chunk's last error (90..<120), the error at 110 ran on
        // to 140: decoding from 120, where the second chunk really starts, may read otherwise.
        let first = Self.chunk([(90, 120)], consumed: 120)
        let second = Self.chunk([(110, 140), (160, 170)], consumed: 200)
        var againFrom: [Int] = []
        let joined = DecodedChunk.join(first, second, secondStart: 100) { start in
            againFrom.append(start)
            return Self.chunk([(125, 140), (160, 170)], consumed: 200)
        }
        #expect(againFrom == [120])
        #expect(Self.starts(joined) == [90, 125, 160])
        #expect(joined.consumed == 200)
    }
}
