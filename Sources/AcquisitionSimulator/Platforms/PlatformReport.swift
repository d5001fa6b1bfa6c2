import MSALErrorModel

/// The pure function condition × platform × API → `Diagnosis`: the same
/// condition as each MSAL flavour reports it, with MSAL's exact names and values.
public enum PlatformReport {
    /// The error the app receives, or nil when the platform reports no error for
    /// it (MSAL Python's silent call returns `None` when nothing is cached).
    public static func diagnosis(for condition: Condition, on platform: Platform, during api: API) -> Diagnosis? {
        switch platform {
        case .apple: AppleReport.diagnosis(for: condition, during: api)
        case .dotnet: DotnetReport.diagnosis(for: condition, during: api)
        case .js: JSReport.diagnosis(for: condition, during: api)
        case .android: AndroidReport.diagnosis(for: condition, during: api)
        case .java: JavaReport.diagnosis(for: condition, during: api)
        case .python, .go: PythonReport.diagnosis(for: condition, during: api, platform: platform)
        }
    }

    /// The MSAL error inside a diagnosis: msal4j's, under the `ExecutionException` /
    /// `CompletionException` that wraps it; the diagnosis itself elsewhere. What the
    /// app's handler reads (claims, reason, Retry-After).
    public static func msalError(_ diagnosis: Diagnosis) -> Diagnosis {
        diagnosis.msalErrorInsideWrapper.error
    }

    /// Fills the fields every platform copies from the server's answer.
    static func serverFields(_ answer: ServerAnswer, into diagnosis: inout Diagnosis) {
        diagnosis.oauthError = answer.error
        diagnosis.subError = answer.subError
        diagnosis.aadsts = answer.aadsts
        diagnosis.httpStatus = answer.status
        diagnosis.retryAfterSeconds = answer.retryAfter
        diagnosis.claims = answer.claims
        diagnosis.errorDescription = answer.description
        diagnosis.correlationId = answer.correlationId
        diagnosis.traceId = answer.traceId
    }

    /// The .NET classification a UI sub-error produces (`UiRequiredExceptionClassification`).
    static func dotnetClassification(subError: String?) -> String {
        (subError.flatMap(UIRequiredClass.init(subError:)) ?? .none).rawValue
    }
}
