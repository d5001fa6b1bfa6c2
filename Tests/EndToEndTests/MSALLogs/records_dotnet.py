"""MSAL.NET fixtures: LoggerHelper.FormatLogMessage's layout, its version variants and hosts."""
from fixture_kit import Fixture, guid

RUNTIME = ".NET 8.0.11"
WINDOWS = "Microsoft Windows 10.0.26100"


def net(stamp, cid, message, version="4.70.2.0", sku="MSAL.NetCore", runtime=RUNTIME, os=WINDOWS, pii="False"):
    """'{pii} MSAL {ver} {sku} {runtime} {os} [{yyyy-MM-dd HH:mm:ss}Z( - {id})] {message}' (4.40 and later)."""
    slot = "%sZ - %s" % (stamp, cid) if cid else "%sZ" % stamp
    return "%s MSAL %s %s %s %s [%s] %s" % (pii, version, sku, runtime, os, slot, message)


def start(stamp, cid, request, scopes="User.Read Mail.Read", **kw):
    version = kw.get("version", "4.70.2.0")
    sku = kw.get("sku", "MSAL.NetCore")
    return [net(stamp, cid, "MSAL %s with assembly version '%s'. CorrelationId(%s)" % (sku, version, cid), **kw),
            net(stamp, cid, "=== Token Acquisition (%s) started:\n\t Scopes: %s\n\tAuthority Host: login.microsoftonline.com" % (request, scopes), **kw)]


def finished(stamp, cid, source, **kw):
    return [net(stamp, cid, "\n\t=== Token Acquisition finished successfully:", **kw),
            net(stamp, cid, " AT expiration time: 3/14/2025 9:05:17 AM +00:00, scopes: User.Read Mail.Read. source: %s" % source, **kw)]


def exception(stamp, cid, kind, code, status, aadsts, **kw):
    return net(stamp, cid, "Exception type: Microsoft.Identity.Client.%s\n, ErrorCode: %s\nHTTP StatusCode %d\nCorrelationId %s\n"
               "Microsoft Entra ID Error Code AADSTS%d\nTo see full exception details, enable PII Logging. See https://aka.ms/msal-net-logging\n"
               "   at Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync(CancellationToken cancellationToken)"
               % (kind, code, status, cid, aadsts), **kw)


