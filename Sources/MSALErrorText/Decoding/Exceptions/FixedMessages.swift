import MSALErrorModel

/// Codes whose exception always carries the same fixed message, so that the message names the
/// code when the app printed only `toString()` (the code is never part of it on Android and
/// msal4j) or only the message (.NET). From the MSALs' own message tables
/// (`../shared/reference/msal-android-java-go-catalog.md`; MSAL.NET's `MsalErrorMessage`).
/// A message matches when it starts with the sentence: MSAL.NET's messages go on with a link.
enum FixedMessages {
    private struct Entry {
        let platform: Platform
        let sentence: String
        let code: String
    }

    private static let entries: [Entry] = [
        // msal4j
        Entry(platform: .java, sentence: "Token not found in the cache", code: "cache_miss"),
        Entry(platform: .java, sentence: "Expired Device code", code: "code_expired"),
        Entry(platform: .java, sentence: "Broker implementation missing", code: "missing_broker"),
        Entry(platform: .java, sentence: "Request was throttled according to instructions from STS.", code: "throttled_request"),
        Entry(platform: .java, sentence: "Only loopback redirect uri is supported", code: "loopback_redirect_uri"),
        Entry(platform: .java, sentence: "Only loopback redirect URI is supported", code: "loopback_redirect_uri"),
        // MSAL Android: the broker's bind failure has a sentence for its code.
        Entry(platform: .android, sentence: "Device network connection is not available.", code: "device_network_not_available"),
        Entry(platform: .android, sentence: "Unable to connect to the broker.", code: "Failed to bind the service in broker app"),
        Entry(platform: .android, sentence: "There is no signed in account.", code: "no_current_account"),
        Entry(platform: .android, sentence: "The signed in account does not match with the provided account.",
              code: "current_account_mismatch"),
        Entry(platform: .android, sentence: "The redirect URI in the configuration file doesn't match with the one generated "
              + "with package name and signature hash.", code: "redirect_uri_validation_error"),
        // MSAL.NET
        Entry(platform: .dotnet, sentence: "No account or login hint was passed to the AcquireTokenSilent call.", code: "user_null"),
        Entry(platform: .dotnet, sentence: "User canceled authentication.", code: "authentication_canceled"),
        Entry(platform: .dotnet, sentence: "The application cannot access the iOS keychain for the application publisher",
              code: "cannot_access_publisher_keychain"),
        Entry(platform: .dotnet, sentence: "You are trying to acquire a token silently using a login hint. No account was found",
              code: "no_account_for_login_hint"),
        Entry(platform: .dotnet, sentence: "MSAL cannot invoke the broker.", code: "cannot_invoke_broker"),
        Entry(platform: .dotnet, sentence: "Only loopback redirect uri is supported", code: "loopback_redirect_uri"),
        Entry(platform: .dotnet, sentence: "Verification code expired before contacting the server", code: "code_expired"),
    ]

    /// The sentences' first bytes: most messages start with none of them and are never compared.
    private static let firstBytes = Set(entries.compactMap(\.sentence.utf8.first))

    /// The code the message stands for on `platform`, or nil. Azure.Identity's wrapper puts
    /// `<Credential> authentication failed: ` before MSAL.NET's message.
    static func code(of message: String?, on platform: Platform?) -> ErrorCodeValue? {
        guard let message, let platform else { return nil }
        if let code = code(ofSentence: Substring(message), on: platform) { return code }
        guard platform == .dotnet, let wrapped = afterCredentialWrapper(message) else { return nil }
        return code(ofSentence: wrapped, on: platform)
    }

    private static func code(ofSentence message: Substring, on platform: Platform) -> ErrorCodeValue? {
        guard let first = message.utf8.first, firstBytes.contains(first) else { return nil }
        for entry in entries where entry.platform == platform && message.hasPrefix(entry.sentence) {
            return .text(entry.code)
        }
        return nil
    }

    /// The message after `<Credential> authentication failed: ` at its start, or nil. The first
    /// word is read in place, with no copy: this runs for every .NET exception's message.
    private static func afterCredentialWrapper(_ message: String) -> Substring? {
        let utf8 = message.utf8
        var wordEnd = utf8.startIndex
        var length = 0
        while wordEnd != utf8.endIndex, length < 64, utf8[wordEnd] != ASCII.space {
            wordEnd = utf8.index(after: wordEnd)
            length += 1
        }
        guard length >= credentialWord.count, wordEnd != utf8.endIndex,
              utf8[utf8.index(wordEnd, offsetBy: -credentialWord.count)..<wordEnd].elementsEqual(credentialWord),
              utf8[wordEnd...].starts(with: failedWords) else { return nil }
        return Substring(utf8[wordEnd...].dropFirst(failedWords.count))
    }

    private static let credentialWord = Array("Credential".utf8)
    private static let failedWords = Array(" authentication failed: ".utf8)
}
