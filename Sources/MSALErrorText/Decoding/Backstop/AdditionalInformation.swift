import MSALErrorModel

/// Visual Studio's exception helper prints `An unhandled exception of type 'T' occurred in X.dll`
/// and, on the next line, `Additional information: <message>`. The exception decoder reads the
/// first line, the server-code decoder the AADSTS on the second: one error, so the second's
/// fields fill the first's and the second goes.
enum AdditionalInformation {
    private static let label = Array("additional information".utf8)

    /// `found` in the order the errors start.
    static func merge(_ input: TextBytes, _ found: inout [DecodedError], regions: TextRegions) {
        var index = 1
        while index < found.count {
            let start = found[index].start
            guard CatalogBackstop.onShortLine(input, start) else {
                index += 1
                continue
            }
            let lineStart = input.lineStart(before: start)
            guard input.hasPrefixIgnoringCase(label, at: input.skipSpaces(from: lineStart, to: input.count)),
                  found[index].diagnosis.underlying == nil,
                  found[index - 1].start < lineStart,
                  CatalogBackstop.continuationEnd(input, after: found[index - 1].start, regions: regions) > lineStart
            else {
                index += 1
                continue
            }
            let removed = found.remove(at: index)
            let extra = removed.diagnosis
            var diagnosis = found[index - 1].diagnosis
            if diagnosis.aadsts.isEmpty { diagnosis.aadsts = extra.aadsts }
            if diagnosis.b2cCodes.isEmpty { diagnosis.b2cCodes = extra.b2cCodes }
            if diagnosis.oauthError == nil { diagnosis.oauthError = extra.oauthError }
            if diagnosis.correlationId == nil { diagnosis.correlationId = extra.correlationId }
            if diagnosis.traceId == nil { diagnosis.traceId = extra.traceId }
            if diagnosis.errorDescription == nil { diagnosis.errorDescription = extra.errorDescription }
            found[index - 1].diagnosis = diagnosis
            found[index - 1].end = max(found[index - 1].end, removed.end)
        }
    }

    private static let headers = ["An unhandled exception of type '", "An exception of type '"].map { Array($0.utf8) }
    private static let occurredIn = Array("' occurred in ".utf8)

    /// The message Visual Studio prints on the line after its `An exception of type 'T' occurred
    /// in X.dll but was not handled in user code` header (without `Additional information: `,
    /// which newer versions leave out), when the line from `lineStart` is that header.
    static func messageAfterHeader(_ input: TextBytes, lineStart: Int) -> Range<Int>? {
        let content = input.skipSpaces(from: lineStart, to: input.count)
        guard headers.contains(where: { input.hasPrefix($0, at: content) }) else { return nil }
        let lineEnd = input.lineEnd(from: content)
        guard input.find(occurredIn, from: content, to: lineEnd) != nil, lineEnd < input.count else { return nil }
        var start = input.skipSpaces(from: lineEnd + 1, to: input.count)
        if input.hasPrefixIgnoringCase(label, at: start) {
            start = input.skipSpaces(from: start + label.count + 1, to: input.count)
        }
        let end = input.lineEnd(from: start)
        return end - start > 1 ? start..<end : nil
    }
}
