"""Drives the real MSAL for Python (PyPI `msal`) through a dozen token acquisitions, as an app
would, with msal's own logging on, and writes two files:

  LOG    the app's log: Python `logging` records "%(asctime)s %(levelname)s %(name)s %(message)s"
         (msal's DEBUG lines, the app's own INFO/ERROR lines about each result or exception);
  TRUTH  JSON: per acquisition, what really happened, taken from outside the log: the API the
         app called, the correlation id msal generated (wrapped generator) and the ids the
         scripted server received (`client-request-id`), the requests that reached the server,
         the outcome, the server's error, and the log lines the call wrote.

No network: the `http_client` answers every request from a script (instance discovery, the
tenant's OpenID configuration, /devicecode and /token), and records what it was sent.

Usage: real_msal_flows.py LOG TRUTH [--transport-lines]
  --transport-lines  the scripted client also logs each request the way urllib3 does under
                     `requests` ("https://host:443 "POST /path HTTP/1.1" 429 312"), as an app
                     using requests would have in its log; without it the log has no HTTP lines.
"""
import base64
import json
import logging
import sys
import time

import msal
import msal.telemetry

TENANT = "5e3ce6c0-2b1f-4285-8d4b-75ee78787346"  # fake, well-formed
HOST = "login.microsoftonline.com"
AUTHORITY = "https://%s/%s" % (HOST, TENANT)
PUBLIC_CLIENT = "9c2f6d4e-81a7-4b3c-a5d0-6e1f2a3b4c5d"
CONFIDENTIAL_CLIENT = "3a7b9c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d"
USER_OID = "00000000-0000-0000-66f3-3332eca7ea81"
OPENID_CONFIGURATION = {
    "authorization_endpoint": AUTHORITY + "/oauth2/v2.0/authorize",
    "token_endpoint": AUTHORITY + "/oauth2/v2.0/token",
    "device_authorization_endpoint": AUTHORITY + "/oauth2/v2.0/devicecode",
    "end_session_endpoint": AUTHORITY + "/oauth2/v2.0/logout",
    "issuer": "https://%s/%s/v2.0" % (HOST, TENANT),
}
INSTANCE_DISCOVERY = {
    "tenant_discovery_endpoint": AUTHORITY + "/v2.0/.well-known/openid-configuration",
    "api-version": "1.1",
    "metadata": [{"preferred_network": HOST, "preferred_cache": "login.windows.net",
                  "aliases": [HOST, "login.windows.net", "sts.windows.net"]}],
}


def b64(data):
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def token_response(scope, with_user=True):
    now = int(time.time())
    body = {"token_type": "Bearer", "scope": scope, "expires_in": 3599, "ext_expires_in": 3599,
            "access_token": "at-not-a-real-token-%d" % now}
    if with_user:
        claims = {"aud": PUBLIC_CLIENT, "iss": OPENID_CONFIGURATION["issuer"], "iat": now, "nbf": now,
                  "exp": now + 3600, "oid": USER_OID, "tid": TENANT, "sub": "fake-subject",
                  "preferred_username": "adele@contoso.example", "name": "Adele Vance", "ver": "2.0"}
        body["id_token"] = b64({"alg": "none", "typ": "JWT"}) + "." + b64(claims) + ".c2ln"
        body["refresh_token"] = "rt-not-a-real-token"
        body["client_info"] = b64({"uid": USER_OID, "utid": TENANT})
    return body


def server_error(error, code, text, correlation_id, suberror=None):
    """An Entra ID error body in the shape the token endpoint writes; like the real server it
    echoes the request's client-request-id as the Correlation ID."""
    trace = "7d1e0f2a-3b4c-4d5e-8f60-%012x" % (code % (1 << 48))
    stamp = time.strftime("%Y-%m-%d %H:%M:%SZ", time.gmtime())
    body = {"error": error,
            "error_description": "AADSTS%d: %s Trace ID: %s Correlation ID: %s Timestamp: %s"
                                 % (code, text, trace, correlation_id, stamp),
            "error_codes": [code], "timestamp": stamp, "trace_id": trace,
            "correlation_id": correlation_id,
            "error_uri": "https://%s/error?code=%d" % (HOST, code)}
    if suberror:
        body["suberror"] = suberror
    return body


