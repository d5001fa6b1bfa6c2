/// Why user interaction is required, as MSAL.NET's `UiRequiredExceptionClassification`
/// names it. MSAL Python copies the sub-error into `classification`, and the other
/// platforms carry the same server sub-errors, so one reading serves all of them.
enum UIRequiredClass: String, CaseIterable, Sendable {
    case none = "None"
    case messageOnly = "MessageOnly"
    case basicAction = "BasicAction"
    case additionalAction = "AdditionalAction"
    case consentRequired = "ConsentRequired"
    case userPasswordExpired = "UserPasswordExpired"
    case promptNeverFailed = "PromptNeverFailed"
    case acquireTokenSilentFailed = "AcquireTokenSilentFailed"

    /// The enum's integer value in MSAL.NET (`PublicAPI.Shipped.txt`).
    var dotnetValue: Int {
        switch self {
        case .none: 0
        case .messageOnly: 1
        case .basicAction: 2
        case .additionalAction: 3
        case .consentRequired: 4
        case .userPasswordExpired: 5
        case .promptNeverFailed: 6
        case .acquireTokenSilentFailed: 7
        }
    }

    /// Accepts `MessageOnly`, `message_only`, `MESSAGEONLY` or the integer (`1`).
    init?(name: String) {
        let folded = UIRequiredClass.fold(name)
        if let number = Int(folded), let match = UIRequiredClass.allCases.first(where: { $0.dotnetValue == number }) {
            self = match
            return
        }
        guard let match = UIRequiredClass.foldedNames.first(where: { $0.folded == folded }) else { return nil }
        self = match.value
    }

    /// Every case with its folded raw value, folded once.
    private static let foldedNames = allCases.map { (folded: fold($0.rawValue), value: $0) }

    /// The server sub-errors MSAL turns into a classification; other sub-errors
    /// (`bad_token`, `client_mismatch`, …) do not classify.
    init?(subError: String) {
        switch UIRequiredClass.fold(subError) {
        case "basicaction": self = .basicAction
        case "additionalaction": self = .additionalAction
        case "messageonly": self = .messageOnly
        case "consentrequired": self = .consentRequired
        case "userpasswordexpired": self = .userPasswordExpired
        default: return nil
        }
    }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
}
