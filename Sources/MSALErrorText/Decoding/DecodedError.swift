import MSALErrorModel

/// One error a decoder found: where its text starts and ends, and what it tells.
struct DecodedError {
    var start: Int
    var end: Int
    var diagnosis: Diagnosis
    /// True when the decoder read both ids with ``CommonFields/ids(in:_:correlation:trace:)`` over
    /// exactly `start..<end`: ``ErrorIds/complete(_:in:limit:)`` then need not read that range again.
    var idsRead = false

    /// Moves the diagnosis out, leaving the thread's empty placeholder in its place, so that the
    /// caller holds the only reference to its box and may change it without a copy.
    mutating func takeDiagnosis() -> Diagnosis {
        var taken = Diagnosis.placeholder
        swap(&taken, &diagnosis)
        return taken
    }
}

extension [DecodedError] {
    /// True when the errors are in the order their texts start (nearly always: decoders
    /// run one after the other, and most inputs hold one error).
    var isSorted: Bool {
        var index = 1
        while index < count && self[index - 1].start <= self[index].start { index += 1 }
        return index >= count
    }
}

/// An error found in a whole text, with the 1-based line its text starts on.
public struct LocatedDiagnosis: Hashable, Sendable {
    public var line: Int
    public var diagnosis: Diagnosis

    public init(line: Int, diagnosis: Diagnosis) {
        self.line = line
        self.diagnosis = diagnosis
    }
}
