import MSALErrorModel

/// MSAL Go's error when the HTTP call itself failed, before any answer came back:
/// `server response error:\n %w`, the cause Go's HTTP client gave on the next line
/// (`Post "https://login.microsoftonline.com/…/token": dial tcp: lookup …: no such host`).
/// The catalog holds it as a format string, which no token matches: the fixed words are
/// found here, after a wrapper's words (`acquiring token: `) or inside a logger's quoted
/// field, where the newline is written `\n`.
enum GoServerResponseError {
    private static let lead = Array("server response ".utf8)  // then the `error` the anchor index found

    /// Each such error in `input` that no decoder claimed.
    static func decode(_ input: TextBytes, anchors: AnchorIndex, claimed: ClaimedRanges) -> [DecodedError] {
        guard anchors.has(.oauthError), let base = catalogDiagnosis else { return [] }
        var errors: [DecodedError] = []
        for hit in anchors.hits(.oauthError) where hit.start >= lead.count
            && input.at(hit.start + 5) == ASCII.colon && input.hasPrefix(lead, at: hit.start - lead.count)
            && !claimed.contains(hit.start) {
            let start = hit.start - lead.count
            guard let cause = GoErrorBody.after(input, colonEnd: hit.start + 6) else { continue }
            var diagnosis = base
            diagnosis.platform = .go
            diagnosis.errorDescription = "server response error: " + GoErrorBody.text(input, cause)
            errors.append(DecodedError(start: input.lineStart(before: start), end: cause.range.upperBound, diagnosis: diagnosis))
        }
        return errors
    }

    /// What `codes` says for this entry of MSAL Go's.
    private static let catalogDiagnosis: Diagnosis? = Catalog.errorEntries(valueOrName: "server response error:\n %w")
        .first { $0.platform.rawValue == Platform.go.rawValue }
        .map(Catalog.diagnosis(for:))
}
