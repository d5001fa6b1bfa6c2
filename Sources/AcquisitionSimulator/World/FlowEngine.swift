import MSALErrorModel

/// Plays one token acquisition at a time: the app calls MSAL, MSAL talks to the
/// network and the token service, the user acts, and the app's handler decides
/// what to do with each error. Appends the resulting events to `events`.
///
/// Everything random comes from the seeded generator; time is virtual.
final class FlowEngine {
    let table: DiagnosisTable
    var rng: SplitMix64
    var events: [AcquisitionEvent] = []
    var time: VirtualMilliseconds = 0

    // The flow being played.
    private var spec = Scenario(name: "", description: "")
    private var platform: Platform = .apple
    private var flow: UInt32 = 0
    /// The stream's seed, from which each flow's request ids are drawn (`RequestIDs`).
    private let streamSeed: UInt64
    /// The flow's request ids.
    private var request: UInt64 = 0
    private var account: UInt16 = 0
    private var scenario: UInt16 = 0
    private var state = AccountState()
    private var context = HandlerContext()
    private var apiCalls: UInt32 = 0
    private var scopesReduced = false
    private var carriesClaims = false
    private var noPromptPending = false
    /// The MessageOnly error the app showed its one interactive call for, if any.
    private var messageOnlyRef: DiagnosisRef?

    /// The pause before the app's one retry of a 5xx, on the virtual clock: just past the
    /// window in which MSAL.js, MSAL.NET and msal-python replay the failure, a short pause on
    /// the other platforms (``ReplayedServerFailures``).
    static func serverRetryPauseMs(on platform: Platform) -> UInt32 {
        UInt32(ReplayedServerFailures.retryPauseSeconds(on: platform) * 1000)
    }

    /// A flow never takes more calls than this; a handler that keeps asking for more stops there.
    static let maxCallsPerFlow = 12

    init(table: DiagnosisTable, seed: UInt64) {
        self.table = table
        self.streamSeed = seed
        self.rng = SplitMix64(seed: seed)
        events.reserveCapacity(64)
    }

    /// Plays one flow and returns the account's state afterwards.
    func play(
        _ spec: Scenario, platform: Platform, flow: UInt32, account: UInt16, scenario: UInt16,
        state: AccountState
    ) -> AccountState {
        self.spec = spec
        self.platform = platform
        self.flow = flow
        request = RequestIDs.seed(streamSeed: streamSeed, flow: flow)
        self.account = account
        self.scenario = scenario
        self.state = state
        context = HandlerContext(stopOnDeclinedScopes: spec.onDeclinedScopes == .stop)
        apiCalls = 0
        scopesReduced = false
        carriesClaims = false
        noPromptPending = spec.prompt == .never
        messageOnlyRef = nil
        run()
        return self.state
    }

    private func run() {
        var api: API = .acquireTokenSilent
        while apiCalls < FlowEngine.maxCallsPerFlow {
            let failure = switch api {
            case .acquireTokenSilent: silentCall()
            case .publicClientFlow: publicClientCall()
            default: interactiveCall()
            }
            guard let condition = failure else { return }
            guard let next = handle(condition, during: api) else { return }
            api = next
        }
    }

    // MARK: - Calls

    /// `acquireTokenSilent`: the cache first, then the refresh token.
    private func silentCall() -> Condition? {
        startCall(.acquireTokenSilent)
        if state.hasAccount && time < state.accessTokenExpiry {
            emit(.result, .acquireTokenSilent, .success, detail: 1)
            return nil
        }
        guard state.hasAccount else { return .noCachedToken }
        return tokenRequest(.acquireTokenSilent)
    }

    /// A public-client flow without UI (integrated Windows auth, username/password,
    /// device code): straight to the token endpoint.
    private func publicClientCall() -> Condition? {
        startCall(.publicClientFlow)
        if spec.network == .offline { return .offline }
        return tokenRequest(.publicClientFlow)
    }

    /// Whether the app signs in with a public-client flow instead of the interactive call:
    /// the scenario's policies reject only that flow, and the platform has one (not iOS/macOS).
    private var usesPublicClientFlow: Bool {
        platform != .apple && (has(.commonAuthority) || has(.publicClientNotAllowed))
    }

