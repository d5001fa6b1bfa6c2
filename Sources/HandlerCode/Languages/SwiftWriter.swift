import MSALErrorModel

/// MSAL for iOS/macOS in Swift: `TokenAcquirer.acquireToken(scopes:account:webviewParameters:
/// claimsChallenge:completion:)`. Every branch ends in `return`, completion blocks capture
/// `self` weakly, and a retry is allowed once (`retriesLeft`).
struct SwiftWriter: LanguageWriter {
    let branchIndent = "        "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["signIn(request, claims: request.claimsChallenge)", "return"]
        case .retryWithGrantedScopes:
            [
                "let granted = error.userInfo[MSALGrantedScopesKey] as? [String] ?? []",
                "guard retriesLeft > 0, !granted.isEmpty else {",
                "    stop(error, route, request)",
                "    return",
                "}",
                "// Go on silently with exactly the granted scopes; turn off what needs the declined ones.",
                "var narrowed = request",
                "narrowed.scopes = granted",
                "acquireSilently(narrowed, retriesLeft: 0)",
                "return",
            ]
        case .intuneRemediation:
            [
                "// Hand the account to the Intune App SDK's remediation; when it reports the app",
                "// compliant, call acquireToken again. An interactive retry does not fix this.",
                "let upn = error.userInfo[MSALDisplayableUserIdKey] as? String",
                "let homeAccountId = error.userInfo[MSALHomeAccountIdKey] as? String",
                "appProtectionRemediation?(upn, homeAccountId)",
                "stop(error, route, request)",
                "return",
            ]
        case .retryAfterDelay:
            [
                "let headers = error.userInfo[MSALHTTPHeadersKey] as? [String: String] ?? [:]",
                "let wait = TokenAcquirer.retryAfter(headers) ?? TokenAcquirer.defaultThrottleWait",
                "guard retriesLeft > 0, wait <= TokenAcquirer.maxWait else {",
                "    stop(error, route, request)",
                "    return",
                "}",
                "retry(request, after: wait)",
                "return",
            ]
        case .retryOnce5xx:
            [
                "guard retriesLeft > 0 else {",
                "    stop(error, route, request)",
                "    return",
                "}",
                "retry(request, after: TokenAcquirer.retryPause)  // MSAL already retried once after 0.5 s",
                "return",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["stop(error, route, request)", "return"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)case .\(Literal.camel(action.rawValue)):"] + body.map { "\(indent)    \($0)" })
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "// Token acquisition for MSAL for iOS/macOS, written by `msal-triage handler --platform apple`",
            "// from the msal-triage advice table (the one `msal-triage codes` and `explain` use).",
            "// Silent first; each error goes to the branch of its action; every branch returns;",
            "// an interactive sign-in never leads back to the silent call (no loops).",
            "import Foundation",
            "// MSAL's Objective-C classes predate Swift concurrency: they cross to the main queue",
            "// here (a retry) as MSAL itself hands them from its own queues.",
            "@preconcurrency import MSAL",
            "",
            "/// How one acquisition ended.",
            "enum TokenOutcome: Sendable {",
            "    case token(MSALResult)",
            "    /// Stopped: show `userMessage` to the user (the error is logged).",
            "    case stopped(userMessage: String)",
            "}",
            "",
            "/// What the advice table says to do about an error.",
            "enum TokenErrorAction: String {",
        ]
        lines += RecommendedAction.allCases.map { "    case \(Literal.camel($0.rawValue)) = \(Literal.string($0.rawValue))" }
        lines += [
            "}",
            "",
            "/// The action for an error and the key of the user message to show.",
            "struct TokenErrorRoute {",
            "    let action: TokenErrorAction",
            "    let message: String",
            "}",
            "",
            "/// Sendable (all its state is immutable), so a retry can be scheduled on the main queue.",
            "final class TokenAcquirer: Sendable {",
            "    /// The longest wait for a throttled request; a longer Retry-After stops instead.",
            "    static let maxWait: TimeInterval = 60",
            "    /// The wait when a 429 carries no Retry-After.",
            "    static let defaultThrottleWait: TimeInterval = 60",
            "    /// MSAL replays a 5xx from its throttle cache for \(ReplayedServerFailures.windowSeconds) s: the one retry waits just past that.",
            "    static let retryPause: TimeInterval = \(ReplayedServerFailures.retryPauseSeconds(on: .apple))",
            "",
            "    struct Request: Sendable {",
            "        var scopes: [String]",
            "        let account: MSALAccount?",
            "        let webviewParameters: MSALWebviewParameters",
            "        /// A claims challenge from a resource's WWW-Authenticate header, passed on unchanged.",
            "        let claimsChallenge: String?",
            "        let completion: @Sendable (TokenOutcome) -> Void",
            "    }",
            "",
            "    private let application: MSALPublicClientApplication",
            "    /// Wire this to the Intune App SDK's compliance remediation (UPN, home account id).",
            "    let appProtectionRemediation: (@Sendable (String?, String?) -> Void)?",
            "",
            "    init(",
            "        application: MSALPublicClientApplication,",
            "        appProtectionRemediation: (@Sendable (String?, String?) -> Void)? = nil",
            "    ) {",
            "        self.application = application",
            "        self.appProtectionRemediation = appProtectionRemediation",
            "    }",
            "",
            "    func acquireToken(",
            "        scopes: [String], account: MSALAccount?, webviewParameters: MSALWebviewParameters,",
            "        claimsChallenge: String? = nil, completion: @escaping @Sendable (TokenOutcome) -> Void",
            "    ) {",
            "        let request = Request(",
            "            scopes: scopes, account: account, webviewParameters: webviewParameters,",
            "            claimsChallenge: claimsChallenge, completion: completion)",
            "        guard account != nil, claimsChallenge == nil else {",
            "            signIn(request, claims: claimsChallenge)",
            "            return",
            "        }",
            "        acquireSilently(request, retriesLeft: 1)",
            "    }",
            "",
            "    private func acquireSilently(_ request: Request, retriesLeft: Int) {",
            "        guard let account = request.account else {",
            "            signIn(request, claims: nil)",
            "            return",
            "        }",
            "        let parameters = MSALSilentTokenParameters(scopes: request.scopes, account: account)",
            "        application.acquireTokenSilent(with: parameters) { [weak self] result, error in",
            "            guard let self else { return }",
            "            if let result {",
            "                request.completion(.token(result))",
            "                return",
            "            }",
            "            self.handle(error.map { $0 as NSError } ?? TokenAcquirer.missingError, request, retriesLeft: retriesLeft)",
            "        }",
            "    }",
            "",
            "    /// The interactive call: the same scopes and account, the claims passed on; its failure is final.",
            "    private func signIn(_ request: Request, claims: String?) {",
            "        let parameters = MSALInteractiveTokenParameters(",
            "            scopes: request.scopes, webviewParameters: request.webviewParameters)",
            "        parameters.account = request.account",
            "        if let claims, let claimsRequest = try? MSALClaimsRequest(jsonString: claims) {",
            "            parameters.claimsRequest = claimsRequest",
            "        }",
            "        application.acquireToken(with: parameters) { [weak self] result, error in",
            "            guard let self else { return }",
            "            if let result {",
            "                request.completion(.token(result))",
            "                return",
            "            }",
            "            let failure = error.map { $0 as NSError } ?? TokenAcquirer.missingError",
            "            self.stop(failure, TokenAcquirer.route(for: failure), request)",
            "        }",
            "    }",
            "",
            "    private func retry(_ request: Request, after seconds: TimeInterval) {",
            "        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in",
            "            self?.acquireSilently(request, retriesLeft: 0)",
            "        }",
            "    }",
            "",
            "    /// Log what the advice names (domain, code, MSALInternalErrorCodeKey, OAuth error,",
            "    /// STS codes, correlation id), then end with the user message.",
            "    private func stop(_ error: NSError, _ route: TokenErrorRoute, _ request: Request) {",
            "        let info = error.userInfo",
            "        NSLog(",
            "            \"token acquisition stopped (%@): %@ %ld internal=%@ oauth=%@ sub=%@ sts=%@ correlation=%@\",",
            "            route.action.rawValue, error.domain, error.code,",
            "            String(describing: info[MSALInternalErrorCodeKey]), String(describing: info[MSALOAuthErrorKey]),",
            "            String(describing: info[MSALOAuthSubErrorKey]), String(describing: info[MSALSTSErrorCodesKey]),",
            "            String(describing: info[MSALCorrelationIDKey]))",
            "        request.completion(.stopped(userMessage: TokenAcquirer.userMessages[route.message] ?? route.message))",
            "    }",
            "",
            "    private func handle(_ error: NSError, _ request: Request, retriesLeft: Int) {",
            "        let route = TokenAcquirer.route(for: error)",
            "        switch route.action {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += [
            "        }",
            "    }",
            "",
            "    private static let missingError = NSError(domain: MSALErrorDomain, code: -50000)",
            "",
            "    /// Retry-After as seconds or as an HTTP-date.",
            "    static func retryAfter(_ headers: [String: String]) -> TimeInterval? {",
            "        guard let value = headers.first(where: { $0.key.lowercased() == \"retry-after\" })?.value else {",
            "            return nil",
            "        }",
            "        if let seconds = TimeInterval(value.trimmingCharacters(in: .whitespaces)) { return max(0, seconds) }",
            "        let formatter = DateFormatter()",
            "        formatter.locale = Locale(identifier: \"en_US_POSIX\")",
            "        formatter.timeZone = TimeZone(identifier: \"GMT\")",
            "        formatter.dateFormat = \"EEE, dd MMM yyyy HH:mm:ss zzz\"",
            "        return formatter.date(from: value).map { max(0, $0.timeIntervalSinceNow) }",
            "    }",
            "",
            "    /// The route for an error, most specific fact first.",
            "    static func route(for error: NSError) -> TokenErrorRoute {",
            "        let info = error.userInfo",
            "        for number in info[MSALSTSErrorCodesKey] as? [NSNumber] ?? [] {",
            "            if let route = byAADSTS[number.intValue] { return route }",
            "        }",
            "        if let subError = (info[MSALOAuthSubErrorKey] as? String)?.lowercased(), let route = bySubError[subError] {",
            "            return route",
            "        }",
            "        // An internal error is logged and shown, never retried, even when it wraps a 429 or a 5xx",
            "        // (-42007): MSAL has already retried what it could.",
            "        if error.domain == MSALErrorDomain, error.code == -50000,",
            "            let internalCode = info[MSALInternalErrorCodeKey] as? Int, let route = byInternalCode[internalCode]",
            "        {",
            "            return route",
            "        }",
            "        if let status = (info[MSALHTTPResponseCodeKey] as? String).flatMap({ Int($0) }) {",
            "            if status == 429 { return \(swiftRoute(routes.throttled)) }  // \(routes.throttled.rule)",
            "            if (500...599).contains(status) { return \(swiftRoute(routes.serverFailure)) }  // \(routes.serverFailure.rule)",
            "        }",
            "        if error.domain == MSALErrorDomain, let route = byAppleCode[error.code] { return route }",
            "        if let route = bySystemCode[\"\\(error.domain) \\(error.code)\"] { return route }",
            "        if let code = (info[MSALOAuthErrorKey] as? String)?.lowercased(), let route = byCode[code] { return route }",
            "        return \(swiftRoute(routes.unknown))",
            "    }",
            "",
            "    private static func table<Key: Hashable>(_ groups: [(TokenErrorAction, String, [Key])]) -> [Key: TokenErrorRoute] {",
            "        var table: [Key: TokenErrorRoute] = [:]",
            "        for (action, message, keys) in groups {",
            "            for key in keys { table[key] = TokenErrorRoute(action: action, message: message) }",
            "        }",
            "        return table",
            "    }",
            "",
        ]
        lines += table("byAADSTS", "Int", routes.aadsts.groups, key: String.init)
        lines += table("bySubError", "String", routes.subErrors.groups, key: Literal.string)
        lines += table("byCode", "String", routes.codes.groups, key: Literal.string)
        lines += table("byAppleCode", "Int", routes.appleCodes.groups, key: appleName)
        lines += table("byInternalCode", "Int", routes.appleInternalCodes.groups, key: appleName)
        lines += table("bySystemCode", "String", routes.systemCodes.groups) { Literal.string("\($0.domain) \($0.code)") }
        lines.append("    static let userMessages: [String: String] = [")
        for key in context.usedMessages {
            lines.append("        \(Literal.string(key.rawValue)): \(Literal.string(UserMessages.text(key, locale: .en))),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func swiftRoute(_ route: Route) -> String {
        "TokenErrorRoute(action: .\(Literal.camel(route.action.rawValue)), message: \(Literal.string(route.message.rawValue)))"
    }

    /// `-50002 /* MSALErrorInteractionRequired */`.
    private func appleName(_ code: Int) -> String {
        Catalog.appleCodeName(code).map { "\(code) /* \($0) */" } ?? String(code)
    }

    private func table<Key>(
        _ name: String, _ keyType: String, _ groups: [RouteGroup<Key>], key: (Key) -> String
    ) -> [String] {
        ["    static let \(name): [\(keyType): TokenErrorRoute] = table(["]
            + Literal.groupLines(
                groups, indent: "        ", comment: "//",
                open: { "(.\(Literal.camel($0.action.rawValue)), \(Literal.string($0.message.rawValue)), [" },
                close: "] as [\(keyType)])", key: key)
            + ["    ])", ""]
    }
}
