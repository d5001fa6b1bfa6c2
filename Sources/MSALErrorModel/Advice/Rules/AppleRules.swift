extension AdviceTable {
    /// MSAL for iOS/macOS codes (order group 7). `MSALErrorInternal` comes last:
    /// the app logs it and shows a generic message, and never handles its sub-codes
    /// automatically at run time. The sub-codes that name a developer mistake become
    /// `fix_app_configuration`, which is a fix in the project, not run-time handling.
    static let apple: [AdviceRule] = [
        AdviceRule(
            "apple.password_change_required", .interactiveAuth, .passwordExpired,
            when: .apple(AppleCodes.serverInvalidRequestResetPasswordRequired),
            advice: { _ in
                "Conditional Access wants the password changed first (invalid_request with STS code "
                    + "50142). Call acquireToken(with: MSALInteractiveTokenParameters) with the same scopes and "
                    + "account so the user can change the password, then continue."
            }),
        AdviceRule(
            "apple.internal.broker_response_not_received", .genericMessageInternal, .signInNotCompleted,
            when: .appleInternal([AppleCodes.brokerResponseNotReceived]),
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one means the user returned to the app before completing sign-in in the broker app: say that "
                        + "sign-in did not complete and let them start it again.")
            }),
        AdviceRule(
            "apple.internal.session_already_running", .genericMessageInternal, .signInInProgress,
            when: .appleInternal([AppleCodes.interactiveSessionAlreadyRunning]),
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one means another interactive session is already on screen: start at most one "
                        + "acquireToken(with:) at a time.")
            }),
        AdviceRule(
            "apple.internal.server_error", .genericMessageInternal, .serviceUnavailable,
            when: .appleInternal([AppleCodes.serverError]),
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one is the server's server_error (MSALErrorServerError, wrapped): the user may try "
                        + "again later; the app must not retry in a loop.")
            }),
        AdviceRule(
            "apple.internal.insufficient_device_strength", .genericMessageInternal, .deviceRegistrationRequired,
            when: .appleInternal([AppleCodes.insufficientDeviceStrength]),
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one (MSALErrorInsufficientDeviceStrength, wrapped) means the device registration must "
                        + "be upgraded in the broker app before sign-in can succeed.")
            }),
        AdviceRule(
            "apple.internal.mdm_enrollment_completed", .genericMessageInternal, .deviceSetupFinished,
            when: .appleInternal([AppleCodes.mdmEnrollmentCompletedNeedsRetry]),
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one (MSALErrorMDMEnrollmentCompletedNeedsRetry, wrapped) means device enrolment just "
                        + "finished: the user can start the same sign-in again.")
            }),
        AdviceRule(
            "apple.internal.app_configuration", .fixAppConfiguration, .appMisconfigured,
            when: .appleInternal(appleConfigurationSubCodes),
            adviceFor: { facts, _ in
                let fix = switch facts.appleInternalCode {
                case AppleCodes.redirectSchemeNotRegistered:
                    "add msauth.<bundle id> to CFBundleURLTypes/CFBundleURLSchemes in Info.plist (and msauthv2, "
                        + "msauthv3 to LSApplicationQueriesSchemes for the broker)"
                case AppleCodes.invalidRedirectURI:
                    "configure the redirect URI as msauth.<bundle id>://auth and register it on the app registration"
                case AppleCodes.brokerMismatchedResumeState:
                    "check that the redirect URI and URL schemes registered for the broker match this app"
                case AppleCodes.invalidClient:
                    "check the client id and, for confidential setups, the credential on the app registration (invalid_client)"
                case AppleCodes.unauthorizedClient:
                    "check that the app registration exists in this tenant and allows this flow (unauthorized_client)"
                case AppleCodes.invalidScope:
                    "request only scopes that exist and are listed in the app's API permissions (invalid_scope)"
                case AppleCodes.invalidRequest:
                    "read MSALErrorDescriptionKey and MSALSTSErrorCodesKey: the request is malformed or a "
                        + "parameter such as the redirect URI does not match the registration (invalid_request)"
                case AppleCodes.failedAuthorityValidation:
                    "use a valid authority URL; B2C and AD FS authorities must be listed in knownAuthorities"
                case AppleCodes.noViewController:
                    "pass a presenting view controller (or window) in MSALWebviewParameters"
                case AppleCodes.attemptToOpenURLFromExtension, AppleCodes.uiNotSupportedInExtension:
                    "do not start interactive sign-in from an app extension; sign in from the containing app"
                case AppleCodes.invalidASWebAuthenticationURL:
                    "give ASWebAuthenticationSession an https URL on an allowed host"
                default:
                    "fix the argument that MSALErrorDescriptionKey names"
                }
                return AdviceWriting.join(
                    "MSALErrorInternal with MSALInternalErrorCodeKey ", String(facts.appleInternalCode ?? 0),
                    " is a mistake in the app's setup, not something to handle at run time: ", fix, ". Never retry.")
            }),
        AdviceRule(
            "apple.web_auth.presentation_context", .fixAppConfiguration, .appMisconfigured,
            when: .system(AppleCodes.webAuthSessionDomain, codes: [
                AppleCodes.webAuthPresentationContextNotProvided, AppleCodes.webAuthPresentationContextInvalid,
            ]),
            adviceFor: { facts, _ in
                let what = facts.systemCode == AppleCodes.webAuthPresentationContextInvalid
                    ? "ASWebAuthenticationSession was given a window it cannot present from (presentationContextInvalid, 3)"
                    : "ASWebAuthenticationSession was started without a window to present from "
                        + "(presentationContextNotProvided, 2)"
                return AdviceWriting.join(
                    what, ": a mistake in the app's setup, not something to handle at run time. Pass a presenting "
                        + "view controller (or, on macOS, a window) in MSALWebviewParameters, from a view that is on "
                        + "screen, and start the interactive call on the main thread. Never retry.")
            }),
        AdviceRule(
            "apple.keychain.missing_entitlement", .fixAppConfiguration, .appMisconfigured,
            when: .system(AppleCodes.osStatusDomain, codes: [AppleCodes.keychainMissingEntitlement]),
            advice: { _ in
                "errSecMissingEntitlement (-34018): the app may not use the keychain group MSAL caches tokens in. "
                    + "Enable Keychain Sharing and add com.microsoft.adalcache (or the group set in "
                    + "MSALCacheConfig.keychainSharingGroup) to the entitlements."
            }),
        AdviceRule(
            "apple.keychain.access_group", .fixAppConfiguration, .appMisconfigured,
            when: .system(AppleCodes.osStatusDomain,
                          codes: [AppleCodes.keychainDuplicateItem, AppleCodes.keychainNotAvailable]),
            adviceFor: { facts, _ in
                facts.systemCode == AppleCodes.keychainNotAvailable
                    ? "errSecNotAvailable (-25291): the process has no keychain to write the token cache to, as when "
                        + "unit tests run without a host app. Run them inside a host app with Keychain Sharing "
                        + "enabled; it is not something to handle at run time."
                    : "errSecDuplicateItem (-25299): the cache item already exists under another keychain access "
                        + "group, usually one an earlier build or another app of the team wrote. Make every app that "
                        + "shares the cache use the same MSALCacheConfig.keychainSharingGroup and team prefix."
            }),
        AdviceRule(
            "apple.keychain.item_not_found", .interactiveAuth, .signInAgain,
            when: .system(AppleCodes.osStatusDomain, codes: [AppleCodes.keychainItemNotFound]),
            advice: { words in
                "errSecItemNotFound (-25300): the keychain holds no token for this account (never signed in here, "
                    + "or the cache was cleared). Call \(words.interactiveCall) so the user signs in and MSAL writes it."
            }),
        AdviceRule(
            "apple.keychain.other", .genericMessageInternal, .internalError,
            when: .system(AppleCodes.osStatusDomain),
            adviceFor: { facts, _ in
                AdviceWriting.join(
                    "The keychain refused to read or write the token cache (OSStatus ", String(facts.systemCode ?? 0),
                    keychainOtherTail)
            }),
        AdviceRule(
            "apple.internal", .genericMessageInternal, .internalError,
            when: .apple(AppleCodes.internal),
            adviceFor: { facts, diagnosis in internalAdvice(facts, diagnosis, then: "") }),
    ]

    /// `MSALInternalErrorCodeKey` values that name a mistake in the app's setup.
    static let appleConfigurationSubCodes: Set<Int> = [
        AppleCodes.invalidParameter, AppleCodes.redirectSchemeNotRegistered, AppleCodes.invalidRedirectURI,
        AppleCodes.invalidRequest, AppleCodes.invalidClient, AppleCodes.invalidScope, AppleCodes.unauthorizedClient,
        AppleCodes.failedAuthorityValidation, AppleCodes.noViewController, AppleCodes.attemptToOpenURLFromExtension,
        AppleCodes.uiNotSupportedInExtension, AppleCodes.invalidASWebAuthenticationURL,
        AppleCodes.brokerMismatchedResumeState,
    ]

    static let keychainOtherTail = "; -25308 means the device was locked). Log it, show a generic message, and let "
        + "the user try again later; do not clear the cache automatically."

    /// Every `MSALErrorInternal` advice: what to log (naming the sub-code when there is
    /// one), then what this sub-code means (`then`, empty for the generic rule).
    static func internalAdvice(_ facts: DiagnosisFacts, _ diagnosis: Diagnosis, then meaning: String) -> String {
        guard let code = facts.appleInternalCode else {
            return AdviceWriting.join(internalPreambleHead, internalPreambleTail, meaning, appleLogging)
        }
        // A wrapped code printed as itself (-50006) has no sub-code name but its own.
        let name = (diagnosis.internalSubCodeName ?? CatalogFacts.appleInternalNames[code]
            ?? (diagnosis.internalSubCode == nil ? diagnosis.codeName : nil))
            .map { " " + QuotedInput.quoted($0) } ?? ""
        return AdviceWriting.join(
            internalPreambleHead, " (here ", String(code), name, ")", internalPreambleTail, meaning + appleLogging)
    }

    /// How to turn on MSAL's logging on iOS/macOS, with PII off.
    static let appleLogging = PlatformVocabulary(.apple).loggingAdvice

    static let internalPreambleHead = "MSALErrorInternal: log domain, code, MSALInternalErrorCodeKey"
    static let internalPreambleTail = ", MSALErrorDescriptionKey and MSALCorrelationIDKey, and show a generic message. "
        + "Never branch on the internal sub-code at run time and never retry it in a loop."
}
