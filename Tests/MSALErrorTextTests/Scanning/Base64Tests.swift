import Testing
@testable import MSALErrorText

@Suite struct Base64Tests {
    @Test(arguments: [
        ("eyJhIjoxfQ==", "{\"a\":1}"), ("eyJhIjoxfQ", "{\"a\":1}"),  // padded and unpadded
        ("Pz8-Pw", "??>?"), ("Pz8+Pw==", "??>?"),  // URL-safe and standard alphabets
        ("", ""),
    ])
    func decodesStandardAndURLSafeText(_ encoded: String, _ decoded: String) {
        #expect(Base64.decode(encoded.utf8).map { String(decoding: $0, as: UTF8.self) } == decoded)
    }

    @Test(arguments: ["eyJ hIjox", "ey==Jh", "abc===", "é", "eyJhI"])
    func refusesWhatIsNotBase64(_ text: String) {
        #expect(Base64.decode(text.utf8) == nil)
    }
}
