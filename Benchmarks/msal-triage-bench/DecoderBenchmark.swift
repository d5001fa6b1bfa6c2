import Foundation
import MSALErrorModel
import MSALErrorText

/// Decodes and explains (decode + advice) a mixed corpus of real-shaped error
/// texts over and over, and prints explained errors per second. The corpus is
/// `Tests/MSALErrorTextTests/Corpus/*.txt` when run from the package root, else
/// a few built-in texts.
func runDecoderBenchmark() {
    let corpus = decoderBenchmarkCorpus()
    let totalBytes = corpus.reduce(0) { $0 + $1.utf8.count }
    print("corpus: \(corpus.count) texts, \(totalBytes) bytes")
    // Warm up (catalog index, advice tables).
    for text in corpus { _ = ErrorTextDecoder.decode(text) }

    var explained = 0
    var rounds = 0
    var checksum = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed: UInt64 = 0
    // MSAL_TRIAGE_BENCH_DECODE_ONLY=1 skips this part (to profile the decoders alone).
    let explainSeconds: UInt64 = ProcessInfo.processInfo.environment["MSAL_TRIAGE_BENCH_DECODE_ONLY"] == nil ? 3 : 0
    while elapsed < explainSeconds * 1_000_000_000 {
        for text in corpus {
            for diagnosis in ErrorTextDecoder.decode(text) {
                let advice = AdviceEngine.advise(diagnosis)
                checksum &+= advice.action.rawValue.utf8.count
                explained += 1
            }
        }
        rounds += 1
        elapsed = DispatchTime.now().uptimeNanoseconds - start
    }
    let seconds = max(Double(elapsed) / 1e9, 1e-9)
    let perSecond = Double(explained) / seconds
    let megabytes = Double(totalBytes * rounds) / seconds / 1_048_576
    print(String(format: "explained errors per second: %.0f (%d errors in %.2f s, %.1f MiB/s, checksum %d)",
                 perSecond, explained, seconds, megabytes, checksum))

    // Decoding alone (the advice engine is measured with the console and simulator).
    var decoded = 0
    let decodeStart = DispatchTime.now().uptimeNanoseconds
    var decodeElapsed: UInt64 = 0
    while decodeElapsed < 2_000_000_000 {
        for text in corpus { decoded += ErrorTextDecoder.decode(text).count }
        decodeElapsed = DispatchTime.now().uptimeNanoseconds - decodeStart
    }
    print(String(format: "decoded errors per second (without advice): %.0f",
                 Double(decoded) / (Double(decodeElapsed) / 1e9)))

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
