import MSALErrorModel
import MSALErrorText

/// libFuzzer entry: every input goes through the decoders (whole and streamed in tiny
/// chunks), the redactor and the explanation text. A crash, a sanitizer report, a
/// timeout or a broken promise below is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let located = ErrorTextDecoder.scan(text)
    let redacted = Redactor.redact(text)
    precondition(Redactor.redact(redacted) == redacted, "redaction is not stable")
    var explanationBytes = 0
    for entry in located {
        precondition(entry.line >= 1, "line numbers start at 1")
        var diagnosis: Diagnosis? = entry.diagnosis
        var depth = 0
        while let current = diagnosis {
            precondition(current.aadsts.allSatisfy { $0 > 0 }, "an AADSTS code must be positive")
            _ = VisibleText.make(current.errorDescription ?? "")
            diagnosis = current.underlying
            depth += 1
        }
        precondition(depth <= ErrorTextDecoder.maximumNestingDepth + 1, "nesting deeper than the limit")
        explanationBytes += ExplanationText.lines(for: entry.diagnosis, locale: .en).reduce(0) { $0 + $1.utf8.count }
    }
    // Output stays proportional to the input: a few KB of explanation per error at most.
    precondition(explanationBytes <= 64 * 1024 * max(1, located.count), "explanation out of proportion")
    // The streaming reader with tiny chunks and lines: never crashes, lines stay in order.
    var reader = ErrorStreamReader(InMemorySource(Array(bytes)),
                                   limits: StreamLimits(chunkBytes: 512, maximumLineBytes: 200, lookaheadBytes: 256))
    var lastLine = 0
    while let findings = try? reader.next() {
        for finding in findings {
            let line: Int
            switch finding {
            case .error(let found): line = found.line
            case .overlongLine(let overlong): line = overlong.line
            }
            precondition(line >= lastLine, "stream findings out of order")
            lastLine = line
        }
    }
    return 0
}
