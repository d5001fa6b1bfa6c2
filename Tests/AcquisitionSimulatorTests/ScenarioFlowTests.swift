@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

/// Each built-in scenario plays the sequence a reader of the MSAL docs expects.
@Suite struct ScenarioFlowTests {
    @Test func cachedTokenIsServedFromTheCacheWithoutNetwork() {
        #expect(milestones("cached-token") == [
            "call silent", "silent success", "call silent", "silent success", "call silent", "silent success",
        ])
    }

    @Test func expiredTokenIsRefreshedThenCached() {
        #expect(milestones("token-refresh") == [
            "call silent", "HTTP 200", "silent success", "call silent", "silent success",
        ])
    }

    @Test func firstSignInGoesInteractiveWithTheSameParameters() {
        #expect(milestones("first-sign-in") == [
            "call silent", "silent error -50002", "-> interactive",
            "call interactive", "user success", "HTTP 200", "interactive success",
            "call silent", "silent success",
        ])
    }

    @Test func firstSignInOnDotnetIsAcquireTokenSilentFailed() {
        let diagnosis = firstError("first-sign-in", on: .dotnet)
        #expect(diagnosis?.domain == "MsalUiRequiredException")
        #expect(diagnosis?.classification == "AcquireTokenSilentFailed")
    }

    @Test func pythonSilentReturnsNoneAndTheAppSignsIn() {
        #expect(Array(milestones("first-sign-in", on: .python).prefix(4)) == [
            "call silent", "silent info", "-> interactive", "call interactive",
        ])
    }

    @Test(arguments: ["mfa-enrollment", "mfa-step-up", "consent-missing", "password-expired", "account-revoked"])
    func interactionRequiredLeadsToInteractiveThenSuccess(name: String) {
        #expect(milestones(name) == [
            "call silent", "HTTP 400", "silent error -50002", "-> interactive",
            "call interactive", "user success", "HTTP 200", "interactive success",
        ])
    }

    @Test func claimsChallengeGoesInteractiveCarryingTheClaims() {
        #expect(milestones("device-must-be-managed") == [
            "call silent", "HTTP 400", "silent error -50002", "-> interactive_with_claims",
            "call interactive", "user success", "HTTP 200", "interactive success",
        ])
        let diagnosis = firstError("device-must-be-managed", on: .apple)
        #expect(diagnosis?.aadsts == [53000])
        #expect(diagnosis?.claims == Condition.deviceClaims)
    }

    @Test func claimsChallengeOnDotnetIsAClaimsChallengeException() {
        let diagnosis = firstError("device-must-be-managed", on: .dotnet)
        #expect(diagnosis?.domain == "MsalClaimsChallengeException")
        #expect(milestones("device-must-be-managed", on: .dotnet).contains("-> interactive_with_claims"))
    }

    @Test func appProtectionRunsIntuneRemediationThenSilentRetry() {
        #expect(milestones("intune-app-protection") == [
            "call silent", "HTTP 400", "silent error -50004", "-> intune_remediation",
            "call intune", "user success", "intune success", "-> retry_silent_after_remediation",
            "call silent", "HTTP 200", "silent success",
        ])
    }

    @Test func declinedScopesContinueSilentlyWithTheGrantedOnes() {
        #expect(milestones("scopes-declined-continue") == [
            "call silent", "HTTP 200", "silent error -50003", "-> retry_silent_with_granted_scopes",
            "call silent", "silent success",
        ])
        let diagnosis = firstError("scopes-declined-continue", on: .apple)
        #expect(diagnosis?.grantedScopes == ["User.Read"])
        #expect(diagnosis?.declinedScopes == ["Mail.Send"])
    }

    @Test func declinedScopesCanStopSignIn() {
        #expect(milestones("scopes-declined-stop") == [
            "call silent", "HTTP 200", "silent error -50003", "-> stop_declined_scopes",
        ])
    }

    @Test func declinedScopesAreAWarningNotAnErrorOffApple() {
        let (_, events) = play("scopes-declined-continue", on: .js)
        #expect(events.contains { $0.step == .result && $0.outcome == .warning })
        #expect(!events.contains { $0.step == .result && $0.outcome == .error })
    }

    /// Apple reports a 429 as MSALErrorInternal (-42007): internal errors are never retried.
    @Test(arguments: Platform.lenses.filter { $0 != .apple })
    func throttlingWaitsExactlyRetryAfterThenRetries(platform: Platform) {
        let (stream, events) = play("throttled", on: platform)
        #expect(milestones(events, stream: stream).suffix(6) == [
            "-> wait_retry_after", "wait 30000", "wait success", "call silent", "HTTP 200", "silent success",
        ])
        let waitStart = events.first { $0.api == .wait && $0.step == .apiCall }
        let retry = events.last { $0.api == .acquireTokenSilent && $0.step == .apiCall }
        #expect(waitStart != nil && retry != nil)
        if let waitStart, let retry { #expect(retry.time - waitStart.time == 30_000) }
    }

    @Test(arguments: Platform.lenses.filter { $0 != .apple })
    func serverErrorIsRetriedExactlyOnceAfterAVisiblePause(platform: Platform) {
        let recovers = milestones("outage-recovers", on: platform)
        #expect(recovers.filter { $0 == "call silent" }.count == 2)
        // The one retry comes after a pause the stream shows, never at once: past the 60 s in
        // which MSAL.js, MSAL.NET and msal-python (and MSAL for iOS/macOS, which retries by
        // itself here) replay the failure from their throttle cache.
        let pauseMs = FlowEngine.serverRetryPauseMs(on: platform)
        #expect(recovers.firstIndex(of: "-> retry_once").map { recovers[$0 + 1] } == "wait \(pauseMs)")
        #expect(pauseMs >= ([.apple, .js, .dotnet, .python].contains(platform) ? 61_000 : 1_000))
        #expect(recovers.last == "silent success")
        let persists = milestones("outage-persists", on: platform)
        #expect(persists.filter { $0 == "call silent" }.count == 2)
        #expect(persists.filter { $0 == "HTTP 500" }.count == 2)
        #expect(persists.last == "-> show_service_unavailable")
    }

    @Test func outageOnAppleIsAnInternalUnhandledResponse() {
        let diagnosis = firstError("outage-persists", on: .apple)
        #expect(diagnosis?.code == .number(-50000))
        #expect(diagnosis?.internalSubCode == -42007)
        #expect(diagnosis?.httpStatus == 500)
    }

    @Test func appleRetriesA5xxItselfAndTheAppNeverRetriesTheInternalError() {
        // MSAL for iOS/macOS retries once after half a second; what reaches the app is internal.
        #expect(milestones("outage-recovers", on: .apple) == ["call silent", "HTTP 503", "HTTP 200", "silent success"])
        #expect(milestones("outage-persists", on: .apple) == [
            "call silent", "HTTP 500", "HTTP 500", "silent error -50000", "-> log_and_show_generic_message",
        ])
        #expect(milestones("throttled", on: .apple).suffix(3) == [
            "HTTP 429", "silent error -50000", "-> log_and_show_generic_message",
        ])
    }

    @Test func internalErrorsAreNeverRetriedOnAnyScenario() {
        for scenario in Scenarios.builtIn where !scenario.isEndless {
            let (stream, events) = play(scenario.name, on: .apple)
            for event in events where event.step == .handlerDecision {
                guard let ref = event.diagnosis, stream.diagnoses[ref].code == .number(-50000) else { continue }
                #expect([.logAndShowGenericMessage, .showConfigurationError].contains(event.decision),
                        "\(scenario.name): \(event.decision?.rawValue ?? "none")")
            }
        }
    }

    @Test func misconfigurationEndsTheFlowWithoutLooping() {
        #expect(milestones("common-authority", on: .dotnet) == [
            "call silent", "silent error user_null", "-> interactive",
            "call public", "HTTP 400", "public error invalid_request", "-> show_configuration_error",
        ])
        #expect(firstError("common-authority", on: .dotnet)?.aadsts == [])  // silent fails before the server
        #expect(milestones("public-client-not-allowed", on: .dotnet).last == "-> show_configuration_error")
    }

    @Test func redirectSchemeNotRegisteredIsAnInternalErrorOnApple() {
        #expect(milestones("redirect-not-registered") == [
            "call silent", "silent error -50002", "-> interactive",
            "call interactive", "interactive error -50000", "-> show_configuration_error",
        ])
        let (stream, events) = play("redirect-not-registered")
        let ref = events.last { $0.step == .result }?.diagnosis
        #expect(ref.map { stream.diagnoses[$0].internalSubCode } == -42001)
    }

    @Test(arguments: [Platform.apple, .dotnet, .js, .python])
    func offlineEndsWithTheNoInternetMessage(platform: Platform) {
        let steps = milestones("offline", on: platform)
        #expect(steps.contains("no connection"))
        #expect(steps.last == "-> show_no_internet")
    }

    @Test func offlineOnAppleIsNotConnectedToInternet() {
        let diagnosis = firstError("offline", on: .apple)
        #expect(diagnosis?.domain == "NSURLErrorDomain")
        #expect(diagnosis?.code == .number(-1009))
    }

    @Test func flakyNetworkDropsAndMSALRetriesOnce() {
        let steps = milestones("flaky-network", seed: 3)
        var recovered = 0
        var lost = 0
        for (index, step) in steps.enumerated() where step == "dropped" {
            switch steps[index + 1] {
            case "HTTP 200": recovered += 1  // MSAL's retry went through
            case "no connection":  // the retry dropped too: the app shows the no-internet message
                lost += 1
                #expect(steps[index + 2] == "silent error -1005")
                #expect(steps[index + 3] == "-> show_no_internet")
            default: Issue.record("after a drop: \(steps[index + 1])")
            }
        }
        #expect(recovered > 0 && lost > 0)
        #expect(steps.filter { $0 == "call silent" }.count == 6)  // no app-level retry of a lost connection
    }

    @Test func slowNetworkTakesTheLatencyOnTheVirtualClock() {
        let (_, events) = play("slow-network")
        let request = events.first { $0.step == .networkRequest }
        let response = events.first { $0.step == .serverResponse }
        #expect(request.map { $0.detail >= 2500 } == true)
        if let request, let response { #expect(response.time - request.time == UInt64(request.detail)) }
    }

    @Test func userCancelOffersRetry() {
        #expect(milestones("user-cancels").suffix(4) == [
            "call interactive", "user error", "interactive error -50005", "-> offer_retry_after_cancel",
        ])
    }

    @Test func brokerReturnWithoutFinishingIsInternal42700() {
        #expect(milestones("broker-not-finished").suffix(3) == [
            "user warning", "interactive error -50000", "-> log_and_show_generic_message",
        ])
        let (stream, events) = play("broker-not-finished")
        let ref = events.last { $0.step == .result }?.diagnosis
        #expect(ref.map { stream.diagnoses[$0].internalSubCodeName } == "MSALInternalErrorBrokerResponseNotReceived")
    }

    @Test func noBrokerSignsInThroughTheWebView() {
        #expect(milestones("no-broker").suffix(4) == ["call interactive", "user success", "HTTP 200", "interactive success"])
    }

    @Test func messageOnlyEndsWithItsMessageAfterOneInteractiveCall() {
        #expect(milestones("message-only", on: .dotnet) == [
            "call silent", "HTTP 400", "silent error invalid_grant", "-> interactive",
            "call interactive", "user info", "interactive info authentication_canceled",
            "-> stop_after_message_only",
        ])
        #expect(firstError("message-only", on: .dotnet)?.classification == "MessageOnly")
    }

    @Test(arguments: Platform.lenses)
    func messageOnlyShowsSignInNotPossibleNowAndOffersNoRetry(platform: Platform) throws {
        let (stream, events) = play("message-only", on: platform)
        #expect(events.filter { $0.api == .acquireTokenInteractive && $0.step == .apiCall }.count == 1)
        #expect(!events.contains { $0.decision == .offerRetryAfterCancel })
        let last = try #require(events.last)
        #expect(last.decision == .stopAfterMessageOnly)
        let ref = try #require(last.diagnosis)
        #expect(stream.diagnoses.advice(ref).userMessage == .signInNotPossibleNow)
    }

    @Test(arguments: Platform.lenses)
    func additionalActionReachesTheAdditionalActionRule(platform: Platform) throws {
        let (stream, events) = play("additional-action", on: platform)
        let ref = try #require(events.first { $0.diagnosis != nil }?.diagnosis)
        #expect(stream.diagnoses.advice(ref).rule.hasSuffix("classification.additional_action"))
        #expect(events.contains { $0.decision == .warnThenInteractive })
    }

    @Test func additionalActionWarnsThenGoesInteractive() {
        #expect(milestones("additional-action", on: .dotnet) == [
            "call silent", "HTTP 400", "silent error invalid_grant", "-> warn_then_interactive",
            "call interactive", "user success", "HTTP 200", "interactive success",
        ])
    }

    @Test func promptNeverFailedRetriesWithAccountSelection() {
        let steps = milestones("prompt-never-failed", on: .dotnet)
        #expect(steps.suffix(7) == [
            "HTTP 400", "interactive error no_prompt_failed", "-> interactive_select_account",
            "call interactive", "user success", "HTTP 200", "interactive success",
        ])
    }

    @Test(arguments: [
        ("mfa-step-up", "BasicAction"), ("additional-action", "AdditionalAction"), ("message-only", "MessageOnly"),
        ("consent-missing", "ConsentRequired"), ("password-expired", "UserPasswordExpired"),
        ("prompt-never-failed", "PromptNeverFailed"), ("first-sign-in", "AcquireTokenSilentFailed"),
        ("account-revoked", "None"),
    ])
    func everyDotnetClassificationHasAScenario(name: String, classification: String) {
        let (stream, events) = play(name, on: .dotnet)
        let classifications = events.compactMap { $0.diagnosis }.map { stream.diagnoses[$0].classification }
        #expect(classifications.contains(classification))
        #expect(events.last?.outcome == .success || events.last?.decision == .stopAfterMessageOnly)
    }

    @Test func everyBuiltInScenarioEndsAndHandlesEachErrorWithADecision() {
        for scenario in Scenarios.builtIn where !scenario.isEndless {
            for platform in Platform.lenses {
                let (_, events) = play(scenario.name, on: platform)
                #expect(!events.isEmpty, "\(scenario.name) on \(platform) produced nothing")
                for (index, event) in events.enumerated() where event.step == .result && event.outcome == .error {
                    #expect(events[index + 1].step == .handlerDecision, "\(scenario.name) \(platform)")
                }
            }
        }
    }

    @Test func thereAreAtLeast24ScenariosPlusMixed() {
        let names = Scenarios.builtIn.map(\.name)
        #expect(names.count >= 25)
        #expect(names.contains("mixed"))
        #expect(Set(names).count == names.count)
        #expect(Scenarios.builtIn.allSatisfy { !$0.description.isEmpty })
    }
}