    /// `acquireTokenInteractive`: the UI (web view or broker), the user, then the code redemption.
    private func interactiveCall() -> Condition? {
        startCall(.acquireTokenInteractive)
        context.interactiveAttempts += 1
        let api = API.acquireTokenInteractive
        let redirectBroken = has(.redirectSchemeNotRegistered)
        if redirectBroken && (platform == .apple || platform == .dotnet || platform == .android) {
            return .redirectSchemeNotRegistered  // checked on the device before any UI
        }
        if spec.network == .offline { return .offline }
        if noPromptPending {
            noPromptPending = false
            if has(.noSession) && !state.isSatisfied(.noSession) {
                return serverRejects(.noSession, api)
            }
            return tokenRequest(api)
        }
        if redirectBroken { return serverRejects(.redirectSchemeNotRegistered, api) }
        if has(.messageOnly) {
            emit(.userAction, api, .info, detail: userTime(4_000...12_000))
            context.messageOnlyShown = true
            return .userCanceled
        }
        switch spec.user {
        case .cancels:
            emit(.userAction, api, .error, detail: userTime(2_000...9_000))
            return .userCanceled
        case .leavesBroker where spec.broker == .present:
            emit(.userAction, api, .warning, detail: userTime(5_000...20_000))
            return .brokerResponseNotReceived
        case .leavesBroker:
            emit(.userAction, api, .error, detail: userTime(2_000...9_000))
            return .userCanceled
        case .completes:
            emit(.userAction, api, .success, detail: userTime(6_000...25_000))
            for policy in spec.policies where policy.kind.isSatisfiedBySignIn {
                if policy.kind != .deviceMustBeManaged || carriesClaims {
                    state.satisfied |= policy.kind.bit
                }
            }
        }
        return tokenRequest(api)
    }

    /// The request to the token endpoint and the service's answer.
    private func tokenRequest(_ api: API) -> Condition? {
        if spec.network == .offline {
            emit(.networkRequest, api, .error)
            return .offline
        }
        if spec.network == .flaky && rng.percent(spec.dropPercent) {
            let dropped = latency()
            emit(.networkRequest, api, .warning, detail: dropped)
            time += VirtualMilliseconds(dropped)
            if rng.percent(spec.dropPercent) {
                let droppedAgain = latency()
                emit(.networkRequest, api, .error, detail: droppedAgain)
                time += VirtualMilliseconds(droppedAgain)
                return .connectionLost
            }
        }
        let requestLatency = latency()
        emit(.networkRequest, api, .started, detail: requestLatency)
        time += VirtualMilliseconds(requestLatency)
        var answer = serverCondition(api)
        if case .serviceError(let status)? = answer, platform == .apple {
            // MSAL for iOS/macOS retries a 5xx once after half a second, before the app sees anything.
            emit(.serverResponse, api, .warning, detail: UInt32(status))
            time += 500
            let again = latency()
            emit(.networkRequest, api, .started, detail: again)
            time += VirtualMilliseconds(again)
            answer = serverCondition(api)
        }
        if let condition = answer {
            let ref = table.ref(for: condition, on: platform, during: api, request: request)
            emit(.serverResponse, api, .error, diagnosis: ref, detail: UInt32(condition.serverAnswer?.status ?? 400))
            return condition
        }
        emit(.serverResponse, api, .success, detail: 200)
        state.hasAccount = true
        state.accessTokenExpiry = time + AccountState.accessTokenLifetime
        if let declined = declinedScopes() {
            let granted = spec.scopes.filter { !declined.contains($0) }
            return .scopesDeclined(granted: granted, declined: declined)
        }
        emit(.result, api, .success)
        return nil
    }

    /// The no-prompt and authorize-time rejections: a request, then the error answer.
    private func serverRejects(_ condition: Condition, _ api: API) -> Condition {
        let requestLatency = latency()
        emit(.networkRequest, api, .started, detail: requestLatency)
        time += VirtualMilliseconds(requestLatency)
        let ref = table.ref(for: condition, on: platform, during: api, request: request)
        emit(.serverResponse, api, .error, diagnosis: ref, detail: UInt32(condition.serverAnswer?.status ?? 400))
        return condition
    }

    /// The first of the scenario's policies that rejects this request, in file order.
    private func serverCondition(_ api: API) -> Condition? {
        for policy in spec.policies {
            switch policy.kind {
            case .outage where policy.times == 0 || state.outageHits < policy.times:
                state.outageHits += 1
                return .serviceError(status: policy.status)
            case .throttle where policy.times == 0 || state.throttleHits < policy.times:
                state.throttleHits += 1
                return .throttled(retryAfterSeconds: policy.retryAfterSeconds)
            // Both only reject the public-client flows (integrated Windows auth, username/password, device code).
            case .commonAuthority where api == .publicClientFlow: return .commonAuthorityUnsupported
            case .publicClientNotAllowed where api == .publicClientFlow: return .publicClientNotAllowed
            case .appProtectionRequired where !state.remediated: return .appProtectionRequired
            case .messageOnly where api == .acquireTokenSilent: return .messageOnly
            default:
                if api == .acquireTokenSilent, !state.isSatisfied(policy.kind),
                    let condition = policy.kind.silentCondition
                {
                    return condition
                }
            }
        }
        return nil
    }

    private func declinedScopes() -> [String]? {
        guard !scopesReduced else { return nil }
        for policy in spec.policies where policy.kind == .scopesDeclined {
            let declined = spec.scopes.filter(policy.declined.contains)
            if !declined.isEmpty { return declined }
        }
        return nil
    }

