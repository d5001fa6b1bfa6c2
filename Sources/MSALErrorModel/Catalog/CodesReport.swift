/// What `msal-triage codes` prints, as testable functions: the listing (table
/// or JSON array) and the explanation of one query (text or JSON).
public enum CodesReport {
    /// The outcome of `codes QUERY`.
    public enum LookupOutcome: Equatable, Sendable {
        case found([CatalogEntry])
        /// The line for stderr; the query is shown with control characters escaped.
        case unknown(message: String)
    }
}
