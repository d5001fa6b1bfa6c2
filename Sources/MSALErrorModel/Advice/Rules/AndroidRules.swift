/// MSAL Android's exceptions and codes (with its common library's) that the shared
/// rules do not already read. Each list joins the table in its order group (see
/// `AdviceTable`); the shared rules keep handling what every platform has in common
/// (`MsalUiRequiredException`, `MsalUserCancelException`, `MsalDeclinedScopeException`,
/// the Intune sub-error, OAuth errors, HTTP statuses).
extension AdviceTable {
    /// Broker and device-registration states the user must change on the device (order group 1).
    static let androidDevicePolicy: [AdviceRule] = [
        AdviceRule(
            "android.broker_required", .deviceCompliance, .authenticatorAppRequired,
            when: .domain(["BrokerRequiredException"])
                || .code(lowercased(["broker_required", "broker_needs_to_be_installed", "broker_not_installed"])),
            advice: { words in
                "The tenant only accepts this sign-in through a broker app, and none is installed. Ask the user to "
                    + "install Microsoft Authenticator or Company Portal, keep \"broker_redirect_uri_registered\": "
                    + "true in the MSAL configuration file, then call \(words.interactiveCall) again."
            }),
        AdviceRule(
            "android.broker_update_required", .deviceCompliance, .authenticatorAppRequired,
            when: .domain(["MsalUnsupportedBrokerException", "UnsupportedBrokerException"])
                || .code(["unsupported_broker_version"]),
            advice: { words in
                "The broker app on the device (getActiveBrokerPackageName() names it) is too old for this MSAL. Ask "
                    + "the user to update Microsoft Authenticator or Company Portal, then call \(words.interactiveCall) "
                    + "again; retrying before the update fails the same way."
            }),
        AdviceRule(
            "android.device_registration_required", .deviceCompliance, .deviceRegistrationRequired,
            when: .domain([
                "DeviceRegistrationRequiredException", "StrongDeviceRegistrationRequiredException",
                "InsufficientDeviceRegistrationException",
            ])
                || .code(lowercased([
                    "device_registration_needed", "insufficient_device_registration",
                    "Strong_device_registration_not_enabled", "Device registration data not found.",
                    "registered_shared_device_deleted_on_server", "userless_device_deleted_on_server",
                ])),
            advice: { words in
                "The resource needs a registered device (or a registration with hardware-backed keys), and this one "
                    + "is not registered, or its registration was removed. Send the user to Microsoft Authenticator "
                    + "or Company Portal to register (an administrator re-registers a shared device), then call "
                    + "\(words.interactiveCall) again. Do not retry before that."
            }),
        AdviceRule(
            "android.device_management_required", .deviceCompliance, .deviceNotCompliant,
            when: .code(["device_needs_to_be_managed"]),
            advice: { words in
                "The tenant only accepts devices managed by Intune (MDM). The user enrolls the device in Company "
                    + "Portal; then call \(words.interactiveCall) again."
            }),
    ]

    /// Cancels that only the common library or the broker spells (order group 3).
    static let androidCancellation: [AdviceRule] = [
        AdviceRule(
            "android.user_cancel", .userCanceledOptionalRetry, .signInCanceled,
            when: .domain(["UserCancelException"])
                || .code(lowercased(["User cancelled", "Broker request cancelled", "authorization_declined"])),
            advice: { _ in
                "The user closed the sign-in (or declined it in the broker or on the device-code page); the app "
                    + "catches MsalUserCancelException. Handling is optional: treat it as the user's choice, show "
                    + "no error dialog and keep a Sign in button; never restart the interactive call by itself."
            }),
    ]

    /// The device could not reach the service (order group 4).
    static let androidNetwork: [AdviceRule] = [
        AdviceRule(
            "android.doze_mode", .noNetwork, .offline,
            when: .code(["device_network_not_available_doze_mode"]),
            advice: { words in
                "Android's Doze (power optimisation) cut the app off the network while it ran in the background. "
                    + "Get tokens while the app is in the foreground, and call \(words.silentCall) again when the "
                    + "device wakes; do not loop in the background."
            }),
        AdviceRule(
            "android.offline", .noNetwork, .offline,
            when: .code(["device_network_not_available"]),
            advice: { words in
                "MSAL Android found no active network connection before calling the service. Show an offline "
                    + "message, keep using a token you already have, and call \(words.silentCall) again when "
                    + "connectivity returns."
            }),
        AdviceRule(
            "android.connection_failed", .noNetwork, .connectionProblem,
            when: .code(["io_error", "socket_timeout", "request_timeout"]),
            advice: { _ in
                "The connection to the sign-in service failed or timed out (an IOException or "
                    + "SocketTimeoutException inside MSAL). Say the service could not be reached and let the user "
                    + "try again; retry at most once by yourself."
            }),
    ]

    /// The gateway throttled the app (order group 5).
    static let androidThrottling: [AdviceRule] = [
        AdviceRule(
            "android.throttled", .retryAfterDelay, .throttled,
            when: .code(["request_throttled_at_ests_gateway"]),
            advice: { _ in
                "The sign-in service's gateway throttled this app (HTTP 429). Stop asking for tokens for a while, "
                    + "reuse the tokens you hold, and do not retry in a loop."
            }),
    ]

