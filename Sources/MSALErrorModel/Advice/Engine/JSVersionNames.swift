/// MSAL.js 1.x (the `msal` package) names that people still paste, with what MSAL.js
/// 2.x and later (`@azure/msal-browser`) call the same thing.
public enum JSVersionNames {
    /// One 1.x name and its 2.x equivalent.
    public struct Rename: Hashable, Sendable {
        /// As MSAL.js 1.x spells it.
        public let v1: String
        /// As MSAL.js 2.x and later spell it.
        public let v2: String
        /// What kind of name it is: an error code, an API, a request field.
        public let kind: String
        public let note: String
    }

    public static let renames: [Rename] = [
        Rename(v1: "login_progress_error", v2: "interaction_in_progress", kind: "error code",
               note: "another login was still in progress (ClientAuthError.loginProgressError)"),
        Rename(v1: "acquiretoken_progress_error", v2: "interaction_in_progress", kind: "error code",
               note: "another token request was still in progress (ClientAuthError.acquireTokenProgressError)"),
        Rename(v1: "handleRedirectCallback", v2: "handleRedirectPromise", kind: "API",
               note: "the callback registered for the redirect response becomes a promise awaited on every page load"),
        Rename(v1: "claimsRequest", v2: "claims", kind: "request field",
               note: "the claims challenge string goes in the request's claims field"),
    ]

    /// The 1.x codes that 2.x reports as `interaction_in_progress`.
    static let interactionInProgressV1: Set<String> = ["login_progress_error", "acquiretoken_progress_error"]

    /// The rename whose 1.x name is `name` (exactly as MSAL.js 1.x spells it; error codes in any case).
    public static func rename(of name: String) -> Rename? {
        renames.first { $0.v1 == name || ($0.kind == "error code" && $0.v1 == name.lowercased()) }
    }
}
