/// Where Apple MSAL met a server OAuth error; the same `error` string maps differently.
public enum AppleOAuthContext: String, CaseIterable, Sendable {
    /// `acquireTokenSilent` redeeming a refresh token.
    case silentRefresh
    /// Any other token-endpoint call, e.g. redeeming an authorization code.
    case tokenEndpoint
    /// The answer of the web (authorize) step.
    case webResponse
}

extension Catalog {
    /// The MSAL code Apple MSAL maps a server OAuth error to, before the
    /// classification rule (`appleSurfacedCode(forMapped:)`) decides what the app sees.
    /// Follows `Catalog.appleOAuthMappings`.
    public static func appleMappedCode(
        forOAuthError error: String?, subError: String? = nil, aadsts: [Int] = [], context: AppleOAuthContext
    ) -> Int {
        let error = error ?? ""
        let protection = error == "unauthorized_client" && subError == "protection_policy_required"
        switch context {
        case .silentRefresh:
            switch error {
            case "invalid_scope": return -42005
            case "invalid_client": return -42003
            default: return protection ? -50004 : -50002
            }
        case .webResponse:
            if error == "invalid_grant", subError == "transfer_token_expired" { return -50005 }
            if error == "invalid_grant", subError == "insufficient_device_strength" { return -50007 }
            return tokenEndpointCode(error, protection: protection, aadsts: aadsts)
        case .tokenEndpoint:
            return tokenEndpointCode(error, protection: protection, aadsts: aadsts)
        }
    }

    private static func tokenEndpointCode(_ error: String, protection: Bool, aadsts: [Int]) -> Int {
        switch error {
        case "invalid_request": aadsts.contains(50142) ? -50142 : -42002
        case "invalid_client": -42003
        case "invalid_grant": -42004
        case "invalid_scope": -42005
        case "unauthorized_client": protection ? -50004 : -42006
        case "interaction_required": -50002
        case "access_denied", "tokenTransferFailedOTC": -50005
        case "server_error": -50006
        default: -42104
        }
    }
}
