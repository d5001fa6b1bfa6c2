"""MSAL Android fixtures: common4j Logger.formatMessage's three bracket forms, UNSET, and logcat hosts."""
from fixture_kit import Fixture, guid


def a24(stamp, tid, cid, message):
    """2024: '[<ts> - thread_id: <n>, correlation_id: <id|UNSET> - Android <API>] <message>  '."""
    return "[%s - thread_id: %s, correlation_id: %s - Android 34] %s  " % (stamp, tid, cid or "UNSET", message)


def a21(stamp, thread, cid, message):
    """2021: '[<ts> - thread_name : <name>, correlation_id : <id|UNSET>]  Android <API> <message>'."""
    return "[%s - thread_name : %s, correlation_id : %s]  Android 30 %s" % (stamp, thread, cid or "UNSET", message)


def a18(stamp, tid, cid, message):
    """2018-2020: '[<ts> - {"thread_id":"<n>","correlation_id":"<id>"}] <message> Android <API>'."""
    return '[%s - {"thread_id":"%s","correlation_id":"%s"}] %s Android 28' % (stamp, tid, cid, message)


def studio(local, tag, level, text):
    """Android Studio 2023+: '<date time.ms> <pid>-<tid> <tag> <package> <L>  '."""
    return "2025-03-14 %s 21873-21910 %-23s com.contoso.mail                     %s  %s" % (local, tag[:23], level, text)


def request_context(cid, api_id):
    return ("Starting request with request context: {\"correlation_id\":\"%s\",\"product\":\"MSAL.Android\",\"product_version\":\"5.4.0\"}, "
            "with PublicApiId: %d" % (cid, api_id))


