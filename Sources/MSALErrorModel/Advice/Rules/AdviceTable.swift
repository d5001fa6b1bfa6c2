/// The advice table: every recommendation the MSAL documentation makes, as an
/// ordered list of rules. The first rule whose matcher accepts the diagnosis wins.
///
/// The order, and why:
///  1. `intune.*`, `device.*`, `policy.*`: app-protection and device state. The same
///     failure arrives as a plain "interaction required" on some platforms, but an
///     interactive retry alone never fixes it, so these beat everything below.
///  2. `claims.challenge`: a Conditional Access claims challenge must be passed on
///     to the interactive call; it beats every generic interaction-required rule.
///  3. `scopes.declined`, `cancel.*`: a sign-in that ended short of what was asked,
///     by the server's or the user's choice.
///  4. `network.*`: the device could not reach the service at all; then `broker.*`:
///     the Windows broker's own status (WAM), which no other rule reads.
///  5. `throttle.*` then `server.*`: a Retry-After (or a 429) beats a 5xx, because the
///     service said how long to wait. Apple wraps an HTTP status it could not use in
///     `MSALErrorInternal` (-42007), after its own one retry of a 5xx; that one comes
///     first (`apple.internal.unhandled_response`), because the app never handles an
///     internal error at run time: it shows a message and lets the user try later.
///  6. `config.*` by AADSTS code, `consent.admin_required`, then any AADSTS code
///     of the catalog's developer_config or admin_consent category, then `b2c.*`: registration and
///     tenant problems that no retry or sign-in fixes, even when the platform
///     reported them as "interaction required" (Apple's silent path does, and an
///     `invalid_grant` would otherwise reach the generic rules).
///  7. `apple.*`: MSAL for iOS/macOS codes, `MSALErrorInternal` last and generic
///     (its sub-codes are logged, never handled at run time, except the ones that
///     name a developer mistake, which become `fix_app_configuration`).
///  8. `classification.*` (MessageOnly, AdditionalAction, UserPasswordExpired,
///     ConsentRequired, PromptNeverFailed, AcquireTokenSilentFailed): MSAL's own
///     reading of the server sub-error decides how the interactive call goes, and
///     it is a stable API where AADSTS numbers are not.
///  8b. `policy.access_blocked`, `aadsts.throttled`, `aadsts.category.blocked`,
///     `…transient`, `…throttled`, `…access_policy`, `…ui_required_device`,
///     `…device_registration`, `…tenant_setup`, `…service_error`: AADSTS codes that name
///     the account's, device's, tenant's or service's state. They beat the generic rules below, so that an `invalid_grant`
///     (or Apple's -50002) carrying them gets the code's answer: `codes AADSTSx` and
///     `explain` agree (one answer per code).
///  9. `aadsts.*`, `dotnet.*`: well-known AADSTS codes (MFA, consent, password)
///     and .NET error codes give a more precise message than the generic rules; then
///     `aadsts.category.consent`, `…password_change` for the other codes of those families.
/// 10. `classification.basic_action`, `classification.none`, then `interaction.*`:
///     the plain interactive call, per platform.
/// 11. `config.*` by error code or class, `js.*`, then `interactive.timeout`,
///     `device_code.*`, `account.mismatch`, `credentials.rejected`: client-side
///     setup mistakes, then interactions that did not end in a sign-in.
/// 12. `transient.oauth`: `server_error`/`temporarily_unavailable` without a status.
/// 13. `aadsts.category.*`: any other AADSTS code, by its catalog category.
/// 14. `client.library_failure`: a failure inside the MSAL library on the client
///     (by code, or by error class when the code is not known): log, generic message.
/// 15. `unknown`: nothing matched.
enum AdviceTable {
    static let rules: [AdviceRule] = orderedGroups.flatMap { $0 }

    /// The groups in the order above; Android, Java and Go rules (`AndroidRules`,
    /// `JavaRules`, `GoRules`) join the group their handling belongs to.
    private static let orderedGroups: [[AdviceRule]] = [
        devicePolicy, androidDevicePolicy, claims, cancellation, androidCancellation, [goDeclinedScopes],
        network, androidNetwork, javaNetwork, [goNetwork], windowsBroker,
        throttling, androidThrottling, javaThrottling, serverErrors,
        configurationByAADSTS, [developerConfigCategory, adminConsentCategory], b2c, apple, classifications,
        aadstsServiceState, wellKnownCodes, aadstsUserSteps,
        plainClassifications, interaction, androidInteraction, javaInteraction, [goInteraction],
        configurationByCode, androidConfiguration, javaConfiguration, [goConfiguration],
        unfinishedInteractions, transientOAuth, aadstsCategories,
        javaLibraryFailure, [androidLibraryFailure, goLibraryFailure, libraryFailure, unknown],
    ]

    /// The rule that matches when nothing else does.
    static let unknown = AdviceRule(
        "unknown", .unknown, .unknownError, catchAll: true,
        when: .always,
        advice: { words in
            "No rule recognises this error. Log it whole (domain, code, \(words.reasonFields), "
                + "\(words.correlationField)) so it can be looked up, show a generic message, "
                + "and do not retry automatically." + words.loggingAdvice
        })
}
