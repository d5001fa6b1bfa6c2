extension AdviceTable {
    /// The Windows broker (WAM) said why it failed (order group 4, after the network
    /// rules). MSAL.NET wraps these in an `MsalServiceException` whose code is a
    /// number or `WAM_provider_error_…`, which no other rule knows; the status in
    /// its message is what tells the handling apart.
    static let windowsBroker: [AdviceRule] = [
        AdviceRule(
            "broker.no_network", .noNetwork, .connectionProblem,
            when: .brokerStatus(["NoNetwork", "NetworkTemporarilyUnavailable"]),
            adviceFor: { _, diagnosis in
                AdviceWriting.join(
                    "The Windows broker (WAM) could not reach the sign-in service (", brokerSummary(diagnosis),
                    "). MSAL marks this error retryable: tell the user to check the connection, offer to try "
                        + "again, and retry when the network returns rather than in a loop.")
            }),
        AdviceRule(
            "broker.server_unavailable", .retryOnce5xx, .serviceUnavailable,
            when: .brokerStatus(["ServerTemporarilyUnavailable"]),
            adviceFor: { facts, diagnosis in
                AdviceWriting.join(
                    "The Windows broker (WAM) reached the sign-in service but it was temporarily unavailable (",
                    brokerSummary(diagnosis), brokerServerUnavailableTail[facts.platform])
            }),
        AdviceRule(
            "broker.configuration", .fixAppConfiguration, .appMisconfigured,
            when: .brokerStatus(["IncorrectConfiguration", "ApiContractViolation", "AuthorityUntrusted"]),
            adviceFor: { _, diagnosis in
                AdviceWriting.join(
                    "The Windows broker (WAM) refused the request as set up (", brokerSummary(diagnosis),
                    "). Check the app registration: under Mobile and desktop applications it needs the redirect URI "
                        + "ms-appx-web://microsoft.aad.brokerplugin/<client id>; also check the authority and the "
                        + "broker options passed to WithBroker. No retry fixes this: show the message and fix the "
                        + "registration.")
            }),
        AdviceRule(
            "broker.interaction_required", .interactiveAuth, .signInAgain,
            when: .brokerStatus(["InteractionRequired", "AccountUnusable", "UserSwitch"]),
            adviceFor: { facts, diagnosis in
                if facts.platform == .python {
                    // MSAL Python's `broker_error` from MSALRuntime (WAM on Windows).
                    return AdviceWriting.join(
                        "The broker (MSALRuntime) cannot use the account without the user (", brokerSummary(diagnosis),
                        "). Call acquire_token_interactive(scopes) with the same scopes and account: MSAL Python "
                            + "goes on to the broker's interactive sign-in for this status. Do not repeat the silent "
                            + "call in a loop.")
                }
                if facts.platform == nil {
                    // The broker's answer relayed with no MSAL named (Azure CLI's `Status: …` line).
                    return AdviceWriting.join(
                        "The broker cannot use the account without the user (", brokerSummary(diagnosis),
                        "). Sign in interactively with the same scopes and account; do not repeat the silent "
                            + "call in a loop.")
                }
                return AdviceWriting.join(
                    "The Windows broker (WAM) cannot use the account without the user (", brokerSummary(diagnosis),
                    "). Call AcquireTokenInteractive with the same scopes (and the account, so the broker offers "
                        + "it first); do not repeat the silent call in a loop.")
            }),
    ]

    /// `status NoNetwork, broker error 3399614467 (0xCAA20003)`, from what the text gave.
    /// The status is one the rule names (the rules match it exactly), so it needs no quoting.
    private static func brokerSummary(_ diagnosis: Diagnosis) -> String {
        let code = diagnosis.brokerErrorCode.map(WindowsBrokerError.codeText)
        switch (diagnosis.brokerStatus, code) {
        case let (status?, code?): return AdviceWriting.join("status ", status, ", broker error ", code)
        case let (status?, nil): return AdviceWriting.join("status ", status)
        case let (nil, code?): return AdviceWriting.join("broker error ", code)
        case (nil, nil): return ""
        }
    }

    /// The `broker.server_unavailable` advice after the summary, per platform.
    static let brokerServerUnavailableTail = PerPlatform { words in
        "). Retry the same request once after a short pause; if it fails again, stop, show the message and log "
            + "\(words.correlationField)."
    }
}
