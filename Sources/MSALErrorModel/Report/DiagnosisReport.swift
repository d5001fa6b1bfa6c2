/// The one JSON shape of a diagnosis with its advice, shared by `codes --json`,
/// `explain --json` and the `diagnosis` of `simulate --json` events.
public enum DiagnosisReport {
    /// The documented fields in order; absent values are null, never omitted.
    public static func json(_ diagnosis: Diagnosis, locale: MessageLocale = .en) -> JSONValue {
        let advice = AdviceEngine.advise(diagnosis)
        return .object([
            ("platform", JSONValue(diagnosis.platform?.rawValue)),
            ("domain", JSONValue(diagnosis.domain)),
            ("code", JSONValue(diagnosis.code)),
            ("codeName", JSONValue(Catalog.codeName(of: diagnosis))),
            ("internalSubCode", JSONValue(diagnosis.internalSubCode)),
            ("internalSubCodeName", JSONValue(diagnosis.internalSubCodeName)),
            ("oauthError", JSONValue(diagnosis.oauthError)),
            ("subError", JSONValue(diagnosis.subError)),
            ("aadsts", JSONValue(diagnosis.aadsts)),
            ("b2cCodes", JSONValue(diagnosis.b2cCodes)),
            ("httpStatus", JSONValue(diagnosis.httpStatus)),
            ("retryAfterSeconds", JSONValue(diagnosis.retryAfterSeconds)),
            ("correlationId", JSONValue(diagnosis.correlationId)),
            ("traceId", JSONValue(diagnosis.traceId)),
            ("classification", JSONValue(diagnosis.classification)),
            ("claims", JSONValue(diagnosis.claims)),
            ("grantedScopes", JSONValue(diagnosis.grantedScopes)),
            ("declinedScopes", JSONValue(diagnosis.declinedScopes)),
            ("numbering", JSONValue(diagnosis.numbering?.rawValue)),
            ("brokerErrorCode", JSONValue(diagnosis.brokerErrorCode)),
            ("brokerStatus", JSONValue(diagnosis.brokerStatus)),
            ("description", JSONValue(diagnosis.errorDescription)),
            ("action", .string(advice.action.rawValue)),
            ("rule", .string(advice.rule)),
            ("developerAdvice", .string(advice.developerAdvice)),
            ("userMessage", .string(UserMessages.text(advice.userMessage, locale: locale))),
            ("underlying", diagnosis.underlying.map { json($0, locale: locale) } ?? .null),
            ("omittedUnderlying", .int(diagnosis.omittedUnderlyingCount)),
        ])
    }
}
