import MSALErrorModel

/// Where an exception's type name is written (`Microsoft.Identity.Client.MsalUiRequiredException`,
/// `com.microsoft.aad.msal4j.MsalInteractionRequiredException`, `msal.exceptions.MsalServiceError`).
struct ExceptionAnchor {
    var start: Int
    var end: Int
    var qualifiedName: String
    var shortName: String
    /// Written after `--->` (.NET) or `Caused by:` (Java): the inner exception of the one before.
    var isInner: Bool

    /// A network failure of the runtime, not MSAL's own type (`java.net.UnknownHostException`,
    /// `System.Net.Http.HttpRequestException`, `requests.exceptions.ConnectionError`): msal4j
    /// wraps it as its `MsalClientException`'s cause, MSAL.NET and MSAL Python let it through.
    var isNetwork = false
    /// A network failure written as the message of the type before it on its line
    /// (`MsalClientException: java.net.UnknownHostException: host`): that error's cause,
    /// not the start of an error of its own.
    var isMessageCause = false

    /// MSAL.NET's `ToString()` heading, `MSAL.<product>.<version>.<Type>`, which is
    /// followed by the same type's full name with the message.
    var isProductHeading: Bool { qualifiedName.hasPrefix("MSAL.") }

    private static let exceptionSuffix = Array("Exception".utf8)
    private static let errorSuffix = Array("Error".utf8)
    private static let timeoutSuffixLength = "Timeout".utf8.count
    private static let innerArrow = Array("--->".utf8)
    private static let escapedInnerArrow = Array("---&gt;".utf8)
    private static let causedBy = Array("caused by:".utf8)
    static let wrappers: Set<String> = [
        "AuthenticationFailedException", "CredentialUnavailableException", "IntuneAppProtectionPolicyRequiredException",
        // azure-identity for Python's (`azure.core.exceptions.ClientAuthenticationError`).
        "ClientAuthenticationError",
    ]
    private static let wrapperLengths = Set(wrappers.map(\.utf8.count))
    /// The runtimes' network failures, by their full names only (a bare `ConnectException`
    /// could be anyone's): how MSAL reports no network where it does not map it to a code.
    static let networkTypes: Set<String> = [
        "java.net.UnknownHostException", "java.net.SocketTimeoutException", "java.net.ConnectException",
        "java.net.SocketException", "java.net.NoRouteToHostException",
        "System.Net.Http.HttpRequestException", "System.Net.Sockets.SocketException",
        "requests.exceptions.ConnectionError", "requests.exceptions.ConnectTimeout", "requests.exceptions.ProxyError",
        "requests.exceptions.ReadTimeout",
    ]
    private static let networkLengths = Set(networkTypes.map(\.utf8.count))
    private static let msalPrefix = Array("Msal".utf8)
    private static let androidPackage = Array("com.microsoft.identity.".utf8)
    private static let javaPackage = Array("com.microsoft.aad.msal4j.".utf8)

    /// Every MSAL exception type name in `input`, in order.
    static func all(in input: TextBytes, index: AnchorIndex) -> [ExceptionAnchor] {
        var anchors: [ExceptionAnchor] = []
        var sawNetwork = false
        for hit in index.hits(.exceptionSuffix) {
            if let anchor = anchor(in: input, suffixAt: hit.start, suffixLength: exceptionSuffix.count) {
                sawNetwork = sawNetwork || anchor.isNetwork
                anchors.append(anchor)
            }
        }
        // Python: msal.exceptions.MsalServiceError / MsalError (the hit is the name's start),
        // azure-identity's ClientAuthenticationError (the hit is inside the name), and
        // requests.exceptions.ConnectionError and its kin (detail 1: the hit is `exceptions.`, read on
        // over the dot).
        for hit in index.hits(.pythonException) {
            let nameEnd = input.identifierEnd(from: hit.start, to: min(input.count, hit.start + 32)) {
                hit.detail == 1 && $0 == ASCII.dot
            }
            // requests' `ConnectTimeout` and `ReadTimeout` end in `Timeout`; the other names in `Error`.
            let suffixLength = input.at(nameEnd - 1) == UInt8(ascii: "t") ? timeoutSuffixLength : errorSuffix.count
            guard nameEnd - hit.start >= suffixLength,
                  let anchor = anchor(in: input, suffixAt: nameEnd - suffixLength, suffixLength: suffixLength),
                  anchor.shortName == "MsalServiceError" || anchor.shortName == "MsalError" || anchor.isNetwork
                    || anchor.shortName == "ClientAuthenticationError" && isCredentialChain(input, after: anchor.end)
            else { continue }
            sawNetwork = sawNetwork || anchor.isNetwork
            anchors.append(anchor)
        }
        guard sawNetwork else { return anchors.sortedIfNeeded { $0.start < $1.start } }
        anchors = anchors.sortedIfNeeded { $0.start < $1.start }
        for index in anchors.indices.dropFirst() where anchors[index].isNetwork && !anchors[index].isInner {
            anchors[index].isMessageCause = isMessage(input, at: anchors[index].start, of: anchors[index - 1])
        }
        return anchors
    }

