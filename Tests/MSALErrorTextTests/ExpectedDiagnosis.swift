import MSALErrorModel
import Testing

/// Every field a decoded error must have; fields left out must be empty. Names
/// (`codeName`, `internalSubCodeName`) come from the catalog look-ups.
struct ExpectedDiagnosis: Sendable, CustomTestStringConvertible {
    var platform: Platform?
    var domain: String?
    var code: ErrorCodeValue?
    var codeName: String?
    var internalSubCode: Int?
    var internalSubCodeName: String?
    var oauthError: String?
    var subError: String?
    var aadsts: [Int] = []
    var b2cCodes: [Int] = []
    var httpStatus: Int?
    var retryAfterSeconds: Int?
    var correlationId: String?
    var traceId: String?
    var hasClaims = false
    /// When set, the claims must start with this (decoded, for a challenge's base64).
    var claimsPrefix: String?
    var grantedScopes: [String] = []
    var declinedScopes: [String] = []
    var classification: String?
    var descriptionPrefix: String?
    var numbering: AppleNumbering?
    var brokerErrorCode: Int?
    var brokerStatus: String?
    var underlying: [ExpectedDiagnosis] = []
    /// When set, the action `explain` gives this error (the advice engine's answer for the whole
    /// diagnosis, nested errors included).
    var action: RecommendedAction?

    var testDescription: String { "\(domain ?? "-") \(code?.description ?? "-")" }

    func check(_ actual: Diagnosis, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.platform == platform, "platform", sourceLocation: sourceLocation)
        #expect(actual.domain == domain, "domain", sourceLocation: sourceLocation)
        #expect(actual.code == code, "code", sourceLocation: sourceLocation)
        #expect(actual.codeName == codeName, "codeName", sourceLocation: sourceLocation)
        #expect(actual.internalSubCode == internalSubCode, "internalSubCode", sourceLocation: sourceLocation)
        #expect(actual.internalSubCodeName == internalSubCodeName, "internalSubCodeName", sourceLocation: sourceLocation)
        #expect(actual.oauthError == oauthError, "oauthError", sourceLocation: sourceLocation)
        #expect(actual.subError == subError, "subError", sourceLocation: sourceLocation)
        #expect(actual.aadsts == aadsts, "aadsts", sourceLocation: sourceLocation)
        #expect(actual.b2cCodes == b2cCodes, "b2cCodes", sourceLocation: sourceLocation)
        #expect(actual.httpStatus == httpStatus, "httpStatus", sourceLocation: sourceLocation)
        #expect(actual.retryAfterSeconds == retryAfterSeconds, "retryAfterSeconds", sourceLocation: sourceLocation)
        #expect(actual.correlationId == correlationId, "correlationId", sourceLocation: sourceLocation)
        #expect(actual.traceId == traceId, "traceId", sourceLocation: sourceLocation)
        #expect((actual.claims != nil) == hasClaims, "claims", sourceLocation: sourceLocation)
        if let claimsPrefix {
            #expect(actual.claims?.hasPrefix(claimsPrefix) == true, "claims \(actual.claims ?? "nil")",
                    sourceLocation: sourceLocation)
        }
        #expect(actual.grantedScopes == grantedScopes, "grantedScopes", sourceLocation: sourceLocation)
        #expect(actual.declinedScopes == declinedScopes, "declinedScopes", sourceLocation: sourceLocation)
        #expect(actual.classification == classification, "classification", sourceLocation: sourceLocation)
        #expect(actual.numbering == numbering, "numbering", sourceLocation: sourceLocation)
        #expect(actual.brokerErrorCode == brokerErrorCode, "brokerErrorCode", sourceLocation: sourceLocation)
        #expect(actual.brokerStatus == brokerStatus, "brokerStatus", sourceLocation: sourceLocation)
        if let descriptionPrefix {
            #expect(actual.errorDescription?.hasPrefix(descriptionPrefix) == true,
                    "description \(actual.errorDescription ?? "nil")", sourceLocation: sourceLocation)
        }
        if let action {
            let advice = AdviceEngine.advise(actual)
            #expect(advice.action == action, "action (rule \(advice.rule))", sourceLocation: sourceLocation)
        }
        if let expectedUnderlying = underlying.first {
            if let nested = actual.underlying {
                expectedUnderlying.check(nested, sourceLocation: sourceLocation)
            } else {
                Issue.record("underlying error missing", sourceLocation: sourceLocation)
            }
        } else {
            #expect(actual.underlying == nil, "underlying", sourceLocation: sourceLocation)
        }
    }
}
