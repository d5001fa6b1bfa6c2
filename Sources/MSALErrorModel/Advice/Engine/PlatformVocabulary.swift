/// How each MSAL flavour spells the calls and fields the developer advice names,
/// so that one rule can speak to an iOS developer and a Python developer alike.
struct PlatformVocabulary: Sendable {
    let platform: Platform?

    init(_ platform: Platform?) { self.platform = platform }

    /// The interactive acquisition call.
    var interactiveCall: String {
        switch platform {
        case .apple: "acquireToken(with: MSALInteractiveTokenParameters)"
        case .dotnet: "AcquireTokenInteractive(scopes)"
        case .js: "acquireTokenPopup or acquireTokenRedirect"
        case .python: "acquire_token_interactive(scopes)"
        case .android: "acquireToken(AcquireTokenParameters)"
        case .java: "IPublicClientApplication.acquireToken(InteractiveRequestParameters)"
        case .go: "AcquireTokenInteractive(ctx, scopes)"
        case nil: "the interactive token API"
        }
    }

    /// The silent acquisition call.
    var silentCall: String {
        switch platform {
        case .apple: "acquireTokenSilent(with:)"
        case .dotnet: "AcquireTokenSilent"
        case .js: "acquireTokenSilent"
        case .python: "acquire_token_silent_with_error"
        case .android: "acquireTokenSilent(AcquireTokenSilentParameters)"
        case .java: "IPublicClientApplication.acquireTokenSilently(SilentParameters)"
        case .go: "AcquireTokenSilent(ctx, scopes, public.WithSilentAccount(account))"
        case nil: "the silent token API"
        }
    }

    /// How to hand a claims challenge to the interactive call.
    var passClaims: String {
        switch platform {
        case .apple: "build MSALClaimsRequest(jsonString:) from the claims and set it as claimsRequest on the interactive parameters"
        case .dotnet: "chain .WithClaims(ex.Claims) on AcquireTokenInteractive"
        case .js: "put the claims string in the request's claims field (claimsRequest in MSAL.js 1.x)"
        case .python: "pass the result's \"claims\" value as claims_challenge="
        case .android: "set withClaims(ClaimsRequest.getClaimsRequestFromJsonString(claims)) on the parameters"
        case .java: "set .claims(ClaimsRequest.formatAsClaimsRequest(claims)) on the parameters"
        case .go: "add public.WithClaims(claims) to the call"
        case nil: "pass the claims from the error unchanged in the request's claims parameter"
        }
    }

    /// Where the server's reason for the error can be read.
    var reasonFields: String {
        switch platform {
        case .apple: "MSALOAuthErrorKey, MSALOAuthSubErrorKey and MSALSTSErrorCodesKey in userInfo"
        case .dotnet: "ErrorCode, Classification and SubErrorForLogging"
        case .js: "errorCode, subError and errorMessage"
        case .python: "the \"error\", \"suberror\" and \"error_codes\" keys of the result"
        case .android: "getErrorCode(), getOauthSubErrorCode() (MsalUiRequiredException) and getMessage()"
        case .java: "errorCode(), MsalInteractionRequiredException.reason() and the message"
        case .go: "the JSON body of the CallErr response (error, suberror, error_codes)"
        case nil: "the error code, sub-error and STS error codes"
        }
    }

    /// Where the request's correlation id is.
    var correlationField: String {
        switch platform {
        case .apple: "MSALCorrelationIDKey"
        case .dotnet: "CorrelationId"
        case .js: "correlationId"
        case .python: "correlation_id"
        case .android: "the correlation id from the MSAL log"
        case .java: "MsalServiceException.correlationId()"
        case .go: "the correlation_id of the CallErr response body"
        case nil: "the correlation id"
        }
    }

    /// Where the Retry-After value is.
    var retryAfterSource: String {
        switch platform {
        case .apple: "the Retry-After entry of MSALHTTPHeadersKey"
        case .dotnet: "ex.Headers.RetryAfter"
        case .java: "MsalThrottlingException.retryInMs() or the Retry-After entry of headers()"
        case .js, .python, .android, .go, nil: "the Retry-After response header"
        }
    }
}

extension PlatformVocabulary {
    /// How to turn on the library's own logging with personal data left out, so an
    /// unknown or internal error can be reproduced with MSAL's side of the story.
    var enableLogging: String {
        switch platform {
        case .apple:
            "set MSALGlobalConfig.loggerConfig.logLevel = .verbose with setLogCallback, and keep "
                + "MSALGlobalConfig.loggerConfig.logMaskingLevel at .settingsMaskAllPII (PII off)"
        case .dotnet:
            "chain .WithLogging(callback, LogLevel.Verbose, enablePiiLogging: false) on the application builder"
        case .js:
            "set system.loggerOptions in the MSAL configuration: a loggerCallback, logLevel: LogLevel.Verbose "
                + "and piiLoggingEnabled: false"
        case .python:
            "turn on Python logging for MSAL (logging.getLogger(\"msal\").setLevel(logging.DEBUG)) and leave "
                + "enable_pii_log off"
        case .android:
            "set Logger.getInstance().setLogLevel(Logger.LogLevel.VERBOSE) with an external logger, and keep "
                + "Logger.getInstance().setEnablePII(false)"
        case .java:
            "log msal4j through SLF4J (com.microsoft.aad.msal4j at DEBUG in your SLF4J binding) and keep "
                + "logPii(false) on the application builder"
        case .go, nil:
            "turn on the MSAL library's logging with personal data (PII) left out"
        }
    }

    /// Where the interactive call is not the way: .NET's device code flow without a
    /// browser, and the challenge a web app sends back to the user (empty elsewhere).
    var withoutInteractiveCall: String {
        switch platform {
        case .dotnet:
            " Where no browser can open (a console, SSH or a service), use AcquireTokenWithDeviceCode instead; "
                + "in a web app, send a challenge back to the user's browser instead (Microsoft.Identity.Web: "
                + "[AuthorizeForScopes] or MicrosoftIdentityConsentAndConditionalAccessHandler) so they sign in again."
        default: ""
        }
    }

    /// The sentence that asks for MSAL's own log, for errors that need it.
    var loggingAdvice: String {
        " To see what MSAL did, reproduce it with logging on: \(enableLogging)."
    }

    /// How the platform names a UI-required classification: msal4j's
    /// `MsalInteractionRequiredException.reason()`, Android's sub-error
    /// (`getOauthSubErrorCode()`), MSAL.NET's `Classification` name elsewhere.
    func classificationLabel(_ uiClass: UIRequiredClass) -> String {
        switch (platform, uiClass.subError) {
        case (.java, let subError?): "reason() " + subError.uppercased()
        case (.java, nil) where uiClass == .none: "reason() NONE"
        case (.android, let subError?): "Sub-error " + subError
        case (.android, nil) where uiClass == .none: "No sub-error"
        case (_, nil) where uiClass == .none: "Classification None"
        default: uiClass.rawValue
        }
    }

    /// How the platform names the cancel that ends a MessageOnly interaction.
    var userCanceledName: String {
        switch platform {
        case .apple: "MSALErrorUserCanceled"
        case .dotnet: "an MsalClientException with ErrorCode authentication_canceled"
        case .js: "a BrowserAuthError user_cancelled"
        case .android: "MsalUserCancelException"
        default: "a user-cancelled error"
        }
    }
}