    /// azure-identity's `ClientAuthenticationError: DefaultAzureCredential failed to retrieve a
    /// token …` (or another chain's): its message starts with `<Name>Credential failed`. (Its
    /// `Authentication failed: <the service's message>` is read as that message, with the
    /// `Content:` line after it.)
    private static func isCredentialChain(_ input: TextBytes, after end: Int) -> Bool {
        guard input.at(end) == ASCII.colon else { return false }
        let nameStart = input.skipSpaces(from: end + 1, to: input.count)
        let nameEnd = input.identifierEnd(from: nameStart, to: min(input.count, nameStart + 64)) { _ in false }
        return nameEnd - nameStart > credential.count && input.hasPrefix(credential, at: nameEnd - credential.count)
            && input.hasPrefix(failed, at: nameEnd)
    }

    private static let credential = Array("Credential".utf8)
    private static let failed = Array(" failed".utf8)

    /// `start` begins the message of `previous`: on its line, after nothing but `:` and spaces.
    static func isMessage(_ input: TextBytes, at start: Int, of previous: ExceptionAnchor) -> Bool {
        guard previous.end <= start else { return false }
        let colon = input.skipSpaces(from: previous.end, to: start)
        return input.at(colon) == ASCII.colon && input.skipSpaces(from: colon + 1, to: start) == start
    }

    private static func anchor(in input: TextBytes, suffixAt hit: Int, suffixLength: Int) -> ExceptionAnchor? {
        let end = hit + suffixLength
        guard !ASCII.isIdentifier(input.at(end)) else { return nil }
        // A heading is `Type: message`, the type alone at the end of a line, or MSAL.NET's
        // log `Exception type: Type , ErrorCode: …`; a type named inside a sentence or a
        // stack frame (`(MsalServiceException e, …`) is not. Python's `repr` writes `Type('…')`.
        let next = input.skipSpaces(from: end)
        let isPythonRepr = suffixLength == errorSuffix.count && input.at(next) == ASCII.openParen
            && (input.at(next + 1) == ASCII.apostrophe || input.at(next + 1) == ASCII.quote)
        guard next >= input.count || input[next] == ASCII.colon || input[next] == ASCII.newline
            || input[next] == ASCII.carriageReturn || isPythonRepr
            || (input[next] == ASCII.comma && labelFollows(input, from: next + 1))
            || (input[next] == ASCII.openParen && errorNumberFollows(input, from: next + 1)) else { return nil }
        // Qualified names are short; the bound keeps `ExceptionException…` linear.
        let (start, nameStart) = input.bytes.withUnsafeBufferPointer { bytes in
            var start = hit
            while start > 0, start > hit - 256, ASCII.isIdentifier(bytes[start - 1]) || bytes[start - 1] == ASCII.dot {
                start -= 1
            }
            while start < bytes.count && bytes[start] == ASCII.dot { start += 1 }
            var nameStart = end
            while nameStart > start, bytes[nameStart - 1] != ASCII.dot { nameStart -= 1 }
            return (start, nameStart)
        }
        guard start < hit, !isPowerShellCategory(input, before: start) else { return nil }
        let startsWithMsal = input.hasPrefix(msalPrefix, at: nameStart)
        // MSAL Android's common library and msal4j name their own types without `Msal`
        // (`com.microsoft.identity.common.java.exception.ClientException` in `Caused by:`).
        let inMSALPackage = nameStart - start > 10
            && (input.hasPrefix(androidPackage, at: start) || input.hasPrefix(javaPackage, at: start))
        let mayBeNetwork = !startsWithMsal && !inMSALPackage && networkLengths.contains(end - start)
        guard startsWithMsal || inMSALPackage || wrapperLengths.contains(end - nameStart) || mayBeNetwork else {
            return nil
        }
        let qualified = input.string(start..<end)
        let isNetwork = mayBeNetwork && networkTypes.contains(qualified)
        // .NET writes the socket error's number after the type: `SocketException (11001): …`; only network types do.
        guard isNetwork || input.at(next) != ASCII.openParen || isPythonRepr else { return nil }
        let shortName = input.string(nameStart..<end)
        guard startsWithMsal || inMSALPackage || wrappers.contains(shortName) || isNetwork else { return nil }
        // `MSAL.NetCore.4.61.3.0.MsalUiRequiredException:` carries a version: keep only the type.
        return ExceptionAnchor(start: start, end: end, qualifiedName: qualified, shortName: shortName,
                               isInner: isInner(input, before: start), isNetwork: isNetwork)
    }

