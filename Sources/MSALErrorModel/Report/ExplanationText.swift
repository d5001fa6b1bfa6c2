/// The text form of a diagnosis (`explain`): one aligned `Label: value` line per
/// field of ``Diagnosis/fields(advice:locale:)`` — the core fields always, the
/// others when they have a value — and the underlying error indented below.
/// Its JSON twin is ``DiagnosisReport``. Every value goes through ``VisibleText``.
public enum ExplanationText {
    public static let notRecognised = "not recognised: no MSAL error found in the input"

    /// The longest description `explain` prints; the JSON keeps it whole.
    static let descriptionLimit = 400

    /// The explanation of `diagnosis`, lines without their line ends.
    public static func lines(for diagnosis: Diagnosis, locale: MessageLocale, indent: String = "") -> [String] {
        let fields = diagnosis.fields(advice: AdviceEngine.advise(diagnosis), locale: locale)
            .filter { $0.isCore || $0.value != nil }
        let width = fields.map { CellWidth.of($0.label) }.max() ?? 0
        var lines = fields.map { field in
            var value = field.shownValue
            if field.key == .description, value.utf8.count > descriptionLimit, value.count > descriptionLimit {
                value = String(value.prefix(descriptionLimit)) + "…"
            }
            return indent + field.label + ":" + String(repeating: " ", count: width - CellWidth.of(field.label) + 1)
                + VisibleText.make(value)
        }
        let omitted = diagnosis.omittedUnderlyingCount
        // A chain deeper than the decoders keep: say how many levels were left out (above the root cause).
        let leftOut = "\(omitted) nested \(omitted == 1 ? "error" : "errors") left out, deeper than the limit"
        if let underlying = diagnosis.underlying {
            lines.append(indent + (omitted == 0 ? "Underlying error:" : "Underlying error (\(leftOut)):"))
            lines += Self.lines(for: underlying, locale: locale, indent: indent + "    ")
        } else if omitted > 0 {
            lines.append(indent + "Underlying error: " + leftOut)
        }
        return lines
    }
}
