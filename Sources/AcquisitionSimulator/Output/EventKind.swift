import MSALErrorModel

/// An event's platform, API, step and outcome as one small number: what `EventFormatter`
/// renders once and reuses for every event of that kind.
enum EventKind {
    static let count = 7 * 5 * 6 * 5

    static func index(of event: AcquisitionEvent) -> Int {
        ((platform(event.platform) * 5 + api(event.api)) * 6 + step(event.step)) * 5 + outcome(event.outcome)
    }

    private static func platform(_ platform: Platform) -> Int {
        switch platform {
        case .apple: 0
        case .dotnet: 1
        case .js: 2
        case .python: 3
        case .android: 4
        case .java: 5
        case .go: 6
        }
    }

    private static func api(_ api: API) -> Int {
        switch api {
        case .acquireTokenSilent: 0
        case .acquireTokenInteractive: 1
        case .intuneRemediation: 2
        case .wait: 3
        case .publicClientFlow: 4
        }
    }

    private static func step(_ step: Step) -> Int {
        switch step {
        case .apiCall: 0
        case .networkRequest: 1
        case .serverResponse: 2
        case .handlerDecision: 3
        case .userAction: 4
        case .result: 5
        }
    }

    private static func outcome(_ outcome: Outcome) -> Int {
        switch outcome {
        case .started: 0
        case .success: 1
        case .error: 2
        case .warning: 3
        case .info: 4
        }
    }
}
