/// Values written after a label (`ErrorCode: invalid_grant`, `subError: 'basic_action'`,
/// `StatusCode: 400`), found without regard to case and only at a word start.
enum LabeledValues {
    /// The first of `labels` in `range` and the index after its separator (spaces, `:`, `=`, quotes).
    static func valueStart(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> Int? {
        var best: (at: Int, valueStart: Int)?
        for label in labels {
            var cursor = range.lowerBound
            while let hit = input.findIgnoringCase(label, from: cursor, to: best?.at ?? range.upperBound) {
                cursor = hit + 1
                let after = hit + label.count
                guard input.isWordStart(hit), !ASCII.isIdentifier(input.at(after)) else { continue }
                var value = after
                var sawSeparator = false
                while value < range.upperBound, value < after + 6 {
                    let byte = input[value]
                    if byte == ASCII.colon || byte == ASCII.equals { sawSeparator = true }
                    guard byte == ASCII.space || byte == ASCII.tab || byte == ASCII.colon || byte == ASCII.equals
                        || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backslash else { break }
                    value += 1
                }
                guard sawSeparator else { continue }
                best = (hit, value)
                break
            }
        }
        return best?.valueStart
    }

    /// A code-like token (`invalid_grant`, `BasicAction`, `AADSTS50076`).
    static func token(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start = valueStart(labels, in: input, range) else { return nil }
        let end = input.identifierEnd(from: start, to: range.upperBound) { $0 == ASCII.minus || $0 == ASCII.dot }
        guard end > start, end - start <= 200 else { return nil }
        return input.string(start..<end)
    }

    static func integer(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> Int? {
        guard let start = valueStart(labels, in: input, range),
              let (value, end) = input.integer(at: start, to: range.upperBound),
              !ASCII.isLetter(input.at(end)) else { return nil }
        return value
    }

    /// The rest of the line after the label (quotes and trailing commas trimmed).
    static func line(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start = valueStart(labels, in: input, range) else { return nil }
        let end = min(input.lineEnd(from: start), range.upperBound)
        let text = TextUnescaping.trim(input.string(start..<end))
        return text.isEmpty ? nil : text
    }

    static func labels(_ names: String...) -> [[UInt8]] { names.map { Array($0.utf8) } }
}

/// The OAuth 2.0 / OpenID Connect error strings a server sends in `error`.
enum OAuthErrors {
    static let known: Set<String> = [
        "invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type",
        "invalid_scope", "access_denied", "unsupported_response_type", "server_error", "temporarily_unavailable",
        "interaction_required", "login_required", "consent_required", "account_selection_required",
        "invalid_resource", "authorization_pending", "slow_down", "expired_token", "bad_token",
    ]
}
