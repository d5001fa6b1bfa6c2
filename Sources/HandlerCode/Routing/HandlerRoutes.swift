import MSALErrorModel

/// Everything a generated handler looks up, worked out by asking the advice engine
/// (the same one `codes` and `explain` use) about each value the platform's error
/// can carry. The generated code checks them most specific first: AADSTS number,
/// sub-error, claims, HTTP status, the error's own type or Apple code, the error
/// code, then a catch-all by base type.
struct HandlerRoutes: Sendable {
    let platform: HandlerPlatform
    var aadsts = RouteTable<Int>()
    var subErrors = RouteTable<String>()
    var codes = RouteTable<String>()
    /// Exception types / error classes of this platform matched by a specific rule.
    var types = RouteTable<String>()
    /// Base types matched only by a catch-all rule: checked after the codes.
    var baseTypes = RouteTable<String>()
    /// MSAL.NET `UiRequiredExceptionClassification` names.
    var classifications = RouteTable<String>()
    /// Apple: `MSALErrorDomain` codes, and `MSALInternalErrorCodeKey` values under -50000.
    var appleCodes = RouteTable<Int>()
    var appleInternalCodes = RouteTable<Int>()
    /// Apple: system domains (`NSURLErrorDomain`, web-authentication sessions) and their codes.
    var systemCodes = RouteTable<SystemCode>()
    let claims: Route
    let throttled: Route
    let serverFailure: Route
    let unknown: Route

    init(_ platform: HandlerPlatform) {
        self.platform = platform
        let on = platform.platform
        claims = Route(AdviceEngine.advise(Diagnosis(platform: on, claims: "{\"access_token\":{}}")))
        throttled = Route(AdviceEngine.advise(Diagnosis(platform: on, httpStatus: 429)))
        serverFailure = Route(AdviceEngine.advise(Diagnosis(platform: on, httpStatus: 503)))
        unknown = Route(AdviceEngine.advise(Diagnosis(platform: on)))
        let rules = AdviceEngine.ruleSummaries
        addAADSTS(rules, on)
        addSubErrors(rules, on)
        addCodes(rules, on)
        addTypes(rules)
        if platform == .dotnet { addClassifications() }
        if platform == .apple { addAppleCodes(rules) }
    }

    /// A code the catalog lists is advised as `codes AADSTS<n>` advises it (with the OAuth
    /// error it usually arrives with); a code only a rule names, on its own.
    private mutating func addAADSTS(_ rules: [AdviceRuleSummary], _ on: Platform) {
        for entry in Catalog.entries where entry.kind == .aadsts {
            guard let code = entry.value.number else { continue }
            var diagnosis = Catalog.diagnosis(for: entry)
            diagnosis.platform = on
            aadsts.add(code, Route.of(diagnosis))
        }
        for code in Set(rules.flatMap(\.aadsts)) {
            aadsts.add(code, Route.of(Diagnosis(platform: on, aadsts: [code])))
        }
    }

    private mutating func addSubErrors(_ rules: [AdviceRuleSummary], _ on: Platform) {
        let listed = Set(rules.flatMap(\.subErrors)).union(HandlerRoutes.classificationSubErrors)
        for subError in listed {
            subErrors.add(subError, Route.of(Diagnosis(platform: on, oauthError: "invalid_grant", subError: subError)))
        }
    }

    private mutating func addCodes(_ rules: [AdviceRuleSummary], _ on: Platform) {
        for code in Set(rules.flatMap(\.codes)) where !HandlerRoutes.onlyOthersRaise(code, on) {
            codes.add(code, Route.of(Diagnosis(platform: on, code: .text(code), oauthError: code)))
        }
    }

    /// True when every catalog entry of `code` belongs to another MSAL (its own constants,
    /// Go's error strings): this platform's errors never carry it, so its handler leaves it
    /// out. A code only a rule names is kept, and so is one of the service's: AADSTS, HTTP,
    /// and Python's codes, which are the token endpoint's OAuth errors.
    static func onlyOthersRaise(_ code: String, _ platform: Platform) -> Bool {
        let entries = Catalog.lookup(code).filter { $0.value.text?.lowercased() == code.lowercased() }
        return !entries.isEmpty && entries.allSatisfy { entry in
            switch entry.platform {
            case .aadsts, .http, .python: false
            default: entry.platform.rawValue != platform.rawValue
            }
        }
    }

    private mutating func addTypes(_ rules: [AdviceRuleSummary]) {
        for rule in rules {
            for name in rule.domains where TypeNames.platforms(of: name).contains(platform) {
                let route = Route.of(Diagnosis(platform: platform.platform, domain: name))
                if rule.isCatchAll { baseTypes.add(name, route) } else { types.add(name, route) }
            }
        }
    }

    private mutating func addClassifications() {
        for name in HandlerRoutes.classificationNames {
            classifications.add(
                name, Route.of(Diagnosis(platform: .dotnet, domain: "MsalUiRequiredException", classification: name)))
        }
    }

    private mutating func addAppleCodes(_ rules: [AdviceRuleSummary]) {
        for code in Set(rules.flatMap(\.appleCodes)) {
            appleCodes.add(code, Route.of(Catalog.appleDiagnosis(mappedCode: code)))
        }
        for code in Set(rules.flatMap(\.appleInternalCodes)) {
            appleInternalCodes.add(code, Route.of(Catalog.appleDiagnosis(mappedCode: code)))
        }
        for entry in Catalog.entries where [.urlError, .webAuthError, .keychainError].contains(entry.kind) {
            guard let domain = entry.domain, let number = entry.value.number else { continue }
            systemCodes.add(SystemCode(domain: domain, code: number), Route.of(Catalog.diagnosis(for: entry)))
        }
    }

    /// The server sub-errors MSAL reads as a UI-required classification.
    static let classificationSubErrors: Set<String> = [
        "basic_action", "additional_action", "message_only", "consent_required", "user_password_expired",
    ]

    /// MSAL.NET's `UiRequiredExceptionClassification` names.
    static let classificationNames = [
        "None", "MessageOnly", "BasicAction", "AdditionalAction", "ConsentRequired", "UserPasswordExpired",
        "PromptNeverFailed", "AcquireTokenSilentFailed",
    ]

    /// The route of everything a handler can look up, for the coverage test and `--code`.
    var allRoutes: [Route] {
        [claims, throttled, serverFailure, unknown] + aadsts.routes.values + subErrors.routes.values
            + codes.routes.values + types.routes.values + baseTypes.routes.values + classifications.routes.values
            + appleCodes.routes.values + appleInternalCodes.routes.values + systemCodes.routes.values
    }
}

/// An Apple system error: its `NSError` domain and code.
struct SystemCode: Hashable, Comparable, Sendable {
    var domain: String
    var code: Int

    static func < (lhs: SystemCode, rhs: SystemCode) -> Bool { (lhs.domain, lhs.code) < (rhs.domain, rhs.code) }
}
