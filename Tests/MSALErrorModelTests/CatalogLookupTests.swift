import Testing
@testable import MSALErrorModel

@Suite("Catalog look-ups")
struct CatalogLookupTests {
    @Test func negativeNumberFindsTheAppleErrorWithItsDomain() {
        let matches = Catalog.lookup("-50002")
        #expect(matches.map(\.name) == ["MSALErrorInteractionRequired"])
        #expect(matches.first?.domain == "MSALErrorDomain")
        #expect(matches.first?.kind == .error)
    }

    @Test func internalNumberFindsTheInternalError() {
        #expect(Catalog.lookup("-42700").map(\.name) == ["MSALInternalErrorBrokerResponseNotReceived"])
    }

    @Test func minus1009IsOnlyTheURLError() {
        let matches = Catalog.lookup("-1009")
        #expect(matches.count == 1)
        #expect(matches.first?.name == "NSURLErrorNotConnectedToInternet")
        #expect(matches.first?.domain == "NSURLErrorDomain")
    }

    @Test func aadstsWithAndWithoutPrefixFindTheSameCode() {
        let prefixed = Catalog.lookup("AADSTS50079")
        #expect(prefixed.map(\.name) == ["AADSTS50079"])
        #expect(Catalog.lookup("aadsts50079") == prefixed)
        #expect(Catalog.lookup("50079").contains(prefixed[0]))
        #expect(!Catalog.lookup("50079").contains { $0.value == .number(-50002) })
    }

    @Test func queriesToleratePastingNoise() {
        #expect(Catalog.lookup("  -50002\n").map(\.name) == ["MSALErrorInteractionRequired"])
        #expect(Catalog.lookup("aadb2c90118").map(\.name) == ["AADB2C90118"])
        #expect(Catalog.lookup("\tinvalid_grant ") == Catalog.lookup("invalid_grant"))
        #expect(Catalog.lookup("AADSTS5OO79").isEmpty)
        #expect(Catalog.lookup("AADSTS1234567890").isEmpty)
    }

    @Test func unknownAADSTSAndGarbageFindNothing() {
        #expect(Catalog.lookup("AADSTS1").isEmpty)
        #expect(Catalog.lookup("no_such_code_anywhere").isEmpty)
        #expect(Catalog.lookup("").isEmpty)
        #expect(Catalog.lookup("   ").isEmpty)
        #expect(Catalog.lookup(String(repeating: "x", count: 10_000)).isEmpty)
        #expect(Catalog.lookup("AADSTS").isEmpty)
    }

    @Test func invalidGrantIsListedForEveryPlatformThatHasIt() {
        let platforms = Set(Catalog.lookup("invalid_grant").map(\.platform))
        #expect(platforms == [.dotnet, .js, .python, .android, .java])
    }

    @Test func stringCodesFindTheirPlatforms() {
        #expect(Catalog.lookup("interaction_required").contains { $0.platform == .js && $0.domain == "InteractionRequiredAuthError" })
        #expect(Catalog.lookup("interaction_required").contains { $0.platform == .dotnet })
        #expect(Catalog.lookup("unknown_user").map(\.platform) == [.dotnet])
    }

    @Test func namesFindTheirEntries() {
        #expect(Catalog.lookup("MSALErrorServerDeclinedScopes").map(\.value) == [.number(-50003)])
        let basic = Catalog.lookup("BasicAction")
        #expect(basic.contains { $0.kind == .classification && $0.value == .number(2) })
        #expect(basic.contains { $0.kind == .subError && $0.value == .text("basic_action") })
        #expect(Catalog.lookup("msalerrorinteractionrequired").map(\.value) == [.number(-50002)])
    }

    @Test func dottedNamesPickTheMatchOfThatClass() {
        let matches = Catalog.lookup("BrowserAuthError.postRequestFailed")
        #expect(matches.count == 1)
        #expect(matches.first?.domain == "BrowserAuthError")
        #expect(Catalog.lookup("post_request_failed").count == 2)
    }

