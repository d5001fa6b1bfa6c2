import Testing
@testable import MSALErrorModel

/// What the developer reads: the right API, key or property for the platform.
@Suite("Developer advice wording")
struct AdviceTextTests {
    @Test("interaction required names each platform's interactive call")
    func interactiveCallPerPlatform() {
        #expect(advise(apple(-50002)).developerAdvice.contains("MSALInteractiveTokenParameters"))
        #expect(advise(dotnet("MsalUiRequiredException", "invalid_grant")).developerAdvice.contains("AcquireTokenInteractive"))
        #expect(advise(js("InteractionRequiredAuthError", "login_required")).developerAdvice.contains("acquireTokenPopup"))
        #expect(advise(dict(.python, "interaction_required")).developerAdvice.contains("acquire_token_interactive"))
    }

    @Test("a claims challenge tells how to pass the claims on each platform")
    func passClaims() {
        let claims = "{\"access_token\":{}}"
        #expect(advise(dotnet("MsalClaimsChallengeException", "invalid_grant", claims: claims)).developerAdvice.contains(".WithClaims(ex.Claims)"))
        #expect(advise(dict(.python, "interaction_required", claims: claims)).developerAdvice.contains("claims_challenge="))
        #expect(advise(apple(-50002, claims: claims)).developerAdvice.contains("MSALClaimsRequest"))
        #expect(advise(apple(-50002, claims: claims)).developerAdvice.contains("never"))
    }

    @Test("MSALErrorInternal advice names the key to log and the sub-code, and forbids run-time handling")
    func internalAdvice() {
        let advice = advise(apple(-50000, internal: -42008))
        #expect(advice.developerAdvice.contains("MSALInternalErrorCodeKey"))
        #expect(advice.developerAdvice.contains("-42008"))
        #expect(advice.developerAdvice.contains("Never branch on the internal sub-code"))
    }

    @Test("broker response not received says sign-in did not complete")
    func brokerNotReceived() {
        let advice = advise(apple(-50000, internal: -42700))
        #expect(advice.developerAdvice.contains("before completing sign-in in the broker app"))
        #expect(UserMessages.text(advice.userMessage, locale: .en).contains("wasn't completed"))
    }

    @Test("declined scopes point at the granted-scopes key and list the scopes")
    func declinedScopes() {
        var diagnosis = apple(-50003)
        diagnosis.grantedScopes = ["User.Read"]
        diagnosis.declinedScopes = ["Mail.Read"]
        let advice = advise(diagnosis).developerAdvice
        #expect(advice.contains("MSALGrantedScopesKey"))
        #expect(advice.contains("User.Read"))
        #expect(advice.contains("Mail.Read"))
    }

    @Test("throttling advice gives the Retry-After seconds")
    func retryAfterSeconds() {
        let advice = advise(dotnet("MsalServiceException", "request_throttled", http: 429, retryAfter: 42))
        #expect(advice.developerAdvice.contains("42 s"))
        let without = advise(dict(.python, "temporarily_unavailable").with { $0.httpStatus = 429 })
        #expect(without.developerAdvice.contains("Retry-After"))
    }

    @Test("5xx advice says whether MSAL already retried on that platform")
    func fiveHundredRetry() {
        #expect(advise(dotnet("MsalServiceException", "service_not_available", http: 503)).developerAdvice.contains("MSAL.NET already retried once"))
        #expect(advise(apple(-50000, internal: -42007, http: 500)).developerAdvice.contains("already retried once"))
        #expect(advise(Diagnosis(platform: .python, domain: "msal.exceptions.MsalServiceError", httpStatus: 502)).developerAdvice.contains("does not retry"))
    }

