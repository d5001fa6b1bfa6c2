/// Writes the `Label: value` lines of one explanation, a field at a time, straight from
/// the diagnosis: what ``ExplanationText`` writes a million of.
///
/// ``Diagnosis/forEachField(advice:locale:_:)`` lists the same fields in the same order for
/// the console and `codes`; going through it, every field, present or not, was made into a
/// `FieldValue` and handed to a closure. Here an absent text is one test, and a text is
/// written as it is. `ExplanationTextTests` holds the lines to the field list.
struct ExplanationLines: ~Copyable {
    /// The widest label written.
    private(set) var widest = 0
    private let indent: Int, width: Int, locale: MessageLocale
    private let labels = LabelSlots.shared

    init(indent: Int, width: Int, locale: MessageLocale) {
        self.indent = indent
        self.width = width
        self.locale = locale
    }

    /// A text field: shown made visible, or as missing when nil or empty.
    @inline(__always) mutating func text(_ key: DiagnosisField.Key, _ value: String?, to out: inout ByteWriter) {
        guard let value, !value.isEmpty else { return absent(key, to: &out) }
        begin(key, to: &out)
        ExplanationText.writeVisible(value, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// A text from the advice table or the message files, copied from the thread's
    /// ``PreparedTexts``.
    @inline(__always) mutating func advice(
        _ key: DiagnosisField.Key, _ value: String, prepared: PreparedTexts, to out: inout ByteWriter
    ) {
        guard !value.isEmpty else { return absent(key, to: &out) }
        begin(key, to: &out)
        prepared.write(value, as: .visible, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// `AADSTS50079 UserStrongAuthEnrollmentRequired, AADSTS7000215`, the names copied from
    /// `prepared` (``FieldValue/aadsts(_:)`` as ``ExplanationText`` writes it).
    @inline(__always) mutating func aadsts(_ codes: [Int], prepared: PreparedTexts, to out: inout ByteWriter) {
        guard !codes.isEmpty else { return absent(.aadsts, to: &out) }
        begin(.aadsts, to: &out)
        for (position, code) in codes.enumerated() {
            if position > 0 { out.append(", ") }
            out.append("AADSTS")
            out.append(decimal: code)
            prepared.writeAADSTSName(code, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// A field written from its parts (a name and its value, codes, a list, a time).
    @inline(__always) mutating func value(_ key: DiagnosisField.Key, _ value: FieldValue?, to out: inout ByteWriter) {
        guard let value, !value.isEmpty else { return absent(key, to: &out) }
        begin(key, to: &out)
        ExplanationText.write(value, of: key, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// The missing word for a field every explanation lists; nothing for another.
    @inline(__always) private mutating func absent(_ key: DiagnosisField.Key, to out: inout ByteWriter) {
        guard key.isAlwaysListed else { return }
        begin(key, to: &out)
        out.append(DiagnosisField.missingLiteral)
        out.append(UInt8(ascii: "\n"))
    }

    /// The indent, `Label:` and the padding to the widest label, and one space.
    @inline(__always) private mutating func begin(_ key: DiagnosisField.Key, to out: inout ByteWriter) {
        // Labels are ASCII (a test holds them to it): one cell per byte.
        let label = labels.slot(key, locale)
        widest = max(widest, label.width)
        out.append(repeating: UInt8(ascii: " "), count: indent)
        out.append32(label.bytes, counting: max(width, label.width) + 2)
    }
}