    @Test func b2cCodesAreRecognisedListedOrNot() {
        let forgot = Catalog.lookup("AADB2C90118")
        #expect(forgot.first?.kind == .b2c)
        #expect(forgot.first?.action == .interactiveAuth)
        let unlisted = Catalog.lookup("AADB2C99999")
        #expect(unlisted.map(\.kind) == [.b2c])
        #expect(unlisted.first?.name == "AADB2C99999")
    }

    @Test func legacyAndRenumberedValuesDecodeToTheirOldNames() {
        #expect(Catalog.appleLegacyError(rawValue: -42100)?.name == "MSALErrorInteractionRequired")
        #expect(Catalog.appleLegacyError(rawValue: -42714)?.name == "MSALInternalErrorJITLinkServerConfirmationTimeout")
        let both = Catalog.lookup("-42714").map(\.name)
        #expect(both.contains("MSALInternalBrokerNotAvailable"))
        #expect(both.contains("MSALInternalErrorJITLinkServerConfirmationTimeout"))
        let renumbered = Catalog.appleRenumberings.first { $0.oldValue == -42730 }
        #expect(renumbered?.currentValue == -42734)
        #expect(Catalog.appleRenumberings.first { $0.oldValue == -42100 }?.currentValue == -50002)
    }

    @Test func classificationRuleKeepsSixCodesAndWrapsTheRest() {
        for code in [-50001, -50002, -50003, -50004, -50005, -50142] {
            #expect(Catalog.appleSurfacedCode(forMapped: code) == (code, nil))
        }
        #expect(Catalog.appleSurfacedCode(forMapped: -50006) == (-50000, -50006))
        #expect(Catalog.appleSurfacedCode(forMapped: -42700) == (-50000, -42700))
        #expect(Catalog.appleSurfacedCode(forMapped: -50000) == (-50000, -42008))
    }

    @Test func msidCodesMapThroughTheConverterTable() {
        #expect(Catalog.appleMappedCode(forMSID: -51115) == -50002)
        #expect(Catalog.appleMappedCode(forMSID: -51112) == -42000)
        #expect(Catalog.appleMappedCode(forMSID: -51120) == -50000)
        #expect(Catalog.appleMappedCode(forMSID: 12345) == nil)
    }

    @Test func typedLookupsAnswerByValue() {
        #expect(Catalog.appleError(rawValue: -50005)?.name == "MSALErrorUserCanceled")
        #expect(Catalog.appleError(rawValue: -42700) == nil)
        #expect(Catalog.appleInternalError(rawValue: -42001)?.name == "MSALInternalErrorRedirectSchemeNotRegistered")
        #expect(Catalog.msidError(rawValue: -51115)?.name == "MSIDErrorInteractionRequired")
        #expect(Catalog.appleSystemError(domain: "NSOSStatusErrorDomain", rawValue: -34018)?.name == "errSecMissingEntitlement")
        #expect(Catalog.appleSystemError(domain: "ASWebAuthenticationSessionErrorDomain", rawValue: 1)?.name
            == "ASWebAuthenticationSessionErrorCodeCanceledLogin")
        #expect(Catalog.appleSystemError(domain: "SFAuthenticationErrorDomain", rawValue: 1) != nil)
        #expect(Catalog.dotnetErrorCode("invalid_grant")?.name == "InvalidGrantError")
        #expect(Catalog.jsErrorCode("interaction_required")?.domain == "InteractionRequiredAuthError")
        #expect(Catalog.aadsts(50079)?.category == .uiRequired)
        #expect(Catalog.aadsts(1) == nil)
        #expect(Catalog.entry(named: "MsalUiRequiredException")?.kind == .exceptionType)
    }

    @Test func fiveHundredsAreServerErrorsEvenWhenNotListed() {
        #expect(Catalog.lookup("503").contains { $0.kind == .httpStatus && $0.action == .retryOnce5xx })
        #expect(Catalog.lookup("599").contains { $0.kind == .httpStatus && $0.action == .retryOnce5xx })
        #expect(Catalog.lookup("429").first { $0.kind == .httpStatus }?.action == .retryAfterDelay)
    }
}

