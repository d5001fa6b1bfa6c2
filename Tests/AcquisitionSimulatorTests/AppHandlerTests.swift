@testable import AcquisitionSimulator
import MSALErrorModel
import Testing

/// Each branch of the app's handler, from an action and what the app knows of its flow.
@Suite struct AppHandlerTests {
    private let plain = Diagnosis(platform: .apple)

    @Test func interactionRequiredGoesInteractiveAndCarriesClaimsWhenGiven() {
        #expect(AppHandler.decide(.interactiveAuth, for: plain, in: HandlerContext()) == .interactive)
        let claims = Diagnosis(platform: .apple, claims: "{}")
        #expect(AppHandler.decide(.interactiveAuth, for: claims, in: HandlerContext()) == .interactiveWithClaims)
    }

    @Test func dotnetClassificationsPickTheirInteractiveVariant() {
        let never = Diagnosis(platform: .dotnet, classification: "PromptNeverFailed")
        let additional = Diagnosis(platform: .dotnet, classification: "AdditionalAction")
        let message = Diagnosis(platform: .dotnet, classification: "MessageOnly")
        #expect(AppHandler.decide(.interactiveAuth, for: never, in: HandlerContext()) == .interactiveSelectAccount)
        #expect(AppHandler.decide(.interactiveAuth, for: additional, in: HandlerContext()) == .warnThenInteractive)
        #expect(AppHandler.decide(.interactiveAuth, for: message, in: HandlerContext()) == .interactive)
    }

    @Test func interactiveIsNotLoopedAfterTwoAttempts() {
        let context = HandlerContext(interactiveAttempts: 2)
        #expect(AppHandler.decide(.interactiveAuth, for: plain, in: context) == .logAndShowGenericMessage)
    }

    @Test func declinedScopesFollowTheScenariosChoice() {
        #expect(AppHandler.decide(.retryWithGrantedScopes, for: plain, in: HandlerContext())
            == .retrySilentWithGrantedScopes)
        #expect(AppHandler.decide(.retryWithGrantedScopes, for: plain, in: HandlerContext(stopOnDeclinedScopes: true))
            == .stopDeclinedScopes)
    }

    @Test func throttlingWaitsOnlyWithARetryAfterAndNotForever() {
        let throttled = Diagnosis(platform: .apple, httpStatus: 429, retryAfterSeconds: 30)
        #expect(AppHandler.decide(.retryAfterDelay, for: throttled, in: HandlerContext()) == .waitRetryAfter)
        #expect(AppHandler.decide(.retryAfterDelay, for: plain, in: HandlerContext()) == .showServiceUnavailable)
        let tired = HandlerContext(throttleWaits: AppHandler.maxThrottleWaits)
        #expect(AppHandler.decide(.retryAfterDelay, for: throttled, in: tired) == .showServiceUnavailable)
    }

    @Test func serverErrorsAreRetriedOnce() {
        #expect(AppHandler.decide(.retryOnce5xx, for: plain, in: HandlerContext()) == .retryOnce)
        #expect(AppHandler.decide(.retryOnce5xx, for: plain, in: HandlerContext(serverRetries: 1))
            == .showServiceUnavailable)
    }

    @Test func endingActionsEndTheFlow() {
        let context = HandlerContext()
        #expect(AppHandler.decide(.userCanceledOptionalRetry, for: plain, in: context) == .offerRetryAfterCancel)
        #expect(AppHandler.decide(.genericMessageInternal, for: plain, in: context) == .logAndShowGenericMessage)
        #expect(AppHandler.decide(.noNetwork, for: plain, in: context) == .showNoInternet)
        #expect(AppHandler.decide(.fixAppConfiguration, for: plain, in: context) == .showConfigurationError)
        #expect(AppHandler.decide(.adminConsent, for: plain, in: context) == .showAdminConsentNeeded)
        #expect(AppHandler.decide(.unknown, for: plain, in: context) == .logAndShowGenericMessage)
    }

    @Test func intuneRemediationRunsOnce() {
        #expect(AppHandler.decide(.intuneRemediation, for: plain, in: HandlerContext()) == .intuneRemediation)
        #expect(AppHandler.decide(.intuneRemediation, for: plain, in: HandlerContext(remediations: 1))
            == .logAndShowGenericMessage)
    }

    @Test func theHandlersActionIsTheAdviceEnginesForEverySimulatedError() {
        let stream = EventStream(sequence: Scenarios.builtIn, platform: nil, seed: 0)
        var checked = 0
        while let event = stream.next() {
            guard event.step == .handlerDecision, let ref = event.diagnosis else { continue }
            let advice = AdviceEngine.advise(stream.diagnoses[ref])
            #expect(stream.diagnoses.advice(ref) == advice)
            #expect(advice.action != .unknown, "\(stream.scenarioName(of: event)): no advice")
            checked += 1
        }
        #expect(checked > 20)
    }
}
