import Testing
@testable import MSALErrorText

/// The anchor scan skips most of the input; these check that it never skips a
/// pattern or a blank line, against a plain search at every position.
@Suite struct AnchorIndexTests {
    @Test func findsEveryPatternTheCorpusHolds() throws {
        for name in try CorpusLoader.allNames() {
            let text = try CorpusLoader.text(name)
            expectSameAsPlainSearch(Array(text.utf8), name)
        }
    }

    @Test func findsPatternsAtTheEdgesAndOverlapping() {
        let texts = [
            "error", "errorCode", "xerrorerrorCode", "AADSTSAADB2C", "Error Domain=", "Exception",
            "MsalErrorMsalServiceError", "MSALErrorDomainMSALOAuthErrorKey", "  \n\t \n\nerror\r\n \n",
            "erro", "\nerror", "ServerErrorAuthErrorNetworkError:", "é error éExceptioné",
            "Traceback (most recent call last)msal4j", "\n\n", " \n", "",
        ]
        for text in texts { expectSameAsPlainSearch(Array(text.utf8), text) }
    }

    /// Inputs glued from pieces of the patterns, their neighbours in the byte
    /// table, spaces and newlines, where a skip that is one too long would lose a hit.
    @Test func findsEveryPatternInRandomFragments() {
        var generator = SeededGenerator(seed: 0xA9C4_0123)
        let patterns = AnchorPatterns.all.map(\.bytes)
        let noise: [[UInt8]] = [[0x20], [0x0A], [0x09], [0x0D], [0xC5], [0xE5, 0xF2], Array("rror".utf8),
                                Array("Err".utf8), Array("xc".utf8), Array("AAD".utf8), Array("MSA".utf8)]
        for round in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                if Bool.random(using: &generator) {
                    let pattern = patterns.randomElement(using: &generator)!
                    let cut = Int.random(in: 0...pattern.count, using: &generator)
                    bytes += Bool.random(using: &generator) ? pattern : Array(pattern[cut...])
                } else {
                    bytes += noise.randomElement(using: &generator)!
                }
            }
            expectSameAsPlainSearch(bytes, "round \(round)")
        }
    }

    private func expectSameAsPlainSearch(_ bytes: [UInt8], _ label: String) {
        let index = AnchorIndex(TextBytes(bytes: bytes))
        var expected = [[(start: Int, detail: Int)]](repeating: [], count: AnchorIndex.Kind.allCases.count)
        for start in bytes.indices {
            for pattern in AnchorPatterns.all where bytes[start...].starts(with: pattern.bytes) {
                expected[pattern.kind.rawValue].append((start, pattern.detail))
            }
        }
        for kind in AnchorIndex.Kind.allCases {
            let found = Array(index.hits(kind))
            #expect(found.map(\.start) == expected[kind.rawValue].map(\.start), "\(kind) in \(label)")
            #expect(found.map(\.detail) == expected[kind.rawValue].map(\.detail), "\(kind) details in \(label)")
            #expect(index.has(kind) == !expected[kind.rawValue].isEmpty, "\(kind) in \(label)")
        }
        #expect(index.blankLines == plainBlankLines(bytes), "blank lines in \(label)")
    }

    /// Starts of lines of only spaces, tabs and carriage returns that a newline ends
    /// (not counting a newline that opens the input).
    private func plainBlankLines(_ bytes: [UInt8]) -> [Int] {
        var blanks: [Int] = []
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            if offset > 0 && bytes[lineStart..<offset].allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) {
                blanks.append(lineStart)
            }
            lineStart = offset + 1
        }
        return blanks
    }
}
