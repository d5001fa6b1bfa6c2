import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Each corpus text decodes to exactly these errors, field by field.
@Suite struct CorpusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var expected: [ExpectedDiagnosis]
        var testDescription: String { file }
    }

    static let cases: [Case] = appleCases + exceptionCases + javaScriptCases + otherCases + writtenForPlatforms

    /// The texts written for every shape apps print (issue #10), one file of expectations per family.
    static let writtenForPlatforms: [Case] = androidCases + javaCases + dotnetLogCases + appleLocalizedCases
        + windowsBrokerCases + javaScriptObjectCases + pythonResultCases + goCallErrCases + httpResponseCases
        + mixedLogCases + fieldShapeCases

    @Test(arguments: cases)
    func decodesFieldByField(_ testCase: Case) throws {
        let decoded = ErrorTextDecoder.decode(try CorpusLoader.text(testCase.file))
        try #require(decoded.count == testCase.expected.count, "found \(decoded.count) errors")
        for (actual, expected) in zip(decoded, testCase.expected) { expected.check(actual) }
    }

    @Test func everyCorpusFileHasExpectations() throws {
        let covered = Set(Self.cases.map(\.file))
        for name in try CorpusLoader.allNames() {
            #expect(covered.contains(name), "no expectations for Corpus/\(name).txt")
        }
    }

    // MARK: Apple

    static let appleCases: [Case] = [
        Case(file: "apple-interaction-required", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50002), codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant",
            subError: "basic_action", aadsts: [50079], httpStatus: 400,
            correlationId: "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40", traceId: "4f1c2a9e-7d1b-4c55-9e0e-2b7f5d0c3a11",
            descriptionPrefix: "AADSTS50079: Due to a configuration change", numbering: .current)]),
        Case(file: "apple-internal-broker-nested", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal", internalSubCode: -42700, internalSubCodeName: "MSALInternalErrorBrokerResponseNotReceived",
            correlationId: "5d2c8e1a-0f3b-4a7c-9e6d-7b1a2c3d4e5f", descriptionPrefix: "Broker response was not received",
            numbering: .current,
            underlying: [ExpectedDiagnosis(
                platform: .apple, domain: "MSIDErrorDomain", code: .number(-51800),
                codeName: "MSIDErrorBrokerResponseNotReceived",
                correlationId: "5d2c8e1a-0f3b-4a7c-9e6d-7b1a2c3d4e5f",
                descriptionPrefix: "Broker response was not received")])]),
        Case(file: "apple-offline", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "NSURLErrorDomain", code: .number(-1009), codeName: "NSURLErrorNotConnectedToInternet",
            descriptionPrefix: "The Internet connection appears to be offline.",
            underlying: [ExpectedDiagnosis(platform: .apple, domain: "kCFErrorDomainCFNetwork", code: .number(-1009))])]),
        Case(file: "apple-declined-scopes", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50003), codeName: "MSALErrorServerDeclinedScopes",
            correlationId: "a7c1e9f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b", grantedScopes: ["User.Read", "openid", "profile"],
            declinedScopes: ["Mail.Send"], descriptionPrefix: "Server returned less scopes", numbering: .current)]),
        Case(file: "apple-throttled", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal", internalSubCode: -42007, internalSubCodeName: "MSALInternalErrorUnhandledResponse",
            httpStatus: 429, retryAfterSeconds: 30, correlationId: "1f2e3d4c-5b6a-4789-9abc-def012345678",
            descriptionPrefix: "Unexpected response from the server", numbering: .current)]),
        Case(file: "apple-legacy", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-42100), codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant",
            aadsts: [50173], descriptionPrefix: "AADSTS50173: The provided grant has expired", numbering: .legacy)]),
        Case(file: "apple-unknown-code", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50099),
            descriptionPrefix: "Something we have never seen", numbering: .current)]),
        Case(file: "apple-log-multiline", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal", internalSubCode: -42001, internalSubCodeName: "MSALInternalErrorRedirectSchemeNotRegistered",
            correlationId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
            descriptionPrefix: "The app's redirect scheme is not registered", numbering: .current)]),
        Case(file: "apple-log-pair", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSIDErrorDomain", code: .number(-51115), codeName: "MSIDErrorInteractionRequired")]),
        Case(file: "apple-localized", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50005), codeName: "MSALErrorUserCanceled", numbering: .current)]),
        Case(file: "apple-web-auth-cancel", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "com.apple.AuthenticationServices.WebAuthenticationSession", code: .number(1),
            codeName: "ASWebAuthenticationSessionErrorCodeCanceledLogin")]),
        Case(file: "apple-truncated", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal", internalSubCode: -42011, internalSubCodeName: "MSALInternalErrorInvalidRedirectURI",
            descriptionPrefix: "The provided redirect URI msauth.com.contoso.app://au", numbering: .current)]),
        Case(file: "apple-userinfo-dump", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", oauthError: "access_denied", aadsts: [53003],
            descriptionPrefix: "AADSTS53003: Access has been blocked")]),
        Case(file: "apple-wrapped-by-foreign", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "com.contoso.SyncErrorDomain", code: .number(7),
            descriptionPrefix: "Could not get a token",
            underlying: [ExpectedDiagnosis(
                platform: .apple, domain: "MSALErrorDomain", code: .number(-50005), codeName: "MSALErrorUserCanceled",
                descriptionPrefix: "User cancelled the authorization session.", numbering: .current)])]),
        Case(file: "apple-keychain", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-34018), codeName: "errSecMissingEntitlement",
            descriptionPrefix: "A required entitlement isn't present.")]),
        Case(file: "apple-form-encoded", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50002), codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant",
            subError: "consent_required", aadsts: [65001],
            descriptionPrefix: "AADSTS65001: The user or administrator has not consented", numbering: .current)]),
    ]

    // MARK: .NET, Java, Android

    static let exceptionCases: [Case] = [
        Case(file: "dotnet-ui-required", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"), codeName: "InvalidGrantError",
            oauthError: "invalid_grant", subError: "basic_action", aadsts: [50076], httpStatus: 400,
            correlationId: "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e", traceId: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
            hasClaims: true, classification: "BasicAction", descriptionPrefix: "AADSTS50076: Due to a configuration")]),
        Case(file: "dotnet-azure-identity", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "AuthenticationFailedException", code: .text("invalid_client"),
            oauthError: "invalid_client", aadsts: [7000215],
            correlationId: "8f9e0d1c-2b3a-4c5d-8e6f-7a8b9c0d1e2f", traceId: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
            descriptionPrefix: "ClientSecretCredential authentication failed: AADSTS7000215",
            underlying: [ExpectedDiagnosis(
                platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_client"), codeName: "InvalidClient",
                oauthError: "invalid_client", aadsts: [7000215], httpStatus: 401,
                correlationId: "8f9e0d1c-2b3a-4c5d-8e6f-7a8b9c0d1e2f", traceId: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
                descriptionPrefix: "AADSTS7000215: Invalid client secret provided.")])]),
        Case(file: "dotnet-throttled", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalThrottledServiceException", code: .text("request_throttled"), codeName: "RequestThrottled",
            aadsts: [90055], httpStatus: 429, retryAfterSeconds: 45,
            correlationId: "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9", traceId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
            descriptionPrefix: "AADSTS90055: The tenant is receiving too many requests.")]),
        Case(file: "dotnet-client", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalClientException", code: .text("loopback_redirect_uri"), codeName: "LoopbackRedirectUri",
            descriptionPrefix: "Only loopback redirect uri is supported")]),
        Case(file: "dotnet-broker", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalServiceException", code: .text("failed_to_acquire_token_silently_from_broker"),
            codeName: "FailedToAcquireTokenSilentlyFromBroker", internalSubCode: 557973645,
            descriptionPrefix: "WAM Error", brokerErrorCode: 3399614467)]),
        Case(file: "dotnet-wam-configuration", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalServiceException", code: .text("WAM_provider_error_3399614468"),
            internalSubCode: 542139022, descriptionPrefix: "WAM Error",
            brokerErrorCode: 3399614468, brokerStatus: "IncorrectConfiguration")]),
        Case(file: "dotnet-wam-network", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalServiceException", internalSubCode: 557973648,
            correlationId: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", descriptionPrefix: "WAM Error",
            brokerErrorCode: 3399614475, brokerStatus: "NoNetwork")]),
        Case(file: "dotnet-wam-unknown", expected: [ExpectedDiagnosis(
            platform: .dotnet, domain: "MsalServiceException", code: .text("unknown_broker_error"),
            codeName: "UnknownBrokerError", internalSubCode: 609871234, descriptionPrefix: "Unknown",
            brokerErrorCode: -2147023838)]),
        Case(file: "python-exception", expected: [ExpectedDiagnosis(
            platform: .python, domain: "MsalServiceError", httpStatus: 503,
            descriptionPrefix: "HTTP Error: 503: Service Unavailable")]),
        Case(file: "java-msal4j", expected: [ExpectedDiagnosis(
            platform: .java, domain: "java.util.concurrent.ExecutionException", code: .text("invalid_grant"),
            oauthError: "invalid_grant", aadsts: [65001],
            descriptionPrefix: "AADSTS65001: The user or administrator has not consented",
            underlying: [ExpectedDiagnosis(
                platform: .java, domain: "MsalInteractionRequiredException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [65001],
                descriptionPrefix: "AADSTS65001: The user or administrator has not consented to use the application.")])]),
        Case(file: "android-intune", expected: [ExpectedDiagnosis(
            platform: .android, domain: "MsalIntuneAppProtectionPolicyRequiredException", aadsts: [53005],
            descriptionPrefix: "AADSTS53005: Application needs to enforce Intune protection policies.")]),
    ]

    // MARK: MSAL.js and msal-node

    static let javaScriptCases: [Case] = [
        Case(file: "js-interaction-required", expected: [ExpectedDiagnosis(
            platform: .js, domain: "InteractionRequiredAuthError", code: .text("interaction_required"), codeName: "interactionRequired",
            oauthError: "interaction_required", aadsts: [160021],
            correlationId: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a", traceId: "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d",
            descriptionPrefix: "AADSTS160021: Application requested a user session which does not exist.")]),
        Case(file: "js-popup", expected: [ExpectedDiagnosis(
            platform: .js, domain: "BrowserAuthError", code: .text("popup_window_error"), codeName: "popupWindowError",
            descriptionPrefix: "Error opening popup window.")]),
        Case(file: "js-server-bare-number", expected: [ExpectedDiagnosis(
            platform: .js, domain: "ServerError", code: .text("invalid_grant"), codeName: "invalid_grant", oauthError: "invalid_grant",
            aadsts: [50033], correlationId: "4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e",
            traceId: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c", descriptionPrefix: "50033 - [2026-11-02 11:30:00Z]")]),
        Case(file: "js-object", expected: [ExpectedDiagnosis(
            platform: .js, domain: "BrowserAuthError", code: .text("no_account_error"), codeName: "noAccountError",
            correlationId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
            descriptionPrefix: "No account object provided to acquireTokenSilent")]),
        Case(file: "js-node-client", expected: [ExpectedDiagnosis(
            platform: .js, domain: "ClientAuthError", code: .text("network_error"), codeName: "networkError",
            descriptionPrefix: "Network request failed")]),
    ]

    // MARK: OAuth dicts, server codes, mixtures

    static let otherCases: [Case] = [
        Case(file: "python-dict", expected: [ExpectedDiagnosis(
            platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant", subError: "bad_token",
            aadsts: [50173], correlationId: "3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b6c",
            traceId: "8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f",
            descriptionPrefix: "AADSTS50173: The provided grant has expired")]),
        Case(file: "oauth-json-claims", expected: [ExpectedDiagnosis(
            code: .text("interaction_required"), oauthError: "interaction_required", aadsts: [53000],
            correlationId: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f", traceId: "0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
            hasClaims: true, descriptionPrefix: "AADSTS53000: Device is not in required device state")]),
        Case(file: "go-callerr", expected: [ExpectedDiagnosis(
            platform: .go, code: .text("invalid_scope"), oauthError: "invalid_scope", aadsts: [70011],
            httpStatus: 400, correlationId: "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
            traceId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
            descriptionPrefix: "AADSTS70011: The provided request must include a 'scope'")]),
        Case(file: "form-redirect", expected: [ExpectedDiagnosis(
            code: .text("access_denied"), oauthError: "access_denied", aadsts: [65004],
            descriptionPrefix: "AADSTS65004: User declined to consent to access the app.")]),
        // The Correlation ID line below the code belongs to it (issue 25 §3).
        Case(file: "b2c", expected: [ExpectedDiagnosis(
            b2cCodes: [90118], correlationId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
            descriptionPrefix: "AADB2C90118: The user has forgotten their password.")]),
        Case(file: "bare-aadsts", expected: [ExpectedDiagnosis(
            aadsts: [7000222], descriptionPrefix: "Sign-in failed with AADSTS7000222: The provided client secret")]),
        Case(file: "json-escaped", expected: [ExpectedDiagnosis(
            code: .text("invalid_grant"), oauthError: "invalid_grant", subError: "bad_token", aadsts: [700082],
            correlationId: "6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0", traceId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
            descriptionPrefix: "AADSTS700082: The refresh token has expired due to inactivity.\r\nTrace ID")]),
        // A real-shaped number the catalog does not know is still reported.
        Case(file: "unknown-aadsts", expected: [ExpectedDiagnosis(
            aadsts: [9999901], descriptionPrefix: "Sign-in failed: AADSTS9999901")]),
        Case(file: "not-recognised", expected: []),
        // Found by the fuzzer: STS codes that are not AADSTS numbers are dropped.
        Case(file: "fuzz-sts-negative", expected: [ExpectedDiagnosis(
            platform: .apple, domain: "MSALErrorDomain", code: .number(-50002), codeName: "MSALErrorInteractionRequired",
            oauthError: "invalid_grant", aadsts: [50079], numbering: .current)]),
        Case(file: "several", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                              codeName: "MSALErrorInteractionRequired", oauthError: "interaction_required", numbering: .current),
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("service_not_available"),
                              codeName: "ServiceNotAvailable",
                              aadsts: [90033], httpStatus: 503,
                              descriptionPrefix: "AADSTS90033: A transient error has occurred."),
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("user_cancelled"), codeName: "userCancelled",
                              descriptionPrefix: "User cancelled the flow."),
            ExpectedDiagnosis(code: .text("server_error"), oauthError: "server_error", aadsts: [90033],
                              descriptionPrefix: "AADSTS90033: A transient error has occurred."),
        ]),
    ]
}
