import MSALErrorModel
import Testing
@testable import MSALErrorText

/// azidentity's response block (the field guide's G2): the body's status and platform come
/// from the lines above it, and only from that layout.
@Suite struct AzidentityResponseBlockTests {
    static let body = """
          {
            "error": "invalid_grant",
            "error_description": "AADSTS70043: The refresh token has expired due to a sign-in frequency policy.",
            "error_codes": [70043]
          }
        """

    static func block(status: String, lineEnd: String = "\n") -> String {
        ["UsernamePasswordCredential authentication failed",
         "  POST https://login.microsoftonline.com/woodgrove/oauth2/v2.0/token",
         "  ----------------------------------------", "  RESPONSE \(status)",
         "  ----------------------------------------", body].joined(separator: lineEnd)
    }

    @Test(arguments: ["\n", "\r\n"])
    func theResponseLineGivesStatusAndPlatform(_ lineEnd: String) throws {
        let text = "token refresh failed:\n" + Self.block(status: "400 Bad Request", lineEnd: lineEnd)
        let found = ErrorTextDecoder.scan(text)
        try #require(found.count == 1)
        #expect(found[0].diagnosis.platform == .go)
        #expect(found[0].diagnosis.httpStatus == 400)
        #expect(found[0].diagnosis.aadsts == [70043])
        #expect(AdviceEngine.advise(found[0].diagnosis).action == .interactiveAuth)
        // The error starts at the credential's sentence, the line after the app's own.
        #expect(found[0].line == 2)
    }

    @Test func aBodyWithoutTheBlockIsLeftAsItWas() throws {
        let plain = try #require(ErrorTextDecoder.decode("refresh failed\n" + Self.body).first)
        #expect(plain.platform == nil)
        #expect(plain.httpStatus == nil)
        // A status that is no error's, and a rule with no RESPONSE line above it.
        let ok = try #require(ErrorTextDecoder.decode(Self.block(status: "200 OK")).first)
        #expect(ok.httpStatus == nil)
        #expect(ok.platform == nil)
        let noResponse = "  ----------------------------------------\n" + Self.body
        #expect(try #require(ErrorTextDecoder.decode(noResponse).first).httpStatus == nil)
    }
}
