import Foundation
import Testing
@testable import MSALErrorModel

@Suite("Retry-After")
struct CatalogRetryAfterTests {
    /// 1994-11-06 08:49:37 GMT, the date RFC 9110 uses in its examples.
    private let rfcExample = Date(timeIntervalSince1970: 784_111_777)

    @Test func secondsAreTakenAsTheyAre() {
        #expect(RetryAfter.seconds(fromHeader: "120", now: rfcExample) == 120)
        #expect(RetryAfter.seconds(fromHeader: " 0 ", now: rfcExample) == 0)
    }

    @Test func allThreeDateFormsGiveTheWaitFromNow() {
        let now = rfcExample.addingTimeInterval(-30)
        #expect(RetryAfter.seconds(fromHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: now) == 30)
        #expect(RetryAfter.seconds(fromHeader: "Sunday, 06-Nov-94 08:49:37 GMT", now: now) == 30)
        #expect(RetryAfter.seconds(fromHeader: "Sun Nov  6 08:49:37 1994", now: now) == 30)
    }

    @Test func aDateInThePastMeansRetryNow() {
        #expect(RetryAfter.seconds(fromHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: rfcExample.addingTimeInterval(60)) == 0)
    }

    @Test func aFractionalWaitRoundsUp() {
        #expect(RetryAfter.seconds(fromHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: rfcExample.addingTimeInterval(-0.2)) == 1)
    }

    @Test func garbageIsRejected() {
        for header in ["", "soon", "-5", "1.5", "12abc", "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
                       "Sun, 06 Nov 1994 25:00:00 GMT", "Sun, 06 Nov 1994 08:49:37 PST", "99999999999999999999999",
                       String(repeating: "9", count: 500)] {
            #expect(RetryAfter.seconds(fromHeader: header, now: rfcExample) == nil, "\(header)")
        }
    }

    @Test func aLeapDayParses() {
        let date = HTTPDate.parse("Thu, 29 Feb 2024 00:00:00 GMT")
        #expect(date == Date(timeIntervalSince1970: 1_709_164_800))
    }
}
