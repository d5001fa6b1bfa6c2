import MSALErrorModel

/// Azure.Identity's `DefaultAzureCredential failed to retrieve a token from the included
/// credentials.` lists each credential it tried on a line of its own (`- EnvironmentCredential
/// authentication unavailable. …`, `- AzureCliCredential authentication failed: AADSTS50078: …`);
/// azure-identity for Python does the same under `Attempted credentials:`, tab-indented
/// (`\tSharedTokenCacheCredential: Microsoft Entra ID error '(invalid_grant) AADSTS50173: …'`).
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
                // MSAL Python's code is the OAuth error (its result dict's `error`).
                if wrapper.code == nil, wrapper.platform == .python, let error = wrapper.oauthError {
                    wrapper.code = .text(error)
                }
            })
    }

    private static func isCodelessWrapper(_ diagnosis: Diagnosis) -> Bool {
        guard diagnosis.code == nil, diagnosis.aadsts.isEmpty, diagnosis.oauthError == nil,
              let domain = diagnosis.domain else { return false }
        return ExceptionAnchor.wrappers.contains(String(domain.split(separator: ".").last ?? ""))
    }

    /// The line holding `start` is an item of the list: .NET's `- <Name>Credential …`, or
    /// Python's tab-indented `<Name>Credential: …`.
    private static func isCredentialLine(_ input: TextBytes, at start: Int) -> Bool {
        let lineStart = input.lineStart(before: start)
        var nameStart = lineStart  // after indentation, and a quote's `>` (a GitHub issue's paste)
        while nameStart < input.count, input[nameStart] == ASCII.space || input[nameStart] == ASCII.tab
            || input[nameStart] == UInt8(ascii: ">") { nameStart += 1 }
        let isListItem = input.hasPrefix(listItem, at: nameStart)
        if isListItem { nameStart += listItem.count }
        let nameEnd = input.identifierEnd(from: nameStart, to: min(input.count, nameStart + 64)) { _ in false }
        return (isListItem || nameStart > lineStart && input.at(nameEnd) == ASCII.colon)
            && input.string(nameStart..<nameEnd).hasSuffix("Credential")
    }
}
