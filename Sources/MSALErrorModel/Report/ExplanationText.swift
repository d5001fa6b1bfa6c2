/// The text form of a diagnosis (`explain`): one aligned `Label: value` line per
/// field of ``Diagnosis/fields(advice:locale:)`` — the core fields always, the
/// others when they have a value — and the underlying error indented below.
/// Its JSON twin is ``DiagnosisReport``. Every value goes through ``VisibleText``.
public enum ExplanationText {
    public static let notRecognised = "not recognised: no MSAL error found in the input"

    /// The longest description `explain` prints; the JSON keeps it whole.
    static let descriptionLimit = 400

    /// The explanation of `diagnosis`, lines without their line ends.
    public static func lines(for diagnosis: Diagnosis, locale: MessageLocale) -> [String] {
        var out: [UInt8] = []
        write(diagnosis, locale: locale, to: &out)
        return out.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the explanation of `diagnosis` to `out` as UTF-8, each line ended by `\n`,
    /// `indent` spaces before each line (an underlying error is written 4 further in).
    /// Bytes, not `String`s: `explain` writes a million of these from one log.
    public static func write(_ diagnosis: Diagnosis, locale: MessageLocale, indent: Int = 0, to out: inout [UInt8]) {
        var bytes = ByteWriter(capacity: 2048)
        write(diagnosis, locale: locale, indent: indent, to: &bytes)
        bytes.copy(to: &out)
    }

    /// The line above the `number`th explanation of `explain`: `error 3 of 7`, `error 3` while
    /// the total is not known (a streamed input), nothing when the input held one error; a
    /// blank line between explanations.
    public static func writeHeading(number: Int, of total: Int?, to out: inout [UInt8]) {
        if number > 1 { out.append(UInt8(ascii: "\n")) }
        if let total, total <= 1 { return }
        out.append(contentsOf: "error ".utf8)
        out.append(decimal: number)
        if let total {
            out.append(contentsOf: " of ".utf8)
            out.append(decimal: total)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The shown fields are kept on the stack until the widest label is known: no array, no
    /// label built, and each value's bytes copied through a pointer.
    private static func write(_ diagnosis: Diagnosis, locale: MessageLocale, indent: Int, to out: inout ByteWriter) {
        withUnsafeTemporaryAllocation(of: ShownField.self, capacity: DiagnosisField.Key.allCases.count) { shown in
            var count = 0, width = 0
            diagnosis.forEachField(advice: AdviceEngine.advise(diagnosis), locale: locale) { key, value in
                guard value != nil || key.isCore, count < shown.count else { return }
                // Labels are ASCII (a test holds them to it): one cell per byte.
                let labelWidth = key.label(locale: locale).utf8.count
                shown.initializeElement(at: count, to: ShownField(key: key, value: value, labelWidth: labelWidth))
                count += 1
                width = max(width, labelWidth)
            }
            defer { _ = shown[..<count].deinitialize() }
            for field in shown[..<count] {
                let (key, labelWidth) = (field.key, field.labelWidth)
                appendSpaces(indent, to: &out)
                appendUTF8(key.label(locale: locale), to: &out)
                out.append(UInt8(ascii: ":"))
                appendSpaces(width - labelWidth + 1, to: &out)
                guard var value = field.value else {
                    appendUTF8(DiagnosisField.missing, to: &out)
                    out.append(UInt8(ascii: "\n"))
                    continue
                }
                if key == .description, value.utf8.count > descriptionLimit, value.count > descriptionLimit {
                    value = String(value.prefix(descriptionLimit)) + "…"
                }
                let wasSafe = value.withUTF8 { bytes in
                    guard VisibleText.isSafe(bytes) else { return false }
                    out.append(bytes)
                    return true
                }
                if !wasSafe { appendUTF8(VisibleText.make(value), to: &out) }
                out.append(UInt8(ascii: "\n"))
            }
        }
        let omitted = diagnosis.omittedUnderlyingCount
        // A chain deeper than the decoders keep: say how many levels were left out (above the root cause).
        var leftOut: String { "\(omitted) nested \(omitted == 1 ? "error" : "errors") left out, deeper than the limit" }
        if let underlying = diagnosis.underlying {
            appendSpaces(indent, to: &out)
            appendUTF8(omitted == 0 ? "Underlying error:" : "Underlying error (\(leftOut)):", to: &out)
            out.append(UInt8(ascii: "\n"))
            write(underlying, locale: locale, indent: indent + 4, to: &out)
        } else if omitted > 0 {
            appendSpaces(indent, to: &out)
            appendUTF8("Underlying error: " + leftOut, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// A field to be written (a struct, not a tuple: a tuple is destroyed through its metadata).
    private struct ShownField {
        let key: DiagnosisField.Key
        let value: String?
        let labelWidth: Int
    }

    private static func appendUTF8(_ text: String, to out: inout ByteWriter) {
        var text = text
        text.withUTF8 { out.append($0) }
    }

    private static func appendSpaces(_ count: Int, to out: inout ByteWriter) {
        out.append(repeating: UInt8(ascii: " "), count: count)
    }
}
