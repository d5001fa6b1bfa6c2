/// msal4j's exceptions and codes that the shared rules do not already read. An
/// `invalid_grant` arrives as `MsalInteractionRequiredException`, whose `reason()`
/// the classification rules read like .NET's `Classification`; the Intune sub-error,
/// OAuth errors and HTTP statuses go to the shared rules.
extension AdviceTable {
    /// The device could not reach the service (order group 4).
    static let javaNetwork: [AdviceRule] = [
        AdviceRule(
            "java.connection_failed", .noNetwork, .connectionProblem,
            when: .code(["http_timeout", "managed_identity_unreachable_network"]),
            advice: { _ in
                "msal4j could not reach the endpoint (a connect or read timeout, or the managed identity endpoint "
                    + "is not reachable from this host). Check the network path and proxy settings; retry once, "
                    + "then report the failure."
            }),
    ]

    /// msal4j blocks a request the service told it to hold back (order group 5; the class
    /// `MsalThrottlingException` itself is read by the shared `throttle.retry_after`).
    static let javaThrottling: [AdviceRule] = [
        AdviceRule(
            "java.throttled", .retryAfterDelay, .throttled,
            when: .code(["throttled_request"]),
            advice: { _ in
                "msal4j refused to send the request because the service recently answered it with 429, 5xx or "
                    + "Retry-After. Wait retryInMs() milliseconds (MsalThrottlingException) before calling again, and "
                    + "reuse the tokens you hold meanwhile; calling earlier fails the same way."
            }),
    ]

    /// Silent calls that need the user, by codes only msal4j reports (order group 10).
    static let javaInteraction: [AdviceRule] = [
        AdviceRule(
            "java.cache_miss", .interactiveAuth, .signInAgain,
            when: .code(["cache_miss"]),
            advice: { words in
                "acquireTokenSilently found no usable token for this account and scopes (cache_miss). Call "
                    + "\(words.interactiveCall) (or the flow the app uses to sign in), then go back to silent calls."
            }),
    ]

    /// The app's own setup (order group 11).
    static let javaConfiguration: [AdviceRule] = [
        AdviceRule(
            "java.configuration", .fixAppConfiguration, .appMisconfigured,
            when: .code(lowercased([
                "missing_broker", "brokers_package_error", "invalid_redirect_uri", "desktop_browser_not_supported",
                "unable_to_start_http_listener", "invalid_instance_discovery_metadata",
                "invalid_managed_identity_endpoint", "user_assigned_managed_identity_not_supported",
                "resource_required_managed_identity", "managed_identity_file_read_error",
                "Invalid_TokenProviderResult_Input", "invalid_json",
            ])),
            adviceFor: { _, diagnosis in
                AdviceWriting.join(
                    "msal4j refused the app's setup (", QuotedInput.code(diagnosis.code?.text),
                    "): the redirect URI (http://localhost with a free port), the msal4j-brokers dependency, the "
                        + "authority or instance discovery metadata, the managed identity settings or a value the app "
                        + "supplied. Fix what errorCode() and the message name; it fails the same way every time.")
            }),
    ]

    /// msal4j failures the app cannot fix at run time, and the persistence extension's
    /// cache failures (order group 14, before the shared library-failure rule).
    static let javaLibraryFailure: [AdviceRule] = [
        AdviceRule(
            "java.token_cache_persistence", .genericMessageInternal, .internalError,
            when: .domain([
                "CacheFileLockAcquisitionException", "CacheFileAccessException", "KeyRingAccessException",
                "KeyChainAccessException",
            ]),
            advice: { _ in
                "msal4j-persistence-extension could not lock, read or write the token cache (another process holds "
                    + "the lock, file permissions, or a locked keyring/keychain). Log it, go on without the cached "
                    + "token if you can, and check the cache location and lock settings."
            }),
        AdviceRule(
            "java.library_failure", .genericMessageInternal, .internalError, catchAll: true,
            when: .domain(["MsalAzureSDKException"])
                || .code(["unknown", "invalid_authorization_result", "interop_package_error"]),
            adviceFor: { _, diagnosis in
                AdviceWriting.join(
                    "msal4j failed without a cause the app can act on (", QuotedInput.code(diagnosis.code?.text),
                    "). Log the exception with its cause (unwrap ExecutionException / CompletionException) and "
                        + "correlationId(), show a generic message, and do not retry automatically.",
                    javaLogging)
            }),
    ]

    /// How to turn on msal4j's logging, with PII off.
    static let javaLogging = PlatformVocabulary(.java).loggingAdvice
}
