"""Runs the generated msal-python handler against the real `msal` package.

Usage: python run_python_handler.py <generated token_acquirer.py>

A real msal.PublicClientApplication talks to a scripted http_client (no network):
OpenID configuration, then token-endpoint answers in the order a case scripts them.
`sleep` advances a fake clock that msal's own throttle cache also reads, so a wait
really lets msal's cached 429/5xx expire. Prints one JSON object per case.
"""
import base64
import importlib.util
import json
import sys
import time

import msal

AUTHORITY = "https://login.microsoftonline.com/contoso.onmicrosoft.com"
TOKEN_ENDPOINT = AUTHORITY + "/oauth2/v2.0/token"
OPENID_CONFIGURATION = {
    "authorization_endpoint": AUTHORITY + "/oauth2/v2.0/authorize",
    "token_endpoint": TOKEN_ENDPOINT,
    "issuer": "https://login.microsoftonline.com/00000000-0000-0000-0000-000000000001/v2.0",
    "device_authorization_endpoint": AUTHORITY + "/oauth2/v2.0/devicecode",
}
SCOPES = ["User.Read"]
CLAIMS = '{"access_token":{"acrs":{"essential":true,"value":"c1"}}}'

_real_time = time.time
_offset = [0.0]
time.time = lambda: _real_time() + _offset[0]  # msal's throttle cache reads time.time()


def _b64(data):
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def _id_token():
    now = int(_real_time())
    claims = {"iss": OPENID_CONFIGURATION["issuer"], "aud": "client-id", "sub": "subject", "oid": "uid",
              "tid": "utid", "preferred_username": "adele@contoso.example", "iat": now, "exp": now + 3600}
    return "{}.{}.signature".format(_b64({"alg": "none"}), _b64(claims))


class Response:
    def __init__(self, status, body, headers=None):
        self.status_code = status
        self.text = body if isinstance(body, str) else json.dumps(body)
        self.headers = headers or {}

    def raise_for_status(self):
        if self.status_code >= 400:
            raise RuntimeError("HTTP {}".format(self.status_code))


class ScriptedHttp:
    def __init__(self):
        self.token_answers = []
        self.token_posts = 0

    def get(self, url, params=None, headers=None, **kwargs):
        if "openid-configuration" in url:
            return Response(200, OPENID_CONFIGURATION)
        raise AssertionError("unexpected GET " + url)

    def post(self, url, params=None, data=None, headers=None, **kwargs):
        if url != TOKEN_ENDPOINT:
            raise AssertionError("unexpected POST " + url)
        self.token_posts += 1
        if not self.token_answers:
            raise AssertionError("no scripted answer left for token POST #{}".format(self.token_posts))
        return self.token_answers.pop(0)

    def close(self):
        pass


def success(access_token="fresh-token", expires_in=3600):
    return Response(200, {
        "access_token": access_token, "token_type": "Bearer", "expires_in": expires_in,
        "refresh_token": "refresh-" + access_token, "scope": "User.Read openid profile offline_access",
        "id_token": _id_token(), "client_info": _b64({"uid": "uid", "utid": "utid"}),
    })


def oauth_error(status, error, description, headers=None, **extra):
    return Response(status, dict({"error": error, "error_description": description,
                                  "correlation_id": "11111111-2222-3333-4444-555555555555"}, **extra), headers)


def run_case(handler, name, silent_answers, interactive_answer=None):
    http = ScriptedHttp()
    app = msal.PublicClientApplication(
        "client-id", authority=AUTHORITY, http_client=http, instance_discovery=False)
    # An account in the cache whose access token has expired: the silent call must refresh.
    http.token_answers.append(success("seed", expires_in=0))
    app.acquire_token_by_refresh_token("refresh-from-elsewhere", SCOPES)
    http.token_posts = 0
    http.token_answers.extend(silent_answers)
    interactive_calls, sleeps, messages = [], [], []

    def interactive(scopes, **kwargs):
        interactive_calls.append({"scopes": scopes, "kwargs": kwargs})
        return interactive_answer

    def sleep(seconds):
        sleeps.append(seconds)
        _offset[0] += seconds

    result = handler.acquire_token(app, SCOPES, interactive=interactive, sleep=sleep, on_message=messages.append)
    print(json.dumps({
        "case": name,
        "returned": None if result is None else ("token" if "access_token" in result else "error"),
        "interactive_calls": interactive_calls,
        "sleeps": sleeps,
        "token_posts": http.token_posts,
        "messages": messages,
    }))


def main():
    spec = importlib.util.spec_from_file_location("token_acquirer", sys.argv[1])
    handler = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(handler)
    run_case(handler, "interaction_required", [
        oauth_error(400, "invalid_grant", "AADSTS50079: Due to a configuration change made by your "
                    "administrator, you must use multi-factor authentication.", error_codes=[50079],
                    suberror="basic_action", claims=CLAIMS),
    ], interactive_answer={"access_token": "interactive-token", "scope": "User.Read"})
    run_case(handler, "throttled_429_then_success", [
        oauth_error(429, "temporarily_unavailable", "AADSTS90055: Too many requests.", {"Retry-After": "30"},
                    error_codes=[90055]),
        success(),
    ])
    run_case(handler, "throttled_429_longer_than_the_bound", [
        oauth_error(429, "temporarily_unavailable", "AADSTS90055: Too many requests.", {"Retry-After": "3600"},
                    error_codes=[90055]),
    ])
    run_case(handler, "server_503_twice", [
        Response(503, "Service Unavailable"),
        Response(503, "Service Unavailable"),
    ])
    run_case(handler, "server_503_then_success", [
        Response(503, "Service Unavailable"),
        success(),
    ])
    run_case(handler, "invalid_client", [
        oauth_error(400, "invalid_client", "AADSTS7000215: Invalid client secret provided."),
    ])
    run_case(handler, "cancel", [
        oauth_error(400, "invalid_grant", "AADSTS50173: The provided grant has expired.", error_codes=[50173]),
    ], interactive_answer={"error": "access_denied",
                           "error_description": "AADSTS65004: User declined to consent to access the app."})


if __name__ == "__main__":
    main()
