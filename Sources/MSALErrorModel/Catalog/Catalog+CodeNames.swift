extension Catalog {
    /// The name the catalog gives a diagnosis's string code, when the decoder that
    /// built the diagnosis did not name it: Python's OAuth codes (`invalid_grant`),
    /// MSAL.js codes, MSAL.NET `MsalError` constants, MSAL Android and msal4j error-code
    /// constants. The diagnosis's own name first.
    public static func codeName(of diagnosis: Diagnosis) -> String? {
        if let name = diagnosis.codeName { return name }
        guard case .text(let code)? = diagnosis.code else { return nil }
        switch diagnosis.platform {
        case .python?, nil:
            // An OAuth error string is its own name; Python's result dicts carry exactly those.
            // Found by value or name in one hash look-up; any other spelling the catalog
            // query understands (another case, say) takes the whole query.
            let index = CatalogIndex.shared
            if let position = index.pythonCodes[code] { return index.entries[position].name }
            return lookup(code).first { $0.platform == .python && $0.kind == .errorCode }?.name
        case .js?: return jsErrorCode(code)?.name
        case .dotnet?: return dotnetErrorCode(code)?.name
        case .android?, .java?:
            // MSAL Android and msal4j constants (`INVALID_GRANT`); a value two classes share is
            // named after the one the diagnosis's own class is.
            let index = CatalogIndex.shared
            let named = index.entries(at: index.jvmErrorCodes[code]).filter {
                $0.platform.rawValue == diagnosis.platform?.rawValue
            }
            return (named.first { $0.domain == diagnosis.domain } ?? named.first)?.name
        default: return nil
        }
    }

    /// Whether an MSAL Android or msal4j error-code constant has exactly this value
    /// (`request_throttled_at_ESTS_gateway`, `1000030`): one hash look-up.
    public static func isJVMErrorCode(_ code: String) -> Bool {
        CatalogIndex.shared.jvmErrorCodes[code] != nil
    }
}
