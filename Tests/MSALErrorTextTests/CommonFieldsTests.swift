import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The ids, codes and descriptions every decoder reads the same way, as a user sees
/// them in `explain`: which label wins, which spellings count, what is trimmed.
@Suite struct CommonFieldsTests {
    private func ids(_ text: String) -> (correlation: String?, trace: String?) {
        let input = TextBytes(text)
        return CommonFields.ids(in: input, 0..<input.count)
    }

    private let first = "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40"
    private let second = "4f1c2a9e-7d1b-4c55-9e0e-2b7f5d0c3a11"

    @Test func everySpellingOfTheTraceLabelIsRead() {
        for label in ["Trace ID: ", "trace_id=", "TraceId \"", "trace-id: '", "TRACEID:"] {
            #expect(ids("failed. \(label)\(first) done").trace == first, "\(label)")
        }
    }

    @Test func aCorrelationIdBeatsAnEarlierClientRequestId() {
        let both = ids("client-request-id: \(second)\nCorrelation ID: \(first)")
        #expect(both.correlation == first)
        #expect(ids("client-request-id: \(second)").correlation == second)
    }

    @Test func aLabelGluedToAWordOrWithoutAnIdValueIsNotRead() {
        #expect(ids("subtrace id: \(first)").trace == nil)
        #expect(ids("my_trace_id: \(first)").trace == first)  // after `_` it counts, as in `x_trace_id`
        #expect(ids("Trace ID: pending, Trace ID: \(second)").trace == second)
        #expect(ids("Trace IDs: \(first)").trace == nil)
    }

    @Test func serverCodesAreReadInOnePassEachOnce() {
        let input = TextBytes("AADSTS50076 then AADB2C90118, AADSTS50076 again, AADSTSxyz, AADB2C9 and AADSTS700082.")
        let codes = CommonFields.serverCodes(in: input, 0..<input.count)
        #expect(codes.aadsts == [50076, 700082])
        #expect(codes.b2c == [90118])
    }

    /// Descriptions made from the input's bytes read as the same text as before
    /// (made as a string, then form-decoded and trimmed).
    @Test func descriptionsFromBytesMatchDescriptionsFromStrings() {
        let samples = [
            "  \"AADSTS50076: Due to a change.\" ;", "AADSTS65001%3a+The+user+has+not+consented", "(null)", " '(null)' ",
            "", "   ", "Caf\u{E9} au lait, s\u{2019}il vous pla\u{EE}t,", "a+b c", "%zz+",
        ]
        for sample in samples {
            let input = TextBytes(sample)
            #expect(TextUnescaping.cleanDescription(input, 0..<input.count) == TextUnescaping.cleanDescription(sample),
                    "\(sample.debugDescription)")
        }
    }

    /// userInfo keys are told from their bytes; a key with a non-ASCII character still
    /// compares as text, so a canonically equal spelling (a Kelvin sign for `K`) counts.
    @Test func userInfoKeysAreToldByNameWhateverTheirSpelling() {
        let plain = ErrorTextDecoder.decode(#"Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={MSALErrorDescriptionKey=Broker failed}"#)
        #expect(plain.first?.errorDescription == "Broker failed")
        let kelvin = ErrorTextDecoder.decode(
            "Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={MSALErrorDescription\u{212A}ey=Broker failed}")
        #expect(kelvin.first?.errorDescription == "Broker failed")
        let unknown = ErrorTextDecoder.decode(#"Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={MSALErrorDescriptionKeys=Broker failed}"#)
        #expect(unknown.first?.errorDescription == nil)
    }

    @Test func anchorsAreSortedOnlyWhenOutOfOrder() {
        #expect([3, 1, 2].sortedIfNeeded(by: <) == [1, 2, 3])
        #expect([1, 2, 2, 5].sortedIfNeeded(by: <) == [1, 2, 2, 5])
        #expect([Int]().sortedIfNeeded(by: <) == [])
    }
}
