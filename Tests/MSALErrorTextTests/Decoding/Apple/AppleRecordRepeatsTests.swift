import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL for Apple logs one failure's error on each try and on its end line, and the app prints
/// the NSError it got: one failure, with MSAL's id and the app's userInfo. Apart stay two prints
/// of the app's own, and records of calls with other ids.
@Suite struct AppleRecordRepeatsTests {
    static func record(_ time: String, _ id: String, _ message: String) -> String {
        "TID=5120 MSAL 1.7.0 iOS 18.2 [2026-02-03 \(time) - \(id)] [MSAL] \(message)"
    }
    static let id = "6E1A9C30-4B7D-4F25-8A0E-D3C5B7F19E42"
    static let offline = #"Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline." UserInfo={NSErrorFailingURLStringKey=https://login.microsoftonline.com/common/oauth2/v2.0/token}"#

    @Test func triesEndLineAndTheAppsPrintAreOneFailure() throws {
        let text = [
            Self.record("07:20:01", Self.id, "Received network response: (null), error \(Self.offline)"),
            Self.record("07:20:01", Self.id, "Retrying network request, retryCounter: 1, delay: 2.0"),
            Self.record("07:20:03", Self.id, "Received network response: (null), error \(Self.offline)"),
            Self.record("07:20:03", Self.id, "acquireTokenSilent returning with error: (NSURLErrorDomain, -1009)"),
            "2026-02-03 08:20:03.118 Inbox[5120:88213] refresh failed: \(Self.offline)",
        ].joined(separator: "\n")
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "NSURLErrorDomain")
        #expect(diagnosis.code == .number(-1009))
        #expect(diagnosis.correlationId == Self.id)
        #expect(diagnosis.errorDescription == "The Internet connection appears to be offline.")
        #expect(AdviceEngine.advise(diagnosis).action == .noNetwork)
    }

    @Test func twoPrintsOfTheAppStayTwo() {
        let print = "2026-02-03 08:20:03.118 Inbox[5120:88213] refresh failed: \(Self.offline)\n"
        #expect(ErrorTextDecoder.decode(print + print).count == 2)
    }

    @Test func callsWithOtherIdsStayApart() {
        let text = [
            Self.record("07:20:03", Self.id, "acquireTokenSilent returning with error: (NSURLErrorDomain, -1009)"),
            Self.record("07:25:40", "0C4F8B21-7E3A-4D96-B150-A2E8D6F4C379", "acquireTokenSilent returning with error: (NSURLErrorDomain, -1009)"),
        ].joined(separator: "\n")
        #expect(ErrorTextDecoder.decode(text).map(\.correlationId) == [Self.id, "0C4F8B21-7E3A-4D96-B150-A2E8D6F4C379"])
    }

    /// The alert's localized sentence beside the full print of the same error is that error.
    @Test func theAlertsSentenceBesideTheFullPrintIsThatError() throws {
        let text = """
            la requête échoue : \(Self.offline)
            et l'alerte dit « L’opération n’a pas pu s’achever. (NSURLErrorDomain erreur -1009.) »
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .number(-1009))
        #expect(diagnosis.errorDescription == "The Internet connection appears to be offline.")
    }

    /// Two alerts' sentences (two failures the app showed) stay two.
    @Test func twoSentencesStayTwo() {
        let sentence = "The operation couldn’t be completed. (MSALErrorDomain error -50005.)\n"
        #expect(ErrorTextDecoder.decode(sentence + sentence).count == 2)
    }
}

extension AppleRecordRepeatsTests {
    /// MSAL's end line (`(MSALErrorDomain, -50000)`, no userInfo) and the app's print of the NSError
    /// with its `MSALInternalErrorCodeKey`, one request's id on both: one error that keeps the
    /// internal code, so a developer mistake (-42010, authority validation) is the app's to fix.
    @Test func theJoinedErrorKeepsTheInternalCode() throws {
        let id = "4E5F6A7B-8C9D-4E0F-A1B2-C3D4E5F6A7B8"
        let text = """
            2026-09-03 10:00:01.611902+0200 Tickets[7712:1840344] [MSAL] TID=1840344 MSAL 1.6.1 Mac 15.5.0 [2026-09-03 08:00:01 - \(id)] acquireToken returning with error: (MSALErrorDomain, -50000) Masked(not-null)
            2026-09-03 10:00:01.612455+0200 Tickets[7712:1840213] Sign-in failed: Error Domain=MSALErrorDomain Code=-50000 "(null)" UserInfo={MSALErrorDescriptionKey=Authority validation is not supported for this type of authority, MSALInternalErrorCodeKey=-42010, MSALCorrelationIDKey=\(id)}
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.internalSubCode == -42010)
        #expect(AdviceEngine.advise(diagnosis).action == .fixAppConfiguration)
    }
}
