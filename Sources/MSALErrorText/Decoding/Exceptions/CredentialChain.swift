import MSALErrorModel

/// Azure.Identity's `DefaultAzureCredential failed to retrieve a token from the included
/// credentials.` lists each credential it tried on a line of its own (`- EnvironmentCredential
/// authentication unavailable. …`, `- AzureCliCredential authentication failed: AADSTS50078: …`).
/// The wrapper names no code; the credential that failed carries the service's answer, and the
/// decoders read that line as an error of its own when a blank line or a hint (the CLI's
/// `az login`) stands between it and the wrapper's inner exceptions. The two are one failure: the
/// wrapper takes the codes, ids and time of the first credential line that has them.
enum CredentialChain {
    /// At most this many lines from the wrapper's first line to a credential line.
    private static let maximumLines = 16
    private static let listItem = Array("- ".utf8)

    /// `found` is in text order.
    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { wrapper, line in
                isCodelessWrapper(wrapper.diagnosis) && line.diagnosis.domain == nil
                    && (!line.diagnosis.aadsts.isEmpty || line.diagnosis.oauthError != nil)
                    && isCredentialLine(input, at: line.start)
                    && input.startsWithin(maximumLines, linesAfter: wrapper.start + 1, line.start)
            },
            merge: { wrapper, line in
                if wrapper.aadsts.isEmpty { wrapper.aadsts = line.aadsts }
                if wrapper.b2cCodes.isEmpty { wrapper.b2cCodes = line.b2cCodes }
                wrapper.takeMissing(from: line)
            })
    }

    private static func isCodelessWrapper(_ diagnosis: Diagnosis) -> Bool {
        guard diagnosis.code == nil, diagnosis.aadsts.isEmpty, diagnosis.oauthError == nil,
              let domain = diagnosis.domain else { return false }
        return ExceptionAnchor.wrappers.contains(String(domain.split(separator: ".").last ?? ""))
    }

    /// The line holding `start` is an item of the list (`- <Name>Credential …`).
    private static func isCredentialLine(_ input: TextBytes, at start: Int) -> Bool {
        let lineStart = input.lineStart(before: start)
        let content = input.skipSpaces(from: lineStart, to: input.count)
        guard input.hasPrefix(listItem, at: content) else { return false }
        let nameEnd = input.identifierEnd(from: content + listItem.count, to: min(input.count, content + 64)) { _ in false }
        return input.string(content + listItem.count..<nameEnd).hasSuffix("Credential")
    }
}
