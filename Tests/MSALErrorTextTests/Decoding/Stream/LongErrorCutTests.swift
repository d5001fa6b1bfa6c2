import MSALErrorModel
import Testing
@testable import MSALErrorText

/// An error whose text runs on past ``ErrorTextDecoder/maximumErrorBytes`` is cut there. It
/// must be said (``Diagnosis/isTruncated``), and it must count the same wherever the stream's
/// chunk edge falls: before it, inside its first 64 KiB, at the cut, past it.
@Suite struct LongErrorCutTests {
    /// A .NET exception whose stack trace runs to about 140 KB.
    static let longException: String = {
        var lines = ["Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: The user must enroll for MFA.",
                     "   ErrorCode: invalid_grant"]
        for frame in 0..<1_400 {
            lines.append("   at Contoso.Mail.Sync.Worker\(frame).RunAsync(CancellationToken token) in /src/Sync/Worker.cs:line \(frame)")
        }
        return lines.joined(separator: "\n")
    }()

    /// The same with an inner exception 110 KB down: a chain is followed link by link, each
    /// link as far as an error may reach, so it stays one error longer than the look-ahead.
    static let longChain: String = {
        var lines = ["Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50079: The user must enroll for MFA.",
                     "   ErrorCode: invalid_grant"]
        for frame in 0..<1_400 {
            lines.append("   at Contoso.Mail.Sync.Worker\(frame).RunAsync(CancellationToken token) in /src/Sync/Worker.cs:line \(frame)")
            if frame == 1_100 {
                lines.append(" ---> Microsoft.Identity.Client.MsalServiceException: AADSTS50058: A silent sign-in request was sent")
            }
        }
        return lines.joined(separator: "\n")
    }()

    /// One line of about 100 KB: an error and, past the cut, another code on the same line.
    static let longLine: String = {
        "2026-11-23T10:00:03Z ERROR MsalServiceException: AADSTS700016: Application not found. "
            + String(repeating: "payload=abcdefghij ", count: 4_000) + "then AADSTS50058: no session. "
            + String(repeating: "tail=abcdefghij ", count: 1_500)
    }()

    static let shortError = "InteractionRequiredAuthError: interaction_required: AADSTS50058: A silent sign-in request was sent but no user is signed in."

    /// `shift` lines of filler, the long error, then short errors and filler.
    static func log(shift: Int, long: String) -> String {
        var lines = (0..<shift).map { "2026-11-23T10:00:01Z INFO token cache hit for account \($0 % 10)" }
        lines.append(shortError)
        lines.append(long)
        lines.append("")
        for index in 0..<40 {
            lines.append(index % 3 == 0 ? shortError : "2026-11-23T10:00:02Z DEBUG GET https://graph.example.test/v1.0/me 200")
        }
        return lines.joined(separator: "\n") + "\n"
    }


    /// Line, domain and cut mark of each error, for a message that can be read.
    static func brief(_ found: [LocatedDiagnosis]) -> String {
        found.filter { $0.diagnosis.domain != "InteractionRequiredAuthError" }
            .map { "\($0.line):\($0.diagnosis.domain ?? "-"):\($0.diagnosis.aadsts):\($0.diagnosis.isTruncated ? "cut" : "whole")" }
            .joined(separator: " ")
    }

    @Test func aCutErrorIsMarkedAndOthersAreNot() {
        for long in [Self.longException, Self.longLine] {
            let found = ErrorTextDecoder.scan(Self.log(shift: 3, long: long))
            #expect(found.filter(\.diagnosis.isTruncated).count == 1, "one error reaches past 64 KiB: \(Self.brief(found))")
            #expect(found.first?.diagnosis.isTruncated == false)
            #expect(found.last?.diagnosis.isTruncated == false)
        }
        #expect(ErrorTextDecoder.scan(Self.shortError).allSatisfy { !$0.diagnosis.isTruncated })
    }

    /// The filler before the long error moves it across a 200 KiB chunk's edge (each filler
    /// line is 56 bytes): the edge falls before it, in its first 64 KiB, near the cut and past it.
    @Test(arguments: [0, 1_000, 2_500, 2_600, 2_700, 2_800, 3_000, 3_200, 3_400, 3_600, 3_655, 3_660, 3_700])
    func wherever(theEdgeFalls shift: Int) throws {
        try check(shift: shift)
    }

    private func check(shift: Int) throws {
        for long in [Self.longException, Self.longLine, Self.longChain] {
            let text = Self.log(shift: shift, long: long)
            let whole = ErrorTextDecoder.scan(text)
            var reader = ErrorStreamReader(InMemorySource(text), limits: StreamLimits(chunkBytes: 200 << 10,
                                                                                       maximumLineBytes: 150 << 10))
            let streamed = try reader.all().compactMap { if case .error(let found) = $0 { found } else { nil } }
            #expect(streamed == whole, "shift \(shift) \(long.count): streamed \(streamed.count) \(Self.brief(streamed)), whole \(whole.count) \(Self.brief(whole))")
        }
    }
}
