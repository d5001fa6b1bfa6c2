import MSALErrorModel

/// The words of a readable event line.
public enum EventText {
    /// Virtual time as `HH:MM:SS.mmm` (hours keep counting past 24).
    public static func clock(_ time: VirtualMilliseconds) -> String {
        let millis = time % 1000
        let seconds = (time / 1000) % 60
        let minutes = (time / 60_000) % 60
        let hours = time / 3_600_000
        return two(hours) + ":" + two(minutes) + ":" + two(seconds) + "." + three(millis)
    }

    public static func apiLabel(_ api: API) -> String {
        switch api {
        case .acquireTokenSilent: "silent"
        case .acquireTokenInteractive: "interactive"
        case .intuneRemediation: "intune"
        case .wait: "wait"
        case .publicClientFlow: "public"
        }
    }

    /// The call as the platform's MSAL names it (`acquire_token_silent_with_error` on
    /// Python, `AcquireTokenSilent` on .NET, …): the stream speaks each platform's API.
    public static func apiName(_ api: API, on platform: Platform) -> String {
        switch api {
        case .acquireTokenSilent:
            switch platform {
            case .apple: "acquireTokenSilent(with:)"
            case .dotnet: "AcquireTokenSilent"
            case .js, .android: "acquireTokenSilent"
            case .python: "acquire_token_silent_with_error"
            case .java: "acquireTokenSilently"
            case .go: "AcquireTokenSilent"
            }
        case .acquireTokenInteractive:
            switch platform {
            case .apple: "acquireToken(with:)"
            case .dotnet: "AcquireTokenInteractive"
            case .js: "acquireTokenPopup"
            case .python: "acquire_token_interactive"
            case .android: "acquireToken"
            case .java: "acquireToken(InteractiveRequestParameters)"
            case .go: "AcquireTokenInteractive"
            }
        case .publicClientFlow:
            switch platform {
            case .dotnet: "AcquireTokenByIntegratedWindowsAuth"
            case .java: "acquireToken(IntegratedWindowsAuthenticationParameters)"
            case .python: "acquire_token_by_username_password"
            case .js: "acquireTokenByUsernamePassword"
            case .android: "acquireTokenWithDeviceCode"
            case .apple, .go: apiLabel(api)
            }
        case .intuneRemediation:
            switch platform {
            case .apple: "remediateComplianceForIdentity:silent:"
            case .android: "MAMComplianceManager.remediateCompliance"
            default: "Intune MAM remediation"
            }
        case .wait: "wait"
        }
    }

    /// What the step did, in a few words.
    public static func describe(_ event: AcquisitionEvent) -> String {
        switch event.step {
        case .apiCall:
            switch event.api {
            case .wait: return "waiting \(event.detail / 1000) s (virtual clock)"
            case .intuneRemediation: return "Intune remediation starts"
            case .publicClientFlow: return "call #\(event.detail) (no UI)"
            default: return "call #\(event.detail)"
            }
        case .networkRequest:
            switch event.outcome {
            case .warning: return "connection dropped after \(event.detail) ms; MSAL retries"
            case .error: return event.detail == 0 ? "no connection" : "connection dropped again"
            default: return "token endpoint, \(event.detail) ms"
            }
        case .serverResponse:
            return event.outcome == .warning
                ? "HTTP \(event.detail); MSAL retries once after 500 ms" : "HTTP \(event.detail)"
        case .userAction:
            let seconds = "\(event.detail / 1000) s"
            switch event.outcome {
            case .success: return event.api == .intuneRemediation
                ? "user completed remediation in \(seconds)" : "user finished sign-in in \(seconds)"
            case .error: return "user canceled after \(seconds)"
            case .warning: return "user came back from the broker without finishing after \(seconds)"
            default: return "user read the message and closed it after \(seconds)"
            }
        case .result where event.api == .wait:
            return "waited"
        case .result where event.api == .intuneRemediation:
            return "remediation done"
        case .result:
            switch event.outcome {
            case .success: return event.detail == 1 ? "token from cache" : "token issued"
            case .info where event.diagnosis == nil: return "no token and no error (nothing cached)"
            case .warning: return "token issued for fewer scopes"
            default: return "error"
            }
        case .handlerDecision:
            let decision = event.decision?.rawValue ?? "none"
            return event.detail > 0 ? "-> \(decision) \(event.detail / 1000) s" : "-> \(decision)"
        }
    }

    /// The fields a one-line summary names, in the field list's order.
    static let summaryFields: Set<DiagnosisField.Key> = [
        .domain, .code, .internalSubCode, .oauthError, .subError, .classification, .aadsts, .httpStatus,
        .retryAfter, .claims, .declinedScopes,
    ]

    /// A diagnosis on one line, from the one field list: the domain and code as they are, the
    /// other fields as `Label value`, separated by ` · `; the description when nothing else is known.
    public static func summary(_ d: Diagnosis) -> String {
        let fields = d.fields(advice: AdviceEngine.advise(d), locale: .en)
        var parts: [String] = []
        for field in fields where summaryFields.contains(field.key) {
            guard let value = field.value else { continue }
            switch field.key {
            case .domain, .code, .aadsts: parts.append(value)
            case .claims: parts.append("claims")
            case .classification:
                // Each platform's own concept: .NET's Classification, msal4j's reason(). Python's
                // "classification" key only repeats the sub-error shown beside it.
                switch d.platform {
                case .dotnet?: parts.append("\(field.label) \(value)")
                case .java?: parts.append("reason() \(value)")
                default: continue
                }
            default: parts.append("\(field.label) \(value)")
            }
        }
        if parts.isEmpty, let description = d.errorDescription { parts.append(description) }
        if let inner = d.underlying { parts.append("caused by " + summary(inner)) }
        return parts.joined(separator: " · ")
    }

    private static func two(_ value: UInt64) -> String { value < 10 ? "0\(value)" : String(value) }
    private static func three(_ value: UInt64) -> String {
        value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : String(value)
    }
}
