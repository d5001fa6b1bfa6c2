import Testing
@testable import MSALErrorModel

/// The points of Microsoft's "Handle errors and exceptions in MSAL" article that the
/// advice must say exactly, each as a developer reading `explain` or `codes` sees it.
@Suite("Advice: what the error-handling article says")
struct AdviceArticleTests {
    // MARK: userInfo keys

    @Test("every Apple userInfo key in the catalog is explained by codes KEY, not advised as an error")
    func userInfoKeys() throws {
        let keys = Catalog.entries.filter { $0.kind == .userInfoKey }
        #expect(keys.count >= 17)
        for entry in keys {
            let explanation = try #require(UserInfoKeyAdvice.explanation(of: entry.name), "\(entry.name)")
            let text = CodesReport.detailText([entry], locale: .en)
            #expect(!text.contains("No rule recognises"), "\(entry.name)")
            #expect(text.contains("Holds:") && text.contains("Set when:") && text.contains("What to do:"))
            #expect(text.contains(explanation.use))
            let json = CodesReport.detailJSON(entry, locale: .en).serialized()
            #expect(json.contains(#""rule":"apple.userinfo_key""#) && json.contains(#""setWhen":"#))
        }
        #expect(UserInfoKeyAdvice.explanation(of: "MSALGrantedScopesKey")?.use.contains("acquireTokenSilent(with:)") == true)
        #expect(UserInfoKeyAdvice.explanation(of: "MSALInternalErrorCodeKey")?.use.contains("never branch") == true)
    }

    // MARK: logging with PII off

    static let loggingAPIs: [(Platform, String, String)] = [
        (.apple, "MSALGlobalConfig.loggerConfig", ".settingsMaskAllPII"),
        (.dotnet, ".WithLogging(", "enablePiiLogging: false"),
        (.js, "system.loggerOptions", "piiLoggingEnabled: false"),
        (.python, "logging.getLogger(\"msal\")", "enable_pii_log off"),
        (.android, "Logger.getInstance()", "setEnablePII(false)"),
        (.java, "SLF4J", "logPii(false)"),
    ]

    @Test("unknown errors ask for MSAL's log on each platform, PII off", arguments: loggingAPIs)
    func loggingForUnknown(platform: Platform, api: String, piiOff: String) {
        let advice = AdviceEngine.advise(Diagnosis(platform: platform, domain: "SomethingNobodyKnows"))
        #expect(advice.rule == "unknown")
        #expect(advice.developerAdvice.contains(api) && advice.developerAdvice.contains(piiOff), "\(advice.developerAdvice)")
    }

    @Test("internal and library errors ask for MSAL's log too")
    func loggingForInternal() {
        let brokerReturn = AdviceEngine.advise(apple(-50000, internal: -42700))
        #expect(brokerReturn.developerAdvice.contains("MSALGlobalConfig.loggerConfig"))
        let generic = AdviceEngine.advise(apple(-50000))
        #expect(generic.developerAdvice.contains("logMaskingLevel"))
        let library = AdviceEngine.advise(dotnet("MsalClientException", "json_parse_failed"))
        #expect(library.rule == "client.library_failure" && library.developerAdvice.contains(".WithLogging("))
        let android = AdviceEngine.advise(Diagnosis(platform: .android, domain: "MsalClientException", code: .text("unknown_error")))
        #expect(android.developerAdvice.contains("setEnablePII(false)"), "\(android.developerAdvice)")
        let java = AdviceEngine.advise(Diagnosis(platform: .java, domain: "MsalServiceException", code: .text("unknown")))
        #expect(java.developerAdvice.contains("logPii(false)"), "\(java.developerAdvice)")
    }

    // MARK: Conditional Access, consent

    @Test("AADSTS53000 and the other Conditional Access codes say to pass the claims", arguments: Platform.lenses)
    func conditionalAccessClaims(platform: Platform) {
        let words = PlatformVocabulary(platform)
        for code in [53000, 53001, 530003] {
            let advice = AdviceEngine.advise(Diagnosis(platform: platform, aadsts: [code]))
            #expect(advice.developerAdvice.contains(words.passClaims), "\(code) on \(platform)")
        }
        let mfa = AdviceEngine.advise(Diagnosis(platform: platform, aadsts: [50076]))
        #expect(mfa.developerAdvice.contains("claims"))
    }

