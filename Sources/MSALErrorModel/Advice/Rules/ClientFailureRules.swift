extension AdviceTable {
    /// Sign-ins that started but did not finish in time (order group 11).
    static let unfinishedInteractions: [AdviceRule] = [
        AdviceRule(
            "interactive.timeout", .interactiveAuth, .signInNotCompleted,
            when: .code(["monitor_popup_timeout", "monitor_window_timeout", "timed_out", "iframe_closed_prematurely",
                   "loopback_server_timeout"])
                || .domain(["BrowserInteractionTimeoutError"]),
            adviceFor: { _, diagnosis in
                let code = diagnosis.code?.text
                if TextReading.isWord(code, "monitor_window_timeout") || TextReading.isWord(code, "iframe_closed_prematurely") {
                    return "The hidden iframe of a silent renewal did not finish (third-party cookies blocked, or "
                        + "the page took too long). Call acquireTokenPopup or acquireTokenRedirect instead of "
                        + "retrying silently."
                }
                return "The interactive window did not finish in time: the user left it open or never completed "
                    + "it. Say sign-in did not complete and let them start again; do not reopen it by yourself."
            }),
        AdviceRule(
            "device_code.not_finished", .interactiveAuth, .signInNotCompleted,
            when: .code(["authorization_pending", "expired_token", "code_expired", "device_code_expired",
                   "device_code_polling_cancelled", "user_timeout_reached", "device_code_unknown_error",
                   "bad_verification_code"])
                || .domain(["IrrecoverableDcfException"]),
            adviceFor: { _, diagnosis in
                if TextReading.isWord(diagnosis.oauthError, "authorization_pending")
                    || TextReading.isWord(diagnosis.code?.text, "authorization_pending")
                {
                    return "Device code flow: the user has not finished on the other device yet. Keep polling at "
                        + "the interval the server gave (MSAL does this inside its device-flow call)."
                }
                return "Device code flow ended without a sign-in (the code expired after about 15 minutes, or "
                    + "polling was cancelled). Start a new device code flow and show the new code."
            }),
        AdviceRule(
            "account.mismatch", .interactiveAuth, .signInAgain,
            when: .code(["user_mismatch", "user_switch"]),
            advice: { words in
                "The account that signed in is not the one the request named. Ask the user to sign in with the "
                    + "expected account, or call \(words.interactiveCall) without an account hint if "
                    + "switching accounts is allowed."
            }),
        AdviceRule(
            "credentials.rejected", .interactiveAuth, .wrongCredentials,
            when: .code(["authentication_failed"]),
            advice: { words in
                "The credentials were rejected. In a username/password flow, ask again; better, switch to "
                    + "\(words.interactiveCall), where the sign-in UI handles retries, MFA and password changes."
            }),
    ]

    /// A failure inside the MSAL library on the client (order group 14): by a known
    /// code, or by the error class when nothing more specific matched.
    static let libraryFailure = AdviceRule(
        "client.library_failure", .genericMessageInternal, .internalError, catchAll: true,
        when: .code(libraryFailureCodes)
            || .domain(["MsalClientException", "ClientAuthError", "BrowserAuthError", "CacheError", "JoseHeaderError",
                        "NodeAuthError", "NativeAuthError", "NestedAppAuthError"]),
        adviceFor: { facts, diagnosis in
            let head = "A failure inside MSAL on the client"
            guard let code = diagnosis.code?.text ?? diagnosis.oauthError else {
                return AdviceWriting.join(head, libraryFailureTail[facts.platform])
            }
            return AdviceWriting.join(head, " (", QuotedInput.code(code), ")", libraryFailureTail[facts.platform])
        })

    /// The fixed end of the `client.library_failure` advice, per platform.
    static let libraryFailureTail = PerPlatform { words in
        " that the app cannot fix at run time: cache, parsing, state check or broker hand-off. Log the error whole "
            + "with \(words.correlationField), show a generic message, and let the user try again; do not "
            + "retry automatically. If it keeps happening, report it with the log." + words.loggingAdvice
    }

    /// Codes of client-side library failures that are not named by their class alone.
    static let libraryFailureCodes: Set<String> = [
        "unknown_error", "internal_error", "unknown_broker_error", "wam_failed_to_signout", "wab_error",
        "wam_interactive_error", "wam_interactive_picker_error", "non_parsable_oauth_error", "http_status_not_200",
        "broker_response_returned_error", "broker_response_hash_mismatch", "broker_nonce_mismatch",
        "failed_to_get_broker_response", "null_intent_returned_from_broker", "broker_signature_verification_failed",
        "android_broker_operation_failed", "json_parse_failed", "invalid_jwt", "state_mismatch",
        "invalid_authorization_uri", "token_type_mismatch", "token_type_missing", "invalid_adal_cache",
        "multiple_matching_tokens_detected", "custom_webui_returned_invalid_uri", "loopback_response_uri_mismatch",
        "non_https_redirect_failed", "authentication_ui_failed", "device_certificate_not_found",
        "writing_application_token_to_keychain_failed", "reading_application_token_from_keychain_failed",
        "ios_broker_key_save_failed", "ios_broker_key_fetch_failed", "shared_preference_creation_failed",
        "obo_cache_key_not_in_cache_error", "invalid_token_provider_response_value",
        "unable_to_parse_authentication_header", "invalid_managed_identity_response", "managed_identity_request_failed",
        "managed_identity_response_parse_failure", "unknown_managed_identity_error", "cryptographic_error",
        "invalid_certificate", "imds_service_error", "broker_error", "unexpected_error",
    ]

    /// .NET integrated Windows auth and username/password failures, whose fallback is
    /// the interactive call (order group 9).
    static let federatedFlowFailed = AdviceRule(
        "dotnet.federated_flow_failed", .interactiveAuth, .signInAgain,
        when: .code([
            "accessing_ws_metadata_exchange_failed", "federated_service_returned_error",
            "user_realm_discovery_failed", "missing_federation_metadata_url", "parsing_ws_metadata_exchange_failed",
            "wstrust_endpoint_not_found", "parsing_wstrust_response_failed", "wstrust_invalid_response",
            "wstrust_service_error",
            "integrated_windows_authentication_failed", "unknown_user_type", "get_user_name_failed",
            "user_information_access_failed", "uap_cannot_find_upn", "password_required_for_managed_user",
        ]),
        adviceFor: { facts, diagnosis in
            AdviceWriting.join(
                "Integrated Windows auth or username/password could not finish (",
                QuotedInput.code(diagnosis.code?.text), federatedFlowTail[facts.platform])
        })

    /// The end of the `dotnet.federated_flow_failed` advice; msal4j has the same flows.
    static let federatedFlowTail = PerPlatform { words in
        let fallback = words.platform == .java ? words.interactiveCall : "AcquireTokenInteractive"
        return "): the user realm, the federation metadata or the WS-Trust exchange with AD FS "
            + "failed, or the Windows account is not a domain account. Fall back to \(fallback) (or the device "
            + "code flow); if it happens for every user, check the AD FS and federation setup."
    }
}
