import MSALErrorModel
import Testing
@testable import MSALErrorText

/// The one diagnosis `text` decodes to; records an issue when it decodes to another number.
func decodeOnly(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnosis {
    let diagnoses = ErrorTextDecoder.decode(text)
    #expect(diagnoses.count == 1, "\(diagnoses.count) diagnoses for: \(text)", sourceLocation: sourceLocation)
    return try #require(diagnoses.first, sourceLocation: sourceLocation)
}
