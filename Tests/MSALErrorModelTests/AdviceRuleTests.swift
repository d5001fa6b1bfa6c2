import Testing
@testable import MSALErrorModel

/// Every rule of the advice table, each fired by the diagnosis it exists for.
@Suite("Advice rules")
struct AdviceRuleTests {
    static let cases: [AdviceCase] = [
        // Intune, device registration and compliance
        AdviceCase("Apple -50004 protection policies", apple(-50004, oauth: "unauthorized_client", subError: "protection_policy_required"),
                   rule: "intune.protection_policy_required", .intuneRemediation, .appProtectionRequired),
        AdviceCase(".NET IntuneAppProtectionPolicyRequiredException", dotnet("IntuneAppProtectionPolicyRequiredException", "protection_policy_required"),
                   rule: "intune.protection_policy_required", .intuneRemediation, .appProtectionRequired),
        AdviceCase("Apple -50001 workplace join", apple(-50001),
                   rule: "device.registration_required", .deviceCompliance, .deviceRegistrationRequired),
        AdviceCase("AADSTS50129 device not workplace joined", bareAADSTS(50129),
                   rule: "device.registration_required", .deviceCompliance, .deviceRegistrationRequired),
        AdviceCase("AADSTS50127 broker app required", bareAADSTS(50127),
                   rule: "device.broker_app_required", .deviceCompliance, .authenticatorAppRequired),
        AdviceCase("AADSTS53000 device not compliant", bareAADSTS(53000),
                   rule: "device.not_compliant", .deviceCompliance, .deviceNotCompliant),
        AdviceCase("AADSTS530003 device must be managed (Python)", dict(.python, "invalid_grant", aadsts: [530003]),
                   rule: "device.not_compliant", .deviceCompliance, .deviceNotCompliant),
        AdviceCase("AADSTS53002 approved app required", bareAADSTS(53002),
                   rule: "policy.approved_app_required", .intuneRemediation, .appProtectionRequired),
        AdviceCase("JS protection_policy_required (no Intune SDK in a browser)",
                   dict(.js, "unauthorized_client", subError: "protection_policy_required"),
                   rule: "intune.sdk_not_available", .genericMessageInternal, .appProtectionRequired),
        AdviceCase("Python AADSTS53002 (no Intune SDK)", dict(.python, "invalid_grant", aadsts: [53002]),
                   rule: "intune.sdk_not_available", .genericMessageInternal, .appProtectionRequired),
        // Claims challenge
        AdviceCase(".NET MsalClaimsChallengeException", dotnet("MsalClaimsChallengeException", "invalid_grant", claims: #"{"access_token":{"acrs":{"essential":true}}}"#),
                   rule: "claims.challenge", .interactiveAuth, .securityCheckRequired),
        AdviceCase("JS error carrying claims", Diagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("interaction_required"), claims: "{\"id_token\":{}}"),
                   rule: "claims.challenge", .interactiveAuth, .securityCheckRequired),
        // Cancellation
        AdviceCase("Apple -50005 user canceled", apple(-50005),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase(".NET authentication_canceled", dotnet("MsalClientException", "authentication_canceled"),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("JS BrowserAuthError user_cancelled", js("BrowserAuthError", "user_cancelled"),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("Python access_denied", dict(.python, "access_denied"),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("ASWebAuthenticationSession canceledLogin", appleSystem("com.apple.AuthenticationServices.WebAuthenticationSession", 1),
                   rule: "cancel.web_auth_session", .userCanceledOptionalRetry, .signInCanceled),
        // Network
        AdviceCase("NSURLErrorDomain -1009 offline", appleSystem("NSURLErrorDomain", -1009),
                   rule: "network.offline", .noNetwork, .offline),
        AdviceCase("JS no_network_connectivity", js("BrowserAuthError", "no_network_connectivity"),
                   rule: "network.offline", .noNetwork, .offline),
        AdviceCase("NSURLErrorDomain -1001 timed out", appleSystem("NSURLErrorDomain", -1001),
                   rule: "network.connection_failed", .noNetwork, .connectionProblem),
        AdviceCase(".NET request_timeout", dotnet("MsalServiceException", "request_timeout"),
                   rule: "network.connection_failed", .noNetwork, .connectionProblem),
        AdviceCase("HTTP 408 request timeout", Diagnosis(platform: .python, httpStatus: 408),
                   rule: "network.connection_failed", .noNetwork, .connectionProblem),
        // Windows broker (WAM) statuses
        AdviceCase("WAM NoNetwork", wam("3399614475", status: "NoNetwork"),
                   rule: "broker.no_network", .noNetwork, .connectionProblem),
        AdviceCase("WAM ServerTemporarilyUnavailable", wam("3399614476", status: "ServerTemporarilyUnavailable"),
                   rule: "broker.server_unavailable", .retryOnce5xx, .serviceUnavailable),
        AdviceCase("WAM IncorrectConfiguration", wam("WAM_provider_error_3399614468", status: "IncorrectConfiguration"),
                   rule: "broker.configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("WAM AccountUnusable", wam("3399614470", status: "AccountUnusable"),
                   rule: "broker.interaction_required", .interactiveAuth, .signInAgain),
        // Throttling and server failures
        AdviceCase("HTTP 429 with Retry-After (.NET)", dotnet("MsalServiceException", "request_throttled", http: 429, retryAfter: 30),
                   rule: "throttle.retry_after", .retryAfterDelay, .throttled),
        AdviceCase(".NET MsalThrottledServiceException", dotnet("MsalThrottledServiceException", "service_not_available"),
                   rule: "throttle.retry_after", .retryAfterDelay, .throttled),
        AdviceCase("Apple -42007 with HTTP 503", apple(-50000, internal: -42007, http: 503),
                   rule: "apple.internal.unhandled_response", .genericMessageInternal, .serviceUnavailable),
        AdviceCase("Apple -50000 with HTTP 500 and no sub-code", apple(-50000, http: 500),
                   rule: "apple.internal.unhandled_response", .genericMessageInternal, .serviceUnavailable),
        AdviceCase(".NET service_not_available", dotnet("MsalServiceException", "service_not_available"),
                   rule: "server.http_5xx", .retryOnce5xx, .serviceUnavailable),
        // Misconfiguration and admin consent
        AdviceCase("AADSTS90094 admin consent", bareAADSTS(90094),
                   rule: "consent.admin_required", .adminConsent, .adminConsentRequired),
        AdviceCase("AADSTS90099 not authorized in tenant", bareAADSTS(90099),
                   rule: "consent.admin_required", .adminConsent, .adminConsentRequired),
        AdviceCase("AADSTS50011 redirect URI mismatch", dict(.python, "invalid_request", aadsts: [50011]),
                   rule: "config.redirect_uri_mismatch", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("AADSTS700016 app not found (Apple silent)", apple(-50002, oauth: "unauthorized_client", aadsts: [700016]),
                   rule: "config.app_not_found", .fixAppConfiguration, .appMisconfigured),
        AdviceCase(".NET AADSTS70002 public client not allowed", dotnet("MsalServiceException", "invalid_client", aadsts: [70002]),
                   rule: "config.public_client_not_allowed", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("AADSTS7000218 credential required", bareAADSTS(7000218),
                   rule: "config.public_client_not_allowed", .fixAppConfiguration, .appMisconfigured),
        AdviceCase(".NET AADSTS90010 /common not supported", dotnet("MsalServiceException", "invalid_request", aadsts: [90010]),
                   rule: "config.authority_not_supported", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("AADSTS54005 code already redeemed, with invalid_grant (category developer_config)",
                   dict(.python, "invalid_grant", aadsts: [54005]),
                   rule: "aadsts.category.developer_config", .fixAppConfiguration, .appMisconfigured),
        // Azure AD B2C
        AdviceCase("AADB2C90118 forgot password", Diagnosis(platform: .js, b2cCodes: [90118]),
                   rule: "b2c.password_reset", .interactiveAuth, .signInAgain),
        AdviceCase("AADB2C90091 cancelled", Diagnosis(platform: .js, oauthError: "access_denied", b2cCodes: [90091]),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("AADB2C90273 cancelled at the identity provider", Diagnosis(b2cCodes: [90273]),
                   rule: "b2c.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("AADB2C90077 no session", Diagnosis(b2cCodes: [90077]),
                   rule: "b2c.no_session", .interactiveAuth, .signInAgain),
        AdviceCase("AADB2C90006 redirect URI not registered", Diagnosis(b2cCodes: [90006]),
                   rule: "b2c.app_configuration", .fixAppConfiguration, .appMisconfigured),
        // Apple
        AdviceCase("Apple -50003 declined scopes", apple(-50003),
                   rule: "scopes.declined", .retryWithGrantedScopes, .someFeaturesUnavailable),
        AdviceCase(".NET result with declined scopes", Diagnosis(platform: .dotnet, grantedScopes: ["User.Read"], declinedScopes: ["Mail.Read"]),
                   rule: "scopes.declined", .retryWithGrantedScopes, .someFeaturesUnavailable),
        AdviceCase("Apple -50142 password change", apple(-50142, oauth: "invalid_request", aadsts: [50142]),
                   rule: "apple.password_change_required", .interactiveAuth, .passwordExpired),
        AdviceCase("Apple -42700 broker response not received", apple(-50000, internal: -42700),
                   rule: "apple.internal.broker_response_not_received", .genericMessageInternal, .signInNotCompleted),
        AdviceCase("Apple -42402 session already running", apple(-50000, internal: -42402),
                   rule: "apple.internal.session_already_running", .genericMessageInternal, .signInInProgress),
        AdviceCase("Apple -50006 server error (wrapped)", apple(-50000, internal: -50006, oauth: "server_error"),
                   rule: "apple.internal.server_error", .genericMessageInternal, .serviceUnavailable),
        AdviceCase("Apple -50007 insufficient device strength", apple(-50000, internal: -50007),
                   rule: "apple.internal.insufficient_device_strength", .genericMessageInternal, .deviceRegistrationRequired),
        AdviceCase("Apple -50008 MDM enrollment completed", apple(-50000, internal: -50008),
                   rule: "apple.internal.mdm_enrollment_completed", .genericMessageInternal, .deviceSetupFinished),
        AdviceCase("Apple -42001 redirect scheme not registered", apple(-50000, internal: -42001),
                   rule: "apple.internal.app_configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Apple -42003 invalid_client", apple(-50000, internal: -42003, oauth: "invalid_client"),
                   rule: "apple.internal.app_configuration", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Keychain -34018 missing entitlement", appleSystem("NSOSStatusErrorDomain", -34018),
                   rule: "apple.keychain.missing_entitlement", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Keychain -25308 interaction not allowed", appleSystem("NSOSStatusErrorDomain", -25308),
                   rule: "apple.keychain.other", .genericMessageInternal, .internalError),
        AdviceCase("Keychain -25299 duplicate item", appleSystem("NSOSStatusErrorDomain", -25299),
                   rule: "apple.keychain.access_group", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Keychain -25291 no keychain", appleSystem("NSOSStatusErrorDomain", -25291),
                   rule: "apple.keychain.access_group", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Keychain -25300 item not found", appleSystem("NSOSStatusErrorDomain", -25300),
                   rule: "apple.keychain.item_not_found", .interactiveAuth, .signInAgain),
        AdviceCase("Apple -50000 with -42008 unexpected", apple(-50000, internal: -42008),
                   rule: "apple.internal", .genericMessageInternal, .internalError),
        // Well-known codes
        AdviceCase(".NET AADSTS65001 consent", dotnet("MsalUiRequiredException", "invalid_grant", aadsts: [65001]),
                   rule: "aadsts.consent_required", .interactiveAuth, .consentRequired),
        AdviceCase(".NET AADSTS50079 MFA", dotnet("MsalUiRequiredException", "invalid_grant", aadsts: [50079]),
                   rule: "aadsts.mfa_required", .interactiveAuth, .mfaRequired),
        AdviceCase("Apple silent with AADSTS50076 MFA", apple(-50002, oauth: "invalid_grant", aadsts: [50076]),
                   rule: "aadsts.mfa_required", .interactiveAuth, .mfaRequired),
        AdviceCase("AADSTS50055 password expired", bareAADSTS(50055),
                   rule: "aadsts.password_change_required", .interactiveAuth, .passwordExpired),
        AdviceCase(".NET unknown_user", dotnet("MsalClientException", "unknown_user"),
                   rule: "dotnet.unknown_user", .interactiveAuth, .signInAgain),
        AdviceCase(".NET IWA managed user", dotnet("MsalClientException", "integrated_windows_auth_not_supported_managed_user"),
                   rule: "dotnet.iwa_managed_user", .interactiveAuth, .signInAgain),
        // Generic interaction required
        AdviceCase("Apple -50002 interaction required", apple(-50002, oauth: "invalid_grant", subError: "bad_token"),
                   rule: "interaction.apple", .interactiveAuth, .signInAgain),
        AdviceCase(".NET MsalThrottledUiRequiredException", dotnet("MsalThrottledUiRequiredException", "invalid_grant"),
                   rule: "interaction.dotnet_throttled", .interactiveAuth, .signInAgain),
        AdviceCase(".NET MsalUiRequiredException without classification", dotnet("MsalUiRequiredException", "no_tokens_found"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("JS interaction_required", js("InteractionRequiredAuthError", "interaction_required"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("JS login_required", js("InteractionRequiredAuthError", "login_required"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("JS consent_required", js("InteractionRequiredAuthError", "consent_required"),
                   rule: "interaction.consent_required", .interactiveAuth, .consentRequired),
        AdviceCase("Python interaction_required", dict(.python, "interaction_required"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("Android invalid_grant", dict(.android, "invalid_grant"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("Java MsalInteractionRequiredException", Diagnosis(platform: .java, domain: "com.microsoft.aad.msal4j.MsalInteractionRequiredException"),
                   rule: "interaction.required", .interactiveAuth, .signInAgain),
        AdviceCase("Android MsalUserCancelException", Diagnosis(platform: .android, domain: "com.microsoft.identity.client.exception.MsalUserCancelException"),
                   rule: "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled),
        AdviceCase("Android MsalDeclinedScopeException", Diagnosis(platform: .android, domain: "MsalDeclinedScopeException"),
                   rule: "scopes.declined", .retryWithGrantedScopes, .someFeaturesUnavailable),
        AdviceCase("Android MsalIntuneAppProtectionPolicyRequiredException", Diagnosis(platform: .android, domain: "MsalIntuneAppProtectionPolicyRequiredException"),
                   rule: "intune.protection_policy_required", .intuneRemediation, .appProtectionRequired),
        AdviceCase("Java MsalThrottlingException", Diagnosis(platform: .java, domain: "MsalThrottlingException"),
                   rule: "throttle.retry_after", .retryAfterDelay, .throttled),
        // Client setup
        AdviceCase("JS interaction_in_progress", js("BrowserAuthError", "interaction_in_progress"),
                   rule: "js.interaction_in_progress", .fixAppConfiguration, .signInInProgress),
        AdviceCase("JS popup_window_error", js("BrowserAuthError", "popup_window_error"),
                   rule: "js.popup_blocked", .interactiveAuth, .popupBlocked),
        AdviceCase(".NET invalid_client", dotnet("MsalServiceException", "invalid_client"),
                   rule: "config.oauth_request", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("Go invalid_scope", dict(.go, "invalid_scope"),
                   rule: "config.oauth_request", .fixAppConfiguration, .appMisconfigured),
        AdviceCase(".NET no_client_id", dotnet("MsalClientException", "no_client_id"),
                   rule: "config.client_setup", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("JS ClientConfigurationError", js("ClientConfigurationError", "untrusted_authority"),
                   rule: "config.client_setup", .fixAppConfiguration, .appMisconfigured),
        // Unfinished interactions and client-side failures
        AdviceCase("JS monitor_window_timeout (silent iframe)", js("BrowserAuthError", "monitor_window_timeout"),
                   rule: "interactive.timeout", .interactiveAuth, .signInNotCompleted),
        AdviceCase("Python browser interaction timeout", Diagnosis(platform: .python, domain: "msal.oauth2cli.oauth2.BrowserInteractionTimeoutError"),
                   rule: "interactive.timeout", .interactiveAuth, .signInNotCompleted),
        AdviceCase(".NET device code expired", dotnet("MsalClientException", "code_expired"),
                   rule: "device_code.not_finished", .interactiveAuth, .signInNotCompleted),
        AdviceCase("Python authorization_pending", dict(.python, "authorization_pending"),
                   rule: "device_code.not_finished", .interactiveAuth, .signInNotCompleted),
        AdviceCase(".NET user_mismatch", dotnet("MsalClientException", "user_mismatch"),
                   rule: "account.mismatch", .interactiveAuth, .signInAgain),
        AdviceCase(".NET authentication_failed", dotnet("MsalClientException", "authentication_failed"),
                   rule: "credentials.rejected", .interactiveAuth, .wrongCredentials),
        AdviceCase(".NET WS-Trust failure", dotnet("MsalClientException", "parsing_wstrust_response_failed"),
                   rule: "dotnet.federated_flow_failed", .interactiveAuth, .signInAgain),
        AdviceCase(".NET json_parse_failed", dotnet("MsalClientException", "json_parse_failed"),
                   rule: "client.library_failure", .genericMessageInternal, .internalError),
        AdviceCase("JS ClientAuthError with a code no rule names", js("ClientAuthError", "nonce_mismatch"),
                   rule: "client.library_failure", .genericMessageInternal, .internalError),
        AdviceCase("JS post_request_failed (CORS)", js("BrowserAuthError", "post_request_failed"),
                   rule: "network.connection_failed", .noNetwork, .connectionProblem),
        // Transient without status
        AdviceCase("Java temporarily_unavailable", dict(.java, "temporarily_unavailable"),
                   rule: "transient.oauth", .retryOnce5xx, .serviceUnavailable),
        // Specific AADSTS families and categories
        AdviceCase("AADSTS53003 blocked by Conditional Access", bareAADSTS(53003),
                   rule: "policy.access_blocked", .genericMessageInternal, .accessNotAllowed),
        AdviceCase("AADSTS50196 loop detected", bareAADSTS(50196),
                   rule: "aadsts.throttled", .retryAfterDelay, .throttled),
        AdviceCase("category ui_required (AADSTS70008)", bareAADSTS(70008),
                   rule: "aadsts.category.ui_required", .interactiveAuth, .signInAgain),
        AdviceCase("category ui_required_device", bareAADSTS(53099),
                   rule: "aadsts.category.ui_required_device", .deviceCompliance, .deviceNotCompliant),
        AdviceCase("category blocked (AADSTS50057 disabled)", bareAADSTS(50057),
                   rule: "aadsts.category.blocked", .genericMessageInternal, .accountBlocked),
        AdviceCase("category credential (AADSTS50126)", bareAADSTS(50126),
                   rule: "aadsts.category.credential", .interactiveAuth, .wrongCredentials),
        AdviceCase("category developer_config (AADSTS50001)", bareAADSTS(50001),
                   rule: "aadsts.category.developer_config", .fixAppConfiguration, .appMisconfigured),
        AdviceCase("category transient (AADSTS90033)", bareAADSTS(90033),
                   rule: "aadsts.category.transient", .retryOnce5xx, .serviceUnavailable),
        AdviceCase("category interrupt (AADSTS50140)", bareAADSTS(50140),
                   rule: "aadsts.category.interrupt", .interactiveAuth, .signInAgain),
        AdviceCase("category device_flow (AADSTS70019)", bareAADSTS(70019),
                   rule: "aadsts.category.device_flow", .interactiveAuth, .signInNotCompleted),
        // Nothing known
        AdviceCase("an unknown .NET service code", dotnet("MsalServiceException", "something_new"),
                   rule: "unknown", .unknown, .unknownError),
        AdviceCase("an AADSTS code the catalog does not know", bareAADSTS(999_999),
                   rule: "unknown", .unknown, .unknownError),
    ]

    @Test("each rule fires for its diagnosis", arguments: cases + AdviceJVMRuleCases.cases)
    func ruleFires(_ example: AdviceCase) {
        let advice = advise(example.diagnosis)
        #expect(advice.rule == example.rule)
        #expect(advice.action == example.action)
        #expect(advice.userMessage == example.message)
        #expect(!advice.developerAdvice.isEmpty)
    }

    @Test("every rule in the table has a test case, classifications included")
    func everyRuleIsTested() {
        let tested = Set(Self.cases.map(\.rule)).union(AdviceClassificationTests.cases.map(\.rule))
            .union(AdviceJVMRuleCases.cases.map(\.rule))
        let untested = AdviceEngine.ruleIDs.filter { !tested.contains($0) }
        #expect(untested.isEmpty, "rules without a test: \(untested)")
    }

    @Test("rule ids are unique, so a rule id names one reason")
    func ruleIDsAreUnique() {
        let ids = AdviceEngine.ruleIDs
        #expect(Set(ids).count == ids.count)
        #expect(ids.last == "unknown")
    }

    @Test("every recommended action is reachable from some rule")
    func everyActionIsUsed() {
        let used = Set(AdviceTable.rules.map(\.action))
        #expect(used == Set(RecommendedAction.allCases))
    }
}
