import Foundation
import Testing
@testable import MSALErrorModel

/// Every AADSTS code Microsoft documents (the 350 of `Fixtures/aadsts-codes.json`, facts
/// only) is in the catalog with its documented name, a meaning of our own, an action and a
/// user message; and the handling of each family is decided by what the code means.
@Suite("AADSTS: every documented code")
struct AADSTSDocumentedCodesTests {
    struct Documented {
        var code: Int
        var name: String?
        var formerNames: [String]
    }

    static func documented() throws -> [Documented] {
        let url = ReferenceCatalog.fixturesDirectory.appendingPathComponent("aadsts-codes.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let rows = try #require(root["codes"] as? [[String: Any]])
        return rows.compactMap { row in
            guard let code = row["code"] as? Int else { return nil }
            return Documented(code: code, name: row["name"] as? String, formerNames: row["former_names"] as? [String] ?? [])
        }
    }

    @Test("all 350 documented codes are in the catalog, under their documented names")
    func everyDocumentedCodeIsInTheCatalog() throws {
        let codes = try Self.documented()
        #expect(codes.count == 350)
        for doc in codes {
            let info = try #require(Catalog.aadsts(doc.code), "AADSTS\(doc.code) is missing")
            // The documented name; where the page gives none today, the name it gave before.
            let expected = doc.name ?? doc.formerNames.last ?? "AADSTS\(doc.code)"
            #expect(info.name == expected, "AADSTS\(doc.code)")
            let entry = try #require(Catalog.lookup("AADSTS\(doc.code)").first)
            #expect(entry.kind == .aadsts)
            if let name = doc.name { #expect(Catalog.lookup(name).contains(entry), "\(name) finds AADSTS\(doc.code)") }
        }
    }

    @Test("each code has its own meaning, an action and a user message")
    func everyCodeIsExplained() throws {
        var unknown: [Int] = []
        for info in Catalog.aadstsCodes {
            // A meaning, not the name spelled out (the generator's fallback for a missing one).
            let spelled = info.name.replacingOccurrences(of: "([a-z0-9])([A-Z])", with: "$1 $2", options: .regularExpression)
            #expect(info.meaning.lowercased() != (spelled + ".").lowercased(), "AADSTS\(info.code)")
            #expect(info.meaning.count >= 15, "AADSTS\(info.code)")
            let entry = try #require(Catalog.lookup("AADSTS\(info.code)").first)
            let advice = AdviceEngine.advise(Catalog.diagnosis(for: entry))
            if advice.action == .unknown || advice.userMessage == .unknownError { unknown.append(info.code) }
        }
        #expect(unknown.isEmpty, "no action: \(unknown.map { "AADSTS\($0)" })")
    }

    /// `codes AADSTSx`: the action and the user message, for named codes of each family.
    static let decisions: [(code: Int, action: RecommendedAction, message: UserMessageKey)] = [
        // Sign-in needed: the user resolves it by signing in again.
        (50139, .interactiveAuth, .signInAgain),  // the session lost the personal account's refresh token
        (51006, .interactiveAuth, .signInAgain),  // the session lacks the Windows authentication claim
        (81004, .interactiveAuth, .signInAgain),  // Seamless SSO's Kerberos sign-in failed
        (40009, .interactiveAuth, .signInAgain),
        (50056, .interactiveAuth, .wrongCredentials),
        (120002, .interactiveAuth, .passwordExpired),  // the new password is too weak
        (50137, .interactiveAuth, .passwordExpired),
        (52004, .interactiveAuth, .consentRequired),
        (70018, .interactiveAuth, .signInNotCompleted),  // device code flow: wrong user code
        // Admin consent: only an administrator can approve.
        (90095, .adminConsent, .adminConsentRequired),
        (90099, .adminConsent, .adminConsentRequired),
        // Device and Conditional Access.
        (130007, .deviceCompliance, .deviceRegistrationRequired),  // device disabled
        (135011, .deviceCompliance, .deviceRegistrationRequired),
        (220450, .deviceCompliance, .deviceNotCompliant),  // Android WebView too old
        (500212, .genericMessageInternal, .accessNotAllowed),  // outbound cross-tenant policy
        (500213, .genericMessageInternal, .accessNotAllowed),
        (50005, .genericMessageInternal, .accessNotAllowed),  // platform not supported by CA
        (80012, .genericMessageInternal, .accessNotAllowed),  // outside the allowed logon hours
        // Configuration: the app's registration or request.
        (70004, .fixAppConfiguration, .appMisconfigured),  // redirect URI
        (90056, .fixAppConfiguration, .appMisconfigured),
        (900561, .fixAppConfiguration, .appMisconfigured),  // wrong HTTP method
        (501481, .fixAppConfiguration, .appMisconfigured),  // PKCE verifier mismatch
        (9002332, .fixAppConfiguration, .appMisconfigured),
        // The tenant's own setup, which neither app nor user fixes.
        (20001, .genericMessageInternal, .organizationSetupProblem),
        (80001, .genericMessageInternal, .organizationSetupProblem),
        (81007, .genericMessageInternal, .organizationSetupProblem),
        // Throttling.
        (50088, .retryAfterDelay, .throttled),
        (90055, .retryAfterDelay, .throttled),
        // Service errors: temporary ones are retried once, the others are not.
        (90006, .retryOnce5xx, .serviceUnavailable),
        (90090, .retryOnce5xx, .serviceUnavailable),
        (80002, .retryOnce5xx, .serviceUnavailable),
        (50000, .genericMessageInternal, .internalError),
        (90036, .genericMessageInternal, .internalError),
        // The account cannot be used.
        (120014, .genericMessageInternal, .accountBlocked),
        (5000224, .genericMessageInternal, .accountBlocked),
    ]

    @Test("codes AADSTSx decides by what the code means", arguments: decisions.indices)
    func decision(_ position: Int) throws {
        let (code, action, message) = Self.decisions[position]
        let entry = try #require(Catalog.lookup("AADSTS\(code)").first)
        #expect(CodesReport.action(for: entry) == action, "AADSTS\(code)")
        let advice = AdviceEngine.advise(Catalog.diagnosis(for: entry))
        #expect(advice.action == action, "AADSTS\(code): \(advice.rule)")
        #expect(advice.userMessage == message, "AADSTS\(code): \(advice.rule)")
        let text = CodesReport.detailText([entry], locale: .en)
        #expect(text.contains("Action:") && text.contains(action.rawValue), "AADSTS\(code)")
        #expect(text.contains(UserMessages.text(message, locale: .en)), "AADSTS\(code)")
    }

    /// Neighbouring numbers fall into different families: the number range decides nothing.
    @Test("neighbouring codes can differ")
    func numberRangeDecidesNothing() {
        let family = { (code: Int) in Catalog.aadsts(code)?.category }
        #expect(family(90006) == .transient && family(90007) == .developerConfig && family(90008) == .developerConfig)
        #expect(family(130007) == .deviceRegistration && family(140000) == .developerConfig)
        #expect(family(120000) == .passwordChange && family(120005) == .serviceError && family(120014) == .blocked)
    }

    @Test("the new message reads in all six locales, without codes")
    func organizationSetupMessage() {
        for locale in MessageLocale.allCases {
            let text = UserMessages.text(.organizationSetupProblem, locale: locale)
            #expect(!text.isEmpty && !text.contains("AADSTS") && !text.contains("organization_setup_problem"), "\(locale)")
        }
    }

    /// An AADSTS code the catalog does not know falls back on what came with it.
    @Test("an unknown code falls back on the OAuth error, then the exception type")
    func unknownCodeFallsBack() {
        #expect(Catalog.aadsts(530084) == nil, "the example must stay outside the table")
        let withGrant = Diagnosis(oauthError: "invalid_grant", aadsts: [530084])
        #expect(AdviceEngine.advise(withGrant).action == .interactiveAuth)
        let withClient = Diagnosis(oauthError: "invalid_client", aadsts: [530084])
        #expect(AdviceEngine.advise(withClient).action == .fixAppConfiguration)
        let withException = Diagnosis(platform: .dotnet, domain: "MsalUiRequiredException", aadsts: [530084])
        #expect(AdviceEngine.advise(withException).action == .interactiveAuth)
        let withServerError = Diagnosis(oauthError: "temporarily_unavailable", aadsts: [530084])
        #expect(AdviceEngine.advise(withServerError).action == .retryOnce5xx)
        #expect(AdviceEngine.advise(Diagnosis(aadsts: [530084])).action == .unknown)
    }
}
