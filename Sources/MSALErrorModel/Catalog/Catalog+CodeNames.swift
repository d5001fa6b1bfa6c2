extension Catalog {
    /// The name the catalog gives a diagnosis's string code, when the decoder that
    /// built the diagnosis did not name it: Python's OAuth codes (`invalid_grant`),
    /// MSAL.js codes, MSAL.NET `MsalError` constants. The diagnosis's own name first.
    public static func codeName(of diagnosis: Diagnosis) -> String? {
        if let name = diagnosis.codeName { return name }
        guard case .text(let code)? = diagnosis.code else { return nil }
        switch diagnosis.platform {
        case .python?, nil:
            // An OAuth error string is its own name; Python's result dicts carry exactly those.
            return lookup(code).first { $0.platform == .python && $0.kind == .errorCode }?.name
        case .js?: return jsErrorCode(code)?.name
        case .dotnet?: return dotnetErrorCode(code)?.name
        default: return nil
        }
    }
}
