"""msal4j fixtures: SLF4J backends' prefixes before LogHelper's '[Correlation ID: <id>] <message>'."""
from fixture_kit import Fixture, guid


def lb(time, level, thread, cls, message, date="2025-03-14"):
    """logback: '<date> <time.ms> <LEVEL> [<thread>] com.microsoft.aad.msal4j.<Class> - <message>'."""
    return "%s %s %-5s [%s] com.microsoft.aad.msal4j.%s - %s" % (date, time, level, thread, cls, message)


def cid(value, message):
    return "[Correlation ID: %s] %s" % (value, message)


AUTHORITY = "https://login.microsoftonline.com/5e3ce6c0-2b1f-4285-8d4b-75ee78787346/"


def fixtures():
    out = []

    f = Fixture("java", "01-client-credentials-success",
                "A confidential client's token request: msal4j has no start line; 'Sending token request to:' opens it "
                "and the id appears only on the outcome line.")
    a = guid(0x501)
    f.add("a", lb("08:40:22.105", "DEBUG", "main", "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("a", lb("08:40:22.388", "DEBUG", "main", "ConfidentialClientApplication", cid(a, "Access Token was returned")))
    f.flow("a", correlationId=a, outcome="success", error=None, grouping="correlation_id", platform="java")
    out.append(f)

    f = Fixture("java", "02-silent-miss-then-interactive",
                "The routine silent miss ('Token not found in the cache'), then an interactive call that returns "
                "tokens: two flows. The miss's outcome is not compared (it throws to the app, yet is routine).")
    b, c = guid(0x502), guid(0x503)
    f.add("b", lb("08:41:00.010", "DEBUG", "main", "PublicClientApplication", "SkipCache set to false"))
    f.add("b", lb("08:41:00.015", "WARN", "main", "PublicClientApplication",
                  cid(b, "Execution of class com.microsoft.aad.msal4j.AcquireTokenSilentSupplier failed: Token not found in the cache")))
    f.add("c", lb("08:41:00.200", "DEBUG", "main", "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("c", lb("08:41:09.733", "DEBUG", "main", "PublicClientApplication", cid(c, "Access Token and Refresh Token were returned")))
    f.flow("b", correlationId=b, api="silent", grouping="correlation_id")
    f.flow("c", correlationId=c, outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("java", "03-interleaved-fork-join-app-prints-execution-exception",
                "Two silent refreshes on two ForkJoinPool workers at once; one is refused (AADSTS700082) and the app "
                "prints the ExecutionException with the server's lines and a stack.")
    d, e = guid(0x504), guid(0x505)
    w3, w5 = "ForkJoinPool.commonPool-worker-3", "ForkJoinPool.commonPool-worker-5"
    f.add("d", lb("09:00:00.101", "DEBUG", w3, "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("e", lb("09:00:00.102", "DEBUG", w5, "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("e", lb("09:00:00.390", "DEBUG", w5, "PublicClientApplication", cid(e, "Access Token and Refresh Token were returned")))
    f.add("d", lb("09:00:00.402", "WARN", w3, "PublicClientApplication",
                  cid(d, "Execution of class com.microsoft.aad.msal4j.AcquireTokenSilentSupplier failed: AADSTS700082: The refresh "
                         "token expired because it was not used for too long.")))
    f.add("d", "2025-03-14 09:00:00.410 ERROR [main] com.contoso.reports.TokenSource - token refresh failed\n"
               "java.util.concurrent.ExecutionException: com.microsoft.aad.msal4j.MsalInteractionRequiredException: AADSTS700082: "
               "The refresh token expired because it was not used for too long.\n"
               "Trace ID: 5d6e7f80-0000-4000-8000-0000000d0504\n"
               "Correlation ID: %s\n"
               "Timestamp: 2025-03-14 09:00:00Z\n"
               "\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)\n"
               "\tat com.contoso.reports.TokenSource.get(TokenSource.java:52)" % d)
    f.flow("d", correlationId=d, api="silent", outcome="error", grouping="correlation_id",
           error={"aadsts": [700082], "action": "interactive_auth"})
    f.flow("e", correlationId=e, outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("java", "04-throttled-by-sts-instructions",
                "A public client told by the STS to wait: the next call is refused by msal4j itself, nothing sent.")
    g, h = guid(0x506), guid(0x507)
    f.add("g", lb("10:00:00.000", "DEBUG", "main", "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("g", lb("10:00:00.300", "WARN", "main", "PublicClientApplication",
                  cid(g, "Execution of class com.microsoft.aad.msal4j.AcquireTokenByDeviceCodeFlowSupplier failed: AADSTS90055: "
                         "Too many requests from this client for this tenant; wait and retry.")))
    f.add("h", lb("10:00:01.000", "DEBUG", "main", "ThrottlingCache", "Request was throttled according to instructions from STS. Retry in 29000 ms."))
    f.add("h", lb("10:00:01.001", "WARN", "main", "PublicClientApplication",
                  cid(h, "Execution of class com.microsoft.aad.msal4j.AcquireTokenByDeviceCodeFlowSupplier failed: Request was "
                         "throttled according to instructions from STS. Retry in 29000 ms.")))
    f.flow("g", correlationId=g, api="device_code", outcome="error", grouping="correlation_id", throttledByCache=False,
           error={"aadsts": [90055], "action": "retry_after_delay"})
    f.flow("h", correlationId=h, api="device_code", outcome="error", grouping="correlation_id", throttledByCache=True,
           error={"action": "retry_after_delay"})
    out.append(f)

    f = Fixture("java", "05-version-1.11-log4j-no-millis",
                "An older msal4j under log4j with no milliseconds: the silent miss is DEBUG and ends in 'failed.' "
                "(its outcome is not compared: routine miss); the interactive call after it succeeds.")
    i = guid(0x508)
    f.add("i", "2021-06-02 11:04:55 DEBUG com.microsoft.aad.msal4j.PublicClientApplication:143 - "
               + cid(i, "Execution of class com.microsoft.aad.msal4j.AcquireTokenSilentSupplier failed."))
    i2 = guid(0x50d)
    f.add("i2", "2021-06-02 11:04:56 DEBUG com.microsoft.aad.msal4j.TokenRequestExecutor:64 - Sending token request to: " + AUTHORITY)
    f.add("i2", "2021-06-02 11:05:04 DEBUG com.microsoft.aad.msal4j.PublicClientApplication:143 - "
                + cid(i2, "Access Token and Refresh Token were returned"))
    f.flow("i", correlationId=i, api="silent", grouping="correlation_id")
    f.flow("i2", correlationId=i2, outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("java", "06-sent-and-received-ids-differ",
                "The server answered with a correlation id other than the one sent: the flow keeps the id msal4j sent.")
    j = guid(0x509)
    f.add("j", lb("12:00:00.000", "DEBUG", "main", "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("j", lb("12:00:00.220", "INFO", "main", "TokenRequestExecutor",
                  cid(j, "Sent (%s) Correlation Id is not same as received (9f8e7d6c-0000-4000-8000-0000000d0999)." % j)))
    f.add("j", lb("12:00:00.225", "DEBUG", "main", "ConfidentialClientApplication", cid(j, "Access Token was returned")))
    f.flow("j", correlationId=j, outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("java", "07-bracketed-pattern-wrong-secret",
                "A layout with several bracketed fields before the message; a wrong client secret (AADSTS7000215) "
                "printed by the app as a CompletionException.")
    k = guid(0x50a)
    pre = "2025-03-14 13:00:00.%03d INFO [%s] [pool-2-thread-1] [contoso-batch] [] "
    f.add("k", pre % (10, "TokenRequestExecutor") + "Sending token request to: " + AUTHORITY)
    f.add("k", pre % (330, "ConfidentialClientApplication") + cid(k,
          "Execution of class com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed: AADSTS7000215: The client "
          "secret sent is not the one registered for this app."))
    f.add("k", "2025-03-14 13:00:00.340 ERROR [pool-2-thread-1] com.contoso.batch.Auth - java.util.concurrent.CompletionException: "
               "com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000215: The client secret sent is not the one registered for "
               "this app. Trace ID: 5d6e7f80-0000-4000-8000-0000000d050a Correlation ID: %s Timestamp: 2025-03-14 13:00:00Z" % k)
    f.flow("k", correlationId=k, api="client_credentials", outcome="error", grouping="correlation_id",
           error={"aadsts": [7000215], "action": "fix_app_configuration"})
    out.append(f)

    f = Fixture("java", "08-reverse-order-export",
                "A log search export newest-first: a cache hit ('Returning token from cache'), then a refused refresh.",
                reverse=True)
    m, n = guid(0x50b), guid(0x50c)
    f.add("m", lb("14:00:00.000", "DEBUG", "main", "AcquireTokenSilentSupplier", "Returning token from cache"))
    f.add("m", lb("14:00:00.001", "DEBUG", "main", "PublicClientApplication", cid(m, "Access Token was returned")))
    f.add("n", lb("14:00:05.000", "DEBUG", "main", "TokenRequestExecutor", "Sending token request to: " + AUTHORITY))
    f.add("n", lb("14:00:05.310", "WARN", "main", "PublicClientApplication",
                  cid(n, "Execution of class com.microsoft.aad.msal4j.AcquireTokenSilentSupplier failed: AADSTS50173: The grant "
                         "was revoked; a fresh sign-in is needed.")))
    f.flow("m", correlationId=m, api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("n", correlationId=n, api="silent", outcome="error", grouping="correlation_id",
           error={"aadsts": [50173], "action": "interactive_auth"})
    out.append(f)
    return out
