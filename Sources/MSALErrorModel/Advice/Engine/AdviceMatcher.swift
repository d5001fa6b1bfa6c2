/// The "when" of an advice rule, built from small named parts (`.apple(-50002)`,
/// `.aadsts([53000, 530003])`, `.code(["invalid_client"])`) joined with `||`.
///
/// A matcher is data, not a closure: the rule index (`RuleIndex`) reads every
/// part of every rule once and files the rule under what it tests, so a diagnosis
/// only meets the rules that can match it (a rule that needs code X is only
/// looked at when the code is X).
struct AdviceMatcher: Sendable {
    let parts: [MatchPart]

    init(_ parts: [MatchPart]) { self.parts = parts }

    static let always = AdviceMatcher([.always])

    /// Any of these AADSTS numbers.
    static func aadsts(_ codes: Set<Int>) -> AdviceMatcher { AdviceMatcher([.aadsts(codes)]) }
    /// Any of these Azure AD B2C numbers (`AADB2C90118` → 90118).
    static func b2c(_ codes: Set<Int>) -> AdviceMatcher { AdviceMatcher([.b2c(codes)]) }
    /// The string code or the OAuth error is one of these (lowercase).
    static func code(_ values: Set<String>) -> AdviceMatcher { AdviceMatcher([.code(values)]) }
    /// The domain / exception type / error class, without namespace.
    static func domain(_ names: Set<String>) -> AdviceMatcher { AdviceMatcher([.domain(names)]) }
    /// The sub-error is this one (lowercase).
    static func subError(_ value: String) -> AdviceMatcher { AdviceMatcher([.subError(value)]) }
    /// An `MSALErrorDomain` code (today's numbering).
    static func apple(_ code: Int) -> AdviceMatcher { AdviceMatcher([.apple(code)]) }
    /// `MSALErrorInternal` with one of these `MSALInternalErrorCodeKey` values.
    static func appleInternal(_ codes: Set<Int>) -> AdviceMatcher { AdviceMatcher([.appleInternal(codes)]) }
    /// A system domain MSAL passes through, with a code: one of `codes` when given,
    /// any code but `except` when that is given.
    static func system(_ domain: String, codes: Set<Int>? = nil, except: Int? = nil) -> AdviceMatcher {
        AdviceMatcher([.system(domain, codes: codes, except: except)])
    }
    /// The Windows broker (WAM) reported one of these statuses (exactly as spelled).
    static func brokerStatus(_ statuses: Set<String>) -> AdviceMatcher { AdviceMatcher([.brokerStatus(statuses)]) }
    static func uiClass(_ uiClass: UIRequiredClass) -> AdviceMatcher { AdviceMatcher([.uiClass(uiClass)]) }
    /// The catalog category of the first AADSTS code the catalog knows.
    static func category(_ category: AADSTSCategory) -> AdviceMatcher { AdviceMatcher([.category(category)]) }
    /// An HTTP status in this range.
    static func httpStatus(_ range: ClosedRange<Int>) -> AdviceMatcher { AdviceMatcher([.httpStatus(range)]) }
    /// A Retry-After value, whatever it is.
    static let retryAfter = AdviceMatcher([.retryAfter])
    /// A claims challenge with any content.
    static let claims = AdviceMatcher([.claims])
    /// Scopes the server declined.
    static let declinedScopes = AdviceMatcher([.declinedScopes])
    /// A predicate the named parts do not cover. It is called for every diagnosis
    /// that no earlier rule matched, so prefer a named part.
    static func when(_ test: @escaping @Sendable (DiagnosisFacts, Diagnosis) -> Bool) -> AdviceMatcher {
        AdviceMatcher([.when(test)])
    }

    static func || (lhs: AdviceMatcher, rhs: AdviceMatcher) -> AdviceMatcher { AdviceMatcher(lhs.parts + rhs.parts) }
}

/// One thing a rule tests; a rule matches when any of its parts does.
enum MatchPart: Sendable {
    case always
    case aadsts(Set<Int>)
    case b2c(Set<Int>)
    case code(Set<String>)
    case domain(Set<String>)
    case subError(String)
    case apple(Int)
    case appleInternal(Set<Int>)
    case system(String, codes: Set<Int>?, except: Int?)
    case brokerStatus(Set<String>)
    case uiClass(UIRequiredClass)
    case category(AADSTSCategory)
    case httpStatus(ClosedRange<Int>)
    case retryAfter
    case claims
    case declinedScopes
    case when(@Sendable (DiagnosisFacts, Diagnosis) -> Bool)
}
