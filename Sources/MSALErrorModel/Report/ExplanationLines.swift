/// Writes the `Label: value` lines of one explanation, a field at a time, straight from
/// the diagnosis: what ``ExplanationText`` writes a million of.
///
/// The fields come from ``Diagnosis/visitFields(advice:locale:_:)``, the list the console
/// and `codes` read too. An absent text is one test here, a text is written as it is (no
/// ``FieldValue`` made for it), and the advice's texts are copied from the thread's
/// ``PreparedTexts``.
struct ExplanationLines: DiagnosisFieldVisitor, ~Copyable {
    /// What the lines are written to: moved in by `init`, moved out by `finish`.
    private var out: ByteWriter
    /// The widest label written.
    private(set) var widest = 0
    private let indent: Int, width: Int, locale: MessageLocale
    private let prepared: PreparedTexts
    private let labels = LabelSlots.shared

    init(indent: Int, width: Int, locale: MessageLocale, prepared: PreparedTexts, out: consuming ByteWriter) {
        self.indent = indent
        self.width = width
        self.locale = locale
        self.prepared = prepared
        self.out = out
    }

    /// The bytes, with the lines appended.
    consuming func finish() -> ByteWriter { out }

    /// A text field: shown made visible, or as missing when nil or empty.
    @inline(__always) mutating func text(_ key: DiagnosisField.Key, _ value: String?) {
        guard let value, !value.isEmpty else { return absent(key) }
        begin(key)
        ExplanationText.writeVisible(value, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// A text from the advice table or the message files, copied from `prepared`.
    @inline(__always) mutating func advice(_ key: DiagnosisField.Key, _ value: String) {
        guard !value.isEmpty else { return absent(key) }
        begin(key)
        prepared.write(value, as: .visible, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// `AADSTS50079 UserStrongAuthEnrollmentRequired, AADSTS7000215`, the names copied from
    /// `prepared` (``FieldValue/aadsts(_:)`` as ``ExplanationText`` writes it).
    @inline(__always) mutating func aadsts(_ codes: [Int]) {
        guard !codes.isEmpty else { return absent(.aadsts) }
        begin(.aadsts)
        for (position, code) in codes.enumerated() {
            if position > 0 { out.append(", ") }
            out.append("AADSTS")
            out.append(decimal: code)
            prepared.writeAADSTSName(code, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// A field written from its parts (a name and its value, codes, a list, a time).
    @inline(__always) mutating func value(_ key: DiagnosisField.Key, _ value: FieldValue?) {
        guard let value, !value.isEmpty else { return absent(key) }
        begin(key)
        ExplanationText.write(value, of: key, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// The missing word for a field every explanation lists; nothing for another.
    @inline(__always) private mutating func absent(_ key: DiagnosisField.Key) {
        guard key.isAlwaysListed else { return }
        begin(key)
        out.append(DiagnosisField.missingLiteral)
        out.append(UInt8(ascii: "\n"))
    }

    /// The indent, `Label:` and the padding to the widest label, and one space.
    @inline(__always) private mutating func begin(_ key: DiagnosisField.Key) {
        // Labels are ASCII (a test holds them to it): one cell per byte.
        let label = labels.slot(key, locale)
        widest = max(widest, label.width)
        out.append(repeating: UInt8(ascii: " "), count: indent)
        out.append32(label.bytes, counting: max(width, label.width) + 2)
    }
}
