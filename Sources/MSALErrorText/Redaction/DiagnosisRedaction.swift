import MSALErrorModel

extension Diagnosis {
    /// Applies ``Redactor`` (and, unless `personalData` is `.shown`,
    /// ``PersonalDataRedactor``) to every text that came from the input, the underlying
    /// error's included, and tells whether anything changed. Decoders redact what
    /// they extract (rather than the whole input) so that only the few fields are
    /// rescanned. In place: a field that holds no secret, as nearly all do, is
    /// neither copied nor stored again.
    @discardableResult
    mutating func redactSecrets(personalData: PersonalData = .redacted) -> Bool {
        let masksPersonalData = personalData == .redacted
        var changed = false
        if case .text(let text)? = code, let redacted = Self.redacted(text, masksPersonalData) {
            code = .text(redacted)
            changed = true
        }
        changed = Self.redact(&domain, masksPersonalData) || changed
        changed = Self.redact(&oauthError, masksPersonalData) || changed
        changed = Self.redact(&subError, masksPersonalData) || changed
        changed = Self.redactUnlessId(&correlationId, masksPersonalData) || changed
        changed = Self.redactUnlessId(&traceId, masksPersonalData) || changed
        changed = Self.redact(&claims, masksPersonalData) || changed
        changed = Self.redact(&classification, masksPersonalData) || changed
        changed = Self.redact(&errorDescription, masksPersonalData) || changed
        changed = Self.redact(&brokerStatus, masksPersonalData) || changed
        changed = Self.redact(&grantedScopes, masksPersonalData) || changed
        changed = Self.redact(&declinedScopes, masksPersonalData) || changed
        // `underlying` is stored boxed: read it once, and store it again only when it changed.
        if var inner = underlying, inner.redactSecrets(personalData: personalData) {
            underlying = inner
            changed = true
        }
        return changed
    }

    /// `text` without secrets (and personal data), or nil when nothing changed.
    private static func redacted(_ text: String, _ masksPersonalData: Bool) -> String? {
        let withoutSecrets = Redactor.secretsRemoved(from: text)
        guard masksPersonalData else { return withoutSecrets }
        return PersonalDataRedactor.personalDataRemoved(from: withoutSecrets ?? text) ?? withoutSecrets
    }

    private static func redact(_ text: inout String?, _ masksPersonalData: Bool) -> Bool {
        guard let original = text, let redacted = redacted(original, masksPersonalData) else { return false }
        text = redacted
        return true
    }

    private static func redact(_ texts: inout [String], _ masksPersonalData: Bool) -> Bool {
        var changed = false
        for index in texts.indices {
            if let redacted = redacted(texts[index], masksPersonalData) {
                texts[index] = redacted
                changed = true
            }
        }
        return changed
    }

    /// Correlation and trace ids are usually GUIDs, which are never secrets.
    private static func redactUnlessId(_ text: inout String?, _ masksPersonalData: Bool) -> Bool {
        guard let original = text else { return false }
        let isId = original.utf8.withContiguousStorageIfAvailable(Redactor.isHexId)
            ?? original.utf8.allSatisfy { ASCII.isHexDigit($0) || $0 == ASCII.minus }
        return isId ? false : redact(&text, masksPersonalData)
    }
}
