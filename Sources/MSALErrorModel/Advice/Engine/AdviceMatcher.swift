/// The "when" of an advice rule: a predicate over the normalised diagnosis, built
/// from small named parts (`.apple(-50002)`, `.aadsts([53000, 530003])`,
/// `.code(["invalid_client"])`) joined with `||`.
///
/// The sets a matcher tests against are built once, with the table, so a rule
/// costs a few look-ups per diagnosis and no allocation.
struct AdviceMatcher: Sendable {
    let test: @Sendable (DiagnosisFacts) -> Bool

    init(_ test: @escaping @Sendable (DiagnosisFacts) -> Bool) { self.test = test }

    static let always = AdviceMatcher { _ in true }

    /// Any of these AADSTS numbers.
    static func aadsts(_ codes: Set<Int>) -> AdviceMatcher { AdviceMatcher { $0.hasAADSTS(codes) } }
    /// Any of these Azure AD B2C numbers (`AADB2C90118` → 90118).
    static func b2c(_ codes: Set<Int>) -> AdviceMatcher {
        AdviceMatcher { facts in facts.diagnosis.b2cCodes.contains(where: codes.contains) }
    }
    /// The string code or the OAuth error is one of these (lowercase).
    static func code(_ values: Set<String>) -> AdviceMatcher {
        let lookup = StringLookup(values)
        return AdviceMatcher { lookup.contains($0.textCode) || lookup.contains($0.oauthError) }
    }
    /// The domain / exception type / error class, without namespace.
    static func domain(_ names: Set<String>) -> AdviceMatcher {
        let lookup = StringLookup(names)
        return AdviceMatcher { lookup.contains($0.domain) }
    }
    static func subError(_ value: String) -> AdviceMatcher { AdviceMatcher { $0.subError == value } }
    /// An `MSALErrorDomain` code (today's numbering).
    static func apple(_ code: Int) -> AdviceMatcher { AdviceMatcher { $0.isApple(code) } }
    /// `MSALErrorInternal` with one of these `MSALInternalErrorCodeKey` values.
    static func appleInternal(_ codes: Set<Int>) -> AdviceMatcher { AdviceMatcher { $0.isAppleInternal(codes) } }
    /// A system domain MSAL passes through, optionally with one of these codes.
    static func system(_ domain: String, codes: Set<Int>? = nil) -> AdviceMatcher {
        AdviceMatcher { $0.isSystem(domain: domain, codes: codes) }
    }
    /// The Windows broker (WAM) reported one of these statuses.
    static func brokerStatus(_ statuses: Set<String>) -> AdviceMatcher {
        AdviceMatcher { facts in facts.diagnosis.brokerStatus.map(statuses.contains) ?? false }
    }
    static func uiClass(_ uiClass: UIRequiredClass) -> AdviceMatcher { AdviceMatcher { $0.uiClass == uiClass } }
    static func category(_ category: AADSTSCategory) -> AdviceMatcher {
        AdviceMatcher { $0.aadstsCategory == category }
    }
    /// A predicate the named parts do not cover.
    static func when(_ test: @escaping @Sendable (DiagnosisFacts) -> Bool) -> AdviceMatcher { AdviceMatcher(test) }

    static func || (lhs: AdviceMatcher, rhs: AdviceMatcher) -> AdviceMatcher {
        AdviceMatcher { lhs.test($0) || rhs.test($0) }
    }
}