    @Test("AADSTS65001: the interactive consent path, and the admin-consent URL when the user cannot consent")
    func consent() {
        let advice = AdviceEngine.advise(dotnet("MsalUiRequiredException", "invalid_grant", aadsts: [65001]))
        #expect(advice.action == .interactiveAuth)
        #expect(advice.developerAdvice.contains("AcquireTokenInteractive"))
        #expect(advice.developerAdvice.contains("https://login.microsoftonline.com/{tenant}/adminconsent?client_id="))
        #expect(advice.developerAdvice.contains("cannot consent"))
    }

    // MARK: Intune

    @Test("-50004 names remediateComplianceForIdentity:silent: and only with the Intune SDK")
    func intuneApple() {
        let advice = AdviceEngine.advise(apple(-50004, oauth: "unauthorized_client", subError: "protection_policy_required"))
        #expect(advice.action == .intuneRemediation)
        #expect(advice.developerAdvice.contains("remediateComplianceForIdentity:silent:"))
        #expect(advice.developerAdvice.contains("only when the app integrates the Intune App SDK"))
    }

    @Test("no Intune remediation where there is no Intune SDK", arguments: [Platform.js, .python, .java])
    func noIntuneWithoutSDK(platform: Platform) {
        let advice = AdviceEngine.advise(dict(platform, "unauthorized_client", subError: "protection_policy_required"))
        #expect(advice.action != .intuneRemediation)
        #expect(advice.rule == "intune.sdk_not_available")
    }

    // MARK: .NET

    @Test(".NET InvalidGrantError from a silent call: interactive, device code without a browser, or a web app's challenge")
    func dotnetInvalidGrant() {
        for classification in ["None", "BasicAction"] {
            let advice = AdviceEngine.advise(dotnet("MsalUiRequiredException", "invalid_grant", classification: classification))
            #expect(advice.action == .interactiveAuth)
            #expect(advice.developerAdvice.contains("AcquireTokenInteractive"))
            #expect(advice.developerAdvice.contains("AcquireTokenWithDeviceCode"))
            #expect(advice.developerAdvice.contains("web app") && advice.developerAdvice.contains("challenge"))
        }
        let codes = CodesReport.detailText(Catalog.lookup("InvalidGrantError"), locale: .en)
        #expect(codes.contains("AcquireTokenWithDeviceCode"), "\(codes)")
    }

    @Test("unknown_user: .WithUsername and the UWP capabilities")
    func unknownUser() {
        let advice = AdviceEngine.advise(dotnet("MsalClientException", "unknown_user"))
        #expect(advice.developerAdvice.contains(".WithUsername"))
        #expect(advice.developerAdvice.contains("UWP") && advice.developerAdvice.contains("enterpriseAuthentication"))
    }

    // MARK: MSAL.js 1.x names

    @Test("MSAL.js 1.x names are known with their 2.x equivalents")
    func jsVersionNames() throws {
        let entry = try #require(Catalog.lookup("login_progress_error").first)
        #expect(entry.name == "loginProgressError" && entry.domain == "ClientAuthError")
        let advice = AdviceEngine.advise(Diagnosis(platform: .js, domain: "ClientAuthError", code: .text("login_progress_error")))
        #expect(advice.rule == "js.interaction_in_progress")
        #expect(advice.developerAdvice.contains("interaction_in_progress") && advice.developerAdvice.contains("handleRedirectPromise"))
        #expect(Catalog.lookup("acquiretoken_progress_error").first?.name == "acquireTokenProgressError")
        for (old, new) in [("handleRedirectCallback", "handleRedirectPromise"), ("claimsRequest", "claims")] {
            guard case .renamed(let message) = CodesReport.lookup(old) else {
                Issue.record("\(old) is not known")
                continue
            }
            #expect(message.contains("MSAL.js 1.x") && message.contains(new), "\(message)")
        }
        #expect(PlatformVocabulary(.js).passClaims.contains("claimsRequest in MSAL.js 1.x"))
    }

    // MARK: code names

    @Test("Python's OAuth codes have their name, as codes lists them")
    func pythonCodeNames() {
        for code in ["invalid_grant", "interaction_required", "consent_required"] {
            let diagnosis = Diagnosis(platform: .python, code: .text(code), oauthError: code)
            #expect(Catalog.codeName(of: diagnosis) == code)
            #expect(DiagnosisReport.json(diagnosis).serialized().contains(#""codeName":"\#(code)""#))
            let text = ExplanationText.lines(for: diagnosis, locale: .en).joined(separator: "\n")
            #expect(!text.contains("unknown code name"), "\(text)")
        }
        let js = Diagnosis(platform: .js, domain: "ClientAuthError", code: .text("login_progress_error"))
        #expect(ExplanationText.lines(for: js, locale: .en).contains { $0.contains("loginProgressError (login_progress_error)") })
    }
}