@Suite("Apple OAuth mapping")
struct CatalogAppleOAuthTests {
    @Test func silentRefreshTurnsAlmostEveryOAuthErrorIntoInteractionRequired() {
        for error in ["invalid_grant", "interaction_required", "server_error", "bogus", nil] as [String?] {
            #expect(Catalog.appleMappedCode(forOAuthError: error, context: .silentRefresh) == -50002)
        }
        #expect(Catalog.appleMappedCode(forOAuthError: "invalid_scope", context: .silentRefresh) == -42005)
        #expect(Catalog.appleMappedCode(
            forOAuthError: "unauthorized_client", subError: "protection_policy_required", context: .silentRefresh) == -50004)
    }

    @Test func tokenEndpointFollowsTheTable() {
        #expect(Catalog.appleMappedCode(forOAuthError: "invalid_request", aadsts: [50142], context: .tokenEndpoint) == -50142)
        #expect(Catalog.appleMappedCode(forOAuthError: "invalid_request", context: .tokenEndpoint) == -42002)
        #expect(Catalog.appleMappedCode(forOAuthError: "server_error", context: .tokenEndpoint) == -50006)
        #expect(Catalog.appleSurfacedCode(forMapped: -50006) == (-50000, -50006))
        #expect(Catalog.appleMappedCode(forOAuthError: "made_up", context: .tokenEndpoint) == -42104)
    }

    @Test func webResponseSubErrors() {
        #expect(Catalog.appleMappedCode(
            forOAuthError: "invalid_grant", subError: "transfer_token_expired", context: .webResponse) == -50005)
        #expect(Catalog.appleMappedCode(
            forOAuthError: "invalid_grant", subError: "insufficient_device_strength", context: .webResponse) == -50007)
        #expect(Catalog.appleMappedCode(forOAuthError: "access_denied", subError: "tts_denied", context: .webResponse) == -50005)
    }

    @Test func everySimpleTableRowAgreesWithTheFunction() {
        for row in Catalog.appleOAuthMappings where row.condition == nil {
            guard let error = row.oauthError, !error.hasPrefix("(") else { continue }
            let context: AppleOAuthContext = row.context.hasPrefix("authorize") ? .webResponse : .tokenEndpoint
            let mapped = Catalog.appleMappedCode(forOAuthError: error, context: context)
            let surfaced = Catalog.appleSurfacedCode(forMapped: mapped)
            #expect(surfaced.code == row.publicCode, "\(error)")
            if let wrapped = row.internalCode {
                #expect(surfaced.internalSubCode == wrapped, "\(error)")
            }
        }
    }

    /// `explain` names an MSAL Android or msal4j error code the way `codes` does: every
    /// errorCode value of both catalogs, in an exception of the class the entry names.
    @Test func androidAndJavaErrorCodesAreNamedAsTheCatalogNamesThem() {
        let entries = Catalog.entries.filter { [.android, .java].contains($0.platform) && $0.kind == .errorCode }
        #expect(entries.count > 280)
        for entry in entries {
            guard case .text(let value) = entry.value else { continue }
            let platform: Platform = entry.platform == .android ? .android : .java
            let diagnosis = Diagnosis(platform: platform, domain: entry.domain, code: .text(value))
            #expect(Catalog.codeName(of: diagnosis) == entry.name, "\(entry.platform) \(value) in \(entry.domain ?? "—")")
        }
        // Another platform's code of the same value keeps its own name (or none).
        let python = Diagnosis(platform: .python, code: .text("invalid_grant"))
        #expect(Catalog.codeName(of: python) != "INVALID_GRANT")
    }
}
