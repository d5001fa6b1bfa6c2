import AcquisitionSimulator
import MSALErrorModel

/// The short words the log's columns show for each enum value (also what plain-text
/// query terms match an event's columns against).
public enum ColumnText {
    public static func platform(_ platform: Platform) -> String {
        switch platform {
        case .apple: "apple"
        case .dotnet: ".NET"
        case .js: "js"
        case .python: "python"
        case .android: "android"
        case .java: "java"
        case .go: "go"
        }
    }

    public static func api(_ api: API) -> String {
        switch api {
        case .acquireTokenSilent: "silent"
        case .acquireTokenInteractive: "interactive"
        case .intuneRemediation: "intune"
        case .wait: "wait"
        case .publicClientFlow: "public"
        }
    }

    /// What the API column shows for a pasted or opened error.
    public static let importedAPI = "pasted"

    public static func step(_ step: Step) -> String {
        switch step {
        case .apiCall: "call"
        case .networkRequest: "request"
        case .serverResponse: "response"
        case .handlerDecision: "decide"
        case .userAction: "user"
        case .result: "result"
        }
    }

    public static func outcome(_ outcome: Outcome) -> String {
        switch outcome {
        case .started: "start"
        case .success: "ok"
        case .error: "ERROR"
        case .warning: "warn"
        case .info: "info"
        }
    }

    /// Time as `HH:MM:SS.mmm`, the one form `simulate`, the console and `summarize` share
    /// (`EventText.clock`): a colon count never leaves hours and minutes in doubt.
    public static func time(_ milliseconds: UInt64) -> String {
        EventText.clock(milliseconds)
    }
}