    /// Silent calls that need the user, by codes only Android reports (order group 10).
    static let androidInteraction: [AdviceRule] = [
        AdviceRule(
            "android.account_mismatch", .interactiveAuth, .signInAgain,
            when: .code(["current_account_mismatch"]),
            advice: { _ in
                "A single-account app passed an account that is not the signed-in one. Read getCurrentAccount() "
                    + "and use that account, or call signOut() and then signIn() for the other one."
            }),
        AdviceRule(
            "android.interaction_required", .interactiveAuth, .signInAgain,
            when: .domain(["UiRequiredException"])
                || .code(lowercased(["no_current_account", "Broker refresh token is invalid", "1000030"])),
            advice: { words in
                "The silent request cannot finish without the user (nobody signed in or cached, or a refresh "
                    + "token the service no longer accepts). Call \(words.interactiveCall) (signIn() in a "
                    + "single-account app) with the same scopes, and do not call \(words.silentCall) again first."
            }),
    ]

    /// The app's own setup, found before any request (order group 11).
    static let androidConfiguration: [AdviceRule] = [
        AdviceRule(
            "android.interactive_overlap", .fixAppConfiguration, .signInInProgress,
            when: .code(["auth_cancelled_by_sdk", "multiple_parallel_interactive_request_error", "duplicate_command"]),
            advice: { _ in
                "The app started a second interactive (or identical) request while one was running, so MSAL "
                    + "cancelled or refused one of them. Start one acquireToken at a time: disable the sign-in "
                    + "button while a request runs and wait for its callback."
            }),
        AdviceRule(
            "android.configuration", .fixAppConfiguration, .appMisconfigured,
            when: .domain(["MsalArgumentException", "ArgumentException"]) || .code(lowercased(androidSetupCodes)),
            adviceFor: { _, diagnosis in
                AdviceWriting.join(
                    "MSAL Android refused the app's setup (", QuotedInput.code(diagnosis.code?.text),
                    "): the MSAL configuration file, the AndroidManifest entries, the redirect URI with the "
                        + "signature hash, the account mode or the parameters passed. Fix what the message names; "
                        + "it fails the same way every time, so never retry.")
            }),
    ]

    /// Codes of MSAL Android and common that name a mistake in the app's setup.
    static let androidSetupCodes: [String] = [
        "invalid_parameter", "scope_empty_or_null", "malformed_url", "unknown_authority", "unsupported_url",
        "authority_validation_not_supported", "authority_url_not_valid", "app_manifest_validation_error",
        "multiple_apps_listening_url_scheme", "redirect_uri_validation_error", "The redirectUri for broker is invalid",
        "SingleAccountPublicClientApplication cannot be used with multiple B2C policies.",
        "not_eligible_to_use_broker", "client_update_required", "missing_parameter", "Android Context is null.",
        "unsupported_android_api_version", "dcf_not_supported", "auth_scheme_not_supported",
        "nested_app_auth_not_supported", "nested_app_invalid_parameters", "chrome_not_installed",
        "No available browser installed on the device.", "multiple_account_pca_init_fail_on_shared_device",
        "multiple_account_pca_init_fail_account_mode", "single_account_pca_init_fail_account_mode",
        "native_auth_use_without_client_id", "native_auth_use_with_bad_redirect_uri",
        "native_auth_use_without_tenant", "native_auth_invalid_account_mode_config",
        "native_auth_attempting_to_use_broker", "native_auth_shared_device_mode", "native_auth_invalid_ciam_authority",
        "native_auth_use_with_no_authority", "native_auth_use_with_multi_authority", "native_auth_empty_challenge_type",
        "native_auth_invalid_challenge_type", "invalid_powerlift_api_key", "failed_to_load_openid_configuration",
    ]

    /// Failures inside MSAL Android or its broker link that no rule above names (order
    /// group 14, before the shared library-failure rule).
    static let androidLibraryFailure = AdviceRule(
        "android.library_failure", .genericMessageInternal, .internalError, catchAll: true,
        when: .domain([
            "ClientException", "BaseException", "TerminalException", "BrokerCommunicationException",
            "LegacyFido2ApiException", "TelemetryRelayException",
        ]) || .code(lowercased(androidLibraryFailureCodes)),
        adviceFor: { _, diagnosis in
            AdviceWriting.join(
                "A failure inside MSAL Android or in its link to the broker app (", QuotedInput.code(diagnosis.code?.text),
                "): keystore, crypto, cache, IPC or an unexpected answer. Log the exception with its cause chain "
                    + "and the correlation id, show a generic message and let the user try again; do not retry "
                    + "automatically.", androidLogging)
        })

    /// How to turn on MSAL Android's logging, with PII off.
    static let androidLogging = PlatformVocabulary(.android).loggingAdvice

    /// Android's client-side failure codes that are not its exception classes' names.
    static let androidLibraryFailureCodes: [String] = [
        "Failed to bind the service in broker app", "ipc_operation_not_supported_on_client_side",
        "ipc_operation_not_supported_on_server_side", "ipc_connection_error", "ipc_validation_error",
        "ipc_return_null_cursor", "Broker application is not responding", "Could not get the capabilities",
    ]

    /// `codes` spelled as a diagnosis is read: the rule index compares codes lowercased.
    static func lowercased(_ codes: [String]) -> Set<String> { Set(codes.map { $0.lowercased() }) }
}
