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
}
