/// After a 429 or a 5xx, MSAL for iOS and macOS, MSAL.js, MSAL.NET and msal-python answer a
/// request identical to the one that failed from their own throttle cache, without reaching
/// the service:
///
/// - MSAL for iOS and macOS (the common library's `MSIDThrottlingService` with
///   `MSIDThrottlingModel429`, on by default, for silent requests with a refresh token and
///   through the SSO extension): for the Retry-After the service sent or, without one, 60 s,
///   at most 3600 s, after MSAL's own retry half a second after the 5xx;
/// - MSAL.js (msal-common's `ThrottlingUtils`, every client): for the Retry-After the service
///   sent or, without one, 60 s, at most 3600 s (any failure with Retry-After is kept too);
/// - MSAL.NET (`HttpStatusProvider`, public client applications): 60 s when the service sent
///   no Retry-After (`RetryAfterProvider` keeps the ones that did);
/// - msal-python: see ``PythonThrottling``.
///
/// So the app's one retry of a 5xx waits just past that window: a retry after a short pause
/// only gets the cached failure back. The advice, the generated handlers and the simulated app
/// read the pause from here, so they cannot disagree.
public enum ReplayedServerFailures {
    /// How long MSAL.js and MSAL.NET replay a failure that came without Retry-After.
    public static let windowSeconds = 60
    /// The longest Retry-After MSAL.js honours.
    public static let maximumSeconds = 3600

    /// The pause before the app's one retry of a 5xx: just past the replay window where MSAL
    /// keeps one, a short pause elsewhere.
    public static func retryPauseSeconds(on platform: Platform?) -> Int {
        switch platform {
        case .python: PythonThrottling.retryPauseSeconds
        case .apple, .js, .dotnet: windowSeconds + 1
        case .android, .java, .go, nil: 2
        }
    }

    /// The advice's sentence on why and how long to wait before the one retry (no trailing
    /// period), for a platform whose MSAL replays the failure; nil elsewhere.
    static func waitBeforeRetry(_ words: PlatformVocabulary) -> String? {
        switch words.platform {
        case .python:
            return PythonThrottling.waitBeforeRetry
        case .js:
            return "MSAL.js does not retry a 5xx itself, and it answers the same request from its own throttle cache "
                + "for the Retry-After the service sent or, without one, \(windowSeconds) s (at most \(maximumSeconds) s), "
                + "so a retry after a short pause only gets the cached failure. Wait \(retryPauseSeconds(on: .js)) s "
                + "(RETRY_PAUSE_MS in `msal-triage handler --platform js`), then send the same request once more"
        case .dotnet:
            return "MSAL.NET already retried once after a second, and a public client application then answers the "
                + "same request from its own throttle cache for \(windowSeconds) s (or the Retry-After the service "
                + "sent), so a retry after a short pause only gets the cached failure. Wait "
                + "\(retryPauseSeconds(on: .dotnet)) s (RetryPause in `msal-triage handler --platform dotnet`), then "
                + "send the same request once more"
        case .apple:
            return "MSAL already retried once after half a second, and it then answers the same silent request from "
                + "its own throttle cache for the Retry-After the service sent or, without one, \(windowSeconds) s (at "
                + "most \(maximumSeconds) s), so a retry after a short pause only gets the cached failure. Wait "
                + "\(retryPauseSeconds(on: .apple)) s (TokenAcquirer.retryPause, TokenRetryPause in Objective-C, in "
                + "`msal-triage handler --platform apple`), then send the same request once more"
        case .android, .java, .go, nil:
            return nil
        }
    }
}
