import MSALErrorModel

/// MSAL.js (msal-browser) in TypeScript: `acquireToken(app, scopes, account, options)`.
/// It never opens a popup itself: when the user must sign in it returns
/// `needsSignIn`, and the app calls `signInFromClick` from a click handler (a
/// popup opened anywhere else is blocked). Claims come from the error's `claims`.
struct TypeScriptWriter: LanguageWriter {
    let branchIndent = "    "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["return needsSignIn(scopes, account, claimsOf(error), route);"]
        case .retryWithGrantedScopes:
            ["// msal-browser reports fewer scopes as a success (see withGrantedScopes); an error here stops.", "return stop(error, route, options);"]
        case .intuneRemediation:
            ["// No Intune App SDK in the browser: the user must use an app the policy allows.", "return stop(error, route, options);"]
        case .retryAfterDelay:
            [
                "// msal-browser keeps Retry-After to itself and fails identical requests until then:",
                "// wait once (bounded), retry once, stop if it is still throttled.",
                "if (retriesLeft === 0) return stop(error, route, options);",
                "await sleep(Math.min(THROTTLE_WAIT_MS, MAX_WAIT_MS));",
                "return silently(app, scopes, account, 0, options);",
            ]
        case .retryOnce5xx:
            [
                "if (retriesLeft === 0) return stop(error, route, options);",
                "await sleep(RETRY_PAUSE_MS);  // msal-browser does not retry a 5xx itself",
                "return silently(app, scopes, account, 0, options);",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["return stop(error, route, options);"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)case \(Literal.string(action.rawValue)):"] + body.map { "\(indent)    \($0)" })
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        let actions = RecommendedAction.allCases.map { Literal.string($0.rawValue) }
        var lines = [
            "// Token acquisition for MSAL.js (msal-browser), written by `msal-triage handler --platform js`",
            "// from the msal-triage advice table (the one `msal-triage codes` and `explain` use). Silent",
            "// first; each error goes to the branch of its action; at most one retry; the popup opens",
            "// only from a user gesture (signInFromClick), and never leads back to the silent call.",
            "import {",
            "    AccountInfo,",
            "    AuthError,",
            "    AuthenticationResult,",
            "    InteractionRequiredAuthError,",
            "    PopupRequest,",
            "    PublicClientApplication,",
            "    ServerError,",
            "} from \"@azure/msal-browser\";",
            "",
            "export type TokenErrorAction =",
        ]
        lines += Literal.wrapped(actions, indent: "    | ", terminator: "").map { $0.replacingOccurrences(of: "\" \"", with: "\" | \"") }
        lines[lines.count - 1] += ";"
        lines += [
            "",
            "export interface TokenErrorRoute {",
            "    action: TokenErrorAction;",
            "    message: string;",
            "}",
            "",
            "export type TokenOutcome =",
            "    | { kind: \"token\"; result: AuthenticationResult }",
            "    /** Call signInFromClick(request) from a click handler: a popup opened elsewhere is blocked. */",
            "    | { kind: \"needsSignIn\"; request: PopupRequest; userMessage: string }",
            "    | { kind: \"stopped\"; userMessage: string };",
            "",
            "export interface TokenOptions {",
            "    /** The only wait (tests pass their own). */",
            "    sleep?: (milliseconds: number) => Promise<void>;",
            "    log?: (line: string) => void;",
            "}",
            "",
            "/** The longest wait for a throttled request. */",
            "const MAX_WAIT_MS = 60_000;",
            "/** msal-browser keeps Retry-After to itself; wait this long once. */",
            "const THROTTLE_WAIT_MS = 60_000;",
            "/** MSAL.js replays a 5xx from its throttle cache for \(ReplayedServerFailures.windowSeconds) s: the one retry waits just past that. */",
            "const RETRY_PAUSE_MS = \(ReplayedServerFailures.retryPauseSeconds(on: .js))_000;",
            "",
            "const realSleep = (milliseconds: number): Promise<void> =>",
            "    new Promise((resolve) => setTimeout(resolve, milliseconds));",
            "",
            "export async function acquireToken(",
            "    app: PublicClientApplication,",
            "    scopes: string[],",
            "    account: AccountInfo | null,",
            "    options: TokenOptions = {},",
            "): Promise<TokenOutcome> {",
            "    if (account === null) return needsSignIn(scopes, null, undefined, \(tsRoute(routes.unknown, message: .signInAgain)));",
            "    return silently(app, scopes, account, 1, options);",
            "}",
            "",
            "/** Call only from a click (or key) handler, before any await: the popup must open at once. */",
            "export async function signInFromClick(",
            "    app: PublicClientApplication,",
            "    request: PopupRequest,",
            "    options: TokenOptions = {},",
            "): Promise<TokenOutcome> {",
            "    try {",
            "        const result = await app.acquireTokenPopup(request);",
            "        return withGrantedScopes(result, request.scopes);",
            "    } catch (error) {",
            "        return stop(error, routeOf(error), options);  // the end of the sign-in: no retry",
            "    }",
            "}",
            "",
            "async function handle(",
            "    app: PublicClientApplication,",
            "    scopes: string[],",
            "    account: AccountInfo,",
            "    error: unknown,",
            "    retriesLeft: number,",
            "    options: TokenOptions,",
            "): Promise<TokenOutcome> {",
            "    const sleep = options.sleep ?? realSleep;",
            "    const route = routeOf(error);",
            "    switch (route.action) {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += [
            "    }",
            "}",
            "",
            "/** The silent call; with no retry left, a failure stops. */",
            "async function silently(",
            "    app: PublicClientApplication,",
            "    scopes: string[],",
            "    account: AccountInfo,",
            "    retriesLeft: number,",
            "    options: TokenOptions,",
            "): Promise<TokenOutcome> {",
            "    try {",
            "        return withGrantedScopes(await app.acquireTokenSilent({ scopes, account }), scopes);",
            "    } catch (error) {",
            "        if (retriesLeft === 0) return stop(error, routeOf(error), options);",
            "        return handle(app, scopes, account, error, retriesLeft, options);",
            "    }",
            "}",
            "",
            "function needsSignIn(",
            "    scopes: string[],",
            "    account: AccountInfo | null,",
            "    claims: string | undefined,",
            "    route: TokenErrorRoute,",
            "): TokenOutcome {",
            "    const request: PopupRequest = { scopes, account: account ?? undefined, claims };",
            "    return { kind: \"needsSignIn\", request, userMessage: text(route.message) };",
            "}",
            "",
            "function withGrantedScopes(result: AuthenticationResult, scopes: string[]): TokenOutcome {",
            "    const granted = new Set(result.scopes.map((scope) => scope.toLowerCase()));",
            "    const missing = scopes.filter((scope) => !granted.has(scope.toLowerCase()));",
            "    if (missing.length > 0) {",
            "        // Go on with the granted scopes; turn off the features that need the others.",
            "        console.warn(text(\(Literal.string((context.messagesByAction[.retryWithGrantedScopes]?.first ?? .someFeaturesUnavailable).rawValue))), missing);",
            "    }",
            "    return { kind: \"token\", result };",
            "}",
            "",
            "/** Log what the advice names (class, errorCode, subError, correlationId), then stop with the message. */",
            "function stop(error: unknown, route: TokenErrorRoute, options: TokenOptions): TokenOutcome {",
            "    const log = options.log ?? ((line: string) => console.error(line));",
            "    if (error instanceof AuthError) {",
            "        log(`token acquisition stopped (${route.action}): ${error.name} ${error.errorCode} ` +",
            "            `sub=${error.subError} correlation=${error.correlationId}`);",
            "    } else {",
            "        log(`token acquisition stopped (${route.action}): ${String(error)}`);",
            "    }",
            "    return { kind: \"stopped\", userMessage: text(route.message) };",
            "}",
            "",
            "/** The claims challenge from the error's claims field (never parsed from its message). */",
            "function claimsOf(error: unknown): string | undefined {",
            "    if (!(error instanceof InteractionRequiredAuthError)) return undefined;",
            "    const claims = error.claims;",
            "    return claims && claims !== \"N/A\" ? claims : undefined;",
            "}",
            "",
            "/** The route for an error, most specific fact first. */",
            "export function routeOf(error: unknown): TokenErrorRoute {",
            "    if (!(error instanceof AuthError)) return \(tsRoute(routes.unknown));",
            "    const server = error instanceof ServerError ? error : undefined;",
            "    const numbers = (server?.errorNo ?? \"\").split(/\\s+/).map(Number);",
            "    for (const number of numbers) {",
            "        const byNumber = BY_AADSTS.get(number);",
            "        if (byNumber) return byNumber;",
            "    }",
            "    const bySub = BY_SUBERROR.get((error.subError ?? \"\").toLowerCase());",
            "    if (bySub) return bySub;",
            "    if (claimsOf(error)) return \(tsRoute(routes.claims));  // \(routes.claims.rule)",
            "    if (server?.status === 429) return \(tsRoute(routes.throttled));  // \(routes.throttled.rule)",
            "    if (server?.status !== undefined && server.status >= 500 && server.status <= 599) {",
            "        return \(tsRoute(routes.serverFailure));  // \(routes.serverFailure.rule)",
            "    }",
            "    const byType = BY_TYPE.get(error.name);",
            "    if (byType) return byType;",
            "    const byCode = BY_CODE.get(error.errorCode.toLowerCase());",
            "    if (byCode) return byCode;",
            "    return BY_BASE_TYPE.get(error.name) ?? \(tsRoute(routes.unknown));",
            "}",
            "",
            "function text(key: string): string {",
            "    return USER_MESSAGES[key] ?? key;",
            "}",
            "",
            "function table<Key>(groups: [TokenErrorAction, string, Key[]][]): Map<Key, TokenErrorRoute> {",
            "    const map = new Map<Key, TokenErrorRoute>();",
            "    for (const [action, message, keys] of groups) {",
            "        for (const key of keys) map.set(key, { action, message });",
            "    }",
            "    return map;",
            "}",
            "",
        ]
        lines += table("BY_AADSTS", "number", routes.aadsts.groups, key: String.init)
        lines += table("BY_SUBERROR", "string", routes.subErrors.groups, key: Literal.string)
        lines += table("BY_TYPE", "string", routes.types.groups, key: Literal.string)
        lines += table("BY_CODE", "string", routes.codes.groups, key: Literal.string)
        lines += table("BY_BASE_TYPE", "string", routes.baseTypes.groups, key: Literal.string)
        lines.append("const USER_MESSAGES: Record<string, string> = {")
        for key in context.usedMessages {
            lines.append("    \(Literal.string(key.rawValue)): \(Literal.string(UserMessages.text(key, locale: .en))),")
        }
        lines += ["};", ""]
        return lines.joined(separator: "\n")
    }

    private func tsRoute(_ route: Route, message: UserMessageKey? = nil) -> String {
        "{ action: \(Literal.string(route.action.rawValue)), message: \(Literal.string((message ?? route.message).rawValue)) }"
    }

    private func table<Key>(_ name: String, _ keyType: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        ["const \(name) = table<\(keyType)>(["]
            + Literal.groupLines(
                groups, indent: "    ", comment: "//",
                open: { "[\(Literal.string($0.action.rawValue)), \(Literal.string($0.message.rawValue)), [" },
                close: "]]", key: key)
            + ["]);", ""]
    }
}