def fixtures():
    out = []

    f = Fixture("android", "01-silent-cache-hit-android-studio",
                "Android Studio's logcat view: a silent request that completes without any HTTP line (a cache hit).")
    a = guid(0x401)
    f.add("a", studio("09:31:07.401", "CommandDispatcher", "I", a24("2025-03-14 08:31:07", 214, a, request_context(a, 22))))
    f.add("a", studio("09:31:07.433", "SilentTokenCommand", "V", a24("2025-03-14 08:31:07", 214, a, "Executing with controller: LocalMSALController")))
    f.add("a", studio("09:31:07.512", "CommandDispatcher", "I", a24("2025-03-14 08:31:07", 214, a,
          "Completed silent request as owner for correlation id : **%s, with the status : COMPLETED is cacheable : true" % a)))
    f.flow("a", correlationId=a, api="silent", outcome="success", error=None, grouping="correlation_id", platform="android")
    out.append(f)

    f = Fixture("android", "02-silent-renew-refused-app-prints-exception",
                "Expired token renewed, refused with 400 invalid_grant (AADSTS50076); the app prints the "
                "MsalUiRequiredException from onError with its stack.")
    b = guid(0x402)
    f.add("b", "V/CommandDispatcher: " + a24("2025-03-14 08:35:00", 214, b, request_context(b, 22)))
    f.add("b", "V/LocalMSALController: " + a24("2025-03-14 08:35:00", 214, b, "Access token is expired. Removing from cache..."))
    f.add("b", "V/LocalMSALController: " + a24("2025-03-14 08:35:00", 214, b, "Renewing access token..."))
    f.add("b", "W/HttpClient: " + a24("2025-03-14 08:35:01", 214, b, "Status code was: 400"))
    f.add("b", "W/MicrosoftStsOAuth2Strategy: " + a24("2025-03-14 08:35:01", 214, b, "Error: invalid_grant Suberror: basic_action"))
    f.add("b", "I/CommandDispatcher: " + a24("2025-03-14 08:35:01", 214, b,
          "Completed silent request as owner for correlation id : **%s, with the status : ERROR is cacheable : false" % b))
    f.add("b", "E/ContosoAuth: silent token failed\n"
               "E/ContosoAuth: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50076: The sign-in needs "
               "multi-factor authentication because of a policy. Trace ID: 4c5d6e7f-0000-4000-8000-0000000c0402 Correlation ID: %s "
               "Timestamp: 2025-03-14 08:35:01Z\n"
               "E/ContosoAuth: \tat com.microsoft.identity.client.internal.controllers.MsalExceptionAdapter.msalExceptionFromBaseException(MsalExceptionAdapter.java:58)" % b)
    f.flow("b", correlationId=b, api="silent", outcome="error", grouping="correlation_id",
           error={"aadsts": [50076], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("android", "03-interleaved-threads-threadtime-unset",
                "logcat -v threadtime: two requests on two threads at once; the bound-service lines of one thread "
                "carry correlation_id UNSET and belong to it by thread.")
    c, d = guid(0x403), guid(0x404)

    def tt(local, tid, level, tag, text):
        return "03-14 %s  8120  %d %s %s: %s" % (local, tid, level, tag, text)
    f.add("c", tt("09:40:00.101", 8164, "I", "CommandDispatcher", a24("2025-03-14 08:40:00", 8164, c, request_context(c, 22))))
    f.add("d", tt("09:40:00.140", 8170, "I", "CommandDispatcher", a24("2025-03-14 08:40:00", 8170, d, request_context(d, 22))))
    f.add("d", tt("09:40:00.151", 8170, "I", "BoundServiceClient:connect", a24("2025-03-14 08:40:00", 8170, None, "Android is establishing the bound service connection.")))
    f.add("c", tt("09:40:00.188", 8164, "I", "CommandDispatcher", a24("2025-03-14 08:40:00", 8164, c,
          "Completed silent request as owner for correlation id : **%s, with the status : COMPLETED is cacheable : true" % c)))
    f.add("d", tt("09:40:00.410", 8170, "I", "BrokerMsalController", a24("2025-03-14 08:40:00", 8170, d, "Broker operation: MSAL_ACQUIRE_TOKEN_SILENT brokerPackage: com.azure.authenticator")))
    f.add("d", tt("09:40:00.612", 8170, "I", "BrokerMsalController", a24("2025-03-14 08:40:00", 8170, d, "Received result from broker")))
    f.add("d", tt("09:40:00.630", 8170, "I", "CommandDispatcher", a24("2025-03-14 08:40:00", 8170, d,
          "Completed silent request as owner for correlation id : **%s, with the status : COMPLETED is cacheable : true" % d)))
    f.flow("c", correlationId=c, api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("d", correlationId=d, outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("android", "04-format-2021-thread-name",
                "The 2021 form ('thread_name : …, correlation_id : …]  Android 30 <message>'), an interactive call completed.")
    e = guid(0x405)
    f.add("e", a21("2021-11-02 09:14:50", "pool-4-thread-1", e, request_context(e, 121)))
    f.add("e", a21("2021-11-02 09:14:50", "pool-4-thread-1", None, "Android is establishing the bound service connection."))
    f.add("e", a21("2021-11-02 09:15:03", "pool-4-thread-1", e,
          "Completed interactive request for correlation id : **%s, with the status : COMPLETED" % e))
    f.flow("e", correlationId=e, api="interactive", outcome="success", error=None, grouping="correlation_id")
    out.append(f)

    f = Fixture("android", "05-format-2018-json-braces",
                "The 2018 form with a literal JSON object in the slot and the platform after the message; no end "
                "line in this version, so the flow ends unknown.")
    g = guid(0x406)
    f.add("g", "V/ContosoAuth: " + a18("2019-05-20 16:02:10", 5521, g, "Access token is expired. Removing from cache..."))
    f.add("g", "V/ContosoAuth: " + a18("2019-05-20 16:02:11", 5521, g, "Renewing access token..."))
    f.flow("g", correlationId=g, outcome="unknown", grouping="correlation_id")
    out.append(f)

    f = Fixture("android", "06-broker-bind-failure-stack",
                "The broker cannot be bound: the failure's stack follows on indented lines (Android Studio continuation).")
    h = guid(0x407)
    f.add("h", studio("10:00:00.010", "CommandDispatcher", "I", a24("2025-03-14 09:00:00", 301, h, request_context(h, 22))))
    f.add("h", studio("10:00:00.020", "BrokerMsalController", "I", a24("2025-03-14 09:00:00", 301, h,
          "Broker operation: MSAL_ACQUIRE_TOKEN_SILENT brokerPackage: com.microsoft.windowsintune.companyportal")))
    f.add("h", studio("10:00:00.350", "BoundServiceClient", "E", a24("2025-03-14 09:00:00", 301, h,
          "bind failure\nandroid.accounts.AuthenticatorException: Binding to the broker service failed.\n"
          + " " * 100 + "\tat com.microsoft.identity.common.internal.broker.ipc.BoundServiceStrategy.communicateToBroker(BoundServiceStrategy.java:71)")))
    f.add("h", studio("10:00:00.360", "CommandDispatcher", "I", a24("2025-03-14 09:00:00", 301, h,
          "Completed silent request as owner for correlation id : **%s, with the status : ERROR is cacheable : false" % h)))
    f.flow("h", correlationId=h, outcome="error", grouping="correlation_id")
    out.append(f)

    f = Fixture("android", "07-interactive-cancel-app-prints",
                "An interactive request the user cancels: status CANCEL, and the app prints MsalUserCancelException.")
    i = guid(0x408)
    f.add("i", "I/CommandDispatcher: " + a24("2025-03-14 09:10:00", 2, i, request_context(i, 121)))
    f.add("i", "I/CommandDispatcher: " + a24("2025-03-14 09:10:12", 2, i,
          "Completed interactive request for correlation id : **%s, with the status : CANCEL" % i))
    f.add("i", "W/ContosoAuth: sign-in cancelled: com.microsoft.identity.client.exception.MsalUserCancelException: User cancelled the flow.")
    f.flow("i", correlationId=i, api="interactive", outcome="error", grouping="correlation_id",
           error={"action": "user_canceled_optional_retry"})
    out.append(f)

    f = Fixture("android", "08-reverse-order-export",
                "A bug-report export newest-first: a cache hit, then a renewal refused with AADSTS50173.", reverse=True)
    j, k = guid(0x409), guid(0x40a)
    f.add("j", "I/CommandDispatcher: " + a24("2025-03-14 11:00:00", 214, j, request_context(j, 22)))
    f.add("j", "I/CommandDispatcher: " + a24("2025-03-14 11:00:00", 214, j,
          "Completed silent request as owner for correlation id : **%s, with the status : COMPLETED is cacheable : true" % j))
    f.add("k", "I/CommandDispatcher: " + a24("2025-03-14 11:00:30", 214, k, request_context(k, 22)))
    f.add("k", "V/LocalMSALController: " + a24("2025-03-14 11:00:30", 214, k, "Renewing access token..."))
    f.add("k", "W/HttpClient: " + a24("2025-03-14 11:00:31", 214, k, "Status code was: 400"))
    f.add("k", "W/MicrosoftStsOAuth2Strategy: " + a24("2025-03-14 11:00:31", 214, k, "Error: invalid_grant Suberror: bad_token"))
    f.add("k", "I/CommandDispatcher: " + a24("2025-03-14 11:00:31", 214, k,
          "Completed silent request as owner for correlation id : **%s, with the status : ERROR is cacheable : false" % k))
    f.add("k", "E/ContosoAuth: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50173: The grant was "
               "revoked; a fresh sign-in is needed. Trace ID: 4c5d6e7f-0000-4000-8000-0000000c040a Correlation ID: %s "
               "Timestamp: 2025-03-14 11:00:31Z" % k)
    f.flow("j", correlationId=j, api="silent", outcome="success", error=None, grouping="correlation_id")
    f.flow("k", correlationId=k, api="silent", outcome="error", grouping="correlation_id",
           error={"aadsts": [50173], "action": "interactive_auth"})
    out.append(f)
    return out
