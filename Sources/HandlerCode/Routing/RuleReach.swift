import MSALErrorModel

/// Whether a rule of the advice table can fire for an error of one platform, and
/// if not, why: its every test reads something only other platforms report
/// (`MSALErrorDomain` codes, MSAL.NET's classification without a sub-error, WAM
/// statuses, another platform's exception types).
public enum RuleReach: Hashable, Sendable {
    case occurs
    case cannotOccur(reason: String)

    public static func of(_ rule: AdviceRuleSummary, on platform: HandlerPlatform) -> RuleReach {
        var owners: [String] = []
        if rule.testsPredicateOrAlways || rule.testsClaims || rule.testsRetryAfter || rule.testsDeclinedScopes
            || !rule.aadsts.isEmpty || !rule.b2c.isEmpty || !rule.codes.isEmpty || !rule.subErrors.isEmpty
            || !rule.categories.isEmpty || !rule.httpStatuses.isEmpty
        {
            return .occurs
        }
        if !rule.appleCodes.isEmpty || !rule.appleInternalCodes.isEmpty || !rule.systemDomains.isEmpty {
            if platform == .apple { return .occurs }
            owners.append("MSALErrorDomain codes and Apple system domains exist only in MSAL for iOS/macOS")
        }
        if !rule.brokerStatuses.isEmpty {
            if platform == .dotnet { return .occurs }
            owners.append("Windows broker (WAM) statuses are reported only by MSAL.NET")
        }
        for name in rule.classifications {
            if platform == .dotnet || subErrorClassifications.contains(name) { return .occurs }
            owners.append("the \(name) classification is set by MSAL.NET itself, with no server sub-error")
        }
        var typeOwners: [String] = []
        for name in rule.domains {
            let platforms = TypeNames.platforms(of: name)
            if platforms.isEmpty || platforms.contains(platform) { return .occurs }
            typeOwners.append("\(name) (\(platforms.map(\.rawValue).sorted().joined(separator: ", ")))")
        }
        if !typeOwners.isEmpty {
            owners.append("no \(platform.rawValue) error has the type " + typeOwners.joined(separator: " or "))
        }
        return .cannotOccur(reason: owners.joined(separator: "; "))
    }

    /// Classifications MSAL reads from a server sub-error, which every platform carries.
    static let subErrorClassifications: Set<String> = [
        "MessageOnly", "BasicAction", "AdditionalAction", "ConsentRequired", "UserPasswordExpired",
    ]
}
