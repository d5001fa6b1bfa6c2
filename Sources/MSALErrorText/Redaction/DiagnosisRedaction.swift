import MSALErrorModel

extension Diagnosis {
    /// Applies ``Redactor`` to every text that came from the input, the underlying
    /// error's included, and tells whether anything changed. Decoders redact what
    /// they extract (rather than the whole input) so that only the few fields are
    /// rescanned. In place: a field that holds no secret, as nearly all do, is
    /// neither copied nor stored again.
    @discardableResult
    public mutating func redactSecrets() -> Bool {
        var changed = false
        if case .text(let text)? = code, let redacted = Redactor.secretsRemoved(from: text) {
            code = .text(redacted)
            changed = true
        }
        changed = Self.redact(&domain) || changed
        changed = Self.redact(&oauthError) || changed
        changed = Self.redact(&subError) || changed
        changed = Self.redactUnlessId(&correlationId) || changed
        changed = Self.redactUnlessId(&traceId) || changed
        changed = Self.redact(&claims) || changed
        changed = Self.redact(&classification) || changed
        changed = Self.redact(&errorDescription) || changed
        changed = Self.redact(&brokerStatus) || changed
        changed = Self.redact(&grantedScopes) || changed
        changed = Self.redact(&declinedScopes) || changed
        // `underlying` is stored boxed: read it once, and store it again only when it changed.
        if var inner = underlying, inner.redactSecrets() {
            underlying = inner
            changed = true
        }
        return changed
    }

    private static func redact(_ text: inout String?) -> Bool {
        guard let original = text, let redacted = Redactor.secretsRemoved(from: original) else { return false }
        text = redacted
        return true
    }

    private static func redact(_ texts: inout [String]) -> Bool {
        var changed = false
        for index in texts.indices {
            if let redacted = Redactor.secretsRemoved(from: texts[index]) {
                texts[index] = redacted
                changed = true
            }
        }
        return changed
    }

    /// Correlation and trace ids are usually GUIDs, which are never secrets.
    private static func redactUnlessId(_ text: inout String?) -> Bool {
        guard let original = text else { return false }
        let isId = original.utf8.withContiguousStorageIfAvailable(Redactor.isHexId)
            ?? original.utf8.allSatisfy { ASCII.isHexDigit($0) || $0 == ASCII.minus }
        return isId ? false : redact(&text)
    }
}
