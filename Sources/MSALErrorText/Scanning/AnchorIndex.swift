#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every place in one input where a decoder could start (``AnchorPatterns``), and
/// the blank lines, found once per input. The decoders then work from these
/// positions instead of searching the whole input once per pattern.
struct AnchorIndex {
    enum Kind: Int, CaseIterable {
        case applePrint, exceptionSuffix, pythonException, jsClass, jsErrorCode, appleDomain, msalKey, oauthError,
             serverCode, hintJava, hintAndroid, hintPython, hintGo, wamError, jsDescription, httpResponse, pythonHTTPError,
             runtimeStatus
    }

    struct Hit {
        var start: Int
        /// Which JS class, Apple domain or MSAL key (index into its list).
        var detail: Int
        var kind: Kind
    }

    /// Every hit of every kind, in the order they start.
    private(set) var allHits: [Hit] = []
    /// One bit per kind that has at least one hit.
    private var kindsFound: UInt32 = 0
    /// Starts of lines that hold only spaces (space, tab, carriage return), in order.
    private(set) var blankLines: [Int] = []
    /// Lines longer than ``TextBytes/shortLineBytes`` (start ..< newline or end), in order:
    /// what `TextBytes.lineStart`/`lineEnd` look up instead of scanning a long line again.
    private(set) var longLines: [Range<Int>] = []
    /// The length of the longest of `longLines`, 0 when there are none.
    private(set) var longestLine = 0

    init(_ input: TextBytes) {
        input.bytes.withUnsafeBufferPointer { bytes in
            findPatterns(in: bytes)
            findBlankLines(in: bytes)
        }
    }

    /// The kinds whose hit starts an error of some shape (the hints, `errorCode`, `error` and
    /// MSAL's userInfo keys are read inside errors, and start none).
    static let errorStartKinds: UInt32 = [Kind.applePrint, .exceptionSuffix, .pythonException, .jsClass, .appleDomain,
                                          .serverCode, .wamError, .jsDescription, .httpResponse, .pythonHTTPError,
                                          .runtimeStatus]
        .reduce(0) { $0 | 1 << $1.rawValue }

    /// True when a hit of a kind that starts an error lies in `range`.
    func startsError(in range: Range<Int>) -> Bool {
        guard kindsFound & Self.errorStartKinds != 0 else { return false }
        var low = 0, high = allHits.count
        while low < high {
            let middle = (low + high) / 2
            if allHits[middle].start < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < allHits.count, allHits[low].start < range.upperBound {
            if Self.errorStartKinds & 1 << allHits[low].kind.rawValue != 0 { return true }
            low += 1
        }
        return false
    }

    /// The hits of one kind, in the order they start.
    func hits(_ kind: Kind) -> Hits { Hits(all: has(kind) ? allHits : [], kind: kind) }
    func has(_ kind: Kind) -> Bool { kindsFound & 1 << kind.rawValue != 0 }

    struct Hits: Sequence {
        fileprivate let all: [Hit]
        fileprivate let kind: Kind

        func makeIterator() -> Iterator { Iterator(all: all, kind: kind) }

        struct Iterator: IteratorProtocol {
            fileprivate let all: [Hit]
            fileprivate let kind: Kind
            private var position = 0

            fileprivate init(all: [Hit], kind: Kind) {
                self.all = all
                self.kind = kind
            }

            mutating func next() -> Hit? {
                while position < all.count {
                    let hit = all[position]
                    position += 1
                    if hit.kind == kind { return hit }
                }
                return nil
            }
        }
    }

    /// Slides a window as long as the shortest pattern over the input and, from the
    /// window's last two bytes alone, moves it on by as many bytes as no pattern can
    /// start in (Wu–Manber). In error text that is about 3 bytes at a time; only
    /// where the table says 0 are the patterns that may start at the window compared.
    private mutating func findPatterns(in bytes: UnsafeBufferPointer<UInt8>) {
        let window = AnchorPatterns.minimumLength
        guard let base = bytes.baseAddress, bytes.count >= window else { return }
        let tables = AnchorPatterns.tables
        var hits: [Hit] = []
        var kinds: UInt32 = 0
        let lastStart = bytes.count &- window
        var start = 0
        while start <= lastStart {
            let skip = tables.shift[AnchorPatterns.pair(at: base + (start &+ window &- 2))]
            if skip != 0 {
                start &+= Int(skip)
                continue
            }
            let bucket = AnchorPatterns.bucket(at: base + start)
            let candidates = Int(tables.candidateStarts[bucket])..<Int(tables.candidateStarts[bucket &+ 1])
            if !candidates.isEmpty {
                kinds |= Self.record(candidates, startingAt: start, in: bytes, tables: tables, into: &hits)
            }
            start &+= 1
        }
        allHits = hits
        kindsFound = kinds
    }

    /// Compares the candidate patterns at `start` and appends those that match;
    /// returns their kinds' bits. (Inlined: measured cheaper than a call per candidate position.)
    @inline(__always)
    private static func record(_ candidates: Range<Int>, startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>,
                               tables: borrowing AnchorPatterns.Tables, into hits: inout [Hit]) -> UInt32 {
        var kinds: UInt32 = 0
        let here = bytes.baseAddress! + start
        for slot in candidates {
            let pattern = tables.patterns[Int(tables.candidates[slot])]
            guard start &+ pattern.length <= bytes.count,
                  AnchorPatterns.equal(here, tables.patternBytes.baseAddress! + pattern.offset, count: pattern.length)
            else { continue }
            if hits.capacity == 0 { hits.reserveCapacity(16) }
            hits.append(Hit(start: start, detail: pattern.detail, kind: pattern.kind))
            kinds |= 1 << pattern.kind.rawValue
        }
        return kinds
    }

    /// Finds each newline with `memchr` (vectorised) and looks back from it: a line
    /// that ends in a non-space byte, as nearly all do, costs one comparison. A
    /// newline at the very start does not end a blank line. Long lines are noted on the way.
    private mutating func findBlankLines(in bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var lineStart = 0
        while lineStart < count,
              let found = memchr(base + lineStart, Int32(ASCII.newline), count - lineStart) {
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var cursor = newline
            while cursor > lineStart {
                let byte = bytes[cursor - 1]
                guard byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn else { break }
                cursor -= 1
            }
            if cursor == lineStart && newline > 0 { blankLines.append(lineStart) }
            if newline - lineStart > TextBytes.shortLineBytes {
                longLines.append(lineStart..<newline)
                longestLine = max(longestLine, newline - lineStart)
            }
            lineStart = newline + 1
        }
        if count - lineStart > TextBytes.shortLineBytes {
            longLines.append(lineStart..<count)
            longestLine = max(longestLine, count - lineStart)
        }
    }
}
