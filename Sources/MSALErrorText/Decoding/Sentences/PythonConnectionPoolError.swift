import MSALErrorModel

/// MSAL Python's requests that never reached the sign-in service, as `requests` words them:
/// `HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded with url:
/// … (Caused by NameResolutionError(…))`. The Azure CLI prints that message alone above its
/// traceback; IPython names the class without its package (`ConnectionError: HTTPSConnectionPool(…`).
/// Only a sign-in host counts (an app's own API failing is no MSAL error), and only where the text
/// is Python's (a traceback, a Python exception's name): the device could not reach the service.
enum PythonConnectionPoolError {
    private static let pool = Array("ConnectionPool(host='".utf8)
    /// The hosts MSAL signs in at (with the managed-identity endpoint); a suffix of the host.
    private static let signInHosts = [
        "login.microsoftonline.com", "login.microsoft.com", "login.windows.net", "login.microsoftonline.us",
        "login.partner.microsoftonline.cn", "login.chinacloudapi.cn", "b2clogin.com", "ciamlogin.com", "169.254.169.254",
    ].map { Array($0.utf8) }
    /// `requests`' classes for a request that got no answer (SSLError and the rest are ConnectionError's kin).
    private static let networkClasses: Set<String> = ["ConnectionError", "ProxyError", "ConnectTimeout", "ReadTimeout"]
    /// How far apart the Azure CLI's print of the message and the traceback's last line may stand.
    private static let restatementLines = 80

    static func decode(_ input: TextBytes, anchors: AnchorIndex, claimed: ClaimedRanges, found: [DecodedError]) -> [DecodedError] {
        guard anchors.has(.hintPython) || anchors.has(.pythonException) else { return [] }
        var errors: [DecodedError] = []
        var cursor = 0
        while let hit = input.find(pool, from: cursor, to: input.count) {
            cursor = hit + pool.count
            guard !claimed.contains(hit), isSignInHost(input, at: cursor) else { continue }
            let lineStart = input.lineStart(before: hit)
            let lineEnd = min(input.lineEnd(from: hit), input.count)
            // `HTTPSConnectionPool` or `HTTPConnectionPool` (the managed-identity endpoint is plain HTTP).
            var messageStart = hit
            while messageStart > lineStart, ASCII.isLetter(input[messageStart - 1]) { messageStart -= 1 }
            let message = input.string(messageStart..<JoinedLines.trimmedEnd(input, messageStart, lineEnd))
            // The same message printed again (the CLI's print above its traceback) is the same error.
            if found.contains(where: { $0.diagnosis.errorDescription == message })
                || errors.lastPrint(of: message, within: restatementLines, before: lineStart, in: input) != nil { continue }
            var diagnosis = Diagnosis()
            diagnosis.platform = .python
            diagnosis.domain = className(input, before: messageStart, lineStart: lineStart) ?? "ConnectionError"
            diagnosis.errorDescription = message
            errors.append(DecodedError(start: lineStart, end: lineEnd, diagnosis: diagnosis))
        }
        return errors
    }

    /// True when the host quoted at `start` (up to its closing quote) is one of ``signInHosts`` or ends in one.
    private static func isSignInHost(_ input: TextBytes, at start: Int) -> Bool {
        guard let end = input.firstIndex(of: ASCII.apostrophe, from: start, to: min(input.count, start + 128)) else { return false }
        return signInHosts.contains { host in
            end - start >= host.count && input.hasPrefix(host, at: end - host.count)
                && (end - start == host.count || input[end - host.count - 1] == ASCII.dot)
        }
    }

    /// The network class named just before the message (`ConnectionError: `, `requests.exceptions.ProxyError: `).
    private static func className(_ input: TextBytes, before messageStart: Int, lineStart: Int) -> String? {
        guard messageStart - 2 > lineStart, input[messageStart - 1] == ASCII.space, input[messageStart - 2] == ASCII.colon
        else { return nil }
        var nameStart = messageStart - 2
        while nameStart > lineStart, ASCII.isLetter(input[nameStart - 1]) { nameStart -= 1 }
        let name = input.string(nameStart..<messageStart - 2)
        return networkClasses.contains(name) ? name : nil
    }
}
