import MSALErrorModel
import Testing
@testable import MSALErrorText

/// "One answer per code": `codes AADSTSx` and `explain` of an error carrying x give the
/// same action, whichever way the error carries it (a bare `AADSTSx:` line, the OAuth
/// error the code usually arrives with, or an `invalid_grant` from a silent refresh).
/// Checked for every AADSTS code in the catalog. What else an error carries may decide
/// first, by the documented rule order (README, `codes` section): a claims challenge,
/// a cancel, the network, a 429/5xx or Retry-After, or the server's UI-required
/// classification.
@Suite struct OneAnswerPerCodeTests {
    private static func texts(for info: AADSTSInfo) -> [(carrier: String?, text: String)] {
        let line = "AADSTS\(info.code): The request failed. Trace ID: 0d3c2c2e-1111-4222-8333-944445555666"
        var texts: [(String?, String)] = [(nil, line)]
        for carrier in Set([info.typicalOAuthError, "invalid_grant"].compactMap { $0 }).sorted() {
            texts.append((carrier, """
                {"error":"\(carrier)","error_description":"\(line)","error_codes":[\(info.code)],\
                "correlation_id":"5e7a0b7e-2222-4333-8444-955556666777"}
                """))
        }
        return texts
    }

    @Test func codesAndExplainAgreeForEveryAADSTSCode() throws {
        // Every documented AADSTS code (350) and the reference catalog's two more (530003, 700024).
        #expect(Catalog.aadstsCodes.count == 352)
        var disagreements: [String] = []
        for info in Catalog.aadstsCodes {
            let entry = try #require(Catalog.lookup("AADSTS\(info.code)").first)
            let codesAction = try #require(CodesReport.action(for: entry))
            for (carrier, text) in Self.texts(for: info) {
                let diagnoses = ErrorTextDecoder.decode(text)
                #expect(diagnoses.count == 1, "AADSTS\(info.code) via \(carrier ?? "a bare line")")
                guard let diagnosis = diagnoses.first else { continue }
                #expect(diagnosis.aadsts == [info.code])
                let explainAction = AdviceEngine.advise(diagnosis).action
                if explainAction != codesAction {
                    disagreements.append(
                        "AADSTS\(info.code) via \(carrier ?? "a bare line"): codes \(codesAction.rawValue), "
                            + "explain \(explainAction.rawValue) (\(AdviceEngine.advise(diagnosis).rule))")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.joined(separator: "\n"))")
    }

    /// The case the issue names: an account locked after failed sign-ins is not fixed by
    /// an interactive sign-in, so both say generic message, whatever carries the code.
    @Test func lockedAccountIsOneAnswer() throws {
        let entry = try #require(Catalog.lookup("AADSTS50053").first)
        #expect(CodesReport.action(for: entry) == .genericMessageInternal)
        let text = #"{"error":"invalid_grant","error_description":"AADSTS50053: The account is locked.","error_codes":[50053]}"#
        let diagnosis = try #require(ErrorTextDecoder.decode(text).first)
        #expect(AdviceEngine.advise(diagnosis).action == .genericMessageInternal)
    }
}
