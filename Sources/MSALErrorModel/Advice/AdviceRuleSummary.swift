/// One rule of the advice table as other modules may read it: its id, outcome, and
/// the literal facts it tests. `HandlerCode` generates handler code from these, so
/// the handlers, `codes` and `explain` come from one table.
public struct AdviceRuleSummary: Hashable, Sendable {
    public var id: String
    public var action: RecommendedAction
    public var userMessage: UserMessageKey
    /// Matches by error class or matches anything (`client.library_failure`, `unknown`).
    public var isCatchAll: Bool
    public var aadsts: [Int]
    public var b2c: [Int]
    /// String codes and OAuth errors (lowercase).
    public var codes: [String]
    public var subErrors: [String]
    /// Exception types, error classes and domains, without namespace.
    public var domains: [String]
    /// `MSALErrorDomain` codes, and `MSALInternalErrorCodeKey` values under `MSALErrorInternal`.
    public var appleCodes: [Int]
    public var appleInternalCodes: [Int]
    /// System `NSError` domains the rule reads (`NSURLErrorDomain`, …): Apple only.
    public var systemDomains: [String]
    /// MSAL.NET `UiRequiredExceptionClassification` names (the other platforms carry the sub-error).
    public var classifications: [String]
    /// Windows broker (WAM) statuses: MSAL.NET only.
    public var brokerStatuses: [String]
    public var categories: [AADSTSCategory]
    public var httpStatuses: [ClosedRange<Int>]
    /// Parts that hold on every platform: Retry-After, claims, declined scopes, a predicate, always.
    public var testsRetryAfter: Bool
    public var testsClaims: Bool
    public var testsDeclinedScopes: Bool
    public var testsPredicateOrAlways: Bool
}

extension AdviceEngine {
    /// Every rule of the table, in the order they are tried.
    public static let ruleSummaries: [AdviceRuleSummary] = AdviceTable.rules.map(AdviceRuleSummary.init(rule:))
}

extension AdviceRuleSummary {
    init(rule: AdviceRule) {
        self.init(
            id: rule.id, action: rule.action, userMessage: rule.message, isCatchAll: rule.isCatchAll,
            aadsts: [], b2c: [], codes: [], subErrors: [], domains: [], appleCodes: [], appleInternalCodes: [],
            systemDomains: [], classifications: [], brokerStatuses: [], categories: [], httpStatuses: [],
            testsRetryAfter: false, testsClaims: false, testsDeclinedScopes: false, testsPredicateOrAlways: false)
        for part in rule.matcher.parts { add(part) }
        aadsts.sort()
        b2c.sort()
        codes.sort()
        domains.sort()
    }

    private mutating func add(_ part: MatchPart) {
        switch part {
        case .always, .when: testsPredicateOrAlways = true
        case .aadsts(let values): aadsts += values
        case .b2c(let values): b2c += values
        case .code(let values): codes += values
        case .domain(let names): domains += names
        case .subError(let value): subErrors.append(value)
        case .apple(let code): appleCodes.append(code)
        case .appleInternal(let values): appleInternalCodes += values.sorted()
        case .system(let domain, _, _): systemDomains.append(domain)
        case .brokerStatus(let values): brokerStatuses += values.sorted()
        case .uiClass(let uiClass): classifications.append(uiClass.rawValue)
        case .category(let category): categories.append(category)
        case .httpStatus(let range): httpStatuses.append(range)
        case .retryAfter: testsRetryAfter = true
        case .claims: testsClaims = true
        case .declinedScopes: testsDeclinedScopes = true
        }
    }
}
