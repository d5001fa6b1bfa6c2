import MSALErrorModel

extension Diagnosis {
    /// A diagnosis with nothing set, for decoders to start from: a box of its own, so
    /// setting its first field copies nothing.
    static var blank: Diagnosis { Diagnosis() }

    /// What a diagnosis moved out of a ``DecodedError`` leaves behind: one shared box,
    /// never changed.
    static let movedOut = Diagnosis()
}
