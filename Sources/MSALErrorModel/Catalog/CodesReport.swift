/// What `msal-triage codes` prints, as testable functions: the listing (table
/// or JSON array) and the explanation of one query (text or JSON).
public enum CodesReport {
    /// The outcome of `codes QUERY`.
    public enum LookupOutcome: Equatable, Sendable {
        case found([CatalogEntry])
        /// The line for stderr; the query is shown with control characters escaped.
        case unknown(message: String)
        /// A name from an older major version of the library (MSAL.js 1.x), with today's
        /// equivalent: a line for stdout.
        case renamed(message: String)
    }
}
