import MSALErrorModel

/// One catalog value the backstop found in text, and what it stands for.
struct CatalogFinding {
    enum Slot: Int, Comparable {
        /// A sub-error or .NET classification (`basic_action`, `BasicAction`).
        case subError
        /// An exception or error class (`MsalUiRequiredException`, `BrowserAuthError`).
        case errorClass
        /// A string error code or a named Apple code (`user_null`, `MSALErrorUserCanceled`).
        case code
        /// A numeric Apple code read with its domain: already a whole diagnosis.
        case appleNumber

        static func < (left: Slot, right: Slot) -> Bool { left.rawValue < right.rawValue }
    }

    var start: Int
    var end: Int
    var slot: Slot
    /// The catalog entries the value matches, in catalog order (empty for `appleNumber`).
    var entries: [CatalogEntry]
    /// The platform of the namespace written in front of a class name, if any.
    var namespace: Platform?
    /// For `appleNumber`: the diagnosis of the domain and number.
    var apple: Diagnosis?

    static func slot(of kind: CatalogKind) -> Slot? {
        switch kind {
        case .exceptionType, .errorClass, .errorType: .errorClass
        case .subError, .classification: .subError
        case .errorCode, .error, .internalError, .msidError, .legacyError, .urlError, .keychainError, .webAuthError,
             .errorString: .code
        case .domain, .userInfoKey, .errorDictKey, .aadsts, .b2c, .httpStatus: nil
        }
    }

    /// The platforms the entries belong to, as `Platform`s (AADSTS and HTTP entries have none).
    var platforms: [Platform] {
        var platforms: [Platform] = []
        for entry in entries {
            if let platform = Platform(rawValue: entry.platform.rawValue), !platforms.contains(platform) {
                platforms.append(platform)
            }
        }
        return platforms
    }

    /// The first entry of `platform`, or of any platform when nil; a current Apple value
    /// before its pre-0.4.0 namesake.
    func entry(on platform: Platform?) -> CatalogEntry? {
        // AADSTS codes belong to no MSAL: any platform takes them.
        let matching = entries.filter { platform == nil || $0.platform.rawValue == platform?.rawValue || $0.platform == .aadsts }
        let current = matching.filter { $0.kind != .legacyError }
        return current.first { Self.slot(of: $0.kind) == slot } ?? current.first ?? matching.first
    }
}
