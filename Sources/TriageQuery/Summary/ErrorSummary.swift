import MSALErrorModel

/// What `summarize` found: totals, and one row per group of errors, most frequent first.
public struct ErrorSummary: Sendable {
    /// What the rows are grouped by (`--by`).
    public enum Grouping: String, CaseIterable, Sendable {
        /// One row per distinct error: platform, domain, code, sub-code, OAuth error, AADSTS.
        case code
        case action
        case aadsts
        case platform
        case domain
        case flow
        /// MSAL logs: per acquisition API; sessions: the errors per API.
        case api
        /// MSAL logs: per outcome; sessions: the errors per outcome.
        case outcome
    }

    /// Where an error was seen: a line of an app log, or a session's virtual time.
    public enum Position: Hashable, Sendable {
        case line(input: Int, line: Int)
        case time(input: Int, milliseconds: UInt64)
    }

    public struct Row: Sendable {
        /// The group's value (`--by code`: the error's label).
        public var key: String
        public var count: Int
        /// A representative error of the group (the first one seen).
        public var diagnosis: StoredDiagnosis
        public var platform: Platform?
        public var firstSeen: Position
        public var lastSeen: Position
        /// Up to three distinct correlation ids, in the order met.
        public var correlationIds: [String]
        /// How many distinct errors the group holds (1 for `--by code`).
        public var distinctErrors: Int
    }

    public struct Totals: Sendable {
        /// Events read: every line of a session; every error of an app log.
        public var events = 0
        /// Events the `--where` terms keep (all of them without `--where`).
        public var matchingEvents = 0
        /// Matching events that are errors: an app log's errors; a session's `result` events
        /// that carry a diagnosis (what MSAL returned to the app).
        public var matchingErrors = 0
        /// Session lines that were not events (reported once each on stderr by the caller).
        public var unreadableLines = 0
        /// Lines longer than the reader's limit (``StreamLimits/maximumLineBytes``), skipped whole.
        public var longLines = 0
        /// Errors whose text ran on past the 64 KiB an error may reach, cut there (``Diagnosis/isTruncated``).
        public var truncatedErrors = 0
    }

    public var grouping: Grouping
    public var query: LogQuery?
    public var inputs: [String]
    public var totals: Totals
    public var rows: [Row]

    /// The innermost error `diagnosis` wraps (msal4j's `CompletionException` around an
    /// `MsalServiceException`), or nil when it wraps none.
    public static func wrapped(by diagnosis: Diagnosis) -> Diagnosis? {
        var inner = diagnosis.underlying
        while let next = inner?.underlying { inner = next }
        return inner
    }

    /// A short name for an error: its label (code name, code, OAuth error, AADSTS…); for an
    /// error without any, what it wraps, else its domain or class, else `—`. Never the
    /// placeholder word `error`.
    public static func name(of diagnosis: Diagnosis) -> String {
        let hasLabel = [diagnosis.codeName, diagnosis.code?.description, diagnosis.oauthError, diagnosis.brokerStatus]
            .contains { $0 != nil } || diagnosis.brokerErrorCode != nil
            || !diagnosis.aadsts.isEmpty || !diagnosis.b2cCodes.isEmpty || diagnosis.httpStatus != nil
        if hasLabel { return StoredDiagnosis.label(of: diagnosis) }
        if let inner = diagnosis.underlying { return name(of: inner) }
        return diagnosis.domain ?? DiagnosisField.missing
    }
}
