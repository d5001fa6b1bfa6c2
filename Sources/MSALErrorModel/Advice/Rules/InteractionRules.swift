extension AdviceTable {
    /// MSAL's UI-required classifications that change how the interactive call goes
    /// (order group 8). All classifications lead to interactive acquisition.
    static let classifications: [AdviceRule] = [
        classificationRule(.messageOnly, "classification.message_only", .signInNotPossibleNow) { words in
            "\(words.classificationLabel(.messageOnly)): the cause cannot be fixed right now; the interactive page will only explain it. You may "
                + "call \(words.interactiveCall) once so the user reads that explanation; the call then ends "
                + "in \(words.userCanceledName) when the user closes it. Expect that cancel, do not retry, and never "
                + "loop between silent and interactive calls."
        },
        classificationRule(.additionalAction, "classification.additional_action", .extraStepRequired) { words in
            "\(words.classificationLabel(.additionalAction)): the user must do something outside the sign-in flow (for example enrol the "
                + "device). Warn them before calling \(words.interactiveCall); if they are unlikely to "
                + "finish, hide the feature instead of prompting again."
        },
        classificationRule(.userPasswordExpired, "classification.user_password_expired", .passwordExpired) { words in
            "\(words.classificationLabel(.userPasswordExpired)): call \(words.interactiveCall) with the same scopes and account so the user "
                + "can change the password."
        },
        classificationRule(.consentRequired, "classification.consent_required", .consentRequired) { words in
            "\(words.classificationLabel(.consentRequired)): consent is missing or was revoked. Call \(words.interactiveCall) so the user "
                + "(or an administrator) can consent, then continue."
        },
        classificationRule(.promptNeverFailed, "classification.prompt_never_failed", .signInAgain) { words in
            "\(words.classificationLabel(.promptNeverFailed)): a no-prompt request needed the user. Call \(words.interactiveCall) again "
                + "with a prompt that allows UI (for example SelectAccount)."
        },
        classificationRule(.acquireTokenSilentFailed, "classification.acquire_token_silent_failed", .signInAgain) {
            words in
            "\(words.classificationLabel(.acquireTokenSilentFailed)): the silent call found nothing to use (no account, no matching login hint, "
                + "no tokens, or the cache is disabled). Pass an account from the cache to \(words.silentCall) "
                + "or call \(words.interactiveCall)."
        },
    ]

    /// BasicAction and None: checked after the well-known codes (order group 10).
    /// Their handling is the plain interactive call, so an AADSTS code that names the
    /// reason (MFA, consent) gives the user the more precise message.
    static let plainClassifications: [AdviceRule] = [
        classificationRule(.basicAction, "classification.basic_action", .signInAgain) { words in
            "\(words.classificationLabel(.basicAction)): the user can fix this in the sign-in UI (multi-factor prompt, password re-entry). Call "
                + "\(words.interactiveCall) with the same scopes and account.\(words.withoutInteractiveCall)"
        },
        classificationRule(.none, "classification.none", .signInAgain) { words in
            "\(words.classificationLabel(.none)): no detail from the server; an interactive sign-in may fix it. Call "
                + "\(words.interactiveCall) with the same scopes and account.\(words.withoutInteractiveCall)"
        },
    ]

    /// Well-known AADSTS and .NET codes with a more precise message (order group 9).
    static let wellKnownCodes: [AdviceRule] = [
        AdviceRule(
            "aadsts.consent_required", .interactiveAuth, .consentRequired,
            when: .aadsts([65001]),
            advice: { words in
                "AADSTS65001: the user (or tenant) has not consented to the requested permissions. Call "
                    + "\(words.interactiveCall) with the same scopes so the consent page appears and the user "
                    + "consents there. When the user cannot consent (the tenant allows only administrators to, or "
                    + "the scopes need admin consent), do not prompt again: send an administrator to the admin-consent "
                    + "URL, https://login.microsoftonline.com/{tenant}/adminconsent?client_id={app id}, or to the app's "
                    + "API permissions page to grant it for the organization."
            }),
        AdviceRule(
            "aadsts.mfa_required", .interactiveAuth, .mfaRequired,
            when: .aadsts([50072, 50074, 50076, 50078, 50079]),
            advice: { words in
                "Multi-factor authentication is required (or must be registered) and a cached grant cannot satisfy "
                    + "it. Call \(words.interactiveCall) with the same scopes and account; the user completes "
                    + "or sets up the second factor there, passing the claims when the error carries them."
            }),
        AdviceRule(
            "aadsts.password_change_required", .interactiveAuth, .passwordExpired,
            when: .aadsts([50055, 50135, 50142, 50144]),
            advice: { words in
                "The user's password expired or must be changed. Call \(words.interactiveCall) so they can "
                    + "change it in the sign-in UI, then continue."
            }),
        AdviceRule(
            "dotnet.unknown_user", .interactiveAuth, .signInAgain,
            when: .code(["unknown_user"]),
            advice: { _ in
                "unknown_user: the identity provider could not identify the user (integrated Windows auth or "
                    + "username/password without a usable user name). Pass the UPN with .WithUsername(...) "
                    + "or .WithLoginHint(...), or fall back to AcquireTokenInteractive. In a UWP app, MSAL can only "
                    + "read the Windows user when the package manifest declares the enterpriseAuthentication, "
                    + "privateNetworkClientServer and sharedUserCertificates capabilities."
            }),
        federatedFlowFailed,
        AdviceRule(
            "dotnet.iwa_managed_user", .interactiveAuth, .signInAgain,
            when: .code(["integrated_windows_auth_not_supported_managed_user"]),
            advice: { _ in
                "Integrated Windows auth only works for federated (AD FS) users, and this is a managed cloud user. "
                    + "Use AcquireTokenInteractive (with the Windows broker where available) or the device code "
                    + "flow for these users."
            }),
    ]

    /// The generic interaction-required rules per platform (order group 10).
    static let interaction: [AdviceRule] = [
        AdviceRule(
            "interaction.apple", .interactiveAuth, .signInAgain,
            when: .apple(AppleCodes.interactionRequired),
            advice: { _ in
                "MSALErrorInteractionRequired: call acquireToken(with: MSALInteractiveTokenParameters) with the "
                    + "same scopes and the same account. Read MSALOAuthErrorKey and MSALOAuthSubErrorKey for the "
                    + "reason, and pass the claims when the error carries them. Do not call acquireTokenSilent "
                    + "again first."
            }),
        AdviceRule(
            "interaction.dotnet_throttled", .interactiveAuth, .signInAgain,
            when: .domain(["MsalThrottledUiRequiredException"]),
            advice: { _ in
                "MSAL.NET replayed a UI-required error from its throttling cache: the same AcquireTokenSilent call "
                    + "failed that way within the last two minutes. Stop calling it; call AcquireTokenInteractive "
                    + "with the same scopes and account."
            }),
        AdviceRule(
            "interaction.consent_required", .interactiveAuth, .consentRequired,
            when: .code(["consent_required"]),
            advice: { words in
                "consent_required: the user must consent to the requested scopes. Call "
                    + "\(words.interactiveCall) with the same request so the consent page appears."
            }),
        AdviceRule(
            "interaction.required", .interactiveAuth, .signInAgain,
            when: .domain(["MsalUiRequiredException", "InteractionRequiredAuthError", "MsalInteractionRequiredException"])
                || .code(interactionRequiredCodes),
            advice: { words in
                let how = words.platform == .js
                    ? " Start it from a user gesture so the popup is not blocked; with redirects, await "
                        + "handleRedirectPromise() on load."
                    : ""
                return "The silent request needs the user. Call \(words.interactiveCall) with the same scopes "
                    + "and account.\(how) Read \(words.reasonFields) for the reason, and do not repeat the "
                    + "silent call in a loop.\(words.withoutInteractiveCall)"
            }),
    ]

    /// String codes that mean "the user must sign in interactively".
    static let interactionRequiredCodes: Set<String> = [
        "interaction_required", "login_required", "invalid_grant", "bad_token", "token_expired",
        "no_tokens_found", "refresh_token_expired", "native_account_unavailable", "ux_not_allowed",
        "interrupted_user", "user_null", "no_account_for_login_hint", "multiple_accounts_for_login_hint",
        "no_prompt_failed", "failed_to_refresh_token", "current_broker_account",
        "failed_to_acquire_token_silently_from_broker", "no_broker_account_found", "no_account_in_silent_request",
        "no_account_error", "token_refresh_required", "internal_cache_disabled",
    ]

    /// `server_error` / `temporarily_unavailable` reported without an HTTP status (order group 12).
    static let transientOAuth: [AdviceRule] = [
        AdviceRule(
            "transient.oauth", .retryOnce5xx, .serviceUnavailable,
            when: .code(["server_error", "temporarily_unavailable"]),
            adviceFor: { facts, diagnosis in
                AdviceWriting.join(
                    "The service reported a temporary failure (",
                    QuotedInput.code(diagnosis.oauthError ?? diagnosis.code?.text), transientTail[facts.platform])
            }),
    ]

    static func classificationRule(
        _ uiClass: UIRequiredClass, _ id: String, _ message: UserMessageKey,
        advice: (PlatformVocabulary) -> String
    ) -> AdviceRule {
        AdviceRule(id, .interactiveAuth, message, when: .uiClass(uiClass), advice: advice)
    }

    /// The fixed end of the `transient.oauth` advice, per platform.
    static let transientTail = PerPlatform { words in
        if let wait = ReplayedServerFailures.waitBeforeRetry(words) {
            return "). " + wait + "; if it fails again, stop and log \(words.correlationField). Never retry in a loop."
        }
        return "). Retry the same request once after a short pause; if it fails again, stop and log "
            + "\(words.correlationField). Never retry in a loop."
    }
}
