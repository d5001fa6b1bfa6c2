/// msal-python's client-side throttle cache, as msal 1.39 builds it (`msal/application.py`,
/// `msal/throttled_http_client.py`): after a 429, a 5xx or any answer with Retry-After, an
/// identical POST gets the cached failure for Retry-After seconds, or `default_throttle_time`
/// without the header (60 for a `PublicClientApplication`, 5 otherwise), at most 3600; an
/// exact HTTP 400 is cached 60 s. The app never sees the header. The advice and the
/// generated Python handler read their figures from here, so they cannot disagree.
public enum PythonThrottling {
    /// A `PublicClientApplication`'s window when the service sent no Retry-After.
    public static let publicClientSeconds = 60
    /// A `ConfidentialClientApplication`'s window when the service sent no Retry-After.
    public static let confidentialClientSeconds = 5
    /// The longest Retry-After msal-python honours.
    public static let maximumSeconds = 3600
    /// The app's one retry waits just past a public client's window: any sooner only
    /// gets the cached failure (`RETRY_PAUSE_SECONDS`, `THROTTLE_WAIT_SECONDS`).
    public static let retryPauseSeconds = publicClientSeconds + 1

    /// The advice's sentence: why and how long to wait before the one retry (no trailing period).
    static let waitBeforeRetry = "msal-python does not retry it itself, and a PublicClientApplication answers the "
        + "same request from its own throttle cache for the Retry-After the service sent or, without one, "
        + "\(publicClientSeconds) s (at most \(maximumSeconds) s; \(confidentialClientSeconds) s for a "
        + "ConfidentialClientApplication), so a retry after a short pause only gets the cached failure. Wait "
        + "\(retryPauseSeconds) s (RETRY_PAUSE_SECONDS in `msal-triage handler --platform python`), then send the "
        + "same request once more"
}
