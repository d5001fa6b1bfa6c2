import MSALErrorModel

/// The words of a readable event line.
public enum EventText {
    /// Virtual time as `HH:MM:SS.mmm` (hours keep counting past 24).
    public static func clock(_ time: VirtualMilliseconds) -> String {
        var out = ""
        writeClock(time, to: &out)
        return out
    }

    /// ``clock(_:)`` written straight into `out`.
    public static func writeClock<Out: EventJSONLine.Output>(_ time: VirtualMilliseconds, to out: inout Out) {
        out.write(number: time / 3_600_000, zeroPaddedTo: 2)
        out.write(":")
        out.write(number: (time / 60_000) % 60, zeroPaddedTo: 2)
        out.write(":")
        out.write(number: (time / 1000) % 60, zeroPaddedTo: 2)
        out.write(".")
        out.write(number: time % 1000, zeroPaddedTo: 3)
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
        var out = ""
        writeDescription(event, to: &out)
        return out
    }

    /// ``describe(_:)`` written straight into `out` (numbers without making a `String`).
    public static func writeDescription<Out: EventJSONLine.Output>(_ event: AcquisitionEvent, to out: inout Out) {
        let detail = UInt64(event.detail)
        switch event.step {
        case .apiCall:
            switch event.api {
            case .wait:
                out.write("waiting ")
                out.write(number: detail / 1000)
                out.write(" s (virtual clock)")
            case .intuneRemediation: out.write("Intune remediation starts")
            case .publicClientFlow:
                out.write("call #")
                out.write(number: detail)
                out.write(" (no UI)")
            default:
                out.write("call #")
                out.write(number: detail)
            }
        case .networkRequest:
            switch event.outcome {
            case .warning:
                out.write("connection dropped after ")
                out.write(number: detail)
                out.write(" ms; MSAL retries")
            case .error: out.write(detail == 0 ? "no connection" : "connection dropped again")
            default:
                out.write("token endpoint, ")
                out.write(number: detail)
                out.write(" ms")
            }
        case .serverResponse:
            out.write("HTTP ")
            out.write(number: detail)
            if event.outcome == .warning { out.write("; MSAL retries once after 500 ms") }
        case .userAction:
            switch event.outcome {
            case .success:
                out.write(event.api == .intuneRemediation ? "user completed remediation in " : "user finished sign-in in ")
            case .error: out.write("user canceled after ")
            case .warning: out.write("user came back from the broker without finishing after ")
            default: out.write("user read the message and closed it after ")
            }
            out.write(number: detail / 1000)
            out.write(" s")
        case .result where event.api == .wait:
            out.write("waited")
        case .result where event.api == .intuneRemediation:
            out.write("remediation done")
        case .result:
            switch event.outcome {
            case .success: out.write(detail == 1 ? "token from cache" : "token issued")
            case .info where event.diagnosis == nil: out.write("no token and no error (nothing cached)")
            case .warning: out.write("token issued for fewer scopes")
            default: out.write("error")
            }
        case .handlerDecision:
            out.write("-> ")
            out.write(event.decision?.rawValue ?? "none")
            if detail > 0 {
                out.write(" ")
                out.write(number: detail / 1000)
                out.write(" s")
            }
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
}
