import Testing
@testable import MSALErrorModel

/// Diagnoses as decoders fill them from pasted text: spelled in many ways.
@Suite("Advice input normalisation")
struct AdviceInputTests {
    @Test("Apple codes from before MSAL 0.4.0 are read in today's numbering")
    func legacyNumbering() {
        var legacy = Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-42100))
        legacy.numbering = .legacy
        #expect(advise(legacy).rule == "interaction.apple")
        legacy.code = .number(-42400)
        #expect(advise(legacy).rule == "cancel.user_canceled")
        legacy.code = .number(-42008)   // legacy ServerDeclinedScopes, today's internal Unexpected
        #expect(advise(legacy).rule == "scopes.declined")
        legacy.code = .number(-42000)   // legacy flat InvalidParameter → internal code today
        #expect(advise(legacy).rule == "apple.internal.app_configuration")
        // The same -42008 in today's numbering is not a declined-scopes error.
        #expect(advise(apple(-42008)).rule != "scopes.declined")
    }

    @Test("type names with a namespace and codes in other cases are recognised")
    func spellings() {
        let qualified = Diagnosis(domain: "Microsoft.Identity.Client.MsalUiRequiredException", code: .text("INVALID_GRANT"))
        let advice = advise(qualified)
        #expect(advice.rule == "interaction.required")
        #expect(advice.developerAdvice.contains("AcquireTokenInteractive"), "platform inferred from the exception type")
        #expect(advise(dotnet("MsalClientException", "No_Broker_Installed_On_Device")).rule == "device.broker_app_required")
        #expect(advise(js("BrowserAuthError", " User_Cancelled ")).rule == "cancel.user_canceled")
    }

    @Test("Apple domains are read under either spelling")
    func domainSpellings() {
        #expect(advise(appleSystem("ASWebAuthenticationSessionErrorDomain", 1)).rule == "cancel.web_auth_session")
        #expect(advise(appleSystem("SFAuthenticationErrorDomain", 1)).rule == "cancel.web_auth_session")
        #expect(advise(appleSystem("MSIDKeychainErrorDomain", -34018)).rule == "apple.keychain.missing_entitlement")
    }

    @Test("a common-core MSID error is read as the app would receive it")
    func msidErrors() {
        // MSIDErrorInteractionRequired -51115 → MSALErrorInteractionRequired.
        #expect(AdviceEngine.advise(appleSystem("MSIDErrorDomain", -51115)).rule == "interaction.apple")
        // MSIDErrorBrokerResponseNotReceived -51800 → -50000 with -42700.
        #expect(AdviceEngine.advise(appleSystem("MSIDErrorDomain", -51800)).rule
                == "apple.internal.broker_response_not_received")
        // An MSID code without a converter entry → -50000 with MSALInternalErrorUnexpected.
        let unmapped = AdviceEngine.advise(appleSystem("MSIDErrorDomain", -51902))
        #expect(unmapped.rule == "apple.internal")
        #expect(unmapped.developerAdvice.contains("-42008"))
    }

    @Test("the platform is inferred from a namespaced type name when the diagnosis names none")
    func platformFromNamespace() {
        let java = Diagnosis(domain: "com.microsoft.aad.msal4j.MsalInteractionRequiredException")
        #expect(advise(java).developerAdvice.contains("InteractiveRequestParameters"))
        let android = Diagnosis(domain: "com.microsoft.identity.client.exception.MsalUiRequiredException")
        #expect(advise(android).developerAdvice.contains("AcquireTokenParameters"))
    }

    @Test("a platform-less MSALErrorDomain diagnosis is read as Apple")
    func inferredApple() {
        let diagnosis = Diagnosis(domain: "MSALErrorDomain", code: .number(-50002))
        #expect(advise(diagnosis).developerAdvice.contains("MSALInteractiveTokenParameters"))
    }

    @Test("blank claims are no claims challenge")
    func blankClaims() {
        #expect(advise(apple(-50002, claims: "  ")).rule == "interaction.apple")
    }

    @Test("a type name that ends in a dot is read as no type name, never a crash")
    func typeNameEndingInDot() {
        #expect(advise(Diagnosis(domain: "Microsoft.Identity.Client.")).rule == "unknown")
        #expect(advise(Diagnosis(domain: " Foo. ", code: .text("invalid_grant"))).rule == "interaction.required")
        // With no name left, an Apple diagnosis's number is read as an MSALErrorDomain code.
        #expect(advise(Diagnosis(platform: .apple, domain: "x.", code: .number(-50005))).rule == "cancel.user_canceled")
    }

    @Test("an empty diagnosis gets the unknown advice, never a crash")
    func emptyDiagnosis() {
        let advice = advise(Diagnosis())
        #expect(advice.action == .unknown)
        #expect(advice.userMessage == .unknownError)
    }

    @Test("the public advise uses the catalog and agrees with the rule table on code-based rules")
    func publicEntryPoint() {
        #expect(AdviceEngine.advise(apple(-50002)).rule == "interaction.apple")
        #expect(AdviceEngine.advise(appleSystem("NSURLErrorDomain", -1009)).action == .noNetwork)
    }
}

@Suite("Advice with hostile input")
struct AdviceHostileInputTests {
    @Test("input quoted in the advice has its control characters escaped and its length capped")
    func controlCharactersEscaped() {
        let hostile = "evil\u{1B}[2J\u{7}" + String(repeating: "x", count: 500)
        var scopes = Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50003))
        scopes.declinedScopes = [hostile]
        let texts = [
            advise(scopes).developerAdvice,
            advise(dict(.python, "invalid_client").with { $0.code = .text(hostile) }).developerAdvice,
            advise(dotnet("MsalClientException", "no_client_id\u{1B}[31m")).developerAdvice,
            advise(apple(-50000, internal: -42008).with { $0.internalSubCodeName = hostile }).developerAdvice,
        ]
        for text in texts {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(text.count < 1200)
        }
    }
}