def fixtures():
    out = []

    f = Fixture("dotnet", "01-silent-cache-hit-then-refresh",
                "Raw callback output, 4.70: a cache hit, then a refresh; cache lines carry no id ([<ts>Z]).")
    a, b = guid(0x101), guid(0x102)
    for r in start("2025-03-14 08:05:17", a, "SilentRequest"):
        f.add("a", r)
    f.add("a", net("2025-03-14 08:05:17", None, "Found 1 cache accounts and 0 broker accounts"))
    f.add("a", net("2025-03-14 08:05:17", None, "Returning access token found in cache. RefreshOn exists ? False"))
    for r in finished("2025-03-14 08:05:17", a, "Cache"):
        f.add("a", r)
    for r in start("2025-03-14 08:06:40", b, "SilentRequest"):
        f.add("b", r)
    f.add("b", net("2025-03-14 08:06:40", None, "Access token has expired or is about to expire."))
    f.add("b", net("2025-03-14 08:06:40", b, "[HttpManager] Sending request. Method: POST. Host: https://login.microsoftonline.com. Binding Certificate: False. "))
    f.add("b", net("2025-03-14 08:06:41", b, "[HttpManager] Received response. Status code: OK. "))
    f.add("b", net("2025-03-14 08:06:41", b, "Fetched access token from host login.microsoftonline.com. "))
    for r in finished("2025-03-14 08:06:41", b, "IdentityProvider"):
        f.add("b", r)
    f.flow("a", correlationId=a, api="silent", outcome="success", error=None, grouping="correlation_id",
           libraryVersion="4.70.2.0", throttledByCache=False)
    f.flow("b", correlationId=b, api="silent", outcome="success", error=None, grouping="correlation_id",
           libraryVersion="4.70.2.0")
    out.append(f)

    f = Fixture("dotnet", "02-silent-mfa-required-exception-record",
                "A silent refresh refused with AADSTS50076: the scrubbed multi-line Exception record, PII flag True.")
    c = guid(0x103)
    for r in start("2025-03-14 09:11:02", c, "SilentRequest", pii="True"):
        f.add("c", r)
    f.add("c", net("2025-03-14 09:11:02", c, "[HttpManager] Received response. Status code: BadRequest. ", pii="True"))
    f.add("c", net("2025-03-14 09:11:02", c, "Response status code does not indicate success: 400 (BadRequest). ", pii="True"))
    f.add("c", exception("2025-03-14 09:11:02", c, "MsalUiRequiredException", "invalid_grant", 400, 50076, pii="True"))
    f.add(None, "Contoso.Sync: signing the user in again (MFA required)")
    f.flow("c", correlationId=c, api="silent", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_grant", "aadsts": [50076], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("dotnet", "03-interleaved-client-credentials-mel-console",
                "Two confidential-client calls at once under Microsoft.Extensions.Logging's console "
                "(category line, message indented six spaces); one has a wrong secret (AADSTS7000215).")
    d, e = guid(0x104), guid(0x105)

    def mel(level, text):
        return "%s: Contoso.Api.TokenService[0]\n" % level + "\n".join("      " + line for line in text.split("\n"))
    t = "2025-03-14 10:00:0%d"
    f.add("d", mel("info", start(t % 1, d, "ClientCredentialRequest", scopes="https://graph.microsoft.com/.default")[0]))
    f.add("e", mel("info", start(t % 1, e, "ClientCredentialRequest", scopes="https://graph.microsoft.com/.default")[0]))
    f.add("d", mel("info", start(t % 1, d, "ClientCredentialRequest", scopes="https://graph.microsoft.com/.default")[1]))
    f.add("e", mel("info", start(t % 1, e, "ClientCredentialRequest", scopes="https://graph.microsoft.com/.default")[1]))
    f.add("e", mel("dbug", net(t % 2, e, "[HttpManager] Received response. Status code: OK. ")))
    f.add("d", mel("dbug", net(t % 2, d, "[HttpManager] Received response. Status code: Unauthorized. ")))
    f.add("e", mel("info", finished(t % 2, e, "IdentityProvider")[0]))
    f.add("d", mel("info", net(t % 2, d, "Response status code does not indicate success: 401 (Unauthorized). ")))
    f.add("e", mel("info", finished(t % 2, e, "IdentityProvider")[1]))
    f.add("d", mel("fail", exception(t % 3, d, "MsalServiceException", "invalid_client", 401, 7000215)))
    f.flow("d", correlationId=d, api="client_credentials", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_client", "aadsts": [7000215], "action": "fix_app_configuration"})
    f.flow("e", correlationId=e, api="client_credentials", outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("dotnet", "04-throttled-then-replayed-serilog",
                "Serilog file sink: a 429, then the same call answered from MSAL's throttling cache "
                "('[Throttling] Returning valid entry.'), no request sent.")
    g, h = guid(0x106), guid(0x107)

    def serilog(local, level, text):
        return "14/03/2025 %s +01:00 [%s] Contoso.Worker.Graph | %s | {}" % (local, level, text)
    f.add("g", serilog("11:20:05.101", "INF", start("2025-03-14 10:20:05", g, "SilentRequest")[0]))
    f.add("g", serilog("11:20:05.350", "DBG", net("2025-03-14 10:20:05", g, "[HttpManager] Received response. Status code: TooManyRequests. ")))
    f.add("g", serilog("11:20:05.351", "INF", net("2025-03-14 10:20:05", g, "Response status code does not indicate success: 429 (TooManyRequests). ")))
    f.add("g", serilog("11:20:05.352", "INF", net("2025-03-14 10:20:05", g, "[Throttling] Adding an entry: the response carried Retry-After (60 s).")))
    f.add("g", serilog("11:20:05.360", "ERR", net("2025-03-14 10:20:05", g,
          "Exception type: Microsoft.Identity.Client.MsalServiceException\n, ErrorCode: temporarily_unavailable\nHTTP StatusCode 429\n"
          "CorrelationId %s\nMicrosoft Entra ID Error Code AADSTS90055" % g)))
    f.add("h", serilog("11:20:06.004", "INF", start("2025-03-14 10:20:06", h, "SilentRequest")[0]))
    f.add("h", serilog("11:20:06.005", "INF", net("2025-03-14 10:20:06", h, "[Throttling] Returning valid entry.")))
    f.add("h", serilog("11:20:06.007", "ERR", net("2025-03-14 10:20:06", h,
          "Exception type: Microsoft.Identity.Client.MsalThrottledServiceException\n, ErrorCode: temporarily_unavailable\nHTTP StatusCode 429\n"
          "CorrelationId %s\nMicrosoft Entra ID Error Code AADSTS90055" % h)))
    f.flow("g", correlationId=g, outcome="error", grouping="correlation_id", throttledByCache=False,
           error={"oauthError": "temporarily_unavailable", "aadsts": [90055], "action": "retry_after_delay"})
    f.flow("h", correlationId=h, outcome="error", grouping="correlation_id", throttledByCache=True,
           error={"aadsts": [90055], "action": "retry_after_delay"})
    out.append(f)

    f = Fixture("dotnet", "05-version-4.28-desktop-empty-slot",
                "MSAL 4.28 on .NET Framework: '(False)' flag, MM/dd/yyyy time, no runtime, and the empty '[<date> - ]' slot.")
    i = guid(0x108)

    def old(stamp, cid, message):
        return "(False) MSAL 4.28.1.0 MSAL.Desktop Microsoft Windows 10.0.19045 [%s - %s] %s" % (stamp, cid or "", message)
    f.add("i", old("07/09/2021 14:22:05", i, "MSAL MSAL.Desktop with assembly version '4.28.1.0'. CorrelationId(%s)" % i))
    f.add("i", old("07/09/2021 14:22:05", i, "=== Token Acquisition (InteractiveRequest) started:\n\t Scopes: User.Read\n\tAuthority Host: login.microsoftonline.com"))
    f.add("i", old("07/09/2021 14:22:05", None, "Found 1 cache accounts and 0 broker accounts"))
    f.add("i", old("07/09/2021 14:22:19", i, "[HttpManager] Received response. Status code: OK. "))
    f.add("i", old("07/09/2021 14:22:19", i, "\n\t=== Token Acquisition finished successfully:"))
    f.add("i", old("07/09/2021 14:22:19", i, " AT expiration time: 7/9/2021 3:22:18 PM +00:00, scopes: User.Read. source: IdentityProvider"))
    f.flow("i", correlationId=i, api="interactive", outcome="success", error=None, grouping="correlation_id",
           libraryVersion="4.28.1.0")
    out.append(f)

    f = Fixture("dotnet", "06-version-4.32-no-year-and-app-exception",
                "MSAL 4.32 on Linux: flag without parentheses, 'MM/dd HH:mm:ss.ff' time with no year; the "
                "app prints the exception's ToString() after the call.")
    j = guid(0x109)

    def v432(stamp, cid, message):
        return "False MSAL 4.32.1.0 MSAL.NetCore Linux 5.15.0-1034-azure #41-Ubuntu SMP [%s - %s] %s" % (stamp, cid, message)
    f.add("j", v432("08/19 14:22:05.12", j, "MSAL MSAL.NetCore with assembly version '4.32.1.0'. CorrelationId(%s)" % j))
    f.add("j", v432("08/19 14:22:05.13", j, "=== Token Acquisition (OnBehalfOfRequest) started:\n\t Scopes: api://contoso-downstream/.default\n\tAuthority Host: login.microsoftonline.com"))
    f.add("j", v432("08/19 14:22:05.41", j, "[HttpManager] Received response. Status code: BadRequest. "))
    f.add("j", "Unhandled exception. Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50013: Assertion failed signature "
               "validation for the downstream call. Trace ID: 1a2b3c4d-0000-4000-8000-00000000a109 Correlation ID: %s "
               "Timestamp: 2021-08-19 14:22:05Z\n"
               "   at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e)\n"
               "   at Contoso.Downstream.TokenBroker.GetTokenAsync() in /src/Contoso.Downstream/TokenBroker.cs:line 41" % j)
    f.flow("j", correlationId=j, api="on_behalf_of", outcome="error", grouping="correlation_id", libraryVersion="4.32.1.0",
           error={"aadsts": [50013], "action": "fix_app_configuration"})
    out.append(f)

    f = Fixture("dotnet", "07-reverse-order-export", "An export newest-first (a log viewer's default): a cache hit and an MFA refusal, every line reversed.",
                reverse=True)
    k, m = guid(0x10a), guid(0x10b)
    for r in start("2025-03-14 12:00:01", k, "SilentRequest"):
        f.add("k", r)
    f.add("k", net("2025-03-14 12:00:01", k, "Returning access token found in cache. RefreshOn exists ? False"))
    for r in finished("2025-03-14 12:00:01", k, "Cache"):
        f.add("k", r)
    for r in start("2025-03-14 12:00:09", m, "SilentRequest"):
        f.add("m", r)
    f.add("m", net("2025-03-14 12:00:10", m, "Response status code does not indicate success: 400 (BadRequest). "))
    f.add("m", exception("2025-03-14 12:00:10", m, "MsalUiRequiredException", "invalid_grant", 400, 50173))
    f.flow("k", correlationId=k, api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("m", correlationId=m, api="silent", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_grant", "aadsts": [50173], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("dotnet", "08-broker-wam-interaction-required",
                "WithBroker on Windows: MSALRuntime's lines come through MSAL.NET's logger (platform stays dotnet); "
                "the broker asks for interaction.")
    n = guid(0x10c)
    for r in start("2025-03-14 13:30:00", n, "SilentRequest"):
        f.add("n", r)
    f.add("n", net("2025-03-14 13:30:00", n, "[RuntimeBroker] Acquiring a token silently through the Windows broker."))
    f.add("n", net("2025-03-14 13:30:00", n, "[MSAL:0001]\tINFO   \tSignInSilentlyInternal:211\tStarting a silent sign-in for the default account."))
    f.add("n", net("2025-03-14 13:30:01", n, "[MSAL:0001]\tERROR  \tErrorInternalImpl:134\tCreated an error: tag_8k2qw, StatusInternal::InteractionRequired, InternalEvent::None, Error Code 3399614476, Context '(pii)'"))
    f.add("n", net("2025-03-14 13:30:01", n, "[RuntimeBroker] The broker answered: interaction is required."))
    f.add("n", net("2025-03-14 13:30:01", n, "Exception type: Microsoft.Identity.Client.MsalUiRequiredException\n, ErrorCode: failed_to_acquire_token_silently_from_broker\n"
                                            "CorrelationId %s\nTo see full exception details, enable PII Logging. See https://aka.ms/msal-net-logging" % n))
    f.flow("n", correlationId=n, outcome="error", grouping="correlation_id", platform="dotnet",
           error={"action": "interactive_auth"})
    out.append(f)
    return out