class Response:
    def __init__(self, status_code, body, headers=None):
        self.status_code = status_code
        self.text = body if isinstance(body, str) else json.dumps(body)
        self.headers = headers or {}

    def raise_for_status(self):
        if self.status_code >= 400:
            raise RuntimeError("HTTP %d from the scripted server" % self.status_code)


class ScriptedServer:
    """The `http_client` msal is given. Discovery GETs are answered at once; each POST takes the
    next answer from `script` (a function of the request's correlation id)."""

    def __init__(self, transport_lines):
        self.script = []
        self.requests = []
        self.transport = logging.getLogger("urllib3.connectionpool") if transport_lines else None

    def _wire(self, method, url, status, text):
        if self.transport:
            path = url.split(HOST, 1)[1].split("?", 1)[0]
            self.transport.debug("Starting new HTTPS connection (1): %s:443", HOST)
            self.transport.debug('https://%s:443 "%s %s HTTP/1.1" %d %d', HOST, method, path, status, len(text))

    def get(self, url, params=None, headers=None, **kwargs):
        if "discovery/instance" in url:
            answer = Response(200, INSTANCE_DISCOVERY)
        elif "openid-configuration" in url:
            answer = Response(200, OPENID_CONFIGURATION)
        else:
            answer = Response(404, {"error": "not_found"})
        self.requests.append({"method": "GET", "url": url, "status": answer.status_code,
                              "clientRequestId": (headers or {}).get("client-request-id")})
        self._wire("GET", url, answer.status_code, answer.text)
        return answer

    def post(self, url, params=None, data=None, headers=None, **kwargs):
        cid = (headers or {}).get("client-request-id")
        if not self.script:
            raise AssertionError("unscripted POST to %s" % url)
        status, body, extra = self.script.pop(0)(cid)
        answer = Response(status, body, extra)
        self.requests.append({"method": "POST", "url": url, "status": status, "clientRequestId": cid,
                              "grantType": (data or {}).get("grant_type") if isinstance(data, dict) else None})
        self._wire("POST", url, status, answer.text)
        return answer

    def close(self):
        pass


