import MSALErrorModel

/// MSAL Python's `ValueError` when it cannot read the authority's OpenID configuration:
/// `Unable to get authority configuration for <url>. Authority would typically be …` (or
/// `Unable to get OIDC authority configuration for <url> …`), and the discovery's own
/// `OIDC Discovery failed on <url>. HTTP status: 400, Error: {…}` that it wraps. A tenant name
/// or GUID that does not exist, a wrong host, or a proxy that answers for the service: the
/// app's configuration, never the user. The message names no code or class of MSAL's, so the
/// sentence is the evidence; the Azure CLI prints it alone, then the traceback that ends in
/// `ValueError: <the same message>`, and the two are one error.
enum PythonAuthorityFailure {
    private static let unableToGet = Array("Unable to get ".utf8)
    private static let configurationFor = [
        Array("authority configuration for ".utf8), Array("OIDC authority configuration for ".utf8),
    ]
    private static let discoveryFailed = Array("OIDC Discovery failed on ".utf8)
    /// What follows each sentence: the authority's URL (a traceback's source line has `{}` there).
    private static let http = Array("http".utf8)
    /// What MSAL Python raises (the type its traceback's last line names).
    static let domain = "ValueError"
    /// How far below a message its restatement may stand (the Azure CLI's traceback between them).
    private static let restatementLines = 60

    /// Each message in `input` that no decoder claimed, running to its line's end. A discovery
    /// failure whose JSON answer another decoder read (the OAuth error and AADSTS code) gets its
    /// platform and class from the sentence instead; the `Unable to get …` that MSAL raises while
    /// handling it, a traceback below (`During handling of the above exception …`), is that error.
    static func decode(_ input: TextBytes, claimed: ClaimedRanges, found: inout [DecodedError]) -> [DecodedError] {
        var errors: [DecodedError] = []
        // Where each discovery failure's error is: in `found` (true) or in `errors`, by index.
        var discoveries: [(inFound: Bool, index: Int)] = []
        var cursor = 0
        while let hit = input.find(discoveryFailed, from: cursor, to: input.count) {
            cursor = hit + discoveryFailed.count
            guard input.hasPrefix(http, at: cursor) else { continue }
            if let place = add(input, at: hit, claimed: claimed, found: &found, into: &errors) { discoveries.append(place) }
        }
        cursor = 0
        while let hit = input.find(unableToGet, from: cursor, to: input.count) {
            cursor = hit + unableToGet.count
            guard let rest = configurationFor.first(where: { input.hasPrefix($0, at: cursor) }),
                  input.hasPrefix(http, at: cursor + rest.count) else { continue }
            let lineEnd = min(input.lineEnd(from: hit), input.count)
            if let cause = discoveries.last(where: { place in
                let error = place.inFound ? found[place.index] : errors[place.index]
                return error.start < hit && input.startsWithin(restatementLines, linesAfter: error.end, hit)
            }) {
                if cause.inFound { found[cause.index].end = max(found[cause.index].end, lineEnd) } else {
                    errors[cause.index].end = max(errors[cause.index].end, lineEnd)
                }
                continue
            }
            _ = add(input, at: hit, claimed: claimed, found: &found, into: &errors)
        }
        if errors.count > 1 { errors.sort { $0.start < $1.start } }
        return errors
    }

    /// The error of the message at `hit`: one another decoder read there (given MSAL Python's
    /// platform and class), an earlier print of the same message (the Azure CLI's), or a new one.
    private static func add(_ input: TextBytes, at hit: Int, claimed: ClaimedRanges,
                            found: inout [DecodedError], into errors: inout [DecodedError]) -> (inFound: Bool, index: Int)? {
        let end = min(input.lineEnd(from: hit), input.count)
        // Read by another decoder (the discovery's JSON answer after `Error: `): that error is MSAL Python's.
        if let index = found.firstIndex(where: { $0.start <= hit && hit < $0.end || (hit..<end).contains($0.start) }) {
            if found[index].diagnosis.platform == nil { found[index].diagnosis.platform = .python }
            if found[index].diagnosis.domain == nil { found[index].diagnosis.domain = domain }
            return (true, index)
        }
        guard !claimed.contains(hit) else { return nil }
        let message = input.string(hit..<JoinedLines.trimmedEnd(input, hit, end))
        // The same message restated a traceback below (`ValueError: <message>`) is the same error.
        if let index = errors.lastPrint(of: message, within: restatementLines, before: hit, in: input) {
            errors[index].end = max(errors[index].end, end)
            return (false, index)
        }
        var diagnosis = Diagnosis()
        diagnosis.platform = .python
        diagnosis.domain = domain
        diagnosis.errorDescription = message
        errors.append(DecodedError(start: hit, end: end, diagnosis: diagnosis))
        return (false, errors.count - 1)
    }
}
