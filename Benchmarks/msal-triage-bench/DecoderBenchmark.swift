import Foundation
import MSALErrorModel
import MSALErrorText

/// Decodes and advises a mixed corpus of real-shaped error texts over and over and
/// prints three rates: decoded errors per second (decoding alone), advised errors
/// per second (the advice engine alone, on the corpus's already decoded
/// diagnoses) and explained errors per second (decode + advise, what `explain`
/// does per error). Nothing is cached between calls, so every call does the whole
/// work. The corpus is `Tests/MSALErrorTextTests/Corpus/*.txt` when run from the
/// package root, else a few built-in texts.
///
/// For instruction counts (`valgrind --tool=callgrind`, repeatable on a busy
/// machine): `MSAL_TRIAGE_BENCH_ROUNDS=N` runs N rounds over the corpus instead of
/// timed loops, and `MSAL_TRIAGE_BENCH_PART=decode|advise|explain` runs one part only.
func runDecoderBenchmark() {
    let corpus = decoderBenchmarkCorpus()
    let totalBytes = corpus.reduce(0) { $0 + $1.utf8.count }
    print("corpus: \(corpus.count) texts, \(totalBytes) bytes")
    // Warm up (catalog index, advice tables) and keep the decoded diagnoses for advise-only.
    let diagnoses = corpus.flatMap { ErrorTextDecoder.decode($0) }
    for diagnosis in diagnoses { _ = AdviceEngine.advise(diagnosis) }
    print("diagnoses per corpus round: \(diagnoses.count)")

    let environment = ProcessInfo.processInfo.environment
    let fixedRounds = environment["MSAL_TRIAGE_BENCH_ROUNDS"].flatMap { Int($0) }
    let part = environment["MSAL_TRIAGE_BENCH_PART"]
    let measure = { (name: String) in part == nil || part == name }

    if measure("decode") {
        let rate = ratePerSecond(rounds: fixedRounds) {
            var decoded = 0
            for text in corpus { decoded += ErrorTextDecoder.decode(text).count }
            return decoded
        }
        print(String(format: "decoded errors per second (decoding alone): %.0f (%.1f MiB/s)",
                     rate.perSecond, Double(totalBytes) * rate.roundsPerSecond / 1_048_576))
    }
    if measure("advise") {
        let rate = ratePerSecond(rounds: fixedRounds) {
            var checksum = 0
            for diagnosis in diagnoses { checksum &+= AdviceEngine.advise(diagnosis).developerAdvice.utf8.count }
            return checksum > 0 ? diagnoses.count : 0
        }
        print(String(format: "advised errors per second (advice engine alone): %.0f", rate.perSecond))
    }
    if measure("explain") {
        let rate = ratePerSecond(rounds: fixedRounds) {
            var explained = 0
            for text in corpus {
                for diagnosis in ErrorTextDecoder.decode(text) where !AdviceEngine.advise(diagnosis).rule.isEmpty {
                    explained += 1
                }
            }
            return explained
        }
        print(String(format: "explained errors per second (decode + advise): %.0f", rate.perSecond))
    }
    guard part == nil else { return }

    // One large log: every corpus text 400 times, scanned at once.
    let log = Array(repeating: corpus.joined(separator: "\n"), count: 400).joined(separator: "\n")
    let scanStart = DispatchTime.now().uptimeNanoseconds
    let located = ErrorTextDecoder.scan(log)
    let scanSeconds = Double(DispatchTime.now().uptimeNanoseconds - scanStart) / 1e9
    print(String(format: "scan of a %.1f MiB log: %d errors in %.3f s (%.1f MiB/s)",
                 Double(log.utf8.count) / 1_048_576, located.count, scanSeconds,
                 Double(log.utf8.count) / 1_048_576 / scanSeconds))

    let redactStart = DispatchTime.now().uptimeNanoseconds
    let redacted = Redactor.redact(log)
    let redactSeconds = Double(DispatchTime.now().uptimeNanoseconds - redactStart) / 1e9
    print(String(format: "redaction: %.1f MiB/s (%d bytes out)", Double(log.utf8.count) / 1_048_576 / redactSeconds,
                 redacted.utf8.count))
}

/// Runs `round` (which returns how many errors it handled) for two seconds, or
/// exactly `rounds` times when given, and returns errors and rounds per second.
private func ratePerSecond(rounds: Int?, _ round: () -> Int) -> (perSecond: Double, roundsPerSecond: Double) {
    var handled = 0
    var done = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed: UInt64 = 0
    while rounds.map({ done < $0 }) ?? (elapsed < 2_000_000_000) {
        handled += round()
        done += 1
        elapsed = DispatchTime.now().uptimeNanoseconds - start
    }
    let seconds = max(Double(elapsed) / 1e9, 1e-9)
    return (Double(handled) / seconds, Double(done) / seconds)
}

private func decoderBenchmarkCorpus() -> [String] {
    let folder = "Tests/MSALErrorTextTests/Corpus"
    if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
        let texts = names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix("not-") }.sorted()
            .compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        if !texts.isEmpty { return texts }
    }
    return [
        #"Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALOAuthErrorKey=invalid_grant, MSALOAuthSubErrorKey=basic_action, MSALSTSErrorCodesKey=(50079), MSALCorrelationIDKey=0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40}"#,
        "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: MFA required.\n\tErrorCode: invalid_grant\n\tStatusCode: 400",
        "InteractionRequiredAuthError: interaction_required: AADSTS50058: A silent sign-in request was sent.",
        #"{"error": "invalid_grant", "error_description": "AADSTS700082: expired", "error_codes": [700082]}"#,
    ]
}
