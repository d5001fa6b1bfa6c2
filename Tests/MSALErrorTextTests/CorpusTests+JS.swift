import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let javaScriptObjectCases: [Case] = [
        // msal-common's `Detail:` nests the cause in the message: one error, the cause underlying.
        Case(file: "js-endpoints-detail-openid-config", expected: [
            ExpectedDiagnosis(platform: .js, domain: "AuthError", code: .text("endpoints_resolution_error"),
                codeName: "endpointResolutionError", descriptionPrefix: "Error: could not resolve endpoints.",
                underlying: [ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("openid_config_error"),
                    codeName: "openIdConfigError", descriptionPrefix: "Could not retrieve endpoints.")],
                action: .fixAppConfiguration),
        ]),
        Case(file: "js-code-desc-post-request-failed", expected: [
            ExpectedDiagnosis(platform: .js, domain: "AuthError", code: .text("post_request_failed"), codeName: "postRequestFailed",
                descriptionPrefix: "Network request failed."),
        ]),
        Case(file: "js-code-desc-json-user-cancelled", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("user_cancelled"), codeName: "userCancelled",
                descriptionPrefix: "User cancelled the flow."),
        ]),
        Case(file: "js-code-desc-interaction-in-progress", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("interaction_in_progress"),
                codeName: "interactionInProgress",
                descriptionPrefix: "Interaction is currently in progress."),
        ]),
        Case(file: "js-code-desc-no-network", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("no_network_connectivity"),
                codeName: "noNetworkConnectivity", descriptionPrefix: "No network connectivity."),
        ]),
        Case(file: "js-node-inspect-post-request", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("post_request_failed"),
                codeName: "postRequestFailed",
                correlationId: "2af84c69-0b89-520a-8b0b-67666f14f2b6",
                descriptionPrefix: "Network request failed: Please check network trace"),
        ]),
        Case(file: "js-json-interaction-required-claims", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("interaction_required"), codeName: "interactionRequired",
                oauthError: "interaction_required", aadsts: [50076],
                correlationId: "a556c144-0cb4-5904-a809-c6ebf148dcc9",
                traceId: "fde309e0-2bd1-5ddb-b982-684d60a646b8", hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"capolids\"",
                descriptionPrefix: "AADSTS50076: Due to a configuration change"),
        ]),
        Case(file: "js-console-interaction-required-claims", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("interaction_required"), codeName: "interactionRequired",
                oauthError: "interaction_required", aadsts: [53003],
                correlationId: "81a9183c-dfed-58e6-8e4e-3edf6b019036",
                traceId: "edb87dd2-ae81-5426-b2dc-ddcef88c20ba", hasClaims: true,
                claimsPrefix: "{\"access_token\"",
                descriptionPrefix: "AADSTS53003: Access has been blocked"),
        ]),
        Case(file: "js-node-server-error-invalid-client", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_client"),
                codeName: "invalid_client", oauthError: "invalid_client", aadsts: [7000215],
                correlationId: "fbce5233-ccfc-58e7-bd53-1aa515bbc3bf",
                traceId: "a36eaca5-284b-53b9-a95d-1ba13c2f11ec",
                descriptionPrefix: "7000215 - [2026-11-23 10:15:02Z]"),
        ]),
        Case(file: "js-node-server-error-expired-code", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_grant"),
                codeName: "invalid_grant", oauthError: "invalid_grant", aadsts: [70008],
                correlationId: "60037a86-fdc1-55d9-8000-1f7bcf301b26",
                traceId: "88308ed5-c9fc-5ea6-bb05-57af92e2b912",
                descriptionPrefix: "70008 - [2026-11-23 10:15:02Z]"),
        ]),
        Case(file: "js-client-no-account-in-silent", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError",
                code: .text("no_account_in_silent_request"), codeName: "noAccountInSilentRequest",
                descriptionPrefix: "Please pass an account object"),
        ]),
        Case(file: "js-browser-interaction-in-progress", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError",
                code: .text("interaction_in_progress"), codeName: "interactionInProgress",
                descriptionPrefix: "Interaction is currently in progress."),
        ]),
        Case(file: "js-browser-monitor-window-timeout", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("monitor_window_timeout"),
                codeName: "monitorWindowTimeout",
                descriptionPrefix: "Token acquisition in iframe failed due to timeout."),
        ]),
        Case(file: "js-login-required", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("login_required"), codeName: "loginRequired",
                oauthError: "login_required", aadsts: [50058],
                correlationId: "090e87b6-4cbc-595e-b684-de7e0b117795",
                traceId: "63db0f69-b60b-5ad5-97ef-28e4c4201081",
                descriptionPrefix: "AADSTS50058: A silent sign-in request was sent"),
        ]),
        Case(file: "js-json-consent-required-suberror", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("consent_required"), codeName: "consentRequired",
                oauthError: "consent_required", subError: "consent_required", aadsts: [65001],
                correlationId: "ae39fef6-0a74-5bd6-a174-852ef271bf35",
                traceId: "daa2c60d-98e2-593a-967b-3ef6bf346082",
                descriptionPrefix: "AADSTS65001: The user or administrator"),
        ]),
        Case(file: "js-json-server-error-bad-token", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_grant"),
                codeName: "invalid_grant", oauthError: "invalid_grant", subError: "bad_token",
                aadsts: [50173], correlationId: "e2ef2d23-b94b-57c6-b195-abe89ad5c41a",
                traceId: "928f5821-7d56-51d6-bd3f-2ea437fe2f4a",
                descriptionPrefix: "AADSTS50173: The provided grant has expired"),
        ]),
        Case(file: "js-config-untrusted-authority", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientConfigurationError",
                code: .text("untrusted_authority"), codeName: "untrustedAuthority",
                descriptionPrefix: "The provided authority is not a trusted authority."),
        ]),
        Case(file: "js-popup-blocked-chrome", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("popup_window_error"),
                codeName: "popupWindowError", descriptionPrefix: "Error opening popup window."),
        ]),
        Case(file: "js-node-network-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("network_error"),
                codeName: "networkError", correlationId: "a3338dd0-48f1-5182-9c48-d42751baaf11",
                descriptionPrefix: "Network request failed"),
        ]),
        Case(file: "js-object-no-tokens-found", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("no_tokens_found"), codeName: "noTokensFound",
                correlationId: "e87d0b82-babe-58a6-8a93-c784d2ed40d0",
                descriptionPrefix: "No refresh token found in the cache."),
        ]),
        Case(file: "js-timeout-hash", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("hash_empty_error"),
                codeName: "hashEmptyError", descriptionPrefix: "Hash value cannot be processed"),
        ]),
        Case(file: "js-browser-no-account-json", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("no_account_error"),
                codeName: "noAccountError", correlationId: "c4e8915e-84b1-5248-a85a-e7d3f20b5bb8",
                descriptionPrefix: "No account object provided"),
        ]),
        Case(file: "js-code-desc-state-mismatch", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("state_mismatch"), codeName: "stateMismatch",
                descriptionPrefix: "State mismatch error."),
        ]),
        Case(file: "js-node-managed-identity-consent", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_grant"),
                codeName: "invalid_grant", oauthError: "invalid_grant", aadsts: [65001],
                correlationId: "9b077523-76ac-5347-877a-405e18b772cf",
                traceId: "29dfc839-13ad-5885-b2d6-0b575dad76da",
                descriptionPrefix: "65001 - [2026-11-23 10:15:02Z]"),
        ]),
    ]
}
