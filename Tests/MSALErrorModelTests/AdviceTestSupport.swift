@testable import MSALErrorModel

/// One advice-table expectation: a diagnosis as a decoder or the simulator fills
/// it, and the rule, action and user message a developer should see.
struct AdviceCase: Sendable, CustomStringConvertible {
    let name: String
    let diagnosis: Diagnosis
    let rule: String
    let action: RecommendedAction
    let message: UserMessageKey

    var description: String { name }

    init(
        _ name: String, _ diagnosis: Diagnosis, rule: String, _ action: RecommendedAction,
        _ message: UserMessageKey
    ) {
        self.name = name
        self.diagnosis = diagnosis
        self.rule = rule
        self.action = action
        self.message = message
    }
}

/// AADSTS categories as the reference catalog lists them, so the advice tests do
/// not depend on the catalog tables being filled. 53099 stands for a device-state
/// code that no specific rule names.
let testCategories: [Int: AADSTSCategory] = [
    50034: .blocked, 50057: .blocked, 50126: .credential, 50001: .developerConfig, 90033: .transient,
    50140: .interrupt, 70016: .deviceFlow, 70019: .deviceFlow, 70008: .uiRequired, 50173: .uiRequired,
    53099: .uiRequiredDevice, 50079: .uiRequired, 65001: .uiRequired, 53000: .uiRequiredDevice,
    90094: .blocked, 50011: .developerConfig, 54005: .developerConfig,
    // Categories for documented codes beyond the reference catalog (Scripts/catalog-aadsts.txt).
    90095: .adminConsent, 50088: .throttled, 500212: .accessPolicy, 130007: .deviceRegistration,
    20001: .tenantSetup, 50000: .serviceError, 52004: .consent, 120002: .passwordChange,
]

func advise(_ diagnosis: Diagnosis) -> Advice {
    AdviceEngine.advise(diagnosis, categoryOf: { testCategories[$0] })
}

// Diagnoses as each platform reports them.

func apple(_ code: Int, internal sub: Int? = nil, oauth: String? = nil, subError: String? = nil,
           aadsts: [Int] = [], http: Int? = nil, claims: String? = nil) -> Diagnosis {
    Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(code), internalSubCode: sub,
              oauthError: oauth, subError: subError, aadsts: aadsts, httpStatus: http, claims: claims)
}

func appleSystem(_ domain: String, _ code: Int) -> Diagnosis {
    Diagnosis(platform: .apple, domain: domain, code: .number(code))
}

func dotnet(_ type: String, _ code: String, classification: String? = nil, aadsts: [Int] = [],
            http: Int? = nil, retryAfter: Int? = nil, claims: String? = nil, subError: String? = nil) -> Diagnosis {
    Diagnosis(platform: .dotnet, domain: type, code: .text(code), subError: subError, aadsts: aadsts,
              httpStatus: http, retryAfterSeconds: retryAfter, claims: claims, classification: classification)
}

/// An MSAL.NET error from the Windows broker as the decoder reads it: a numeric
/// `ErrorCode` is the broker's number, not an MSAL code.
func wam(_ code: String, status: String) -> Diagnosis {
    let number = Int(code) ?? Int(code.split(separator: "_").last ?? "")
    return Diagnosis(platform: .dotnet, domain: "MsalServiceException", code: Int(code) == nil ? .text(code) : nil,
                     internalSubCode: 557973645, brokerErrorCode: number, brokerStatus: status)
}

func js(_ type: String, _ code: String, subError: String? = nil, aadsts: [Int] = []) -> Diagnosis {
    Diagnosis(platform: .js, domain: type, code: .text(code), subError: subError, aadsts: aadsts)
}

func dict(_ platform: Platform, _ error: String, subError: String? = nil, aadsts: [Int] = [],
          classification: String? = nil, claims: String? = nil) -> Diagnosis {
    Diagnosis(platform: platform, oauthError: error, subError: subError, aadsts: aadsts, claims: claims,
              classification: classification)
}

func bareAADSTS(_ codes: Int...) -> Diagnosis { Diagnosis(aadsts: codes) }
