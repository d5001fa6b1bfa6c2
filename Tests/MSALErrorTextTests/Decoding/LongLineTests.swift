import MSALErrorModel
import Testing
import TestSupport
@testable import MSALErrorText

/// Decoding is linear in every shape (issue 27, "Size and time"): a long `Caused by:` or
/// ` ---> ` chain on one line costs what the same chain split over lines costs, and twice
/// the chain costs about twice as much. Measured in the thread's CPU time, compared with
/// itself within one test (never against a fixed number of seconds): quadratic work shows
/// as a ratio near 4 for twice the input, linear work near 2.
@Suite(.serialized) struct LongLineTests {
    static func chain(_ links: Int, dotNet: Bool, oneLine: Bool) -> String {
        let head = dotNet ? "Microsoft.Identity.Client.MsalServiceException: AADSTS50076: MFA required."
            : "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: Invalid client secret provided."
        let links = (0..<links).map { index in
            dotNet ? " ---> System.Net.Http.HttpRequestException: Response status code does not indicate success: \(index)"
                : " Caused by: java.io.IOException: connection reset \(index) at com.example.Net.call(Net.java:\(index))"
        }
        return ([head] + links).joined(separator: oneLine ? "" : "\n") + "\n"
    }

    /// CPU time of this thread spent decoding `text`, in nanoseconds, and the errors found.
    static func cost(_ text: String) -> (nanoseconds: Double, errors: Int) {
        let measured = ThreadCPUTime.measure { ErrorTextDecoder.decode(text).count }
        return (measured.nanoseconds, measured.result)
    }

    @Test(arguments: [true, false]) func aOneLineChainDecodesInLinearTime(dotNet: Bool) {
        _ = Self.cost(Self.chain(100, dotNet: dotNet, oneLine: true))  // first use: tables built
        let small = Self.cost(Self.chain(1000, dotNet: dotNet, oneLine: true))
        let large = Self.cost(Self.chain(4000, dotNet: dotNet, oneLine: true))
        let split = Self.cost(Self.chain(4000, dotNet: dotNet, oneLine: false))
        #expect(large.errors == 1 && split.errors == 1)
        // Linear: 4x the chain near 4x the work; quadratic was near 16x (and minutes at 600 KB).
        #expect(large.nanoseconds < 8 * small.nanoseconds, "4x the chain took \(large.nanoseconds / small.nanoseconds)x")
        #expect(large.nanoseconds < 4 * split.nanoseconds + 50e6,
                "one line \(large.nanoseconds / 1e6) ms, split \(split.nanoseconds / 1e6) ms")
    }

    /// The long-line look-up answers what a plain scan does, at every position.
    @Test func lineStartAndEndMatchAPlainScan() {
        var generator = SeededGenerator(seed: 0x10_9611E)
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let length = Bool.random(using: &generator) ? Int.random(in: 0...40, using: &generator)
                    : Int.random(in: 200...1200, using: &generator)
                bytes += Array(repeating: UInt8(ascii: "x"), count: length)
                if Bool.random(using: &generator) { bytes.append(ASCII.newline) }
            }
            let plain = TextBytes(bytes: bytes)
            var indexed = plain
            indexed.longLines = AnchorIndex(plain).longLines
            for position in 0...bytes.count {
                var start = position - 1
                while start >= 0 && bytes[start] != ASCII.newline { start -= 1 }
                var end = position
                while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
                #expect(indexed.lineStart(before: position) == start + 1, "lineStart(before: \(position))")
                #expect(indexed.lineEnd(from: position) == end, "lineEnd(from: \(position))")
            }
        }
    }
}
