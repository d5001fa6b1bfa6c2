import MSALErrorModel

/// msal4j's refusal from its own throttling cache, which names no code or class when a log line
/// or a wrapper prints only its message: `Request was throttled according to instructions from
/// STS. Retry in 29000 ms.` It is `MsalThrottlingException` (`throttled_request`) and nothing
/// else, so the sentence alone is enough; the wait it gives becomes the Retry-After.
enum ThrottlingSentenceDecoder {
    static let sentence = Array("Request was throttled according to instructions from STS".utf8)
    private static let retryIn = Array("Retry in ".utf8)

    /// Each sentence in `input` that no decoder claimed, as an error running to its line's end or
    /// to the next sentence (which is another refusal: running past it made each of a line of
    /// sentences carry the rest of the line, quadratic in time and in the JSON written).
    /// A sentence inside an error a decoder read (`MsalThrottlingException: Request was …`) fills
    /// that error's code and wait where it has none.
    static func decode(_ input: TextBytes, claimed: ClaimedRanges, found: inout [DecodedError]) -> [DecodedError] {
        var errors: [DecodedError] = []
        var from = 0
        var next = input.find(sentence, from: 0, to: input.count)
        while let hit = next, let base = catalogDiagnosis {
            from = hit + sentence.count
            next = input.find(sentence, from: from, to: input.count)
            let end = min(input.lineEnd(from: hit), input.count, next ?? .max)
            let wait = retryAfter(input, from: from, to: end)
            guard claimed.contains(hit) else {
                var diagnosis = base
                diagnosis.errorDescription = input.string(hit..<end)
                diagnosis.retryAfterSeconds = wait
                errors.append(DecodedError(start: hit, end: end, diagnosis: diagnosis))
                continue
            }
            guard let index = found.firstIndex(where: { $0.start <= hit && hit < $0.end }),
                  found[index].diagnosis.platform == .java || found[index].diagnosis.platform == nil,
                  found[index].diagnosis.domain == nil || found[index].diagnosis.domain == base.domain else { continue }
            if found[index].diagnosis.code == nil {
                found[index].diagnosis.code = base.code
                found[index].diagnosis.codeName = base.codeName
            }
            if found[index].diagnosis.retryAfterSeconds == nil { found[index].diagnosis.retryAfterSeconds = wait }
        }
        return errors
    }

    /// The `Retry in N ms` after the sentence, in whole seconds rounded up (waiting less than
    /// msal4j asks is refused again).
    private static func retryAfter(_ input: TextBytes, from: Int, to end: Int) -> Int? {
        guard let at = input.find(retryIn, from: from, to: end),
              let (milliseconds, _) = CommonFields.seconds(input, at: at + retryIn.count, to: end) else { return nil }
        return milliseconds == .max ? .max : milliseconds / 1000 + (milliseconds % 1000 == 0 ? 0 : 1)
    }

    /// What `codes throttled_request` says for msal4j.
    private static let catalogDiagnosis: Diagnosis? = Catalog.errorEntries(valueOrName: "throttled_request")
        .first { $0.platform.rawValue == Platform.java.rawValue }
        .map(Catalog.diagnosis(for:))
}
