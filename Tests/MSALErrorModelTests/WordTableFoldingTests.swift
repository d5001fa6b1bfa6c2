import Testing
@testable import MSALErrorModel

/// A case-folding word table compares eight bytes at a time: it must find exactly the probes
/// whose bytes, each folded as `TextReading.foldASCII` folds it, are a word's.
@Suite struct WordTableFoldingTests {
    private static let words = ["interaction_required", "a_b[c]@d`e{f}~z", "short", "exactly8", "nine_byte", "x"]

    @Test func foundExactlyWhenTheFoldedBytesAreAWord() {
        let table = WordTable(Self.words.enumerated().map { (word: $0.element, id: $0.offset) }, foldsCase: true)
        // Each byte of each word swapped for bytes around the letters' edges and their
        // other case: `@`/`` ` ``, `[`/`{`, `Z`/`z`, and non-ASCII bytes whose low bits look like letters.
        let swaps: [UInt8] = [0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0xC1, 0xE1, 0xDA, 0x00, 0x7F]
        var probes: [[UInt8]] = []
        for word in Self.words {
            let bytes = Array(word.utf8)
            probes.append(bytes)
            probes.append(Array(word.uppercased().utf8))
            for position in bytes.indices {
                for swap in swaps {
                    var probe = bytes
                    probe[position] = swap
                    probes.append(probe)
                }
            }
        }
        var found = 0
        for probe in probes {
            let folded = probe.map(TextReading.foldASCII)
            let expected = Self.words.firstIndex { Array($0.utf8) == folded }
            let id = probe.withUnsafeBufferPointer { table.id(of: $0) }
            #expect(id == expected, "\(probe)")
            if id != nil { found += 1 }
        }
        #expect(found > Self.words.count * 2)
    }
}
