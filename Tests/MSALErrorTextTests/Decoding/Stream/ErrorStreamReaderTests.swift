import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Big input is read as a stream: every error is found at any size, in order, with its
/// line; a line too long to hold is reported (line, length) and skipped, never cut.
@Suite struct ErrorStreamReaderTests {
    static let errors = [
        "Error Domain=MSALErrorDomain Code=-50002 \"(null)\" UserInfo={MSALErrorDescriptionKey=AADSTS50076: MFA, MSALOAuthErrorKey=interaction_required}",
        "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: enroll\n   ErrorCode: invalid_grant\n   StatusCode: 400\n   Classification: BasicAction",
        "InteractionRequiredAuthError: interaction_required: AADSTS50058: silent sign-in failed",
    ]

    /// A log of `count` errors between filler lines, and the line each error starts on.
    static func log(errors count: Int, fillerLines: Int = 7) -> (text: String, lines: [Int]) {
        var text = "", line = 1, lines: [Int] = []
        for index in 0..<count {
            for filler in 0..<fillerLines {
                text += "2026-11-23T10:00:\(filler) INFO request \(index) went fine\n"
                line += 1
            }
            lines.append(line)
            let error = errors[index % errors.count]
            text += error + "\n"
            line += error.split(separator: "\n").count
        }
        return (text, lines)
    }

    private func findings(_ text: String, limits: StreamLimits) throws -> [StreamFinding] {
        var reader = ErrorStreamReader(InMemorySource(text), limits: limits)
        return try reader.all()
    }

    @Test func smallChunksFindEveryErrorTheWholeTextHolds() throws {
        let (text, lines) = Self.log(errors: 300)
        let whole = ErrorTextDecoder.scan(text)
        #expect(whole.map(\.line) == lines)
        // Chunks of 2 KiB: the 300 errors fall across about 40 cuts.
        let streamed = try findings(text, limits: StreamLimits(chunkBytes: 2048, maximumLineBytes: 1024,
                                                               lookaheadBytes: 1024))
        #expect(streamed == whole.map { .error($0) })
    }

    @Test func aTextOverTheOldSixteenMebibyteLimitIsNotCut() {
        // 17 MiB of log with one error at its very end: it used to be cut away in silence.
        let filler = String(repeating: "INFO nothing to see here, just a long and boring log line\n", count: 17 * 1024 * 1024 / 58)
        let text = filler + Self.errors[2] + "\n"
        #expect(text.utf8.count > ErrorTextDecoder.maximumInputBytes)
        let found = ErrorTextDecoder.scan(text)
        #expect(found.count == 1)
        #expect(found.first?.line == 17 * 1024 * 1024 / 58 + 1)
        #expect(found.first?.diagnosis.aadsts == [50058])
    }

    @Test func anOverlongLineIsReportedWithItsNumberAndLengthAndSkipped() throws {
        let long = String(repeating: "A", count: 5000)
        let text = Self.errors[2] + "\nfiller\n" + long + "AADSTS50076 inside the long line\n" + Self.errors[0] + "\n"
        let found = try findings(text, limits: StreamLimits(chunkBytes: 2048, maximumLineBytes: 1024, lookaheadBytes: 512))
        #expect(found.count == 3)
        guard found.count == 3 else { return }
        if case .error(let first) = found[0] { #expect(first.line == 1) } else { Issue.record("\(found[0])") }
        #expect(found[1] == .overlongLine(OverlongLine(line: 3, bytes: 5000 + 32)))
        if case .error(let last) = found[2] {
            #expect(last.line == 4)
            #expect(last.diagnosis.code == .number(-50002))
        } else {
            Issue.record("\(found[2])")
        }
        #expect(OverlongLine(line: 3, bytes: 5032).message(limit: 1 << 20)
            == "line 3 is 5032 bytes long, more than the 1 MiB a line may hold: skipped")
    }

    @Test func aStreamWithoutLineEndsStaysInBoundedMemoryAndEnds() throws {
        // Like `--open - < /dev/zero`, but with an end: 3 MiB of NUL bytes and no newline.
        var reader = ErrorStreamReader(InMemorySource([UInt8](repeating: 0, count: 3 << 20)),
                                       limits: StreamLimits(chunkBytes: 1 << 16, maximumLineBytes: 1 << 15))
        let found = try reader.all()
        #expect(found == [.overlongLine(OverlongLine(line: 1, bytes: 3 << 20))])
    }

    /// Thousands of lines of every length around the limit, CRLF and blank ones among them,
    /// over many refills: each comes whole with its number, each overlong one is reported.
    @Test func everyLineComesWithItsNumberAcrossRefills() throws {
        var generator = SeededGenerator(seed: 0x11AE_5EED)
        var lines: [String] = []
        for _ in 0..<5000 {
            let length = Int.random(in: 0...130, using: &generator)
            lines.append(String(repeating: "ab", count: length / 2) + (Bool.random(using: &generator) ? "\r" : ""))
        }
        let text = lines.joined(separator: "\n") + "\n"
        var reader = LineStreamReader(InMemorySource(text), limits: StreamLimits(chunkBytes: 700, maximumLineBytes: 100))
        var items: [LineStreamReader<InMemorySource>.Item] = []
        while let item = try reader.next() { items.append(item) }
        let expected = lines.enumerated().map { index, line -> LineStreamReader<InMemorySource>.Item in
            line.utf8.count > 100 ? .overlongLine(OverlongLine(line: index + 1, bytes: line.utf8.count))
                : .line(number: index + 1, text: line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        #expect(items.count == expected.count)
        #expect(items == expected)
    }

    @Test func linesComeOneByOneAndOverlongOnesAreSkipped() throws {
        let text = "first\r\nsecond\n" + String(repeating: "x", count: 300) + "\nlast"
        var reader = LineStreamReader(InMemorySource(text), limits: StreamLimits(maximumLineBytes: 100))
        var items: [LineStreamReader<InMemorySource>.Item] = []
        while let item = try reader.next() { items.append(item) }
        #expect(items == [.line(number: 1, text: "first"), .line(number: 2, text: "second"),
                          .overlongLine(OverlongLine(line: 3, bytes: 300)), .line(number: 4, text: "last")])
    }
}
