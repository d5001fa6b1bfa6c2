extension AdviceTable {
    /// Tokens came back for fewer scopes than asked (order group 3, with the cancels:
    /// both are outcomes of a finished sign-in, not failures of the service).
    static let declinedScopes = AdviceRule(
        "scopes.declined", .retryWithGrantedScopes, .someFeaturesUnavailable,
        when: .apple(AppleCodes.serverDeclinedScopes) || .domain(["MsalDeclinedScopeException"])
            || .when { !$0.diagnosis.declinedScopes.isEmpty },
        advice: { facts in
            let granted = facts.diagnosis.grantedScopes.isEmpty
                ? "" : " Granted: \(facts.quoted(facts.diagnosis.grantedScopes.joined(separator: " "), limit: 200))."
            let declined = facts.diagnosis.declinedScopes.isEmpty
                ? "" : " Declined: \(facts.quoted(facts.diagnosis.declinedScopes.joined(separator: " "), limit: 200))."
            let how = switch facts.platform {
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
            default:
                "Compare the granted scopes (the result's \"scope\") with the request. Either go on with the "
                    + "granted scopes and turn off the features that need the others, or stop the sign-in."
            }
            return "The server issued tokens for fewer scopes than requested.\(granted)\(declined) \(how) "
                + "Asking again for the declined scopes in a loop will not change the answer."
        })

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
                || .aadsts([65004]),
            advice: { facts in
                let what = facts.platform == .apple
                    ? "MSALErrorUserCanceled: the user closed the web or broker UI, declined, or the session was cancelled"
                    : "The user closed the sign-in window or declined the request"
                return "\(what). Handling is optional: treat it as the user's choice, show no error dialog, "
                    + "offer to sign in again, and never restart the interactive call by yourself."
            }),
    ]

    /// The device could not reach the service (order group 4).
    static let network: [AdviceRule] = [
        AdviceRule(
            "network.offline", .noNetwork, .offline,
            when: .system(AppleCodes.urlDomain, codes: [-1009, -1018, -1020])
                || .code(["no_network_connectivity", "network_not_available"]),
            advice: { facts in
                let cause = switch facts.systemCode {
                case -1018: "International roaming is off (NSURLErrorInternationalRoamingOff)"
                case -1020: "Mobile data is not allowed for this app (NSURLErrorDataNotAllowed)"
                case -1009: "The device is offline (NSURLErrorNotConnectedToInternet)"
                default: "The device is offline"
                }
                return "\(cause). Show an offline message, keep any token you already have, and try again when "
                    + "the connection returns (watch reachability or the browser's online event) rather than in a loop."
            }),
        AdviceRule(
            "network.connection_failed", .noNetwork, .connectionProblem,
            when: .when { ($0.isSystem(domain: AppleCodes.urlDomain) && $0.systemCode != -999) || $0.httpStatus == 408 }
                || .code(["network_error", "request_timeout", "managed_identity_unreachable_network",
                          "post_request_failed", "get_request_failed"])
                || .domain(["HttpRequestException", "ConnectionError", "ConnectTimeout", "SocketException"]),
            advice: { facts in
                let cause = switch facts.systemCode {
                case -1001: "The request timed out (NSURLErrorTimedOut)"
                case -1003: "The sign-in host name could not be resolved (NSURLErrorCannotFindHost); check DNS, proxy or a wrong authority host"
                case -1004: "The device could not connect to the sign-in host (NSURLErrorCannotConnectToHost)"
                case -1005: "The connection dropped mid-request (NSURLErrorNetworkConnectionLost)"
                case -1200, -1201, -1202, -1203, -1204, -1205, -1206:
                    "The TLS connection failed; a proxy or network inspecting traffic is the usual cause"
                default:
                    switch facts.textCode {
                    case "request_timeout": "The request to the sign-in service timed out"
                    case _ where facts.httpStatus == 408: "The sign-in service timed out waiting for the request (HTTP 408)"
                    case "post_request_failed", "get_request_failed":
                        "The browser's request to the sign-in service failed; a CORS error in the console usually "
                            + "means the redirect URI is not registered as a Single-page application"
                    default: "The request to the sign-in service failed at the network level"
                    }
                }
                return "\(cause). MSAL already retried the request once where the platform does so. Tell the user to "
                    + "check the connection and offer to try again; log \(facts.words.correlationField)."
            }),
    ]

    /// The service asked to wait (order group 5, first).
    static let throttling: [AdviceRule] = [
        AdviceRule(
            "throttle.retry_after", .retryAfterDelay, .throttled,
            when: .when { $0.httpStatus == 429 || $0.retryAfterSeconds != nil }
                || .domain(["MsalThrottledServiceException", "MsalThrottlingException"])
                || .code(["request_throttled"]),
            advice: { facts in
                let wait = facts.retryAfterSeconds.map { "Wait the \($0) s the server asked for" }
                    ?? "Wait for the time in \(facts.words.retryAfterSource) (60 s when there is none)"
                return "The service is throttling this client (HTTP \(facts.httpStatus.map(String.init) ?? "429") "
                    + "or Retry-After). \(wait), then send the request once more. MSAL replays the same error for "
                    + "identical requests until then, so an earlier retry only fails again; cache tokens and avoid "
                    + "calling for new ones in a loop."
            }),
    ]

    /// The service failed (order group 5, second).
    static let serverErrors: [AdviceRule] = [
        AdviceRule(
            "server.http_5xx", .retryOnce5xx, .serviceUnavailable,
            when: .when { facts in facts.httpStatus.map { (500...599).contains($0) } ?? false }
                || .code(["service_not_available"]),
            advice: { facts in
                let status = facts.httpStatus.map { "HTTP \($0)" } ?? "service_not_available"
                return "The sign-in service failed (\(status)). Retry the same request once after a short pause "
                    + "(\(facts.words.fiveHundredRetry)); if it fails again, stop, show the message and log "
                    + "\(facts.words.correlationField) for support. Never retry in a loop."
            }),
    ]
}
