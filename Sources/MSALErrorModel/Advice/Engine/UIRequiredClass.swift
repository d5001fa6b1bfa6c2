/// Why user interaction is required, as MSAL.NET's `UiRequiredExceptionClassification`
/// names it. MSAL Python copies the sub-error into `classification`, and the other
/// platforms carry the same server sub-errors, so one reading serves all of them.
public enum UIRequiredClass: String, CaseIterable, Sendable {
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

    /// The server sub-error that MSAL turns into this classification — the one place the
    /// sub-error ↔ classification mapping is written. Nil for the classifications MSAL.NET
    /// sets itself (`None`, `PromptNeverFailed`, `AcquireTokenSilentFailed`); other sub-errors
    /// (`bad_token`, `client_mismatch`, …) do not classify.
    public var subError: String? {
        switch self {
        case .basicAction: "basic_action"
        case .additionalAction: "additional_action"
        case .messageOnly: "message_only"
        case .consentRequired: "consent_required"
        case .userPasswordExpired: "user_password_expired"
        case .none, .promptNeverFailed, .acquireTokenSilentFailed: nil
        }
    }

    /// The classification a server sub-error produces (any case, `_`/`-` ignored).
    public init?(subError: String) {
        let folded = UIRequiredClass.fold(subError)
        guard let match = UIRequiredClass.allCases.first(where: { $0.subError.map(UIRequiredClass.fold) == folded }) else {
            return nil
        }
        self = match
    }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
}

extension UIRequiredClass {
    /// `init(name:)` on the UTF-8 bytes of an ASCII name, without the lowercased copy;
    /// other names take `init(name:)`.
    static func read(name: String) -> UIRequiredClass? {
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes in
            withFolded(bytes) { folded in
                if let number = smallNumber(folded) {
                    return allCases.first { $0.dotnetValue == number }
                }
                return foldedNames.first { $0.folded.utf8.count == folded.count && $0.folded.utf8.elementsEqual(folded) }?.value
            }
        }
        guard case .answer(let value) = fast else { return UIRequiredClass(name: name) }
        return value
    }

    /// `init(subError:)` on the UTF-8 bytes of an ASCII sub-error.
    static func read(subError: String) -> UIRequiredClass? {
        let fast = subError.utf8.withContiguousStorageIfAvailable { bytes in
            withFolded(bytes) { folded in
                subErrorClasses.first { $0.folded.utf8.count == folded.count && $0.folded.utf8.elementsEqual(folded) }?.value
            }
        }
        guard case .answer(let value) = fast else { return UIRequiredClass(subError: subError) }
        return value
    }

    /// The folded sub-errors `init(subError:)` accepts.
    private static let subErrorClasses: [(folded: String, value: UIRequiredClass)] =
        allCases.compactMap { uiClass in uiClass.subError.map { (fold($0), uiClass) } }

    /// A reading on bytes, or word that the text needs the string path.
    private enum FastReading {
        case answer(UIRequiredClass?)
        case useStrings
    }

    /// Runs `body` on the ASCII bytes folded as `fold` does (lowercase, without `_`,
    /// `-` and spaces), in a small stack buffer; `.useStrings` for text that is not
    /// ASCII or folds to more than 32 bytes.
    private static func withFolded(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> UIRequiredClass?
    ) -> FastReading {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> FastReading in
            var count = 0
            for byte in bytes {
                guard byte < 0x80 else { return .useStrings }
                if byte == 0x5F || byte == 0x2D || byte == 0x20 { continue }
                guard count < 32 else { return .useStrings }
                buffer[count] = TextReading.foldASCII(byte)
                count += 1
            }
            return .answer(body(UnsafeBufferPointer(rebasing: buffer[..<count])))
        }
    }

    /// The value `Int(String)` reads from folded bytes when it is 0…9 (the only values
    /// that can name a class); nil for anything else, which no class name matches either.
    private static func smallNumber(_ folded: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = folded[...]
        if digits.first == 0x2B { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
        guard let significant = digits.firstIndex(where: { $0 != 0x30 }) else { return 0 }
        return significant == digits.endIndex - 1 ? Int(digits[significant] - 0x30) : nil
    }
}