def main(log_path, truth_path, transport_lines):
    handler = logging.FileHandler(log_path, mode="w", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    logging.getLogger("msal").setLevel(logging.DEBUG)  # msal's own verbose log, as its docs say
    if transport_lines:
        logging.getLogger("urllib3").setLevel(logging.DEBUG)
    app_log = logging.getLogger("contoso.sync")
    app_log.setLevel(logging.INFO)

    # The id each telemetry context (one per token request msal prepares) really used: the one it
    # logs and sends as client-request-id. Recorded from the object, not read from the log.
    generated = []
    real_init = msal.telemetry._TelemetryContext.__init__

    def recording_init(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        generated.append(self._correlation_id)
    msal.telemetry._TelemetryContext.__init__ = recording_init

    def lines_so_far():
        handler.flush()
        with open(log_path, encoding="utf-8") as f:
            return sum(1 for _ in f)

    server = ScriptedServer(transport_lines)
    # enable_pii_log is what msal offers for PII in its (broker) log; without a broker it adds nothing.
    public = msal.PublicClientApplication(PUBLIC_CLIENT, authority=AUTHORITY, http_client=server,
                                          enable_pii_log=True)
    confidential_wrong = msal.ConfidentialClientApplication(
        CONFIDENTIAL_CLIENT, client_credential="not-the-secret", authority=AUTHORITY, http_client=server)
    confidential = msal.ConfidentialClientApplication(
        CONFIDENTIAL_CLIENT, client_credential="the-secret", authority=AUTHORITY, http_client=server)

    flows = []

    def acquire(name, api, api_shown_by_log, method, call, script, expected, notes=""):
        """Runs one acquisition as the app does: a line before, the call, a line about the result."""
        server.script = list(script)
        requests_before, generated_before = len(server.requests), len(generated)
        first = lines_so_far() + 1
        app_log.info("%s: calling %s", name, method)
        raised = None
        try:
            result = call()
        except Exception as error:  # what the app catches, and logs with its traceback
            raised = error
            result = None
            result_line = lines_so_far() + 1
            app_log.exception("%s: token acquisition raised %s: %s", name, type(error).__name__, error)
        if raised is None:
            result_line = lines_so_far() + 1
        if raised is not None:
            pass
        elif result and "error" in result:
            app_log.error("%s: token acquisition failed: %s", name, result)
        elif result:
            app_log.info("%s: token acquired (token_source=%s, expires_in=%s)", name,
                         result.get("token_source"), result.get("expires_in"))
        else:
            app_log.warning("%s: no token and no error (nothing in the cache)", name)
        last = lines_so_far()
        assert not server.script, "%s: %d scripted answers left unused" % (name, len(server.script))
        sent = [r for r in server.requests[requests_before:] if r["method"] == "POST"]
        ids = generated[generated_before:]
        flows.append(dict(expected, name=name, api=api, apiShownByLog=api_shown_by_log,
                          generatedIds=ids, sentIds=[r["clientRequestId"] for r in sent],
                          requests=sent, firstLine=first, resultLine=result_line, lastLine=last,
                          appRaised=type(raised).__name__ if raised else None, notes=notes))

    scopes = ["User.Read"]

    # 1. Device code: one authorization_pending poll, then tokens (this fills the cache).
    pending = lambda cid: (400, server_error(
        "authorization_pending", 70016, "Device flow sign-in is still waiting for the user.", cid), None)

    def device_success():
        flow = public.initiate_device_flow(scopes=scopes)
        return public.acquire_token_by_device_flow(flow)
    device_code = lambda cid: (200, {"device_code": "dc-not-real-1", "user_code": "CDX4-7QJ2",
                                     "verification_uri": "https://microsoft.com/devicelogin",
                                     "expires_in": 900, "interval": 1, "message": "Sign in with the code."}, None)
    acquire("device-code-success", "device_code", True, "acquire_token_by_device_flow", device_success,
            [device_code, pending, lambda cid: (200, token_response("User.Read openid profile offline_access"), None)],
            {"outcome": "success", "error": None, "throttledByCache": False},
            "the /devicecode POST and both polls send one id, logged once when polling starts")
    account = public.get_accounts()[0]

    # 2. Silent, answered from the cache.
    acquire("silent-cache-hit", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(scopes, account), [],
            {"outcome": "success", "error": None, "throttledByCache": False},
            "'Cache hit an AT' comes BEFORE the id line; the id is generated and logged but never sent")

    # 3. Silent for a scope not in the cache: the refresh token is redeemed.
    acquire("silent-refresh-success", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Files.Read"], account),
            [lambda cid: (200, token_response("Files.Read"), None)],
            {"outcome": "success", "error": None, "throttledByCache": False},
            "'Found 1 RTs' and 'Cache attempts an RT' come before the id line")

    # 4. Silent refresh refused: MFA required (AADSTS50076).
    acquire("silent-mfa-required", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Mail.Read"], account),
            [lambda cid: (400, server_error(
                "invalid_grant", 50076, "Because of a policy the administrator set, this sign-in needs "
                "multi-factor authentication.", cid, suberror="basic_action"), None)],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": "invalid_grant", "aadsts": [50076], "httpStatus": 400}},
            "msal logs 'Refresh failed. invalid_grant: AADSTS50076 ...'; the app logs the result dict")

    # 5. A refresh token the app kept, expired through inactivity (AADSTS700082).
    acquire("refresh-token-expired", "refresh_token", False, "acquire_token_by_refresh_token",
            lambda: public.acquire_token_by_refresh_token("rt-kept-by-the-app", ["Notes.Read"]),
            [lambda cid: (400, server_error(
                "invalid_grant", 700082, "The refresh token expired because it was not used for too long.",
                cid), None)],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": "invalid_grant", "aadsts": [700082], "httpStatus": 400}},
            "msal logs only the id line; the API shows only in the app's own text")

    # 6. Throttled: 429 with Retry-After. msal logs nothing about the 429 itself.
    throttled = lambda cid: (429, server_error(
        "temporarily_unavailable", 90055, "Too many requests from this client for this tenant; wait and retry.",
        cid), {"Retry-After": "30"})
    acquire("silent-throttled-429", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Tasks.Read"], account),
            [throttled],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": "temporarily_unavailable", "aadsts": [90055], "httpStatus": 429}},
            "no line shows HTTP 429 or Retry-After 30: msal logs only 'Refresh failed. temporarily_unavailable: ...'")

    # 7. The same call at once: msal answers from its throttling cache, nothing is sent.
    acquire("silent-throttled-replay", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Tasks.Read"], account),
            [],
            {"outcome": "error", "throttledByCache": True,
             "error": {"oauthError": "temporarily_unavailable", "aadsts": [90055], "httpStatus": 429}},
            "no request: a fresh id is logged but never sent; the replayed body names the previous "
            "call's Correlation ID; no line says that msal replayed it")

    # 8. A 503 whose body is not JSON: msal raises; the app logs the exception with its traceback.
    acquire("silent-503", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Sites.Read"], account),
            [lambda cid: (503, "Service Unavailable", {"Retry-After": "1"})],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": None, "aadsts": [], "httpStatus": 503}},
            "msal logs nothing about the 503; the app's exception text says 'HTTP Error: 503'")

    # 9. The app waits out Retry-After (1 s) and retries: the retry succeeds.
    time.sleep(1.2)
    acquire("silent-503-retry", "silent", True, "acquire_token_silent_with_error", lambda: public.acquire_token_silent_with_error(["Sites.Read"], account),
            [lambda cid: (200, token_response("Sites.Read"), None)],
            {"outcome": "success", "error": None, "throttledByCache": False})

    # 10. Client credentials with a wrong secret (AADSTS7000215).
    acquire("client-secret-wrong", "client_credentials", False, "acquire_token_for_client",
            lambda: confidential_wrong.acquire_token_for_client(["https://graph.microsoft.com/.default"]),
            [lambda cid: (401, server_error(
                "invalid_client", 7000215, "The client secret sent is not the one registered for this app.",
                cid), None)],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": "invalid_client", "aadsts": [7000215], "httpStatus": 401}},
            "msal logs only the id line; the API shows only in the app's own text")

    # 11. Client credentials that succeed.
    acquire("client-credentials-success", "client_credentials", True, "acquire_token_for_client",
            lambda: confidential.acquire_token_for_client(["https://graph.microsoft.com/.default"]),
            [lambda cid: (200, token_response("https://graph.microsoft.com/.default", with_user=False), None)],
            {"outcome": "success", "error": None, "throttledByCache": False},
            "the event= record names grant_type client_credentials")

    # 12. Device code: pending, then the code expires (expired_token, AADSTS70020).
    def device_expired():
        flow = public.initiate_device_flow(scopes=["Contacts.Read"])
        return public.acquire_token_by_device_flow(flow)
    acquire("device-code-expired", "device_code", False, "acquire_token_by_device_flow", device_expired,
            [lambda cid: (200, {"device_code": "dc-not-real-2", "user_code": "HR6M-2KXW",
                                "verification_uri": "https://microsoft.com/devicelogin",
                                "expires_in": 900, "interval": 1, "message": "Sign in with the code."}, None),
             pending,
             lambda cid: (400, server_error("expired_token", 70020,
                                            "The device code is no longer valid: it expired before sign-in finished.",
                                            cid), None)],
            {"outcome": "error", "throttledByCache": False,
             "error": {"oauthError": "expired_token", "aadsts": [70020], "httpStatus": 400}},
            "msal logs only the id line; neither poll's answer is logged by msal")

    handler.flush()
    for flow in flows:
        ids = flow["generatedIds"]
        assert len(ids) == 1, "%s: msal generated %r" % (flow["name"], ids)
        flow["correlationId"] = ids[0]
        assert all(sent == ids[0] for sent in flow["sentIds"]), flow
    with open(truth_path, "w", encoding="utf-8") as f:
        json.dump({"msalVersion": msal.__version__, "pythonVersion": sys.version.split()[0],
                   "transportLines": transport_lines, "flows": flows}, f, indent=2)


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(arguments) != 2:
        sys.exit(__doc__)
    main(arguments[0], arguments[1], "--transport-lines" in sys.argv)
