"""msal-python fixtures for the layouts the real-msal run does not write: basicConfig, the Azure
CLI's console and file forms, a thread column, forwarded MSALRuntime text, an old multi-line
openid_config record, and a reverse-order export. msal formats nothing itself: the layout is the
app's logging configuration; the id is only on 'Generate or reuse correlation_id:'."""
from fixture_kit import Fixture, guid

RT_QUERY = ("{'environment': 'login.microsoftonline.com', 'home_account_id': '********.5e3ce6c0-2b1f-4285-8d4b-75ee78787346', "
            "'client_id': '9c2f6d4e-81a7-4b3c-a5d0-6e1f2a3b4c5d'}")


def refused(code, text, cid, error="invalid_grant"):
    return ("%s: AADSTS%d: %s Trace ID: 6e7f8091-0000-4000-8000-0000000e%04x Correlation ID: %s Timestamp: 2025-03-14 08:50:31Z"
            % (error, code, text, code % 0xffff, cid))


def fixtures():
    out = []

    f = Fixture("python", "01-basicconfig-no-timestamps",
                "logging.basicConfig(level=DEBUG): '<LEVEL>:<logger>:<message>', no times; a cache hit, then a refused refresh "
                "the app prints.")
    a, b = guid(0x701), guid(0x702)
    f.add("a", "DEBUG:msal.application:Cache hit an AT")
    f.add("a", "DEBUG:msal.telemetry:Generate or reuse correlation_id: %s" % a)
    f.add("b", "DEBUG:msal.application:Found 1 RTs matching %s" % RT_QUERY)
    f.add("b", "DEBUG:msal.telemetry:Generate or reuse correlation_id: %s" % b)
    f.add("b", "DEBUG:msal.application:Cache attempts an RT")
    f.add("b", "DEBUG:msal.application:Refresh failed. " + refused(50173, "The grant was revoked; a fresh sign-in is needed.", b))
    f.add("b", "ERROR:contoso.cli:silent token failed: {'error': 'invalid_grant', 'error_description': '%s', 'error_codes': [50173], "
               "'suberror': 'bad_token', 'classification': ''}" % refused(50173, "The grant was revoked; a fresh sign-in is needed.", b).split(": ", 1)[1])
    f.flow("a", correlationId=a, api="silent", outcome="success", error=None, grouping="correlation_id", start=None, end=None,
           durationMs=None, libraryVersion=None)
    f.flow("b", correlationId=b, api="silent", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_grant", "aadsts": [50173], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("python", "02-azure-cli-log-file",
                "The Azure CLI's log file: '<pid> : <time,ms> : <LEVEL> : <logger> : <message>'; a refresh refused for "
                "MFA (AADSTS50076) that the CLI reports.")
    c = guid(0x703)
    pre = "41872 : 2025-03-14 08:50:31,%03d : %s : %s : "
    f.add("c", pre % (402, "DEBUG", "msal.application") + "Found 1 RTs matching " + RT_QUERY)
    f.add("c", pre % (402, "DEBUG", "msal.telemetry") + "Generate or reuse correlation_id: " + c)
    f.add("c", pre % (403, "DEBUG", "msal.application") + "Cache attempts an RT")
    f.add("c", pre % (977, "DEBUG", "msal.application") + "Refresh failed. " + refused(50076, "The sign-in needs multi-factor authentication because of a policy.", c))
    f.add("c", pre % (980, "ERROR", "cli.azure.cli.core.azclierror") + "AADSTS50076: The sign-in needs multi-factor authentication because of a policy. "
               "Trace ID: 6e7f8091-0000-4000-8000-0000000ec34c Correlation ID: %s Timestamp: 2025-03-14 08:50:31Z" % c)
    f.flow("c", correlationId=c, api="silent", outcome="error", grouping="correlation_id", start="2025-03-14T08:50:31.402",
           end="2025-03-14T08:50:31.980", error={"aadsts": [50076], "action": "interactive_auth"})
    out.append(f)

    f = Fixture("python", "03-thread-column-interleaved",
                "Two worker threads refreshing at once, with %(threadName)s in the format: msal's id-less lines belong "
                "to the flow in progress on their thread.")
    d, e = guid(0x704), guid(0x705)

    def th(ms, thread, level, logger, message):
        return "2025-03-14 09:00:00,%03d [%s] %s %s: %s" % (ms, thread, level, logger, message)
    t0, t1 = "ThreadPoolExecutor-0_0", "ThreadPoolExecutor-0_1"
    f.add("d", th(101, t0, "DEBUG", "msal.application", "Found 1 RTs matching " + RT_QUERY))
    f.add("e", th(102, t1, "DEBUG", "msal.application", "Found 1 RTs matching " + RT_QUERY))
    f.add("d", th(103, t0, "DEBUG", "msal.telemetry", "Generate or reuse correlation_id: " + d))
    f.add("e", th(104, t1, "DEBUG", "msal.telemetry", "Generate or reuse correlation_id: " + e))
    f.add("e", th(105, t1, "DEBUG", "msal.application", "Cache attempts an RT"))
    f.add("d", th(106, t0, "DEBUG", "msal.application", "Cache attempts an RT"))
    f.add("d", th(410, t0, "DEBUG", "msal.application", "Refresh failed. " + refused(700082, "The refresh token expired because it was not used for too long.", d)))
    f.add("e", th(412, t1, "INFO", "contoso.sync", "token refreshed for Files.Read (expires_in=3599)"))
    f.add("d", th(415, t0, "ERROR", "contoso.sync", "token refresh failed: {'error': 'invalid_grant', 'error_description': '%s', 'error_codes': [700082]}"
                  % refused(700082, "The refresh token expired because it was not used for too long.", d).split(": ", 1)[1]))
    f.flow("d", correlationId=d, api="silent", outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_grant", "aadsts": [700082], "action": "interactive_auth"})
    f.flow("e", correlationId=e, api="silent", grouping="correlation_id")
    out.append(f)

    f = Fixture("python", "04-broker-forwarded-msalruntime",
                "enable_broker_on_windows: MSALRuntime's text forwarded at DEBUG on msal.broker (the real level is inside); "
                "the platform is python, the id is msal-python's own line.")
    g = guid(0x706)
    f.add("g", "2025-03-14 10:00:00,001 DEBUG msal.application: Calling broker._acquire_token_silently()")
    f.add("g", "2025-03-14 10:00:00,002 DEBUG msal.telemetry: Generate or reuse correlation_id: " + g)
    f.add("g", "2025-03-14 10:00:00,310 DEBUG msal.broker: [MSAL:0002]\tERROR  \tErrorInternalImpl:134\tCreated an error: tag_8k2qw, "
               "StatusInternal::InteractionRequired, InternalEvent::None, Error Code 3399614476, Context '(pii)'")
    f.add("g", "2025-03-14 10:00:00,320 DEBUG msal.broker: [MSAL:0002]\tINFO   \tLogTelemetryData:448\tKey: correlation_id, Value: " + g)
    f.add("g", "2025-03-14 10:00:00,321 DEBUG msal.broker: [MSAL:0002]\tINFO   \tLogTelemetryData:448\tKey: is_successful, Value: false")
    f.add("g", "2025-03-14 10:00:00,330 DEBUG msal.application: Falls back to broker._signin_interactively()")
    f.flow("g", correlationId=g, platform="python", grouping="correlation_id")
    out.append(f)

    f = Fixture("python", "05-event-records-reverse-order",
                "Client credentials: a success whose multi-line 'event=' record (token_cache, indent=4) names the grant, "
                "then a wrong secret; exported newest-first, record by record.", reverse=True)
    h, i = guid(0x707), guid(0x708)
    f.add("h", "2025-03-14 14:02:10,140 DEBUG msal.telemetry Generate or reuse correlation_id: " + h)
    f.add("h", "2025-03-14 14:02:10,388 DEBUG msal.token_cache event={\n"
               "    \"client_id\": \"3a7b9c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d\",\n"
               "    \"data\": {\n        \"claims\": \"********\",\n        \"scope\": [\n            \"https://graph.microsoft.com/.default\"\n        ]\n    },\n"
               "    \"environment\": \"login.microsoftonline.com\",\n"
               "    \"grant_type\": \"client_credentials\",\n"
               "    \"params\": null,\n"
               "    \"response\": {\n        \"access_token\": \"********\",\n        \"expires_in\": 3599,\n        \"token_type\": \"Bearer\"\n    },\n"
               "    \"token_endpoint\": \"https://login.microsoftonline.com/5e3ce6c0-2b1f-4285-8d4b-75ee78787346/oauth2/v2.0/token\"\n}")
    f.add("i", "2025-03-14 14:05:00,010 DEBUG msal.telemetry Generate or reuse correlation_id: " + i)
    f.add("i", "2025-03-14 14:05:00,500 ERROR contoso.daemon acquire_token_for_client failed: {'error': 'invalid_client', "
               "'error_description': 'AADSTS7000215: The client secret sent is not the one registered for this app. Trace ID: "
               "6e7f8091-0000-4000-8000-0000000e0708 Correlation ID: %s Timestamp: 2025-03-14 14:05:00Z', 'error_codes': [7000215]}" % i)
    f.flow("h", correlationId=h, api="client_credentials", outcome="success", error=None, grouping="correlation_id")
    f.flow("i", correlationId=i, outcome="error", grouping="correlation_id",
           error={"oauthError": "invalid_client", "aadsts": [7000215], "action": "fix_app_configuration"})
    out.append(f)
    return out
