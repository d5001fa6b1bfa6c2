/// What each key of an MSAL for iOS/macOS error's `userInfo` holds, when MSAL sets
/// it, and what the app does with it: `codes MSALGrantedScopesKey` explains the key
/// instead of advising on it as if it were an error.
public enum UserInfoKeyAdvice {
    public struct Explanation: Hashable, Sendable {
        public let holds: String
        public let setWhen: String
        public let use: String
    }

    /// The explanation of a key, by its exact name.
    public static func explanation(of key: String) -> Explanation? { table[key] }

    /// The rule id shown with a key's explanation (`codes --json` "rule").
    public static let ruleID = "apple.userinfo_key"

    static let table: [String: Explanation] = [
        "MSALErrorDomain": Explanation(
            holds: "The error domain itself, not a userInfo key: the string error.domain has for MSAL's own errors.",
            setWhen: "On every error MSAL raises; system errors it passes on keep their own domain (NSURLErrorDomain, NSOSStatusErrorDomain).",
            use: "Check error.domain == MSALErrorDomain before reading error.code as an MSALError value."),
        "MSALOAuthErrorKey": Explanation(
            holds: "The OAuth error string the server returned (invalid_grant, interaction_required, …).",
            setWhen: "When the failure came from the authorize or token endpoint.",
            use: "Log it as the reason; handle the error by error.code, not by this string."),
        "MSALOAuthSubErrorKey": Explanation(
            holds: "The server's sub-error (basic_action, additional_action, message_only, consent_required, user_password_expired, bad_token, protection_policy_required, …).",
            setWhen: "When the server sent a suberror with its OAuth error.",
            use: "Log it; it says why interaction is needed (message_only: the sign-in page can only explain), while the handling follows error.code."),
        "MSALOAuthSubErrorDescriptionKey": Explanation(
            holds: "The text the server sent with the sub-error.",
            setWhen: "When the server sent one (MSAL releases since late 2024).",
            use: "Log it for support; never show it to users and never parse it."),
        "MSALErrorDescriptionKey": Explanation(
            holds: "A description for developers.",
            setWhen: "On most MSAL errors.",
            use: "Log it; never show it to users (it is not localized and may name internals) and never branch on its wording."),
        "MSALSTSErrorCodesKey": Explanation(
            holds: "The AADSTS numbers of the failure, as an array.",
            setWhen: "When the server's answer carried error_codes (MSAL releases since late 2024).",
            use: "Log them and look them up (msal-triage codes AADSTS50076); handle the error by error.code, because AADSTS numbers are not a stable API."),
        "MSALInternalErrorCodeKey": Explanation(
            holds: "The MSALInternalError value (-42xxx) behind an MSALErrorInternal (-50000).",
            setWhen: "Only on MSALErrorInternal errors.",
            use: "Log it with MSALCorrelationIDKey and show a generic message; never branch on it at run time (msal-triage codes -42700 explains one)."),
        "MSALHTTPHeadersKey": Explanation(
            holds: "The response headers of the failed HTTP call, as a dictionary.",
            setWhen: "When MSAL received an HTTP answer it could not use (429, 5xx, …).",
            use: "Read Retry-After from it before retrying a 429 or 503, and wait that long."),
        "MSALHTTPResponseCodeKey": Explanation(
            holds: "The HTTP status of the failed call, as a string such as \"429\".",
            setWhen: "With MSALHTTPHeadersKey, when MSAL received an HTTP answer it could not use.",
            use: "Read it as a number: 429 means wait for Retry-After; 500 to 599 means one retry after a short pause."),
        "MSALCorrelationIDKey": Explanation(
            holds: "The correlation id of the request, a UUID string.",
            setWhen: "On errors from a request MSAL sent.",
            use: "Always log it: support and the tenant's sign-in logs find the request by it."),
        "MSALDeclinedScopesKey": Explanation(
            holds: "The scopes the server did not grant.",
            setWhen: "With MSALErrorServerDeclinedScopes (-50003).",
            use: "Decide: continue without them (call acquireTokenSilent(with:) with the scopes in MSALGrantedScopesKey) or stop the sign-in."),
        "MSALGrantedScopesKey": Explanation(
            holds: "The scopes the server did grant.",
            setWhen: "With MSALErrorServerDeclinedScopes (-50003).",
            use: "To go on with fewer features, call acquireTokenSilent(with:) again with exactly these scopes."),
        "MSALInvalidResultKey": Explanation(
            holds: "The MSALResult MSAL received but refused (for declined scopes, the one issued for the granted scopes).",
            setWhen: "With MSALErrorServerDeclinedScopes, and when a result failed MSAL's checks.",
            use: "Do not treat it as a normal result; ask for the granted scopes silently instead."),
        "MSALDisplayableUserIdKey": Explanation(
            holds: "The account's sign-in name (UPN), when MSAL knows it.",
            setWhen: "With errors about a known account, such as -50004 (app protection) and workplace join required.",
            use: "Pass it to the Intune SDK's remediation (-50004) or use it as the login hint; it is personal data, so keep it out of logs that leave the device."),
        "MSALHomeAccountIdKey": Explanation(
            holds: "The account's home account id (<object id>.<tenant id>).",
            setWhen: "With errors about a known account, such as -50004 (app protection).",
            use: "Find the MSALAccount for the next call with it; treat it as personal data in logs."),
        "MSALBrokerVersionKey": Explanation(
            holds: "The version of the broker app (Microsoft Authenticator, Company Portal) that handled the request.",
            setWhen: "When the request went through the broker.",
            use: "Log it: broker problems are fixed per version, and support may ask the user to update the broker."),
        "MSALThrottlingCacheHitKey": Explanation(
            holds: "1 when MSAL answered from its throttling cache instead of calling the server.",
            setWhen: "When the same failing request was repeated too soon.",
            use: "Stop repeating the call: MSAL is replaying the earlier failure. Handle that failure (usually an interactive sign-in) instead."),
    ]
}
