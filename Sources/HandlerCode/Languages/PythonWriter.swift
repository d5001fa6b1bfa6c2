import MSALErrorModel

/// msal-python: `acquire_token(app, scopes, account=None, *, interactive=None,
/// sleep=time.sleep, on_message=print)`. msal-python returns errors as dicts and
/// raises `MsalServiceError` only for an HTTP 5xx from the token endpoint; it keeps
/// Retry-After to itself and replays a throttled answer from its own cache.
struct PythonWriter: LanguageWriter {
    let branchIndent = "    "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["return sign_in(error.get(\"claims\"))"]
        case .retryWithGrantedScopes:
            [
                "# msal-python reports declined scopes as a success whose \"scope\" lacks some;",
                "# _with_granted_scopes() keeps the granted ones. An error routed here stops.",
                "return _stop(error, message, on_message)",
            ]
        case .intuneRemediation:
            [
                "# No Intune App SDK for Python: the user must use an app the policy allows.",
                "return _stop(error, message, on_message, log_level=logging.WARNING)",
            ]
        case .userCanceledOptionalRetry:
            ["return _stop(error, message, on_message, log_level=logging.INFO)  # the user's choice: no retry"]
        case .genericMessageInternal, .unknown:
            ["return _stop(error, message, on_message, log_level=logging.ERROR)  # logged whole, never retried"]
        case .noNetwork:
            ["return _stop(error, message, on_message, log_level=logging.INFO)  # try again when back online"]
        case .retryAfterDelay:
            [
                "# msal-python keeps Retry-After to itself and answers from its throttle cache until",
                "# then: wait once (bounded), retry once, and stop if it is still throttled.",
                "sleep(min(THROTTLE_WAIT_SECONDS, MAX_WAIT_SECONDS))",
                "return _once_more(silent, scopes, on_message)",
            ]
        case .retryOnce5xx:
            [
                "# msal-python does not retry a 5xx; it replays it for \(PythonThrottling.publicClientSeconds) s, "
                    + "so the pause outlasts that.",
                "sleep(min(RETRY_PAUSE_SECONDS, MAX_WAIT_SECONDS))",
                "return _once_more(silent, scopes, on_message)",
            ]
        case .fixAppConfiguration:
            ["return _stop(error, message, on_message, log_level=logging.ERROR)  # fix the registration; no retry"]
        case .adminConsent:
            ["return _stop(error, message, on_message, log_level=logging.WARNING)  # an administrator must consent"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)if action == \(Literal.string(action.rawValue)):"] + body.map { "\(indent)    \($0)" })
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "# Token acquisition for msal-python's PublicClientApplication, written by",
            "# `msal-triage handler --platform python` from the msal-triage advice table (the one",
            "# `msal-triage codes` and `explain` use). Silent first; each error goes to the branch",
            "# of its action; an interactive sign-in never leads back to the silent call (no loops).",
            "import logging",
            "import time",
            "",
            "from msal.exceptions import MsalServiceError",
            "",
            "log = logging.getLogger(\"token_acquirer\")",
            "",
            "# A PublicClientApplication's msal-python answers a repeated request from its own cache",
            "# for Retry-After seconds after a 429 or 5xx (\(PythonThrottling.publicClientSeconds) s when the "
                + "header is absent, at most",
            "# \(PythonThrottling.maximumSeconds) s) and does not show the app the header. A retry inside that "
                + "window only gets the",
            "# cached failure, so the one retry waits just past the \(PythonThrottling.publicClientSeconds) s; "
                + "longer Retry-Afters stop.",
            "MSAL_THROTTLE_SECONDS = \(PythonThrottling.publicClientSeconds)",
            "THROTTLE_WAIT_SECONDS = MSAL_THROTTLE_SECONDS + 1",
            "MAX_WAIT_SECONDS = MSAL_THROTTLE_SECONDS + 1",
            "RETRY_PAUSE_SECONDS = MSAL_THROTTLE_SECONDS + 1",
            "",
            "USER_MESSAGES = {",
        ]
        for key in context.usedMessages {
            lines.append("    \(Literal.string(key.rawValue)): \(Literal.string(UserMessages.text(key, locale: .en))),")
        }
        lines += [
            "}",
            "",
            "",
            "def _table(*groups):",
            "    return {key: (action, message) for action, message, keys in groups for key in keys}",
            "",
            "",
        ]
        lines += table("_BY_AADSTS", routes.aadsts.groups, key: String.init)
        lines += table("_BY_SUBERROR", routes.subErrors.groups, key: Literal.string)
        lines += table("_BY_CODE", routes.codes.groups, key: Literal.string)
        lines += table("_BY_TYPE", routes.types.groups + routes.baseTypes.groups, key: Literal.string)
        lines += [
            "_CLAIMS = \(pair(routes.claims))  # \(routes.claims.rule)",
            "_SERVER_FAILURE = \(pair(routes.serverFailure))  # \(routes.serverFailure.rule)",
            "_UNKNOWN = \(pair(routes.unknown))",
            "",
            "",
            "def _route(error):",
            "    \"\"\"(action, user-message key) for an error dict, most specific fact first.\"\"\"",
            "    for number in error.get(\"error_codes\") or ():",
            "        if number in _BY_AADSTS:",
            "            return _BY_AADSTS[number]",
            "    suberror = (error.get(\"suberror\") or \"\").lower()",
            "    if suberror in _BY_SUBERROR:",
            "        return _BY_SUBERROR[suberror]",
            "    if error.get(\"claims\"):",
            "        return _CLAIMS",
            "    if error.get(\"_raised\") == \"MsalServiceError\":",
            "        return _SERVER_FAILURE  # msal-python raises it only for an HTTP 5xx",
            "    code = (error.get(\"error\") or \"\").lower()",
            "    if code in _BY_CODE:",
            "        return _BY_CODE[code]",
            "    for name in error.get(\"_types\") or ():",
            "        if name in _BY_TYPE:",
            "            return _BY_TYPE[name]",
            "    return _UNKNOWN",
            "",
            "",
            "def _attempt(call):",
            "    \"\"\"The call's result; an exception msal-python raises for a service failure becomes an error dict.\"\"\"",
            "    try:",
            "        return call()",
            "    except MsalServiceError as raised:",
            "        return {\"error\": \"service_not_available\", \"error_description\": str(raised),",
            "                \"_raised\": \"MsalServiceError\"}",
            "    except Exception as raised:",
            "        types = [cls.__name__ for cls in type(raised).__mro__]",
            "        if not any(name in _BY_TYPE for name in types):",
            "            raise  # not an MSAL or network failure: a bug to see, not to hide",
            "        return {\"error\": \"\", \"error_description\": str(raised), \"_types\": types}",
            "",
            "",
            "def _stop(error, message, on_message, log_level=logging.WARNING):",
            "    \"\"\"Log the error's fields, show the user message, and stop (None).\"\"\"",
            "    log.log(log_level, \"token acquisition stopped: error=%s suberror=%s error_codes=%s \"",
            "            \"correlation_id=%s trace_id=%s\", error.get(\"error\"), error.get(\"suberror\"),",
            "            error.get(\"error_codes\"), error.get(\"correlation_id\"), error.get(\"trace_id\"))",
            "    on_message(USER_MESSAGES[message])",
            "    return None",
            "",
            "",
            "def _with_granted_scopes(result, scopes, on_message):",
            "    \"\"\"A success; when the server granted fewer scopes than asked, go on with those.\"\"\"",
            "    granted = set((result.get(\"scope\") or \"\").lower().split())",
            "    reserved = {\"openid\", \"profile\", \"offline_access\"}",
            "    if granted and any(s.lower() not in granted and s.lower() not in reserved for s in scopes):",
            "        on_message(USER_MESSAGES[\(Literal.string(grantedMessage(context).rawValue))])",
            "    return result",
            "",
            "",
            "def _finish(result, scopes, on_message):",
            "    \"\"\"The end of an interactive sign-in: never followed by another attempt.\"\"\"",
            "    if result is not None and \"error\" not in result:",
            "        return _with_granted_scopes(result, scopes, on_message)",
            "    error = result or {\"error\": \"\"}",
            "    _, message = _route(error)",
            "    return _stop(error, message, on_message, log_level=logging.INFO)",
            "",
            "",
            "def _once_more(silent, scopes, on_message):",
            "    \"\"\"The one retry a throttled or failed service gets; a second failure stops.\"\"\"",
            "    result = _attempt(silent)",
            "    if result is not None and \"error\" not in result:",
            "        return _with_granted_scopes(result, scopes, on_message)",
            "    error = result or {\"error\": \"\"}",
            "    _, message = _route(error)",
            "    return _stop(error, message, on_message)",
            "",
            "",
            "def acquire_token(app, scopes, account=None, *, interactive=None, sleep=time.sleep, on_message=print):",
            "    \"\"\"A token for `scopes`: the result dict on success, None when it stopped (after",
            "    on_message with the user message). `interactive(scopes, **kwargs)` defaults to",
            "    app.acquire_token_interactive; `sleep` is the only wait.\"\"\"",
            "    interactive = interactive or app.acquire_token_interactive",
            "    if account is None:",
            "        accounts = app.get_accounts()",
            "        account = accounts[0] if accounts else None",
            "",
            "    def silent():",
            "        return app.acquire_token_silent_with_error(scopes, account) if account else None",
            "",
            "    def sign_in(claims=None):",
            "        kwargs = {}",
            "        if claims:",
            "            kwargs[\"claims_challenge\"] = claims  # the error's \"claims\", passed on unchanged",
            "        if account and account.get(\"username\"):",
            "            kwargs[\"login_hint\"] = account[\"username\"]",
            "        return _finish(_attempt(lambda: interactive(scopes, **kwargs)), scopes, on_message)",
            "",
            "    result = _attempt(silent)",
            "    if result is None:",
            "        return sign_in()  # nothing cached for this account: the user must sign in",
            "    if \"error\" not in result:",
            "        return _with_granted_scopes(result, scopes, on_message)",
            "    error = result",
            "    action, message = _route(error)",
            "",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += ["    return _stop(error, message, on_message, log_level=logging.ERROR)", ""]
        return lines.joined(separator: "\n")
    }

    private func pair(_ route: Route) -> String {
        "(\(Literal.string(route.action.rawValue)), \(Literal.string(route.message.rawValue)))"
    }

    private func grantedMessage(_ context: WritingContext) -> UserMessageKey {
        context.messagesByAction[.retryWithGrantedScopes]?.first ?? .someFeaturesUnavailable
    }

    private func table<Key>(_ name: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        ["\(name) = _table("]
            + Literal.groupLines(
                groups, indent: "    ", comment: "#",
                open: { "(\(Literal.string($0.action.rawValue)), \(Literal.string($0.message.rawValue)), (" },
                close: "))", key: key)
            + [")", "", ""]
    }
}
