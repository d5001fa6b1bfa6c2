import Testing
@testable import MSALErrorModel

/// Diagnoses that more than one rule accepts: the documented order decides.
@Suite("Advice rule order")
struct AdviceOrderTests {
    @Test("a claims challenge beats a generic interaction-required")
    func claimsBeatInteractionRequired() {
        let silent = apple(-50002, oauth: "interaction_required", claims: #"{"access_token":{"acrs":{"essential":true,"value":"c1"}}}"#)
        #expect(advise(silent).rule == "claims.challenge")
        let dotnetUI = dotnet("MsalUiRequiredException", "interaction_required", classification: "BasicAction", claims: "{}")
        #expect(advise(dotnetUI).rule == "claims.challenge")
    }

    @Test("a device-compliance code beats the claims challenge that carries it")
    func deviceComplianceBeatsClaims() {
        let diagnosis = dotnet("MsalClaimsChallengeException", "invalid_grant", aadsts: [53000], claims: "{\"access_token\":{}}")
        let advice = advise(diagnosis)
        #expect(advice.action == .deviceCompliance)
        #expect(advice.developerAdvice.contains("WithClaims"))
    }

    @Test("MessageOnly classification beats a well-known AADSTS code")
    func messageOnlyBeatsAADSTS() {
        let diagnosis = dotnet("MsalUiRequiredException", "invalid_grant", classification: "MessageOnly", aadsts: [50079])
        #expect(advise(diagnosis).rule == "classification.message_only")
    }

    @Test("a well-known AADSTS code beats classifications None and BasicAction, which say less")
    func aadstsBeatsPlainClassifications() {
        let none = dotnet("MsalUiRequiredException", "invalid_grant", classification: "None", aadsts: [50079])
        #expect(advise(none).rule == "aadsts.mfa_required")
        let basic = apple(-50002, oauth: "invalid_grant", subError: "basic_action", aadsts: [50079])
        #expect(advise(basic).userMessage == .mfaRequired)
    }

    @Test("a 5xx with Retry-After waits, like a 429")
    func retryAfterBeatsFiveHundred() {
        let withRetryAfter = dotnet("MsalServiceException", "service_not_available", http: 503, retryAfter: 120)
        #expect(advise(withRetryAfter).action == .retryAfterDelay)
        let without = dotnet("MsalServiceException", "service_not_available", http: 503)
        #expect(advise(without).action == .retryOnce5xx)
    }

    @Test("MSALErrorInternal is never retried, even when it wraps an HTTP status")
    func appleInternalIsNeverRetried() {
        // The article: internal errors are logged and shown generically, never handled at run time.
        #expect(advise(apple(-50000, internal: -42007, http: 429)).action == .genericMessageInternal)
        #expect(advise(apple(-50000, internal: -42007, http: 500)).action == .genericMessageInternal)
        #expect(advise(apple(-50000, internal: -42007)).action == .genericMessageInternal)
        // The same statuses on another platform keep their retry.
        #expect(advise(dotnet("MsalServiceException", "service_not_available", http: 500)).action == .retryOnce5xx)
    }

    @Test("a misconfiguration beats interaction required even on Apple's silent path")
    func configurationBeatsInteraction() {
        let diagnosis = apple(-50002, oauth: "invalid_request", aadsts: [50011])
        #expect(advise(diagnosis).action == .fixAppConfiguration)
    }

    @Test("admin consent beats the plain consent code")
    func adminConsentBeatsConsent() {
        #expect(advise(bareAADSTS(65001, 90094)).action == .adminConsent)
        #expect(advise(bareAADSTS(65001)).action == .interactiveAuth)
    }

    @Test("a specific AADSTS rule beats the code's catalog category")
    func specificBeatsCategory() {
        // 50079's category is ui_required, 53000's ui_required_device: the specific rules say more.
        #expect(advise(bareAADSTS(50079)).userMessage == .mfaRequired)
        #expect(advise(bareAADSTS(53000)).rule == "device.not_compliant")
    }

    @Test("a class-level catch-all gives way to an underlying error a specific rule knows")
    func underlyingBeatsClassCatchAll() {
        var outer = dotnet("MsalClientException", "something_new")
        outer.underlying = appleSystem("NSURLErrorDomain", -1009).with { $0.platform = .dotnet }
        #expect(advise(outer).rule == "underlying.network.offline")
        var unknownInside = dotnet("MsalClientException", "something_new")
        unknownInside.underlying = Diagnosis(domain: "SomethingElse")
        #expect(advise(unknownInside).rule == "client.library_failure")
    }

    @Test("wrapped errors are looked into at any depth")
    func nestedTwice() {
        var middle = Diagnosis(platform: .dotnet, domain: "System.AggregateException")
        middle.underlying = appleSystem("NSURLErrorDomain", -1001)
        var outer = dotnet("MsalServiceException", "something_new")
        outer.underlying = middle
        #expect(advise(outer).rule == "underlying.underlying.network.connection_failed")
    }

    @Test("when only the catch-all matches, the underlying error is advised")
    func underlyingError() {
        var outer = dotnet("MsalServiceException", "unknown_error")
        outer.underlying = Diagnosis(platform: .dotnet, domain: "System.Net.Http.HttpRequestException")
        let advice = advise(outer)
        #expect(advice.rule == "underlying.network.connection_failed")
        #expect(advice.action == .noNetwork)

        var known = apple(-50002)
        known.underlying = appleSystem("NSURLErrorDomain", -1009)
        #expect(advise(known).rule == "interaction.apple")
    }

    @Test("the rule order is the documented one")
    func documentedGroupOrder() {
        let ids = AdviceEngine.ruleIDs
        func position(_ id: String) -> Int { ids.firstIndex(of: id) ?? -1 }
        #expect(position("device.not_compliant") < position("claims.challenge"))
        #expect(position("claims.challenge") < position("interaction.apple"))
        #expect(position("throttle.retry_after") < position("server.http_5xx"))
        #expect(position("server.http_5xx") < position("apple.internal"))
        #expect(position("classification.message_only") < position("aadsts.mfa_required"))
        #expect(position("aadsts.mfa_required") < position("classification.basic_action"))
        #expect(position("classification.basic_action") < position("classification.none"))
        #expect(position("classification.none") < position("interaction.required"))
        #expect(position("interaction.required") < position("aadsts.category.ui_required"))
    }
}
