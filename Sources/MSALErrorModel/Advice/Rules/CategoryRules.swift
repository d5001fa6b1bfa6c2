extension AdviceTable {
    /// AADSTS codes that name the state of the account, the tenant or the service, so
    /// that their handling does not depend on the OAuth error that carries them (order
    /// group 8b: after the classifications, before the generic interaction-required
    /// rules). An account locked after failed sign-ins (AADSTS50053) stays locked
    /// whether it arrives bare or inside an `invalid_grant` from a silent refresh, so
    /// `codes` and `explain` give the same answer ("one answer per code").
    ///
    /// `blocked` becomes `generic_message_internal`: the taxonomy has no "blocked"
    /// action, and what the app must do is exactly that one's handling: log the
    /// correlation and trace ids, show a generic message, never retry automatically.
    static let aadstsServiceState: [AdviceRule] = [
        AdviceRule(
            "policy.access_blocked", .genericMessageInternal, .accessNotAllowed,
            when: .aadsts([50105, 50131, 53003, 530032, 530035, 500021]),
            advice: { words in
                "A tenant policy refuses this sign-in (Conditional Access, security defaults, tenant restrictions, "
                    + "or the user is not assigned to the app). No step of the sign-in UI resolves it: do not "
                    + "retry, show the message and log \(words.correlationField) and the trace id for the "
                    + "tenant's administrator."
            }),
        AdviceRule(
            "aadsts.throttled", .retryAfterDelay, .throttled,
            when: .aadsts([50196, 90055]),
            advice: { _ in
                "The service detected too many identical requests from this client (loop detected or tenant "
                    + "throttling). Stop requesting, wait before trying again, and reuse cached tokens instead of "
                    + "asking for new ones on every call."
            }),
        categoryRule(.blocked, .genericMessageInternal, .accountBlocked) { words in
            "Policy or account state blocks access, and no step of the sign-in UI resolves it. Do not retry; "
                + "show the message and log \(words.correlationField) and the trace id for the administrator."
        },
        categoryRule(.transient, .retryOnce5xx, .serviceUnavailable) { words in
            if let wait = ReplayedServerFailures.waitBeforeRetry(words) {
                return "A temporary service-side condition. " + wait + "; if it fails again, stop and log "
                    + "\(words.correlationField)."
            }
            return "A temporary service-side condition. Retry once after a short pause; if it fails again, stop and log "
                + "\(words.correlationField)."
        },
        categoryRule(.throttled, .retryAfterDelay, .throttled) { _ in
            "The service is limiting requests of this kind for now. Wait (a few minutes, or the Retry-After the "
                + "response gives) before trying again, and do not retry in a loop."
        },
        categoryRule(.accessPolicy, .genericMessageInternal, .accessNotAllowed) { words in
            "A policy of the user's or the resource's tenant refuses this sign-in (cross-tenant access, tenant "
                + "restrictions, allowed hours or locations). No sign-in step or retry changes it: show the message "
                + "and log \(words.correlationField) and the trace id for the tenant's administrator."
        },
        categoryRule(.uiRequiredDevice, .deviceCompliance, .deviceNotCompliant) { words in
            "The AADSTS code asks for a change of device state (registration, compliance, approved app), a "
                + "Conditional Access requirement. Call \(words.interactiveCall) through the broker and pass the claims "
                + "of the challenge (\(words.passClaims)) so the user is guided; completing it may be out of their "
                + "hands, so do not loop."
        },
        categoryRule(.deviceRegistration, .deviceCompliance, .deviceRegistrationRequired) { words in
            "The device's registration (or its Windows Hello key) is missing, disabled or failed to prove itself. "
                + "The user must register the device again in Microsoft Authenticator, Company Portal or the system "
                + "settings; then call \(words.interactiveCall) with the broker enabled. Do not retry before that."
        },
        categoryRule(.tenantSetup, .genericMessageInternal, .organizationSetupProblem) { words in
            "The tenant's own sign-in setup fails (federation or external identity provider, on-premises "
                + "authentication agents, Seamless SSO, claims mapping). Neither the app nor the user can fix it: "
                + "show the message, do not retry automatically, and log \(words.correlationField) and the trace id "
                + "for the tenant's administrator."
        },
        categoryRule(.serviceError, .genericMessageInternal, .internalError) { words in
            "The sign-in service failed in a way a retry does not fix. Show a generic message, do not retry "
                + "automatically, and log \(words.correlationField), the trace id and the time for a support case."
        },
    ]

    /// AADSTS codes the user resolves in the sign-in UI with a more precise message than
    /// "sign in again" (order group 9, beside the well-known codes).
    static let aadstsUserSteps: [AdviceRule] = [
        categoryRule(.consent, .interactiveAuth, .consentRequired) { words in
            "Consent is missing for what the app asks. Call \(words.interactiveCall) with the same scopes so the "
                + "consent page appears; when only an administrator (or a guardian) can give it, say so instead of "
                + "prompting again."
        },
        categoryRule(.passwordChange, .interactiveAuth, .passwordExpired) { words in
            "The password must be changed, or the new one was refused (too weak, banned, or only changeable "
                + "on-premises). Call \(words.interactiveCall) so the user changes it in the sign-in UI."
        },
    ]

    /// Codes of the catalog's admin_consent category (order group 6, beside
    /// `consent.admin_required`): an interactive retry only shows the same page again.
    static let adminConsentCategory = categoryRule(.adminConsent, .adminConsent, .adminConsentRequired) { _ in
        "Only an administrator of the user's tenant can approve this app (or its permissions). Send them to the "
            + "admin-consent endpoint (https://login.microsoftonline.com/{tenant}/adminconsent?client_id={app id}) "
            + "or to the app's API permissions page; do not prompt the user again."
    }

    /// Any other AADSTS code, by the category the catalog gives it (order group 13).
    static let aadstsCategories: [AdviceRule] = [
        categoryRule(.uiRequired, .interactiveAuth, .signInAgain) { words in
            "The AADSTS code is one the user resolves by signing in. Call \(words.interactiveCall) with the "
                + "same scopes and account, passing the claims if the error carries them."
        },
        categoryRule(.credential, .interactiveAuth, .wrongCredentials) { words in
            "The credentials were wrong or unusable. Ask for them again only in a username/password flow; better, "
                + "switch to \(words.interactiveCall), where the sign-in UI lets the user retry."
        },
        categoryRule(.interrupt, .interactiveAuth, .signInAgain) { words in
            "An interrupt belongs inside the browser sign-in (a prompt the user answers there); when it reaches "
                + "the app, treat it as interaction required and call \(words.interactiveCall)."
        },
        categoryRule(.deviceFlow, .interactiveAuth, .signInNotCompleted) { _ in
            "Device code flow state: authorization_pending means keep polling at the given interval (MSAL does "
                + "this itself); an expired code means starting a new device code flow."
        },
    ]

    /// A developer_config AADSTS code, by its catalog category (order group 6: it beats
    /// the generic interaction-required rules, which an `invalid_grant` would reach).
    static let developerConfigCategory = categoryRule(.developerConfig, .fixAppConfiguration, .appMisconfigured) { _ in
        "The AADSTS code names a problem in the app registration, the request or the app's credential "
            + "(redirect URI, secret, scopes, authority). End users cannot fix it; fix the registration or "
            + "configuration and never retry."
    }

    static func categoryRule(
        _ category: AADSTSCategory, _ action: RecommendedAction, _ message: UserMessageKey,
        advice: (PlatformVocabulary) -> String
    ) -> AdviceRule {
        AdviceRule("aadsts.category.\(category.rawValue)", action, message,
                   when: .category(category), advice: advice)
    }
}
