import MSALErrorModel
import Testing
@testable import AcquisitionSimulator

/// Each platform's stream in that platform's own terms, and the article's rules that
/// depend on the platform (Intune, public-client flows, correlation ids).
@Suite("Simulator: each platform in its own terms")
struct PlatformTermsTests {
    @Test("the readable lines name each platform's own calls", arguments: [
        (Platform.python, "acquire_token_silent_with_error", "acquire_token_interactive"),
        (.dotnet, "AcquireTokenSilent", "AcquireTokenInteractive"),
        (.js, "acquireTokenSilent", "acquireTokenPopup"),
        (.apple, "acquireTokenSilent(with:)", "acquireToken(with:)"),
        (.android, "acquireTokenSilent", "acquireToken"),
        (.java, "acquireTokenSilently", "acquireToken(InteractiveRequestParameters)"),
    ])
    func ownAPINames(platform: Platform, silent: String, interactive: String) {
        let (stream, events) = play("first-sign-in", on: platform)
        let lines = events.map(EventFormatter(stream: stream).line)
        #expect(lines.contains { $0.contains("  \(silent)  ") })
        #expect(lines.contains { $0.contains("  \(interactive)  ") })
    }

    @Test("Classification is .NET's: no other platform's line shows it")
    func classificationOnlyOnDotnet() {
        for platform in Platform.lenses {
            let (stream, events) = play("mfa-step-up", on: platform)
            let text = events.map(EventFormatter(stream: stream).line).joined(separator: "\n")
            #expect(text.contains("Classification BasicAction") == (platform == .dotnet), "\(platform)")
            #expect(!text.contains("Classification") || platform == .dotnet, "\(platform)")
        }
    }

    @Test("Android reports its exception classes")
    func androidClasses() {
        func domain(_ condition: Condition, _ api: API = .acquireTokenSilent) -> String? {
            PlatformReport.diagnosis(for: condition, on: .android, during: api)?.domain
        }
        #expect(domain(.mfaStepUp) == "MsalUiRequiredException")
        #expect(domain(.userCanceled, .acquireTokenInteractive) == "MsalUserCancelException")
        #expect(domain(.appProtectionRequired) == "MsalIntuneAppProtectionPolicyRequiredException")
        let declined = PlatformReport.diagnosis(
            for: .scopesDeclined(granted: ["User.Read"], declined: ["Mail.Send"]), on: .android, during: .acquireTokenSilent)
        #expect(declined?.domain == "MsalDeclinedScopeException")
        #expect(declined?.code == .text("declined_scope_error"))
        #expect(PlatformReport.diagnosis(for: .userCanceled, on: .android, during: .acquireTokenInteractive)?.code == nil)
    }

    @Test("msal4j errors arrive wrapped, with the reason of an interaction-required error")
    func javaWrapping() throws {
        let silent = try #require(PlatformReport.diagnosis(for: .mfaStepUp, on: .java, during: .acquireTokenSilent))
        #expect(silent.domain == "java.util.concurrent.CompletionException")
        #expect(silent.underlying?.domain == "MsalInteractionRequiredException")
        #expect(silent.underlying?.classification == "BASIC_ACTION")
        let interactive = try #require(PlatformReport.diagnosis(for: .consentMissing, on: .java, during: .acquireTokenInteractive))
        #expect(interactive.domain == "java.util.concurrent.ExecutionException")
        #expect(interactive.underlying?.classification == "CONSENT_REQUIRED")
        // The advice reads the wrapped exception.
        #expect(AdviceEngine.advise(silent).action == .interactiveAuth)
        #expect(AdviceEngine.advise(silent).rule.hasPrefix("underlying."))
    }

    @Test("Android and Java scenarios end the way the article says", arguments: [Platform.android, .java])
    func androidAndJavaFlows(platform: Platform) {
        #expect(milestones("first-sign-in", on: platform).contains("interactive success"))
        #expect(milestones("offline", on: platform).last == "-> show_no_internet")
        #expect(milestones("user-cancels", on: platform).last == "-> offer_retry_after_cancel")
        #expect(milestones("device-must-be-managed", on: platform).contains("-> interactive_with_claims"))
    }

    @Test("Intune remediation runs only where an Intune SDK exists", arguments: Platform.lenses)
    func intuneOnlyWithTheSDK(platform: Platform) {
        let (_, events) = play("intune-app-protection", on: platform)
        let remediates = events.contains { $0.api == .intuneRemediation }
        #expect(remediates == [.apple, .android, .dotnet].contains(platform), "\(platform)")
        if !remediates { #expect(events.last?.decision == .logAndShowGenericMessage) }
    }

    @Test("AADSTS70002 and 90010 appear only on public-client flows, never on interactive ones")
    func publicClientCodesOnTheirFlows() {
        for name in ["common-authority", "public-client-not-allowed"] {
            for platform in Platform.lenses {
                let (stream, events) = play(name, on: platform)
                for event in events {
                    guard let ref = event.diagnosis else { continue }
                    let codes = Set(PlatformReport.msalError(stream.diagnoses[ref]).aadsts)
                    if !codes.isDisjoint(with: [70002, 90010]) {
                        #expect(event.api == .publicClientFlow, "\(name) on \(platform): \(event.api)")
                    }
                }
                // iOS/macOS has no public-client flow: the app signs in interactively there.
                if platform == .apple { #expect(events.last?.outcome == .success) }
            }
        }
    }

    @Test("every simulated server error carries a correlation id and a trace id", arguments: Platform.lenses)
    func serverErrorsCarryIds(platform: Platform) {
        for scenario in Scenarios.builtIn where !scenario.isEndless {
            let (stream, events) = play(scenario.name, on: platform)
            for event in events where event.step == .serverResponse && event.outcome == .error {
                guard let ref = event.diagnosis else { continue }
                let error = PlatformReport.msalError(stream.diagnoses[ref])
                #expect(error.correlationId?.count == 36, "\(scenario.name) on \(platform)")
                #expect(error.traceId?.count == 36, "\(scenario.name) on \(platform)")
                #expect(error.correlationId != error.traceId)
            }
        }
    }

    @Test("the JSON export carries the ids support asks for")
    func idsInJSON() throws {
        let (stream, events) = play("mfa-step-up", on: .dotnet)
        let event = try #require(events.first { $0.step == .serverResponse && $0.diagnosis != nil })
        let line = EventFormatter(stream: stream).json(event)
        #expect(line.contains(#""correlationId":""#))
        #expect(line.contains(#""traceId":""#))
    }
}
