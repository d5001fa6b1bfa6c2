"""Drives the real MSAL for Python (PyPI `msal`) against scripted answers and prints,
one JSON object per line, what the app receives: the result dict (its `repr`, as apps
print it) or the exception (`str` and `repr`). Never makes a network call: the
`http_client` answers every request itself, and instance discovery is off, so MSAL
only asks for the tenant's OpenID configuration and then the token endpoint.

Usage: msal_python_client.py  (reads the scenarios below; the Swift test checks them)
"""
import json
import sys
import traceback

import msal

AUTHORITY = "https://login.microsoftonline.com/contoso.example"
TENANT = "72f988bf-86f1-41af-91ab-2d7cd011db47"
OPENID_CONFIGURATION = {
    "authorization_endpoint": AUTHORITY + "/oauth2/v2.0/authorize",
    "token_endpoint": AUTHORITY + "/oauth2/v2.0/token",
    "device_authorization_endpoint": AUTHORITY + "/oauth2/v2.0/devicecode",
    "end_session_endpoint": AUTHORITY + "/oauth2/v2.0/logout",
    "issuer": "https://login.microsoftonline.com/%s/v2.0" % TENANT,
}


class ScriptedResponse:
    def __init__(self, status_code, body, headers=None):
        self.status_code = status_code
        self.text = body if isinstance(body, str) else json.dumps(body)
        self.headers = headers or {}

    def raise_for_status(self):
        if self.status_code >= 400:
            raise RuntimeError("HTTP %d from the scripted server" % self.status_code)


class ScriptedHttpClient:
    """Answers GET of the OpenID configuration and POST to the token endpoint from a script."""

    def __init__(self, token_status, token_body, token_headers=None, configuration_status=200):
        self.token = ScriptedResponse(token_status, token_body, token_headers)
        # A status, or (status, body) for an answer of its own.
        self.configuration = configuration_status if isinstance(configuration_status, tuple) else (
            configuration_status,
            OPENID_CONFIGURATION if configuration_status == 200 else {"error": "temporarily_unavailable"})
        self.requests = []

    def get(self, url, params=None, headers=None, **kwargs):
        self.requests.append(("GET", url))
        if "openid-configuration" in url:
            return ScriptedResponse(*self.configuration)
        return ScriptedResponse(404, {"error": "not_found"})

    def post(self, url, params=None, data=None, headers=None, **kwargs):
        self.requests.append(("POST", url))
        return self.token

    def close(self):
        pass


def server_error(error, code, description, suberror=None, claims=None):
    body = {
        "error": error,
        "error_description": "AADSTS%d: %s Trace ID: 4f1c2a9e-7d1b-4c55-9e0e-2b7f5d0c3a11 "
                             "Correlation ID: 0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40 Timestamp: 2026-11-23 10:15:02Z"
                             % (code, description),
        "error_codes": [code],
        "timestamp": "2026-11-23 10:15:02Z",
        "trace_id": "4f1c2a9e-7d1b-4c55-9e0e-2b7f5d0c3a11",
        "correlation_id": "0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40",
        "error_uri": "https://login.microsoftonline.com/error?code=%d" % code,
    }
    if suberror:
        body["suberror"] = suberror
    if claims:
        body["claims"] = claims
    return body


# name -> (token endpoint status, body, headers, OpenID configuration status)
SCENARIOS = {
    "refresh-token-revoked": (400, server_error(
        "invalid_grant", 50173, "The provided grant has expired due to it being revoked, a fresh auth token is needed.",
        suberror="bad_token"), None, 200),
    "mfa-required": (400, server_error(
        "invalid_grant", 50076, "Due to a configuration change made by your administrator, or because you moved to a "
        "new location, you must use multi-factor authentication.", suberror="basic_action"), None, 200),
    "conditional-access-claims": (400, server_error(
        "interaction_required", 50079, "Due to a configuration change made by your administrator, you must enroll in "
        "multi-factor authentication.",
        claims='{"access_token":{"capolids":{"essential":true,"values":["c1a2b3d4-0000-4000-8000-000000000001"]}}}'),
        None, 200),
    "client-secret-wrong": (401, server_error(
        "invalid_client", 7000215, "Invalid client secret provided."), None, 200),
    "app-not-found": (400, server_error(
        "unauthorized_client", 700016, "Application with identifier 'c0ffee00-1234-4abc-8def-0123456789ab' was not "
        "found in the directory 'Contoso'."), None, 200),
    "scope-invalid": (400, server_error(
        "invalid_scope", 70011, "The provided value for the input parameter 'scope' is not valid."), None, 200),
    "server-transient": (500, server_error(
        "server_error", 90033, "A transient error has occurred. Please try again."), None, 200),
    "throttled": (429, server_error(
        "temporarily_unavailable", 90055, "The tenant is receiving too many requests from this client."),
        {"Retry-After": "30"}, 200),
    "configuration-unavailable": (200, {}, None, 503),
    # The tenant in the authority does not exist: the discovery answers 400 with AADSTS90002,
    # and MSAL raises ValueError('Unable to get authority configuration for …').
    "tenant-not-found": (200, {}, None, (400, {
        "error": "invalid_tenant",
        "error_description": "AADSTS90002: Tenant 'contoso.example' not found. Check to make sure you have the "
                             "correct tenant ID and are signing into the correct cloud. Trace ID: "
                             "5d0e6c1a-2b3f-4a7c-9e8d-1f2a3b4c5d6e Correlation ID: 8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d "
                             "Timestamp: 2026-11-23 10:15:02Z",
        "error_codes": [90002]})),
    # Something else answered for the service (a proxy's sign-in page): not JSON, the same ValueError.
    "configuration-not-json": (200, {}, None, (200, "<html><body>Proxy authentication required</body></html>")),
}


def run(name):
    status, body, headers, configuration_status = SCENARIOS[name]
    http = ScriptedHttpClient(status, body, headers, configuration_status)
    try:
        app = msal.PublicClientApplication(
            "2f6b1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", authority=AUTHORITY, http_client=http,
            instance_discovery=False)
        result = app.acquire_token_by_refresh_token("rt-value-not-a-real-token", scopes=["User.Read"])
        outcome = {"kind": "result", "texts": [repr(result)]}
    except Exception as error:  # what the app would catch and log
        # What the app logs: the message, the repr, and the whole traceback (chained causes included).
        outcome = {"kind": "exception", "texts": [str(error), repr(error), traceback.format_exc()]}
    outcome["scenario"] = name
    outcome["requests"] = [method + " " + url for method, url in http.requests]
    return outcome


if __name__ == "__main__":
    for scenario in SCENARIOS:
        print(json.dumps(run(scenario)))
    sys.stdout.flush()
