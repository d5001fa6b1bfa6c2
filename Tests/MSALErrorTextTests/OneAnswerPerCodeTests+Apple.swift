import MSALErrorModel
import Testing
@testable import MSALErrorText

/// One answer per code, for every Apple code of the catalog: the smallest print an app
/// logs for it must explain to the action `codes N` gives. The prints:
///  - `MSALErrorDomain` public codes (-50000 … -50008, -50142): `Error Domain=MSALErrorDomain
///    Code=N "(null)"`. Only six reach an app as themselves today; any other one printed as
///    itself is read as what the app receives, MSALErrorInternal with that sub-code, which is
///    what `codes N` shows (the classification rule).
///  - internal codes (-42xxx): as the app receives them, `Code=-50000` with
///    `MSALInternalErrorCodeKey=N`. Documented rule: a bare `Code=-42xxx` without the key is
///    read in the legacy (pre-0.4.0) numbering, where every code reached the app as itself
///    (`AppleNaming`, README "legacy values"), so it must agree with `codes` of the legacy
///    entry of that value when there is one (-42008 is MSALErrorServerDeclinedScopes there),
///    else with the internal entry.
///  - MSID and system domains (NSURLErrorDomain, NSOSStatusErrorDomain, the web-auth
///    sessions): `Error Domain=D Code=N "(null)"`, with the domain spelled as the catalog
///    names it and as the runtime prints it (`ASWebAuthenticationSessionErrorDomain` is
///    `com.apple.AuthenticationServices.WebAuthenticationSession`).
extension OneAnswerPerCodeTests {
    /// The runtime's spelling of the domain constants the catalog names.
    static let printedDomains = [
        "ASWebAuthenticationSessionErrorDomain": "com.apple.AuthenticationServices.WebAuthenticationSession",
        "SFAuthenticationErrorDomain": "com.apple.SafariServices.Authentication",
    ]

    /// (print, the entry whose `codes` action it must give) for an Apple catalog entry.
    static func applePrints(_ entry: CatalogEntry) -> [(text: String, expected: CatalogEntry)] {
        guard let number = entry.value.number else { return [] }
        switch entry.kind {
        case .error:
            return [("Error Domain=MSALErrorDomain Code=\(number) \"(null)\"", entry)]
        case .internalError:
            let bare = "Error Domain=MSALErrorDomain Code=\(number) \"(null)\""
            return [
                ("Error Domain=MSALErrorDomain Code=-50000 \"(null)\" UserInfo={MSALInternalErrorCodeKey=\(number), "
                    + "MSALErrorDescriptionKey=Something failed}", entry),
                (bare, Catalog.appleLegacyError(rawValue: number) ?? entry),
            ]
        case .msidError, .urlError, .keychainError, .webAuthError:
            guard let domain = entry.domain else { return [] }
            let spellings = [domain] + (printedDomains[domain].map { [$0] } ?? [])
            return spellings.map { ("Error Domain=\($0) Code=\(number) \"(null)\"", entry) }
        default:
            return []
        }
    }

    @Test func codesAndExplainAgreeForEveryAppleCode() throws {
        var checked = 0
        var disagreements: [String] = []
        for entry in Catalog.entries where entry.platform == .apple {
            for (text, expected) in Self.applePrints(entry) {
                guard let codesAction = CodesReport.action(for: expected) else { continue }
                let diagnoses = ErrorTextDecoder.decode(text)
                #expect(diagnoses.count == 1, "\(text)")
                guard let diagnosis = diagnoses.first else { continue }
                checked += 1
                let advice = AdviceEngine.advise(diagnosis)
                if advice.action != codesAction {
                    disagreements.append(
                        "\(expected.name) (\(expected.kind.rawValue)) \(text): codes \(codesAction.rawValue), "
                            + "explain \(advice.action.rawValue) (\(advice.rule))")
                }
            }
        }
        #expect(checked > 150, "\(checked)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.joined(separator: "\n"))")
    }

    /// The three codes the report named, with the message Apple prints for code 2.
    @Test func reportedAppleCasesAgree() throws {
        for code in [-50006, -50007, -50008] {
            let entry = try #require(Catalog.appleError(rawValue: code))
            let diagnosis = try #require(ErrorTextDecoder.decode("Error Domain=MSALErrorDomain Code=\(code) \"(null)\"").first)
            #expect(diagnosis.code == .number(code))
            #expect(AdviceEngine.advise(diagnosis).action == .genericMessageInternal)
            #expect(CodesReport.action(for: entry) == .genericMessageInternal)
        }
        let text = #"Error Domain=com.apple.AuthenticationServices.WebAuthenticationSession Code=2 "Cannot start ASWebAuthenticationSession without providing presentation context." UserInfo={NSLocalizedFailureReason=Cannot start ASWebAuthenticationSession without providing presentation context.}"#
        let diagnosis = try #require(ErrorTextDecoder.decode(text).first)
        #expect(diagnosis.codeName == "ASWebAuthenticationSessionErrorCodePresentationContextNotProvided")
        let advice = AdviceEngine.advise(diagnosis)
        #expect(advice.action == .fixAppConfiguration)
        #expect(advice.rule == "apple.web_auth.presentation_context")
    }
}