    // MARK: - The app's handler

    /// Emits the error result and the handler's decision; returns the next call, or nil when the flow ends.
    private func handle(_ condition: Condition, during api: API) -> API? {
        let ref = table.ref(for: condition, on: platform, during: api, request: request)
        emit(.result, api, resultOutcome(condition, hasError: ref != nil), diagnosis: ref)
        var decision: HandlerDecision
        var decisionRef = ref
        if let ref {
            // msal4j's error arrives wrapped; the handler reads the MSAL exception inside.
            let diagnosis = PlatformReport.msalError(table[ref])
            let action = HandlerPolicy.action(for: table[ref], advice: table.advice(ref))
            decision = AppHandler.decide(action, for: diagnosis, in: context)
        } else {
            decision = .interactive  // nothing cached and no error object: sign in
        }
        if condition == .messageOnly { messageOnlyRef = ref }
        if decision == .stopAfterMessageOnly, let shown = messageOnlyRef {
            decisionRef = shown  // the flow ends with the MessageOnly error's message, not a cancel's
        }
        var waitMs: UInt32 = 0
        if decision == .waitRetryAfter {
            waitMs = UInt32(max(0, ref.map { PlatformReport.msalError(table[$0]).retryAfterSeconds ?? 0 } ?? 0)) * 1000
        } else if decision == .retryOnce {
            waitMs = FlowEngine.serverRetryPauseMs(on: platform)
        }
        emit(.handlerDecision, api, .info, diagnosis: decisionRef, decision: decision, detail: waitMs)
        let signIn: API = usesPublicClientFlow ? .publicClientFlow : .acquireTokenInteractive
        switch decision {
        case .interactive, .interactiveSelectAccount, .warnThenInteractive:
            carriesClaims = false
            return signIn
        case .interactiveWithClaims:
            carriesClaims = true
            return signIn
        case .retrySilentWithGrantedScopes:
            scopesReduced = true
            return .acquireTokenSilent
        case .intuneRemediation:
            remediate(after: ref)
            return .acquireTokenSilent
        case .waitRetryAfter:
            context.throttleWaits += 1
            wait(waitMs)
            return api
        case .retryOnce:
            context.serverRetries += 1
            wait(waitMs)
            return api
        case .none, .stopDeclinedScopes, .retrySilentAfterRemediation, .offerRetryAfterCancel, .stopAfterMessageOnly,
             .logAndShowGenericMessage, .showNoInternet, .showServiceUnavailable, .showConfigurationError,
             .showAdminConsentNeeded:
            return nil
        }
    }

    /// Declined scopes are an error only on Apple; elsewhere the token simply has fewer scopes.
    private func resultOutcome(_ condition: Condition, hasError: Bool) -> Outcome {
        guard hasError else { return .info }
        if case .scopesDeclined = condition, platform != .apple && platform != .android { return .warning }
        if condition == .userCanceled && context.messageOnlyShown { return .info }  // the expected end
        return .error
    }

    private func remediate(after ref: DiagnosisRef?) {
        emit(.apiCall, .intuneRemediation, .started, detail: 1)
        let took = userTime(15_000...40_000)
        emit(.userAction, .intuneRemediation, .success, detail: took)
        state.remediated = true
        context.remediations += 1
        emit(.result, .intuneRemediation, .success)
        emit(.handlerDecision, .intuneRemediation, .info, diagnosis: ref, decision: .retrySilentAfterRemediation)
    }

    /// Waits on the virtual clock: no real time passes.
    private func wait(_ milliseconds: UInt32) {
        emit(.apiCall, .wait, .started, detail: milliseconds)
        time += VirtualMilliseconds(milliseconds)
        emit(.result, .wait, .success)
    }

    // MARK: - Helpers

    private func has(_ kind: PolicyKind) -> Bool { spec.policies.contains { $0.kind == kind } }

    private func startCall(_ api: API) {
        apiCalls += 1
        emit(.apiCall, api, .started, detail: apiCalls)
        time += 1
    }

    private func latency() -> UInt32 {
        let base = UInt64(max(0, spec.latencyMs))
        return UInt32(base + rng.below(base / 4 + 1))
    }

    /// How long the user takes; the clock moves on by that much after the event.
    private func userTime(_ range: ClosedRange<UInt64>) -> UInt32 {
        let took = UInt32(rng.inRange(range))
        return took
    }

    private func emit(
        _ step: Step, _ api: API, _ outcome: Outcome, diagnosis: DiagnosisRef? = nil,
        decision: HandlerDecision? = nil, detail: UInt32 = 0
    ) {
        events.append(
            AcquisitionEvent(
                time: time, flow: flow, account: account, platform: platform, step: step, api: api,
                outcome: outcome, diagnosis: diagnosis, decision: decision, detail: detail, scenario: scenario))
        if step == .userAction { time += VirtualMilliseconds(detail) }
    }
}
