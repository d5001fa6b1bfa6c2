import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Numbers that overflow or are no integers never become other codes (issue 27, "Numbers").
@Suite struct NumberBoundaryTests {
    /// The one integer reader every decoder uses: whole `Int`s only.
    @Test(arguments: [
        ("50076", 50076 as Int?), ("-50002", -50002), ("9223372036854775807", Int.max),
        ("-9223372036854775808", Int.min), ("9223372036854775808", nil), ("-9223372036854775809", nil),
        ("4294967296000000000000", nil), ("1e309", nil), ("50076.5", nil), ("7E+2", nil), ("12.", 12), ("3e", 3),
    ])
    func integersAreWholeOrNone(text: String, expected: Int?) {
        #expect(TextBytes(text).integer(at: 0)?.value == expected)
    }

    @Test func numbersInACodeListThatAreNoCodesGiveNoCodes() throws {
        let found = ErrorTextDecoder.decode(
            "{'error': 'invalid_grant', 'error_codes': [4294967296, 1e309, 50076.5, 70011], 'error_description': 'x'}")
        #expect(found.count == 1)
        #expect(try #require(found.first).aadsts == [70011])
        let none = ErrorTextDecoder.decode("{\"error\":\"invalid_grant\",\"error_codes\":[4294967296,1e309,50076.5]}")
        #expect(none.map(\.aadsts) == [[]])
    }

    @Test func aCodeAtTheEdgeOf64BitsStaysOneErrorWithItsDomain() {
        for (written, code) in [("-9223372036854775808", ErrorCodeValue.number(.min)),
                                ("9223372036854775807", .number(.max)),
                                ("-9223372036854775809", .text("-9223372036854775809"))] {
            let found = ErrorTextDecoder.decode(
                "Error Domain=MSALErrorDomain Code=\(written) \"(null)\" UserInfo={MSALErrorDescriptionKey=Something failed}")
            #expect(found.count == 1, "Code=\(written)")
            #expect(found.first?.domain == "MSALErrorDomain", "Code=\(written)")
            #expect(found.first?.code == code, "Code=\(written)")
            #expect(found.first?.errorDescription == "Something failed", "Code=\(written)")
        }
    }

    /// A wait longer than MSAL honours is advised as the cap, and the advice says it was capped.
    @Test(arguments: ["HTTP/1.1 429 Too Many Requests\nRetry-After: 9223372036854775807\n",
                      "HTTP/1.1 429 Too Many Requests\nRetry-After: 99999999999999999999999\n",
                      "Microsoft.Identity.Client.MsalThrottledServiceException: throttled. StatusCode: 429 "
                          + "Retry-After: 9223372036854775807"])
    func anEndlessRetryAfterIsCapped(text: String) throws {
        let diagnosis = try #require(ErrorTextDecoder.decode(text).first)
        let advice = AdviceEngine.advise(diagnosis)
        #expect(advice.action == .retryAfterDelay)
        #expect(advice.developerAdvice.contains("Wait \(RetryAfterCap.seconds) s"), "\(advice.developerAdvice)")
        #expect(advice.developerAdvice.contains("capped"))
        #expect(!advice.developerAdvice.contains("Wait the 9223372036854775807"))
        let ordinary = AdviceEngine.advise(try #require(ErrorTextDecoder.decode(
            "HTTP/1.1 429 Too Many Requests\nRetry-After: 3600\n").first))
        #expect(ordinary.developerAdvice.contains("Wait the 3600 s the server asked for"))
    }
}
