import MSALErrorModel
import MSALErrorText

/// libFuzzer entry: every input goes through the decoders, the redactor and the
/// explanation text. A crash, a sanitizer report or a timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let located = ErrorTextDecoder.scan(text)
    let redacted = Redactor.redact(text)
    precondition(Redactor.redact(redacted) == redacted, "redaction is not stable")
    for entry in located {
        precondition(entry.line >= 1, "line numbers start at 1")
        var diagnosis: Diagnosis? = entry.diagnosis
        while let current = diagnosis {
            precondition(current.aadsts.allSatisfy { $0 > 0 }, "an AADSTS code must be positive")
            _ = VisibleText.make(current.errorDescription ?? "")
            diagnosis = current.underlying
        }
    }
    return 0
}
