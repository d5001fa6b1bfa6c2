import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Errors that a log wrote one after another on a single line (a logger that joins lines, a
/// collector that strips newlines) are each their own error, and each holds only its own text:
/// the one before does not run on to the line's end through the next.
struct ManyErrorsOnOneLineTests {
    @Test func twoThrottlingRefusalsAreTwoErrorsEachWithItsOwnWait() {
        let text = "worker-1 Request was throttled according to instructions from STS. Retry in 2500 ms. "
            + "worker-2 Request was throttled according to instructions from STS. Retry in 9000 ms.\n"
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.map(\.retryAfterSeconds) == [3, 9])
        #expect(errors.map(\.code) == [.text("throttled_request"), .text("throttled_request")])
        #expect(errors.first?.errorDescription?.contains("9000") == false, "\(errors.first?.errorDescription ?? "")")
    }

    @Test func twoBrokerMessagesAreTwoErrorsEachWithItsOwnStatus() {
        let text = "WAM Error  Error Code: 3399614475  Error Message: NoNetwork  WAM Error Message: (pii)  "
            + "Internal Error Code: 557973648  WAM Error  Error Code: 3399614468  "
            + "Error Message: IncorrectConfiguration  Internal Error Code: 542139022\n"
        let errors = ErrorTextDecoder.decode(text)
        #expect(errors.map(\.brokerStatus) == ["NoNetwork", "IncorrectConfiguration"])
        #expect(errors.map(\.internalSubCode) == [557973648, 542139022])
    }
}
