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
        let fields = diagnosis.fields(advice: AdviceEngine.advise(diagnosis), locale: locale)
        // Each shown label's width, measured once.
        var widths = [Int](repeating: -1, count: fields.count)
        for index in fields.indices where fields[index].isCore || fields[index].value != nil {
            widths[index] = CellWidth.of(fields[index].label)
        }
        let width = widths.max() ?? 0
        for index in fields.indices where widths[index] >= 0 {
            let field = fields[index]
            appendSpaces(indent, to: &out)
            out.append(contentsOf: field.label.utf8)
            out.append(UInt8(ascii: ":"))
            appendSpaces(width - widths[index] + 1, to: &out)
            var value = field.shownValue
            if field.key == .description, value.utf8.count > descriptionLimit, value.count > descriptionLimit {
                value = String(value.prefix(descriptionLimit)) + "…"
            }
            out.append(contentsOf: VisibleText.make(value).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        let omitted = diagnosis.omittedUnderlyingCount
        // A chain deeper than the decoders keep: say how many levels were left out (above the root cause).
        var leftOut: String { "\(omitted) nested \(omitted == 1 ? "error" : "errors") left out, deeper than the limit" }
        if let underlying = diagnosis.underlying {
            appendSpaces(indent, to: &out)
            out.append(contentsOf: (omitted == 0 ? "Underlying error:" : "Underlying error (\(leftOut)):").utf8)
            out.append(UInt8(ascii: "\n"))
            write(underlying, locale: locale, indent: indent + 4, to: &out)
        } else if omitted > 0 {
            appendSpaces(indent, to: &out)
            out.append(contentsOf: ("Underlying error: " + leftOut).utf8)
            out.append(UInt8(ascii: "\n"))
        }
    }

    private static func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        guard count > 0 else { return }
        let spaces: StaticString = "                                "
        spaces.withUTF8Buffer { spaces in
            var left = count
            while left > 0 {
                let part = min(left, spaces.count)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<part]))
                left -= part
            }
        }
    }
}
