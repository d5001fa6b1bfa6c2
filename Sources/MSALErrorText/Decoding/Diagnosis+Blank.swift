import MSALErrorModel

extension Diagnosis {
    /// A diagnosis with nothing set, for decoders to start from. Copying it costs far
    /// less than `Diagnosis.init`, whose twenty-odd defaulted parameters are each
    /// made by a call into MSALErrorModel.
    static let blank = Diagnosis()
}
