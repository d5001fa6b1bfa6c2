"""MSALRuntime / WAM fixtures: '[MSAL:<n>]<TAB><LEVEL padded><TAB><Function>:<line><TAB><message>'."""
from fixture_kit import Fixture, guid


def rt(call, level, function, line, message, sep="\t"):
    return "[MSAL:%04d]%s%-7s%s%s:%d%s%s" % (call, sep, level, sep, function, line, sep, message)


def telemetry(call, key, value, sep="\t"):
    return rt(call, "INFO", "LogTelemetryData", 448, "Key: %s, Value: %s" % (key, value), sep)


def host(local, text):
    """A desktop app's own file logger in front of the forwarded text."""
    return "2025-03-14 %s [broker] %s" % (local, text)


def fixtures():
    out = []
    client = "9c2f6d4e-81a7-4b3c-a5d0-6e1f2a3b4c5d"

    f = Fixture("wam", "01-silent-success-telemetry-block",
                "One call, [MSAL:0001]: the only id is in the telemetry block (Key: correlation_id), which also holds "
                "is_successful true; the client_id key is the app's, not a request id.")
    a = guid(0x601)
    f.add("a", host("09:02:40.001", rt(1, "INFO", "SignInSilentlyInternal", 211, "Starting a silent sign-in for the default account.")))
    f.add("a", host("09:02:40.120", rt(1, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
    for key, value in (("api_name", "AcquireTokenSilently"), ("client_id", client), ("correlation_id", a),
                       ("was_request_throttled", "false"), ("is_successful", "true")):
        f.add("a", host("09:02:40.301", telemetry(1, key, value)))
    f.flow("a", correlationId=a, outcome="success", error=None, throttledByCache=False, platform="wam")
    out.append(f)

    f = Fixture("wam", "02-interaction-required-error",
                "The broker creates an InteractionRequired error; telemetry says is_successful false with the error tag.")
    b = guid(0x602)
    f.add("b", host("09:10:00.000", rt(2, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
    f.add("b", host("09:10:00.450", rt(2, "ERROR", "ErrorInternalImpl", 134,
          "Created an error: tag_8k2qw, StatusInternal::InteractionRequired, InternalEvent::None, Error Code 3399614476, Context '(pii)'")))
    for key, value in (("api_name", "AcquireTokenSilently"), ("correlation_id", b), ("is_successful", "false"),
                       ("api_error_code", "3399614476"), ("api_error_tag", "tag_8k2qw")):
        f.add("b", host("09:10:00.460", telemetry(2, key, value)))
    f.flow("b", correlationId=b, outcome="error", error={"action": "interactive_auth"})
    out.append(f)

    f = Fixture("wam", "03-two-calls-told-apart-by-call-number",
                "Two calls back to back: [MSAL:0003] and [MSAL:0004] tell them apart; each has its own telemetry id.")
    c, d = guid(0x603), guid(0x604)
    for key, call, cid, ok, t in (("c", 3, c, "true", "09:20:00"), ("d", 4, d, "true", "09:20:05")):
        f.add(key, host(t + ".000", rt(call, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
        f.add(key, host(t + ".200", telemetry(call, "correlation_id", cid)))
        f.add(key, host(t + ".201", telemetry(call, "is_successful", ok)))
    f.flow("c", correlationId=c, outcome="success", error=None)
    f.flow("d", correlationId=d, outcome="success", error=None)
    out.append(f)

    f = Fixture("wam", "04-tabs-turned-to-spaces",
                "A host that turned the tabs into spaces; an ApiContractViolation error.")
    e = guid(0x605)
    f.add("e", host("09:30:00.000", rt(5, "INFO", "SignInInteractivelyInternal", 502, "Starting an interactive sign-in.", " ")))
    f.add("e", host("09:30:00.010", rt(5, "ERROR", "Create", 77,
          "Created an error: tag_3mv0d, StatusInternal::ApiContractViolation, SubStatusInternal::0", " ")))
    f.add("e", host("09:30:00.020", telemetry(5, "correlation_id", e, " ")))
    f.add("e", host("09:30:00.021", telemetry(5, "is_successful", "false", " ")))
    f.flow("e", correlationId=e, outcome="error")
    out.append(f)

    f = Fixture("wam", "05-paste-cut-at-the-level-word",
                "A paste that starts at the level word (the '[MSAL:n]' and tab were cut off): still MSALRuntime text.")
    g = guid(0x606)
    f.add("g", "INFO   \tAcquireTokenSilentlyInternal:388\tAcquiring a token silently.")
    f.add("g", "INFO   \tLogTelemetryData:448\tKey: correlation_id, Value: %s" % g)
    f.add("g", "INFO   \tLogTelemetryData:448\tKey: is_successful, Value: true")
    f.flow("g", correlationId=g, outcome="success", error=None)
    out.append(f)

    f = Fixture("wam", "06-account-not-found-then-fallback",
                "The account id is empty, the broker falls back to the default account and succeeds.")
    h = guid(0x607)
    f.add("h", host("10:00:00.000", rt(7, "WARNING", "ReadAccountById", 96, "Account id is empty - account not found")))
    f.add("h", host("10:00:00.010", rt(7, "INFO", "SignInSilentlyInternal", 211, "Starting a silent sign-in for the default account.")))
    f.add("h", host("10:00:00.400", telemetry(7, "correlation_id", h)))
    f.add("h", host("10:00:00.401", telemetry(7, "is_successful", "true")))
    f.flow("h", correlationId=h, outcome="success", error=None)
    out.append(f)

    f = Fixture("wam", "07-telemetry-json-braced-id",
                "Telemetry written as one JSON object with the id as '{<UPPER GUID>}': the id is read, braces dropped, lower case.")
    i = guid(0x608)
    f.add("i", host("10:10:00.000", rt(8, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
    f.add("i", host("10:10:00.300", rt(8, "INFO", "LogTelemetryData", 452,
          '{"api_name":"AcquireTokenSilently","correlation_id":"{%s}","is_successful":"true","was_request_throttled":"false"}'
          % i.upper())))
    f.flow("i", correlationId=i, outcome="success", error=None)
    out.append(f)

    f = Fixture("wam", "08-reverse-order-export",
                "An export newest-first: a failed call ([MSAL:0009], InteractionRequired) then a successful one ([MSAL:0010]).",
                reverse=True)
    j, k = guid(0x609), guid(0x60a)
    f.add("j", host("11:00:00.000", rt(9, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
    f.add("j", host("11:00:00.200", rt(9, "ERROR", "ErrorInternalImpl", 134,
          "Created an error: tag_8k2qw, StatusInternal::InteractionRequired, InternalEvent::None, Error Code 3399614476, Context '(pii)'")))
    f.add("j", host("11:00:00.210", telemetry(9, "correlation_id", j)))
    f.add("j", host("11:00:00.211", telemetry(9, "is_successful", "false")))
    f.add("k", host("11:00:09.000", rt(10, "INFO", "AcquireTokenSilentlyInternal", 388, "Acquiring a token silently.")))
    f.add("k", host("11:00:09.300", telemetry(10, "correlation_id", k)))
    f.add("k", host("11:00:09.301", telemetry(10, "is_successful", "true")))
    f.flow("j", correlationId=j, outcome="error", error={"action": "interactive_auth"})
    f.flow("k", correlationId=k, outcome="success", error=None)
    out.append(f)
    return out
