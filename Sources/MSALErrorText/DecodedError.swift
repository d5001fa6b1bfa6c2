import MSALErrorModel

/// One error a decoder found: where its text starts and ends, and what it tells.
struct DecodedError {
    var start: Int
    var end: Int
    var diagnosis: Diagnosis
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
