import MSALErrorModel

extension Diagnosis {
    /// What a diagnosis moved out of a ``DecodedError`` or a stream finding leaves behind:
    /// one shared box, never changed. (Decoders start from `Diagnosis()`, a box of their
    /// own, so that setting the first field copies nothing.)
    static let movedOut = Diagnosis()
}