    @Test("Python 5xx and transient advice waits out msal-python's throttle cache, as the handler does")
    func pythonRetryWait() {
        let wait = "Wait \(PythonThrottling.retryPauseSeconds) s"
        let cases = [
            Diagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 503),
            dict(.python, "server_error").with { $0.httpStatus = 500 },
            dict(.python, "temporarily_unavailable"),
            dict(.python, "invalid_request").with { $0.aadsts = [90033] },
        ]
        for diagnosis in cases {
            let advice = advise(diagnosis)
            #expect(advice.action == .retryOnce5xx, "\(advice.rule)")
            #expect(advice.developerAdvice.contains(wait), "\(advice.rule): \(advice.developerAdvice)")
            #expect(advice.developerAdvice.contains("\(PythonThrottling.publicClientSeconds) s"))
            #expect(!advice.developerAdvice.contains("once after a short pause"), "\(advice.rule)")
        }
        // Platforms whose MSAL keeps no such cache keep a short pause.
        #expect(!advise(dict(.android, "server_error").with { $0.httpStatus = 500 }).developerAdvice.contains(wait))
        let throttled = advise(dict(.python, "temporarily_unavailable").with { $0.httpStatus = 429 })
        #expect(throttled.action == .retryAfterDelay)
        #expect(throttled.developerAdvice.contains("Wait \(PythonThrottling.retryPauseSeconds) s (THROTTLE_WAIT_SECONDS"))
    }

    @Test("MSAL for iOS/macOS, MSAL.js and MSAL.NET 5xx advice waits out their throttle cache")
    func jsAndDotnetRetryWait() {
        for platform in [Platform.apple, .js, .dotnet] {
            let pause = ReplayedServerFailures.retryPauseSeconds(on: platform)
            #expect(pause == ReplayedServerFailures.windowSeconds + 1)
            let cases = [
                // On Apple a 5xx MSAL wraps in -42007 is not retried by the app at all (MSAL has
                // retried it): the server's own transient answer is.
                platform == .apple ? Diagnosis(platform: .apple, oauthError: "temporarily_unavailable", httpStatus: 503)
                    : Diagnosis(platform: platform, domain: platform == .js ? "ServerError" : "MsalServiceException", httpStatus: 503),
                dict(platform, "temporarily_unavailable"),
                dict(platform, "invalid_request").with { $0.aadsts = [90033] },
            ]
            for diagnosis in cases {
                let advice = advise(diagnosis)
                #expect(advice.action == .retryOnce5xx, "\(platform) \(advice.rule)")
                #expect(advice.developerAdvice.contains("Wait \(pause) s ("), "\(advice.rule): \(advice.developerAdvice)")
                #expect(advice.developerAdvice.contains("throttle cache"), "\(advice.rule)")
                #expect(!advice.developerAdvice.contains("once after a short pause"), "\(advice.rule)")
            }
        }
    }

    @Test("network advice is worded per NSURLError code")
    func networkWording() {
        #expect(advise(appleSystem("NSURLErrorDomain", -1009)).developerAdvice.contains("offline"))
        #expect(advise(appleSystem("NSURLErrorDomain", -1001)).developerAdvice.contains("timed out"))
        #expect(advise(appleSystem("NSURLErrorDomain", -1003)).developerAdvice.contains("could not be resolved"))
        #expect(advise(appleSystem("NSURLErrorDomain", -1005)).developerAdvice.contains("dropped"))
    }

    @Test("the redirect-scheme fix names Info.plist")
    func redirectScheme() {
        #expect(advise(apple(-50000, internal: -42001)).developerAdvice.contains("Info.plist"))
    }

    @Test("no advice copies the catalog's own sentences")
    func notCopiedFromCatalog() {
        // Sentences from the reference catalog's "recommended developer action" column.
        let catalogSentences = [
            "Required to handle: call acquireToken (interactive) with the same scopes/account",
            "Log domain/code, MSALInternalErrorCodeKey, MSALErrorDescriptionKey and MSALCorrelationIDKey",
            "Optional: treat as a normal user choice; offer a 'Sign in' button again",
        ]
        let texts = (AdviceRuleTests.cases + AdviceClassificationTests.cases).map { advise($0.diagnosis).developerAdvice }
        for sentence in catalogSentences {
            #expect(!texts.contains { $0.contains(sentence) })
        }
    }
}

extension Diagnosis {
    func with(_ change: (inout Diagnosis) -> Void) -> Diagnosis {
        var copy = self
        change(&copy)
        return copy
    }
}
