/// The text form of a diagnosis (`explain`): one aligned `Label: value` line per
/// field of ``Diagnosis/fields(advice:locale:)`` — the core fields and the time always, the
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
    public static func write(_ diagnosis: Diagnosis, locale: MessageLocale, indent: Int = 0, to out: inout [UInt8]) {
        var bytes = ByteWriter(capacity: 2048)
        write(diagnosis, locale: locale, indent: indent, to: &bytes)
        bytes.copy(to: &out)
    }

    /// The line above the `number`th explanation of `explain`: `error 3 of 7`, `error 3` while
    /// the total is not known (a streamed input), nothing when the input held one error; a
    /// blank line between explanations.
    public static func writeHeading<Output: JSONByteOutput & ~Copyable>(number: Int, of total: Int?, to out: inout Output) {
        if number > 1 { out.append(UInt8(ascii: "\n")) }
        if let total, total <= 1 { return }
        out.append("error ")
        out.append(decimal: number)
        if let total {
            out.append(" of ")
            out.append(decimal: total)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The line under an error whose text was cut at 64 KiB (``Diagnosis/isTruncated``).
    public static let truncatedNote = "Note: the text of this error is longer than 64 KiB; it was cut there, and fields after that were not read."

    /// ``write(_:locale:indent:to:)`` into a ``ByteWriter``, what `explain` writes a million
    /// of: each field is written as it comes, label, padding and value, straight into bytes
    /// (no list of fields kept, no `String` made for a label).
    ///
    /// The padding needs the widest label shown: that of the core fields (always listed), unless
    /// the diagnosis has a field with a wider one (a Windows broker's code or status). Then the
    /// explanation is written again over itself with that width; it is the rare case.
    public static func write(_ diagnosis: Diagnosis, locale: MessageLocale, indent: Int = 0, to out: inout ByteWriter) {
        let advice = AdviceEngine.advise(diagnosis), start = out.count, prepared = PreparedTexts.current
        var width = LabelSlots.shared.coreWidth(locale)
        let widest = writeFields(
            of: diagnosis, advice: advice, locale: locale, indent: indent, width: width, prepared: prepared, to: &out)
        if widest > width {
            width = widest
            out.removeLast(out.count - start)
            _ = writeFields(
                of: diagnosis, advice: advice, locale: locale, indent: indent, width: width, prepared: prepared, to: &out)
        }
        if diagnosis.isTruncated {
            // The decoder read no further than an error may reach: what it says after that is missing.
            out.append(repeating: UInt8(ascii: " "), count: indent)
            out.append(truncatedNote)
            out.append(UInt8(ascii: "\n"))
        }
        let omitted = diagnosis.omittedUnderlyingCount
        // A chain deeper than the decoders keep: say how many levels were left out (above the root cause).
        var leftOut: String { "\(omitted) nested \(omitted == 1 ? "error" : "errors") left out, deeper than the limit" }
        if let underlying = diagnosis.underlying {
            out.append(repeating: UInt8(ascii: " "), count: indent)
            out.append(omitted == 0 ? "Underlying error:" : "Underlying error (\(leftOut)):")
            out.append(UInt8(ascii: "\n"))
            write(underlying, locale: locale, indent: indent + 4, to: &out)
        } else if omitted > 0 {
            out.append(repeating: UInt8(ascii: " "), count: indent)
            out.append("Underlying error: " + leftOut)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// Writes the `Label: value` lines, labels padded to `width`, in the order of
    /// ``Diagnosis/visitFields(advice:locale:_:)``; returns the widest label written (wider
    /// than `width` when a field's label is). The advice's lines are copied from `prepared`,
    /// the thread's made-visible advice texts.
    private static func writeFields(
        of diagnosis: Diagnosis, advice: Advice, locale: MessageLocale, indent: Int, width: Int,
        prepared: PreparedTexts, to out: inout ByteWriter
    ) -> Int {
        var lines = ExplanationLines(indent: indent, width: width, locale: locale, prepared: prepared, out: out)
        diagnosis.visitFields(advice: advice, locale: locale, &lines)
        let widest = lines.widest
        out = lines.finish()
        return widest
    }

    /// The characters of `value.text`, written part by part; each part from the input made
    /// visible on its own (``VisibleText/make(_:replacing:keepingLineBreaks:limit:)`` works
    /// scalar by scalar, so the parts come out as the whole would).
    static func write(_ value: FieldValue, of key: DiagnosisField.Key, to out: inout ByteWriter) {
        switch value {
        case .text(let text):
            if key == .description, text.utf8.count > descriptionLimit, text.count > descriptionLimit {
                writeVisible(String(text.prefix(descriptionLimit)) + "…", to: &out)
            } else {
                writeVisible(text, to: &out)
            }
        case .named(let name, let value):
            writeVisible(name, to: &out)
            out.append(" (")
            writeVisible(value, to: &out)
            out.append(UInt8(ascii: ")"))
        case .aadsts(let codes):
            for (position, code) in codes.enumerated() {
                if position > 0 { out.append(", ") }
                out.append("AADSTS")
                out.append(decimal: code)
                if let name = DiagnosisNaming.aadstsName(code) {
                    out.append(UInt8(ascii: " "))
                    writeVisible(name, to: &out)
                }
            }
        case .b2c(let codes):
            for (position, code) in codes.enumerated() {
                out.append(position > 0 ? ", AADB2C" : "AADB2C")
                out.append(decimal: code)
            }
        case .number(let number):
            out.append(decimal: number)
        case .seconds(let seconds):
            out.append(decimal: seconds)
            out.append(" s")
        case .list(let items):
            for (position, item) in items.enumerated() {
                if position > 0 { out.append(", ") }
                writeVisible(item, to: &out)
            }
        case .time(let time):
            time.withISO { out.append($0) }
        }
    }

    /// `text` as it is when it is safe to show (nearly always: a look at its bytes in place),
    /// else with placeholders.
    static func writeVisible(_ text: String, to out: inout ByteWriter) {
        let wasSafe = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard VisibleText.isSafe(bytes) else { return false }
            out.append(bytes)
            return true
        }
        if wasSafe != true { out.append(VisibleText.make(text)) }
    }
}
