import MSALErrorModel
import Testing
@testable import MSALErrorText

@Suite struct ScanTests {
    @Test func reportsTheLineEachErrorStartsOn() throws {
        let located = ErrorTextDecoder.scan(try CorpusLoader.text("several"))
        #expect(located.map(\.line) == [2, 5, 9, 10])
        #expect(located.map(\.diagnosis.code) == [.number(-50002), .text("service_not_available"),
                                                  .text("user_cancelled"), .text("server_error")])
    }

    @Test func textWithoutErrorsScansToNothing() {
        #expect(ErrorTextDecoder.scan("all good\nnothing to see\n").isEmpty)
        #expect(ErrorTextDecoder.decode("").isEmpty)
    }

    /// What a later decoder may still look at: random claims, touching, nested and
    /// apart, against a plain set of claimed positions.
    @Test func claimedRangesMatchAPlainSetOfPositions() {
        var generator = SeededGenerator(seed: 0xC1A1_3ED0)
        for _ in 0..<500 {
            var claimed = ClaimedRanges()
            var positions = Set<Int>()
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                // Short and long ranges, across the 64-position words the claims are kept in.
                let start = Int.random(in: 0..<200, using: &generator)
                let range = start..<(start + Int.random(in: 0...(Bool.random(using: &generator) ? 12 : 150), using: &generator))
                claimed.claim(range)
                positions.formUnion(range)
            }
            #expect((-1...400).filter(claimed.contains) == positions.sorted())
            let ranges = claimed.all
            // Sorted, disjoint and not touching (touching ones are merged).
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "\(ranges)")
            #expect(claimed.isEmpty == positions.isEmpty)
        }
    }
}
