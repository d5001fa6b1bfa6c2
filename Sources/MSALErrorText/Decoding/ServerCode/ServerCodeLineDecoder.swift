import MSALErrorModel

/// A line that names AADSTS or B2C codes and nothing more structured.
enum ServerCodeLineDecoder {
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Int] {
        var anchors: [Int] = []
        for hit in index.hits(.serverCode) where ASCII.isDigit(input.at(hit.start + 6)) && ASCII.isDigit(input.at(hit.start + 7)) {
            anchors.append(hit.start)
        }
        return anchors
    }

    static func decode(_ input: TextBytes, anchor: Int, limit: Int) -> DecodedError? {
        let start = input.lineStart(before: anchor)
        let end = min(input.lineEnd(from: anchor), limit)
        let range = start..<end
        let (codes, b2cCodes) = CommonFields.serverCodes(in: input, range)
        guard !codes.isEmpty || !b2cCodes.isEmpty else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.aadsts = codes
        diagnosis.b2cCodes = b2cCodes
        (diagnosis.correlationId, diagnosis.traceId) = CommonFields.ids(in: input, range)
        diagnosis.errorDescription = TextUnescaping.cleanDescription(input, range)
        return DecodedError(start: start, end: end, diagnosis: diagnosis)
    }
}
