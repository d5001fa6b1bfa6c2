import ConsoleTheme
import AcquisitionSimulator
import MSALErrorModel

/// The short words the log's columns show for each enum value.
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

    public static func role(_ outcome: Outcome) -> StyleRole {
        switch outcome {
        case .started: .normal
        case .success: .success
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
    }

    /// Virtual time as `mm:ss.mmm` (hours roll into minutes).
    public static func time(_ milliseconds: UInt64) -> String {
        let minutes = milliseconds / 60_000
        let seconds = (milliseconds / 1000) % 60
        let millis = milliseconds % 1000
        return pad(minutes, 2) + ":" + pad(seconds, 2) + "." + pad(millis, 3)
    }

    static func pad(_ value: UInt64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
