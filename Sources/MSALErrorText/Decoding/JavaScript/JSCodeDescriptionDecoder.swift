import MSALErrorModel

/// MSAL.js's error message objects as apps print them: msal-common and msal-browser
/// (before v3) define each error as `{ code: "post_request_failed", desc: "…" }`, and
/// apps log that object (`console.log`, `JSON.stringify`) instead of the thrown error.
enum JSCodeDescriptionDecoder {
    private static let labels = LabelSet([["code"], ["desc"], CommonFields.correlationLabelNames])
    private enum Field: Int { case code, description, correlation }

    /// The `desc` keys, in order.
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Int] {
        var anchors: [Int] = []
        for hit in index.hits(.jsDescription) where input.isWordStart(hit.start) || input.at(hit.start - 1) == ASCII.quote
            || input.at(hit.start - 1) == ASCII.apostrophe {
            anchors.append(hit.start)
        }
        return anchors
    }

    static func decode(_ input: TextBytes, anchor: Int) -> DecodedError? {
        let range = OAuthResponseDecoder.dictionaryRange(input, around: anchor, limit: input.count)
        guard input.at(range.lowerBound) == ASCII.openBrace else { return nil }
        let starts = labels.valueStarts(in: input, range)
        guard let code = LabeledValues.token(at: starts[Field.code.rawValue], in: input, range),
              code.utf8.contains(0x5F) || Catalog.jsErrorCode(code) != nil,
              code.utf8.allSatisfy({ ASCII.isIdentifier($0) && !($0 >= 0x41 && $0 <= 0x5A) })
        else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.platform = .js
        diagnosis.code = .text(code)
        diagnosis.codeName = Catalog.jsErrorCode(code)?.name
        if OAuthErrors.known.contains(code) { diagnosis.oauthError = code }
        if let start = starts[Field.description.rawValue] {
            let open = start - 1
            if input.at(open) == ASCII.quote || input.at(open) == ASCII.apostrophe {
                diagnosis.errorDescription = TextUnescaping.cleanDescription(
                    TextUnescaping.quoted(input, open: open, to: range.upperBound).text)
            }
        }
        diagnosis.correlationId = starts[Field.correlation.rawValue]
            .flatMap { CommonFields.idValue(in: input, from: $0, to: range.upperBound) }
        let codes = CommonFields.serverCodes(in: input, range)
        diagnosis.aadsts = codes.aadsts
        diagnosis.b2cCodes = codes.b2c
        return DecodedError(start: range.lowerBound, end: range.upperBound, diagnosis: diagnosis)
    }
}