    /// PowerShell's error record names the exception's type on its `+ CategoryInfo : CloseError: (:)
    /// [Connect-AzAccount], AuthenticationFailedException` line, below the message it already
    /// printed: the same error, not another one.
    private static func isPowerShellCategory(_ input: TextBytes, before start: Int) -> Bool {
        let lineStart = input.lineStart(before: start)
        return input.hasPrefix(categoryInfo, at: input.skipSpaces(from: lineStart, to: start))
    }

    private static let categoryInfo = Array("+ CategoryInfo".utf8)

    /// The Java future's exception that carries an msal4j one as its message on the same line
    /// (`java.util.concurrent.CompletionException: com.microsoft.aad.msal4j.MsalServiceException: …`,
    /// what `join()` and `get()` throw): its full name, or nil.
    func javaFutureWrapper(in input: TextBytes) -> String? {
        guard start >= 2, qualifiedName.hasPrefix("com.microsoft.aad.msal4j.") else { return nil }
        var colon = start - 1
        while colon > 0, input[colon] == ASCII.space { colon -= 1 }
        guard input[colon] == ASCII.colon else { return nil }
        for wrapper in Self.javaFutureWrappers where colon >= wrapper.count
            && input.hasPrefix(wrapper, at: colon - wrapper.count)
            && (colon == wrapper.count || !ASCII.isIdentifier(input[colon - wrapper.count - 1])) {
            return String(decoding: wrapper, as: UTF8.self)
        }
        return nil
    }

    private static let javaFutureWrappers = [
        Array("java.util.concurrent.CompletionException".utf8), Array("java.util.concurrent.ExecutionException".utf8),
    ]

    /// After the `(` of `SocketException (11001):`: digits, `)` and `:`.
    private static func errorNumberFollows(_ input: TextBytes, from start: Int) -> Bool {
        guard let (_, end) = input.integer(at: start) else { return false }
        return input.at(end) == ASCII.closeParen && input.at(end + 1) == ASCII.colon
    }

    /// After the `,` of `Type , ErrorCode: …`: a `Label:` follows.
    private static func labelFollows(_ input: TextBytes, from start: Int) -> Bool {
        let labelStart = input.skipSpaces(from: start, to: min(input.count, start + 4))
        let labelEnd = input.identifierEnd(from: labelStart, to: min(input.count, labelStart + 32))
        return labelEnd > labelStart && input.at(input.skipSpaces(from: labelEnd)) == ASCII.colon
    }

    private static func isInner(_ input: TextBytes, before start: Int) -> Bool {
        // The 16 bytes before the name, or fewer when its line starts later.
        var from = start
        while from > 0, from > start - 16, input[from - 1] != ASCII.newline { from -= 1 }
        return input.find(innerArrow, from: from, to: start) != nil
            // Windows Event Viewer's XML view escapes it: ` ---&gt; `.
            || input.find(escapedInnerArrow, from: from, to: start) != nil
            || input.findIgnoringCase(causedBy, from: from, to: start) != nil
            || ScrubbedExceptionDetails.isInnerHeading(input, typeStart: start)
    }

    /// The platform a type name belongs to; `hints` in the error's own text (`range`)
    /// settle names several MSALs share.
    func platform(hints: PlatformHints, in range: Range<Int>) -> Platform {
        if qualifiedName.hasPrefix("Microsoft.Identity.Client") || qualifiedName.hasPrefix("Azure.Identity")
            || qualifiedName.hasPrefix("MSAL.") {
            return .dotnet
        }
        if qualifiedName.hasPrefix("com.microsoft.aad.msal4j") { return .java }
        if isNetwork {
            if qualifiedName.hasPrefix("System.") { return .dotnet }
            if qualifiedName.hasPrefix("requests.") { return .python }
            return hints.android(in: range) ? .android : .java
        }
        if qualifiedName.hasPrefix("com.microsoft.identity") { return .android }
        if qualifiedName.hasPrefix("msal.") || shortName == "MsalServiceError" || shortName == "MsalError"
            || shortName == "ClientAuthenticationError" {
            return .python
        }
        switch shortName {
        case "MsalInteractionRequiredException", "MsalAzureSDKException", "MsalThrottlingException":
            return .java
        case "MsalIntuneAppProtectionPolicyRequiredException", "MsalUserCancelException", "MsalDeclinedScopeException",
             "MsalArgumentException", "MsalUnsupportedBrokerException":
            return .android
        case "AuthenticationFailedException", "CredentialUnavailableException":
            return .dotnet
        case "IntuneAppProtectionPolicyRequiredException":  // MSAL.NET's, and MSAL Android common's
            return hints.android(in: range) ? .android : .dotnet
        default:
            return hints.java(in: range) ? .java : hints.android(in: range) ? .android : .dotnet
        }
    }
}
