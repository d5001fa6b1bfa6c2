extension AdviceTable {
    /// Registration and tenant problems named by an AADSTS code (order group 6).
    static let configurationByAADSTS: [AdviceRule] = [
        AdviceRule(
            "consent.admin_required", .adminConsent, .adminConsentRequired,
            when: .aadsts([90094, 90099]),
            advice: { _ in
                "An administrator of the user's tenant must grant consent to this app's permissions (tenant "
                    + "policy or admin-only scopes). Send them to the admin-consent endpoint "
                    + "(https://login.microsoftonline.com/{tenant}/adminconsent?client_id={app id}) or to the app's "
                    + "API permissions page; an interactive retry only shows the same page again."
            }),
        AdviceRule(
            "config.redirect_uri_mismatch", .fixAppConfiguration, .appMisconfigured,
            when: .aadsts([50011]),
            advice: { words in
                let example = switch words.platform {
                case .apple: " (msauth.<bundle id>://auth for iOS/macOS)"
                case .js: " (registered under the Single-page application platform)"
                case .python, .dotnet: " (http://localhost for the system browser, plus the broker URI when the broker is on)"
                default: ""
                }
                return "The redirect URI the app sent is not registered on the app registration. Add the exact "
                    + "URI\(example) under Authentication in the app registration, or fix the one in the app's "
                    + "configuration. End users cannot fix this; never retry."
            }),
        AdviceRule(
            "config.app_not_found", .fixAppConfiguration, .appMisconfigured,
            when: .aadsts([700016, 700011]),
            advice: { _ in
                "The client id is not known in the tenant the request went to: check the client id and the "
                    + "tenant in the authority; a multi-tenant app must be consented in that tenant first. "
                    + "Never retry."
            }),
        AdviceRule(
            "config.public_client_not_allowed", .fixAppConfiguration, .appMisconfigured,
            when: .aadsts([70002, 7000218]),
            advice: { _ in
                "A public-client flow (username/password, integrated Windows auth, device code, mobile or "
                    + "desktop sign-in) reached an app registration that expects a client secret or certificate. "
                    + "Turn on \"Allow public client flows\" under Authentication in the app registration, or use "
                    + "a confidential client with its credential. Never retry."
            }),
        AdviceRule(
            "config.authority_not_supported", .fixAppConfiguration, .appMisconfigured,
            when: .aadsts([90010, 9001023, 90124, 50194]),
            advice: { _ in
                "This grant or resource is not supported on the /common (or /consumers) authority. Use a "
                    + "tenant-specific authority (https://login.microsoftonline.com/{tenant id}) or /organizations; "
                    + "a single-tenant app needs its own tenant. Never retry."
            }),
    ]

    /// Azure AD B2C codes (`AADB2C90118` → 90118), by what the user or the app must do.
    static let b2c: [AdviceRule] = [
        AdviceRule(
            "b2c.password_reset", .interactiveAuth, .signInAgain,
            when: .b2c([90118]),
            advice: { words in
                "The user chose \"Forgot your password?\" in a B2C user flow without built-in reset. Call "
                    + "\(words.interactiveCall) with the password-reset policy's authority, then sign in again "
                    + "with the sign-up/sign-in policy."
            }),
        AdviceRule(
            "b2c.user_canceled", .userCanceledOptionalRetry, .signInCanceled,
            when: .b2c([90091, 90273]),
            advice: { _ in
                "The user cancelled a B2C step (a password reset, or the external identity provider). Treat it as "
                    + "their choice: no error dialog, and let them start again."
            }),
        AdviceRule(
            "b2c.no_session", .interactiveAuth, .signInAgain,
            when: .b2c([90077]),
            advice: { words in
                "There is no B2C session for a request that asked for no prompt. Call "
                    + "\(words.interactiveCall) so the user signs in."
            }),
        AdviceRule(
            "b2c.app_configuration", .fixAppConfiguration, .appMisconfigured,
            when: .b2c([90006, 90008, 90018]),
            advice: { _ in
                "The B2C tenant rejects the app's request: the client id is missing or not registered there, or "
                    + "the redirect URI is not registered for the application. Fix the B2C app registration or "
                    + "the app's configuration; never retry."
            }),
    ]

    /// Client-side setup mistakes named by an error code or class (order group 11).
    static let configurationByCode: [AdviceRule] = [
        AdviceRule(
            "js.interaction_in_progress", .fixAppConfiguration, .signInInProgress,
            when: .code(JSVersionNames.interactionInProgressV1.union(["interaction_in_progress"])),
            advice: { _ in
                "Another popup or redirect interaction is still open. Await handleRedirectPromise() on every "
                    + "page load before calling any login or acquireToken API, and start at most one interactive "
                    + "call at a time (check inProgress from the event callbacks). MSAL.js 1.x named this error "
                    + "login_progress_error (acquiretoken_progress_error for token calls) and the redirect hand-off "
                    + "handleRedirectCallback; in 2.x and later they are interaction_in_progress and "
                    + "handleRedirectPromise."
            }),
        AdviceRule(
            "js.popup_blocked", .interactiveAuth, .popupBlocked,
            when: .code(["popup_window_error", "empty_window_error"]),
            advice: { _ in
                "The browser blocked the sign-in popup. Call acquireTokenPopup directly from a click handler "
                    + "(not after an await), or fall back to acquireTokenRedirect."
            }),
        AdviceRule(
            "config.oauth_request", .fixAppConfiguration, .appMisconfigured,
            when: .code([
                "invalid_client", "unauthorized_client", "invalid_scope", "invalid_request", "invalid_resource",
                "unsupported_grant_type", "unsupported_response_type", "invalid_instance",
            ]),
            adviceFor: { facts, diagnosis in
                AdviceWriting.join(
                    "The server rejected the request itself (",
                    QuotedInput.code(diagnosis.oauthError ?? diagnosis.code?.text), oauthRequestTail[facts.platform])
            }),
        AdviceRule(
            "config.python_authority", .fixAppConfiguration, .appMisconfigured,
            when: .domain(["ValueError"]),
            advice: { _ in
                "MSAL Python raises ValueError for its own configuration. When it could not get the authority's "
                    + "configuration (its OpenID discovery failed), the tenant name or GUID in the authority does not "
                    + "exist, the host is wrong, or a proxy answered in the service's place: check the authority "
                    + "against the app registration, and that this machine reaches its host directly. It fails the "
                    + "same way every time, so never retry."
            }),
        AdviceRule(
            "config.client_setup", .fixAppConfiguration, .appMisconfigured,
            when: .domain(["ClientConfigurationError", "BrowserConfigurationAuthError"]) || .code(clientSetupCodes),
            adviceFor: { _, diagnosis in
                guard let code = diagnosis.code?.text else { return AdviceWriting.join(clientSetupHead, clientSetupTail) }
                return AdviceWriting.join(clientSetupHead, " (", QuotedInput.code(code), ")", clientSetupTail)
            }),
    ]

    /// The fixed end of the `config.oauth_request` advice, per platform.
    static let oauthRequestTail = PerPlatform { words in
        "): the client id, client credential, redirect URI, authority or requested scopes do not match the app "
            + "registration. Read \(words.reasonFields) for the exact cause, fix the registration or the app's "
            + "configuration, and never retry."
    }

    /// The `config.client_setup` advice, around the quoted code.
    static let clientSetupHead = "MSAL refused the app's own configuration or request parameters"
    static let clientSetupTail = " before calling the service: fix the authority, client id, redirect URI or request "
        + "options the message names. It fails the same way every time, so never retry."

    /// Error codes (MSAL.NET, MSAL.js, msal-node) that name a client-side setup mistake.
    static let clientSetupCodes: Set<String> = [
        "no_client_id", "no_redirect_uri", "redirect_uri_validation_failed", "loopback_redirect_uri",
        "invalid_authority", "invalid_authority_type", "authority_validation_failed", "authority_host_mismatch",
        "b2c_authority_host_mismatch", "authority_type_mismatch", "missing_tenanted_authority",
        "client_credentials_required_in_confidential_client_application", "invalid_client_credential_configuration",
        "client_credential_authentication_types_are_mutually_exclusive", "duplicate_query_parameter",
        "invalid_json_claims_format", "scopes_required_client_credentials", "cert_without_private_key",
        "certificate_not_rsa", "experimental_feature", "platform_not_supported", "tenant_discovery_failed",
        "missing_passive_auth_endpoint", "ropc_not_supported_for_msa", "redirect_uri_empty", "untrusted_authority",
        "authority_uri_insecure", "empty_input_scopes_error", "invalid_prompt_value", "invalid_claims",
        "uninitialized_public_client_application", "stubbed_public_client_application_called",
        "storage_not_supported", "redirect_in_iframe", "block_iframe_reload", "block_nested_popups",
        "non_browser_environment", "crypto_nonexistent", "missing_entitlements", "cannot_access_publisher_keychain",
        "token_cache_null", "linux_xdg_open_failed", "webview2_runtime_not_installed", "webview2loader_not_found",
        "android_activity_not_found", "unresolvable_intent", "region_discovery_failed", "broker_does_not_support_pop",
        "http_listener_error", "initialize_process_security_error", "mtls_pop_without_region",
        "mtls_bearer_without_region", "region_required_for_mtls_pop", "min_strength_not_met",
        "cannot_switch_between_imds_versions_for_preview", "mtls_pop_token_not_supported_in_imds_v1",
        "managed_identity_all_sources_unavailable", "invalid_loopback_server_address_type",
        "no_loopback_server_exists", "loopback_server_already_exists", "popup_relay_unsupported_flow",
        "nested_app_auth_bridge_disabled", "end_session_endpoint_not_supported", "silent_logout_unsupported",
        "method_not_implemented", "in_mem_redirect_unavailable",
    ]
}
