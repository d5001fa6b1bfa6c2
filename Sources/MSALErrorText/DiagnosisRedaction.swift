import MSALErrorModel

extension Diagnosis {
    /// This diagnosis with ``Redactor`` applied to every text that came from the
    /// input, the underlying error included. Decoders redact what they extract
    /// (rather than the whole input) so that only the few fields are rescanned.
    func redacted() -> Diagnosis {
        var copy = self
        copy.domain = domain.map(Redactor.redact)
        if case .text(let text)? = code { copy.code = .text(Redactor.redact(text)) }
        copy.oauthError = oauthError.map(Redactor.redact)
        copy.subError = subError.map(Redactor.redact)
        copy.correlationId = correlationId.map(redactUnlessId)
        copy.traceId = traceId.map(redactUnlessId)
        copy.claims = claims.map(Redactor.redact)
        copy.classification = classification.map(Redactor.redact)
        copy.errorDescription = errorDescription.map(Redactor.redact)
        copy.grantedScopes = grantedScopes.map(Redactor.redact)
        copy.declinedScopes = declinedScopes.map(Redactor.redact)
        copy.underlying = underlying?.redacted()
        return copy
    }

    /// Correlation and trace ids are usually GUIDs, which are never secrets.
    private func redactUnlessId(_ text: String) -> String {
        text.utf8.allSatisfy { ASCII.isHexDigit($0) || $0 == ASCII.minus } ? text : Redactor.redact(text)
    }
}
