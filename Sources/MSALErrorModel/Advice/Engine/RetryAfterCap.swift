/// The longest wait a Retry-After asks for that the advice repeats. MSAL never honours more:
/// MSAL.NET's throttling (`OAuth2/Throttling/RetryAfterProvider.cs`) replays a throttled
/// request for the header's time capped at 3600 s, msal-python's throttle cache keeps a
/// failure at most 3600 s (``PythonThrottling/maximumSeconds``), and msal-common's
/// `ThrottlingUtils` caps a throttle at `DEFAULT_MAX_THROTTLE_TIME_SECONDS` (3600). A
/// longer value (a garbled or hostile header: `9223372036854775807`) is never told to a
/// user as a wait; the advice says the server's value was capped.
public enum RetryAfterCap {
    public static let seconds = 3600
}
