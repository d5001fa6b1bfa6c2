"""MSAL.js fixtures: msal-common Logger.logMessage's layout, with and without the id slot, and hosts."""
from fixture_kit import Fixture, guid


def js(stamp, cid, level, message, package="@azure/msal-browser@3.27.0"):
    """'[<Www, dd Mon yyyy HH:mm:ss> GMT] : [<id or empty>] : <package> : <Level> - <message>' (3.x).
    cid=False leaves out the id slot entirely (2.x)."""
    slot = "" if cid is False else " : [%s]" % (cid or "")
    return "[%s GMT]%s : %s : %s - %s" % (stamp, slot, package, level, message)


def fixtures():
    out = []
    day = "Fri, 14 Mar 2025 "

    f = Fixture("js", "01-silent-cache-hit-chrome-console",
                "Chrome console (file:line before each line), msal-browser 3: a silent call the cache answers "
                "(no 'Token refresh is required' line); the cache manager's lines have an empty id slot.")
    a = guid(0x201)
    chrome = "app.3f2a.js:1 "
    f.add("a", chrome + js(day + "08:12:40", a, "Verbose", "acquireTokenSilent called"))
    f.add("a", chrome + js(day + "08:12:40", a, "Info", "Emitting event: msal:acquireTokenStart"))
    f.add("a", chrome + js(day + "08:12:40", None, "Trace", "BrowserCacheManager.getAccessToken called", "@azure/msal-common@14.16.0"))
    f.add("a", chrome + js(day + "08:12:40", a, "Verbose", "Emitting event to callback 4e9d1c0a-7f3b-4a5e-8c21-00000000c001: msal:acquireTokenSuccess"))
    f.add("a", chrome + js(day + "08:12:40", a, "Info", "Emitting event: msal:acquireTokenSuccess"))
    f.flow("a", correlationId=a, api="silent", outcome="success", error=None, grouping="correlation_id",
           libraryVersion="3.27.0", platform="js")
    out.append(f)

    f = Fixture("js", "02-silent-refresh-network-success",
                "Token refresh required (cache outcome 3, expired), the refresh token is redeemed, tokens are "
                "added to the map, success event.")
    b = guid(0x202)
    f.add("b", js(day + "08:14:02", b, "Verbose", "acquireTokenSilent called"))
    f.add("b", js(day + "08:14:02", b, "Info", "Token refresh is required due to cache outcome: 3", "@azure/msal-common@14.16.0"))
    f.add("b", js(day + "08:14:02", b, "Verbose", "RefreshTokenClient: Acquiring token with refresh token", "@azure/msal-common@14.16.0"))
    f.add("b", js(day + "08:14:03", None, "Trace", "BrowserCacheManager: addTokenKey - accessToken added to map"))
    f.add("b", js(day + "08:14:03", None, "Trace", "BrowserCacheManager: addTokenKey - refreshToken added to map"))
    f.add("b", js(day + "08:14:03", b, "Info", "Emitting event: msal:acquireTokenSuccess"))
    f.flow("b", correlationId=b, api="silent", outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("js", "03-interleaved-silent-calls-app-prints-error",
                "Two silent calls at once for two resources; one is refused with AADSTS50076 and the app prints the "
                "InteractionRequiredAuthError (with its stack) from its catch.")
    c, d = guid(0x203), guid(0x204)
    f.add("c", js(day + "09:00:10", c, "Verbose", "acquireTokenSilent called"))
    f.add("d", js(day + "09:00:10", d, "Verbose", "acquireTokenSilent called"))
    f.add("c", js(day + "09:00:10", c, "Info", "Token refresh is required due to cache outcome: 2", "@azure/msal-common@14.16.0"))
    f.add("d", js(day + "09:00:10", d, "Info", "Token refresh is required due to cache outcome: 3", "@azure/msal-common@14.16.0"))
    f.add("d", js(day + "09:00:11", d, "Info", "Emitting event: msal:acquireTokenSuccess"))
    f.add("c", js(day + "09:00:11", c, "Info", "Emitting event: msal:acquireTokenFailure"))
    f.add("c", "mail.ts:88 token for Mail.Read failed InteractionRequiredAuthError: invalid_grant: AADSTS50076: The sign-in "
               "needs multi-factor authentication because of a policy. Trace ID: 2f0a1b3c-0000-4000-8000-0000000a0203 "
               "Correlation ID: %s Timestamp: 2025-03-14 09:00:11Z\n"
               "    at InteractionRequiredAuthError.createInteractionRequiredAuthError (msal-common.js:3120:16)\n"
               "    at async MailPane.load (mail.ts:80:21)" % c)
    f.flow("c", correlationId=c, api="silent", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_grant", "aadsts": [50076], "action": "interactive_auth"})
    f.flow("d", correlationId=d, api="silent", outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("js", "04-popup-user-cancelled",
                "acquireTokenPopup: the user closes the window; failure event, the app logs the BrowserAuthError.")
    e = guid(0x205)
    f.add("e", js(day + "09:05:00", e, "Verbose", "acquireTokenPopup called"))
    f.add("e", js(day + "09:05:00", e, "Info", "Emitting event: msal:acquireTokenStart"))
    f.add("e", js(day + "09:05:14", e, "Info", "Emitting event: msal:acquireTokenFailure"))
    f.add("e", "BrowserAuthError: user_cancelled: User cancelled the flow.")
    f.flow("e", correlationId=e, api="interactive", outcome="error", grouping="correlation_id",
           error={"action": "user_canceled_optional_retry"})
    out.append(f)

    f = Fixture("js", "05-msal-browser-2-no-id-slot",
                "msal-browser 2.38: the id slot is left out of every line, so the two calls are told apart by their "
                "start lines and order only; Firefox's file:line:col suffix.")
    firefox = " auth.ts:19:11"
    for key, stamp, scope in (("f", "10:01:00", "User.Read"), ("g", "10:01:30", "Files.Read")):
        f.add(key, js(day + stamp, False, "Verbose", "acquireTokenSilent called", "@azure/msal-browser@2.38.4") + firefox)
        f.add(key, js(day + stamp, False, "Info", "Token refresh is required due to cache outcome: 3", "@azure/msal-common@13.3.1") + firefox)
        f.add(key, js(day + stamp, False, "Info", "Emitting event: msal:acquireTokenSuccess", "@azure/msal-browser@2.38.4") + firefox)
    f.flow("f", correlationId=None, api="silent", outcome="success", grouping="thread_window", libraryVersion="2.38.4")
    f.flow("g", correlationId=None, api="silent", outcome="success", grouping="thread_window", libraryVersion="2.38.4")
    out.append(f)

    f = Fixture("js", "06-msal-node-client-credentials-no-end-line",
                "msal-node has no events and no end line: a call whose error the app prints is an error; a call "
                "with nothing after it is unknown, not success.")
    h, i = guid(0x206), guid(0x207)
    node = "@azure/msal-node@2.16.2"
    f.add("h", js(day + "11:00:00", h, "Info", "acquireTokenByClientCredential called", node))
    f.add("h", js(day + "11:00:00", h, "Verbose", "Authority was resolved from the cached metadata.", "@azure/msal-common@14.16.0"))
    f.add("h", "[worker] token failed: ServerError: invalid_client: AADSTS7000215: The client secret sent is not the one "
               "registered for this app. Trace ID: 2f0a1b3c-0000-4000-8000-0000000a0206 Correlation ID: %s "
               "Timestamp: 2025-03-14 11:00:00Z" % h)
    f.add("i", js(day + "11:00:30", i, "Info", "acquireTokenByClientCredential called", node))
    f.add("i", js(day + "11:00:30", i, "Verbose", "Authority was resolved from the cached metadata.", "@azure/msal-common@14.16.0"))
    f.flow("h", correlationId=h, api="client_credentials", outcome="error", grouping="correlation_id", libraryVersion="2.16.2",
           error={"oauthError": "invalid_client", "aadsts": [7000215], "action": "fix_app_configuration"})
    f.flow("i", correlationId=i, api="client_credentials", outcome="unknown", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("js", "07-throttled-replay",
                "A 429 the app prints, then the same call re-thrown from the throttling cache "
                "('getThrottlingCache: cache hit'), no request sent.")
    j, k = guid(0x208), guid(0x209)
    err = ("ServerError: temporarily_unavailable: AADSTS90055: Too many requests from this client for this tenant; wait "
           "and retry. Trace ID: 2f0a1b3c-0000-4000-8000-0000000a0208 Correlation ID: %s Timestamp: 2025-03-14 12:00:00Z" % j)
    f.add("j", js(day + "12:00:00", j, "Verbose", "acquireTokenSilent called"))
    f.add("j", js(day + "12:00:00", j, "Info", "Token refresh is required due to cache outcome: 3", "@azure/msal-common@14.16.0"))
    f.add("j", js(day + "12:00:00", j, "Info", "Emitting event: msal:acquireTokenFailure"))
    f.add("j", "dashboard.js:41 " + err)
    f.add("k", js(day + "12:00:02", k, "Verbose", "acquireTokenSilent called"))
    f.add("k", js(day + "12:00:02", k, "Info", "Token refresh is required due to cache outcome: 3", "@azure/msal-common@14.16.0"))
    f.add("k", js(day + "12:00:02", None, "Trace", "BrowserCacheManager.getThrottlingCache: cache hit"))
    f.add("k", js(day + "12:00:02", k, "Info", "Emitting event: msal:acquireTokenFailure"))
    f.add("k", "dashboard.js:41 " + err)
    f.flow("j", correlationId=j, outcome="error",
           error={"oauthError": "temporarily_unavailable", "aadsts": [90055], "action": "retry_after_delay"})
    f.flow("k", correlationId=k, outcome="error", throttledByCache=True,
           error={"aadsts": [90055], "action": "retry_after_delay"})
    out.append(f)

    f = Fixture("js", "08-vscode-client-id-in-slot-reverse-order",
                "VS Code's output channel, exported newest-first: the id slot holds '<clientId>] [<authority>' "
                "(the same GUID for every call), which is not a correlation id.", reverse=True)
    client = "aebc6443-996d-45c2-90f0-388ff96faa56"
    slot = "%s] [https://login.microsoftonline.com/organizations" % client
    for key, stamp in (("l", "13:00:01"), ("m", "13:00:44")):
        pre = "2025-03-14 %s.%s [info] " % (stamp, "120" if key == "l" else "907")
        f.add(key, pre + js(day + stamp, slot, "Verbose", "acquireTokenSilent called", "@azure/msal-node@2.16.2"))
        f.add(key, pre + js(day + stamp, slot, "Info", "Token refresh is required due to cache outcome: 4", "@azure/msal-common@14.16.0"))
    f.add("m", "2025-03-14 13:00:45.002 [error] [auth] silent token failed: InteractionRequiredAuthError: "
               "interaction_required: AADSTS50079: The user must enroll in multi-factor authentication. "
               "Trace ID: 2f0a1b3c-0000-4000-8000-0000000a020a Correlation ID: 5b6c7d8e-0000-4000-8000-0000000a020b "
               "Timestamp: 2025-03-14 13:00:45Z")
    f.flow("l", correlationId=None, api="silent", outcome="unknown", grouping="thread_window")
    f.flow("m", correlationId=None, api="silent", outcome="error", grouping="thread_window",
           error={"oauthError": "interaction_required", "aadsts": [50079], "action": "interactive_auth"})
    out.append(f)
    return out
