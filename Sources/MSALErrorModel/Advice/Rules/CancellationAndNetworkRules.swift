extension AdviceTable {
    /// Tokens came back for fewer scopes than asked (order group 3, with the cancels:
    /// both are outcomes of a finished sign-in, not failures of the service).
    static let declinedScopes = AdviceRule(
        "scopes.declined", .retryWithGrantedScopes, .someFeaturesUnavailable,
        when: .apple(AppleCodes.serverDeclinedScopes) || .domain(["MsalDeclinedScopeException"])
            || .declinedScopes,
        adviceFor: { facts, diagnosis in
            let granted = diagnosis.grantedScopes.isEmpty
                ? "" : AdviceWriting.join(" Granted: ", quotedScopes(diagnosis.grantedScopes), ".")
            let declined = diagnosis.declinedScopes.isEmpty
                ? "" : AdviceWriting.join(" Declined: ", quotedScopes(diagnosis.declinedScopes), ".")
            return AdviceWriting.join(
                "The server issued tokens for fewer scopes than requested.", granted, declined,
                declinedScopesTail[facts.platform])
        })

    /// Scopes as the advice quotes them: space-separated, at most 200 characters.
    private static func quotedScopes(_ scopes: [String]) -> String {
        QuotedInput.quoted(scopes.count == 1 ? scopes[0] : scopes.joined(separator: " "), limit: 200)
    }

    /// What the app can do about declined scopes, per platform (the end of `scopes.declined`).
    static let declinedScopesTail = PerPlatform { words in
        let how = switch words.platform {
        case .apple:
            "Either go on silently: call acquireTokenSilent(with:) again with exactly the scopes in "
                + "MSALGrantedScopesKey and turn off the features that need the ones in MSALDeclinedScopesKey "
                + "(the partial result is in MSALInvalidResultKey); or stop the sign-in."
        case .dotnet:
            "Compare AuthenticationResult.Scopes with the request. Either go on with the granted scopes and "
                + "turn off the features that need the others, or stop the sign-in."
        case .js:
            "Compare AuthenticationResult.scopes with the request. Either go on with the granted scopes and "
                + "turn off the features that need the others, or stop the sign-in."
        case .android:
            "Read getGrantedScopes() and getDeclinedScopes() of MsalDeclinedScopeException. Either go on with the "
                + "granted scopes: call acquireTokenSilent(e.getSilentParametersForGrantedScopes()) and turn off the "
                + "features that need the others; or stop the sign-in."
        case .java:
            "Compare IAuthenticationResult.scopes() with the request. Either go on with the granted scopes and "
                + "turn off the features that need the others, or stop the sign-in."
        default:
            "Compare the granted scopes (the result's \"scope\") with the request. Either go on with the "
                + "granted scopes and turn off the features that need the others, or stop the sign-in."
        }
        return " \(how) Asking again for the declined scopes in a loop will not change the answer."
    }

    /// The user stopped the sign-in (order group 3).
    static let cancellation: [AdviceRule] = [
        declinedScopes,
        AdviceRule(
            "cancel.web_auth_session", .userCanceledOptionalRetry, .signInCanceled,
            when: .system(AppleCodes.webAuthSessionDomain, codes: [AppleCodes.webAuthCanceledLogin])
                || .system(AppleCodes.safariAuthDomain, codes: [AppleCodes.webAuthCanceledLogin]),
            advice: { _ in
                "The user closed the system web-authentication sheet (canceledLogin). Handling is optional: "
                    + "treat it as a normal choice, show no error dialog, and keep a Sign in button so they can "
                    + "start again when they want."
            }),
        AdviceRule(
            "cancel.user_canceled", .userCanceledOptionalRetry, .signInCanceled,
            when: .apple(AppleCodes.userCanceled) || .domain(["MsalUserCancelException"])
                || .code(["authentication_canceled", "user_cancelled", "user_canceled", "access_denied"])
                || .aadsts([65004])
                // The Windows broker's status when the user closed its window (MSAL.NET's `WAM Error` text).
                || .brokerStatus(["UserCanceled"]),
            advice: { words in
                let what = words.platform == .apple
                    ? "MSALErrorUserCanceled: the user closed the web or broker UI, declined, or the session was cancelled"
                    : "The user closed the sign-in window or declined the request"
                return "\(what). Handling is optional: treat it as the user's choice, show no error dialog, "
                    + "offer to sign in again, and never restart the interactive call by yourself."
            }),
    ]

    /// The device could not reach the service (order group 4).
    static let network: [AdviceRule] = [
        AdviceRule(
            // msal-node 1.x's `network_error` with `HTTP status code 400|401`: the service answered and
            // refused the request (its error, which that version hides, is the request's or the app's).
            "network.service_refused", .fixAppConfiguration, .appMisconfigured,
            when: .when { facts, diagnosis in
                (facts.httpStatus == 400 || facts.httpStatus == 401) && facts.platform == .js
                    && (TextReading.isWord(diagnosis.code?.text, "network_error")
                        || TextReading.isWord(diagnosis.code?.text, "post_request_failed"))
            },
            adviceFor: { facts, _ in
                let refused = facts.httpStatus == 401
                    ? "refused the app's credentials (usually invalid_client: a wrong, expired or missing client "
                        + "secret or certificate)"
                    : "refused the request (an invalid scope, tenant, grant or parameter: its AADSTS code says which)"
                return "The sign-in service answered HTTP \(facts.httpStatus ?? 0) to the token request, so the "
                    + "network is not at fault: it \(refused), which this MSAL reports as a network error and hides "
                    + "the body of. Log the response (verbose logging, or a newer MSAL) to read the AADSTS code, fix "
                    + "the registration or configuration it names, and do not retry."
            }),
        AdviceRule(
            // The same `network_error` with a 5xx: the service answered, and failed on its side.
            "network.service_failed", .retryOnce5xx, .serviceUnavailable,
            when: .when { facts, diagnosis in
                (500...599).contains(facts.httpStatus ?? 0) && facts.platform == .js
                    && (TextReading.isWord(diagnosis.code?.text, "network_error")
                        || TextReading.isWord(diagnosis.code?.text, "post_request_failed"))
            },
            adviceFor: { facts, _ in
                AdviceWriting.join(
                    "The sign-in service answered the token request, so the network is not at fault; this MSAL reports "
                        + "its failure as a network error (HTTP ", String(facts.httpStatus ?? 0), serverErrorTail[facts.platform])
            }),
        AdviceRule(
            "network.offline", .noNetwork, .offline,
            when: .system(AppleCodes.urlDomain, codes: [-1009, -1018, -1020])
                || .code(["no_network_connectivity", "network_not_available"])
                || .domain(["UnknownHostException"]),
            adviceFor: { facts, _ in
                let cause = switch facts.systemCode {
                case -1018: "International roaming is off (NSURLErrorInternationalRoamingOff)"
                case -1020: "Mobile data is not allowed for this app (NSURLErrorDataNotAllowed)"
                case -1009: "The device is offline (NSURLErrorNotConnectedToInternet)"
                default: "The device is offline"
                }
                return AdviceWriting.join(cause, offlineTail)
            }),
        AdviceRule(
            "network.connection_failed", .noNetwork, .connectionProblem,
            when: .system(AppleCodes.urlDomain, except: -999) || .httpStatus(408...408)
                || .code(["network_error", "request_timeout", "managed_identity_unreachable_network",
                          "post_request_failed", "get_request_failed"])
                || .domain(["HttpRequestException", "ConnectionError", "ConnectTimeout", "ProxyError", "ReadTimeout", "SocketException",
                            "SocketTimeoutException", "ConnectException", "NoRouteToHostException"]),
            adviceFor: { facts, diagnosis in
                let cause = switch facts.systemCode {
                case -1001: "The request timed out (NSURLErrorTimedOut)"
                case -1003: "The sign-in host name could not be resolved (NSURLErrorCannotFindHost); check DNS, proxy or a wrong authority host"
                case -1004: "The device could not connect to the sign-in host (NSURLErrorCannotConnectToHost)"
                case -1005: "The connection dropped mid-request (NSURLErrorNetworkConnectionLost)"
                case -1200, -1201, -1202, -1203, -1204, -1205, -1206:
                    "The TLS connection failed; a proxy or network inspecting traffic is the usual cause"
                default:
                    networkFailureCause(code: diagnosis.code?.text, httpStatus: facts.httpStatus)
                }
                return AdviceWriting.join(cause, connectionFailedTail[facts.platform])
            }),
    ]

    /// The end of the `network.offline` advice.
    static let offlineTail = ". Show an offline message, keep any token you already have, and try again when "
        + "the connection returns (watch reachability or the browser's online event) rather than in a loop."

    /// The end of the `network.connection_failed` advice, per platform.
    static let connectionFailedTail = PerPlatform { words in
        ". MSAL already retried the request once where the platform does so. Tell the user to "
            + "check the connection and offer to try again; log \(words.correlationField)."
    }

    /// What failed, when no URL error code says it.
    private static func networkFailureCause(code: String?, httpStatus: Int?) -> String {
        if TextReading.isWord(code, "request_timeout") { return "The request to the sign-in service timed out" }
        if httpStatus == 408 { return "The sign-in service timed out waiting for the request (HTTP 408)" }
        if TextReading.isWord(code, "post_request_failed") || TextReading.isWord(code, "get_request_failed") {
            return "The browser's request to the sign-in service failed; a CORS error in the console usually "
                + "means the redirect URI is not registered as a Single-page application"
        }
        return "The request to the sign-in service failed at the network level"
    }

    /// The service asked to wait (order group 5, first). Apple's `MSALErrorInternal` that
    /// wraps an HTTP status comes before it: an internal error is never handled at run time.
    static let throttling: [AdviceRule] = [
        AdviceRule(
            "apple.internal.unhandled_response", .genericMessageInternal, .serviceUnavailable,
            when: .appleInternal([AppleCodes.unhandledResponse])
                || .when { facts, _ in
                    facts.appleCode == AppleCodes.internal && (facts.httpStatus != nil || facts.retryAfterSeconds != nil)
                },
            adviceFor: { facts, diagnosis in
                internalAdvice(
                    facts, diagnosis,
                    then: " This one wraps an HTTP answer MSAL could not use (MSALHTTPResponseCodeKey; a 5xx was "
                        + "already retried once by MSAL after half a second). Show that the service is unavailable and let "
                        + "the user try again later, not before the Retry-After in MSALHTTPHeadersKey; the app does not "
                        + "retry it by itself.")
            }),
        AdviceRule(
            "throttle.retry_after", .retryAfterDelay, .throttled,
            when: .httpStatus(429...429) || .retryAfter
                || .domain(["MsalThrottledServiceException", "MsalThrottlingException"])
                || .code(["request_throttled"]),
            adviceFor: { facts, _ in
                let status = facts.httpStatus.map(String.init) ?? "429"
                guard let seconds = facts.retryAfterSeconds else {
                    return AdviceWriting.join(
                        "The service is throttling this client (HTTP ", status, " or Retry-After). ",
                        throttleWaitForHeader[facts.platform], throttleTail)
                }
                guard seconds <= RetryAfterCap.seconds else {
                    return AdviceWriting.join(
                        "The service is throttling this client (HTTP ", status,
                        " or Retry-After). Wait \(RetryAfterCap.seconds) s: the server asked for more (Retry-After ",
                        seconds == .max ? "beyond any 64-bit number" : String(seconds),
                        "), capped here at what MSAL honours at most (its throttling never replays a "
                            + "Retry-After for longer)", throttleTail)
                }
                return AdviceWriting.join(
                    "The service is throttling this client (HTTP ", status, " or Retry-After). Wait the ",
                    String(seconds), " s the server asked for", throttleTail)
            }),
    ]

    /// Where to read the wait when the diagnosis does not carry it, per platform.
    static let throttleWaitForHeader = PerPlatform { words in
        if words.platform == .python {
            return "msal-python does not show the app the Retry-After header; a PublicClientApplication replays this "
                + "failure for that long (\(PythonThrottling.publicClientSeconds) s without one, at most "
                + "\(PythonThrottling.maximumSeconds) s). Wait \(PythonThrottling.retryPauseSeconds) s "
                + "(THROTTLE_WAIT_SECONDS in `msal-triage handler --platform python`)"
        }
        return "Wait for the time in \(words.retryAfterSource) (60 s when there is none)"
    }

    static let throttleTail = ", then send the request once more. MSAL replays the same error for identical requests "
        + "until then, so an earlier retry only fails again; cache tokens and avoid calling for new ones in a loop."

    /// The service failed (order group 5, second).
    static let serverErrors: [AdviceRule] = [
        AdviceRule(
            "server.http_5xx", .retryOnce5xx, .serviceUnavailable,
            when: .httpStatus(500...599) || .code(["service_not_available"]),
            adviceFor: { facts, _ in
                guard let status = facts.httpStatus else {
                    return AdviceWriting.join(
                        "The sign-in service failed (service_not_available", serverErrorTail[facts.platform])
                }
                return AdviceWriting.join("The sign-in service failed (HTTP ", String(status), serverErrorTail[facts.platform])
            }),
    ]

    /// The end of the `server.http_5xx` advice, per platform.
    static let serverErrorTail = PerPlatform { words in
        if let wait = ReplayedServerFailures.waitBeforeRetry(words) {
            return "). " + wait + "; if it fails again, stop, show the message and log "
                + "\(words.correlationField) for support. Never retry in a loop."
        }
        // Android, Java, Go and an unknown platform: no throttle cache (the others' wording is `waitBeforeRetry`).
        return "). Retry the same request once after a short pause (check whether the library already retried "
            + "before adding the app's one retry); if it fails again, stop, show the message and log "
            + "\(words.correlationField) for support. Never retry in a loop."
    }
}
