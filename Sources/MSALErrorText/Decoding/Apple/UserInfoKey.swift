/// The userInfo keys a diagnosis reads (several spellings share one meaning), told
/// from the key's bytes without making a string of it.
enum UserInfoKey {
    case description, fallbackDescription, oauthError, subError, internalCode, httpStatus, httpHeaders,
         correlationId, grantedScopes, declinedScopes, stsCodes, underlyingError, other

    /// The keys by name, as `NSError` prints them.
    static let names: [(name: StaticString, key: UserInfoKey)] = [
        ("MSALErrorDescriptionKey", .description), ("MSIDErrorDescriptionKey", .description),
        ("NSLocalizedDescription", .fallbackDescription), ("NSLocalizedFailureReason", .fallbackDescription),
        ("NSDebugDescription", .fallbackDescription),
        ("MSALOAuthErrorKey", .oauthError), ("MSIDOAuthErrorKey", .oauthError),
        ("MSALOAuthSubErrorKey", .subError), ("MSIDOAuthSubErrorKey", .subError),
        ("MSALInternalErrorCodeKey", .internalCode),
        ("MSALHTTPResponseCodeKey", .httpStatus), ("MSIDHTTPResponseCodeKey", .httpStatus),
        ("MSALHTTPHeadersKey", .httpHeaders),
        ("MSALCorrelationIDKey", .correlationId), ("MSIDCorrelationIdKey", .correlationId),
        ("MSALGrantedScopesKey", .grantedScopes), ("MSALDeclinedScopesKey", .declinedScopes),
        ("MSALSTSErrorCodesKey", .stsCodes), ("NSUnderlyingError", .underlyingError),
    ]

    /// `names` by length (`byLength[n]` holds the names of `n` bytes), so a key is
    /// compared only with the few names of its own length.
    private static let byLength: [[(name: StaticString, key: UserInfoKey)]] = {
        var table = [[(name: StaticString, key: UserInfoKey)]](repeating: [], count: 33)
        for entry in names { table[entry.name.utf8CodeUnitCount].append(entry) }
        return table
    }()

    /// The key written in `range` (already trimmed), and whether it starts with `MSAL`.
    /// ASCII keys are compared byte for byte; any other key goes through `String`
    /// comparison, which also matches canonically equivalent spellings.
    static func named(_ input: TextBytes, _ range: Range<Int>) -> (UserInfoKey, Bool) {
        input.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress.map({ $0 + range.lowerBound }) else { return (.other, false) }
            var index = 0
            while index < range.count && base[index] < 0x80 { index += 1 }
            guard index == range.count else { return named(input.string(range)) }
            let isMSALKey = range.count >= 4 && base[0] == 0x4D && base[1] == 0x53 && base[2] == 0x41 && base[3] == 0x4C
            guard range.count < byLength.count else { return (.other, isMSALKey) }
            for (name, key) in byLength[range.count]
            where TextBytes.equalBytes(base, name.utf8Start, count: range.count) {
                return (key, isMSALKey)
            }
            return (.other, isMSALKey)
        }
    }

    /// A quoted key (`"MSALErrorDescriptionKey" = …`): read as its unescaped text.
    static func quoted(_ input: TextBytes, open: Int, limit: Int) -> (UserInfoKey, Bool) {
        let span = TextUnescaping.quotedSpan(input, open: open, to: limit)
        return span.hasEscape ? named(TextUnescaping.text(input, span)) : named(input, span.content)
    }

    /// The key a string names, compared as `String`s.
    static func named(_ text: String) -> (UserInfoKey, Bool) {
        let key = names.first { $0.name.description == text }?.key ?? .other
        return (key, text.hasPrefix("MSAL"))
    }
}
