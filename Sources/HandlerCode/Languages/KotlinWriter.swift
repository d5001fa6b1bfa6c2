import MSALErrorModel

/// MSAL Android in Kotlin: `TokenAcquirer.acquireToken(activity, scopes, account,
/// claimsChallenge, completion)` with MSAL's callbacks; the one wait is scheduled on an
/// injected `ScheduledExecutorService` (no sleeping thread).
struct KotlinWriter: LanguageWriter {
    let branchIndent = "            "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["signIn(request, request.claimsChallenge)"]
        case .retryWithGrantedScopes:
            [
                "val granted = (error as? MsalDeclinedScopeException)?.grantedScopes.orEmpty()",
                "if (retriesLeft == 0 || granted.isEmpty()) {",
                "    stop(error, route, request)",
                "} else {",
                "    // Go on silently with exactly the granted scopes; turn off what needs the declined ones.",
                "    acquireSilently(request.copy(scopes = granted), retriesLeft = 0)",
                "}",
            ]
        case .intuneRemediation:
            [
                "// Give the account (accountUpn, accountUserId, tenantId, authorityUrl) to the Intune App SDK's",
                "// remediation, then call acquireToken again. An interactive retry does not fix this.",
                "(error as? MsalIntuneAppProtectionPolicyRequiredException)?.let { appProtectionRemediation?.invoke(it) }",
                "stop(error, route, request)",
            ]
        case .retryAfterDelay:
            [
                "// MSAL Android keeps Retry-After to itself: wait once (bounded), retry once.",
                "if (retriesLeft == 0) {",
                "    stop(error, route, request)",
                "} else {",
                "    retry(request, minOf(DEFAULT_THROTTLE_WAIT_MS, MAX_WAIT_MS))",
                "}",
            ]
        case .retryOnce5xx:
            [
                "if (retriesLeft == 0) {",
                "    stop(error, route, request)",
                "} else {",
                "    retry(request, RETRY_PAUSE_MS)",
                "}",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["stop(error, route, request)"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)TokenErrorAction.\(action.rawValue.uppercased()) -> {"] + body.map { "\(indent)    \($0)" }
                + ["\(indent)}"])
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "// Token acquisition for MSAL Android, written by `msal-triage handler --platform android` from",
            "// the msal-triage advice table (the one `msal-triage codes` and `explain` use). Silent first;",
            "// each error goes to the branch of its action; at most one retry; an interactive sign-in never",
            "// leads back to the silent call (no loops).",
            "import android.app.Activity",
            "import com.microsoft.identity.client.AcquireTokenParameters",
            "import com.microsoft.identity.client.AcquireTokenSilentParameters",
            "import com.microsoft.identity.client.AuthenticationCallback",
            "import com.microsoft.identity.client.IAccount",
            "import com.microsoft.identity.client.IAuthenticationResult",
            "import com.microsoft.identity.client.IPublicClientApplication",
            "import com.microsoft.identity.client.SilentAuthenticationCallback",
            "import com.microsoft.identity.client.claims.ClaimsRequest",
            "import com.microsoft.identity.client.exception.MsalDeclinedScopeException",
            "import com.microsoft.identity.client.exception.MsalException",
            "import com.microsoft.identity.client.exception.MsalIntuneAppProtectionPolicyRequiredException",
            "import com.microsoft.identity.client.exception.MsalServiceException",
            "import com.microsoft.identity.client.exception.MsalUiRequiredException",
            "import java.util.Locale",
            "import java.util.concurrent.ScheduledExecutorService",
            "import java.util.concurrent.TimeUnit",
            "",
            "sealed class TokenOutcome {",
            "    data class Token(val result: IAuthenticationResult) : TokenOutcome()",
            "    /** Stopped: show [userMessage] to the user (the error is logged). */",
            "    data class Stopped(val userMessage: String) : TokenOutcome()",
            "}",
            "",
            "enum class TokenErrorAction {",
        ]
        lines += Literal.wrapped(RecommendedAction.allCases.map { $0.rawValue.uppercased() }, indent: "    ")
        lines += [
            "}",
            "",
            "data class TokenErrorRoute(val action: TokenErrorAction, val message: String)",
            "",
            "class TokenAcquirer(",
            "    private val app: IPublicClientApplication,",
            "    private val scheduler: ScheduledExecutorService,",
            "    private val log: (String) -> Unit",
            ") {",
            "    /** Wire this to the Intune App SDK's remediation. */",
            "    var appProtectionRemediation: ((MsalIntuneAppProtectionPolicyRequiredException) -> Unit)? = null",
            "",
            "    private data class Request(",
            "        val activity: Activity,",
            "        val scopes: List<String>,",
            "        val account: IAccount?,",
            "        /** A claims challenge from a resource's WWW-Authenticate header, passed on unchanged. */",
            "        val claimsChallenge: String?,",
            "        val completion: (TokenOutcome) -> Unit",
            "    )",
            "",
            "    fun acquireToken(",
            "        activity: Activity,",
            "        scopes: List<String>,",
            "        account: IAccount?,",
            "        claimsChallenge: String? = null,",
            "        completion: (TokenOutcome) -> Unit",
            "    ) {",
            "        val request = Request(activity, scopes, account, claimsChallenge, completion)",
            "        if (account == null || claimsChallenge != null) {",
            "            signIn(request, claimsChallenge)",
            "            return",
            "        }",
            "        acquireSilently(request, retriesLeft = 1)",
            "    }",
            "",
            "    private fun acquireSilently(request: Request, retriesLeft: Int) {",
            "        val account = request.account ?: return signIn(request, null)",
            "        val parameters = AcquireTokenSilentParameters.Builder()",
            "            .withScopes(request.scopes)",
            "            .forAccount(account)",
            "            .fromAuthority(account.authority)",
            "            .withCallback(object : SilentAuthenticationCallback {",
            "                override fun onSuccess(authenticationResult: IAuthenticationResult) {",
            "                    request.completion(TokenOutcome.Token(authenticationResult))",
            "                }",
            "",
            "                override fun onError(exception: MsalException) {",
            "                    if (retriesLeft > 0) handle(exception, request, retriesLeft)",
            "                    else stop(exception, route(exception), request)  // the one retry failed",
            "                }",
            "            })",
            "            .build()",
            "        app.acquireTokenSilentAsync(parameters)",
            "    }",
            "",
            "    /** The interactive call: the same scopes and account, the claims passed on; its failure is final. */",
            "    private fun signIn(request: Request, claims: String?) {",
            "        var builder = AcquireTokenParameters.Builder()",
            "            .startAuthorizationFromActivity(request.activity)",
            "            .withScopes(request.scopes)",
            "            .withCallback(object : AuthenticationCallback {",
            "                override fun onSuccess(authenticationResult: IAuthenticationResult) {",
            "                    request.completion(TokenOutcome.Token(authenticationResult))",
            "                }",
            "",
            "                override fun onError(exception: MsalException) {",
            "                    stop(exception, route(exception), request)",
            "                }",
            "",
            "                override fun onCancel() {",
            "                    request.completion(TokenOutcome.Stopped(text(\(Literal.string(cancelMessage(context).rawValue)))))",
            "                }",
            "            })",
            "        request.account?.let { builder = builder.forAccount(it) }",
            "        if (!claims.isNullOrEmpty()) builder = builder.withClaims(ClaimsRequest.getClaimsRequestFromJsonString(claims))",
            "        app.acquireToken(builder.build())",
            "    }",
            "",
            "    private fun retry(request: Request, delayMillis: Long) {",
            "        scheduler.schedule({ acquireSilently(request, retriesLeft = 0) }, delayMillis, TimeUnit.MILLISECONDS)",
            "    }",
            "",
            "    /** Log what the advice names (class, errorCode, status), then end with the user message. */",
            "    private fun stop(error: MsalException, route: TokenErrorRoute, request: Request) {",
            "        val status = (error as? MsalServiceException)?.httpStatusCode",
            "        log(\"token acquisition stopped (${route.action}): ${error.javaClass.simpleName} ${error.errorCode} status=$status\")",
            "        request.completion(TokenOutcome.Stopped(text(route.message)))",
            "    }",
            "",
            "    private fun handle(error: MsalException, request: Request, retriesLeft: Int) {",
            "        val route = route(error)",
            "        when (route.action) {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += [
            "        }",
            "    }",
            "",
            "    companion object {",
            "        /** The longest wait for a throttled request. */",
            "        const val MAX_WAIT_MS = 60_000L",
            "        const val DEFAULT_THROTTLE_WAIT_MS = 60_000L",
            "        const val RETRY_PAUSE_MS = 2_000L",
            "",
            "        /** The route for an error, most specific fact first. */",
            "        fun route(error: MsalException): TokenErrorRoute {",
            "            val subError = (error as? MsalUiRequiredException)?.oauthSubErrorCode?.toLowerCase(Locale.ROOT)",
            "            subError?.let { BY_SUBERROR[it] }?.let { return it }",
            "            val status = (error as? MsalServiceException)?.httpStatusCode ?: 0",
            "            if (status == 429) return \(ktRoute(routes.throttled))  // \(routes.throttled.rule)",
            "            if (status in 500..599) return \(ktRoute(routes.serverFailure))  // \(routes.serverFailure.rule)",
            "            var type: Class<*>? = error.javaClass",
            "            while (type != null) {",
            "                BY_TYPE[type.simpleName]?.let { return it }",
            "                type = type.superclass",
            "            }",
            "            error.errorCode?.toLowerCase(Locale.ROOT)?.let { BY_CODE[it] }?.let { return it }",
            "            type = error.javaClass",
            "            while (type != null) {",
            "                BY_BASE_TYPE[type.simpleName]?.let { return it }",
            "                type = type.superclass",
            "            }",
            "            return \(ktRoute(routes.unknown))",
            "        }",
            "",
            "        private fun text(key: String): String = USER_MESSAGES[key] ?: key",
            "",
            "        private fun table(vararg groups: Triple<TokenErrorAction, String, List<String>>): Map<String, TokenErrorRoute> =",
            "            groups.flatMap { (action, message, keys) -> keys.map { it to TokenErrorRoute(action, message) } }.toMap()",
            "",
        ]
        lines += table("BY_SUBERROR", routes.subErrors.groups, key: kotlinString)
        lines += table("BY_TYPE", routes.types.groups, key: kotlinString)
        lines += table("BY_CODE", routes.codes.groups, key: kotlinString)
        lines += table("BY_BASE_TYPE", routes.baseTypes.groups, key: kotlinString)
        lines.append("        private val USER_MESSAGES = mapOf(")
        for key in context.usedMessages {
            lines.append("            \(Literal.string(key.rawValue)) to \(kotlinString(UserMessages.text(key, locale: .en))),")
        }
        if let last = lines.indices.last, lines[last].hasSuffix(",") { lines[last].removeLast() }
        lines += ["        )", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func cancelMessage(_ context: WritingContext) -> UserMessageKey {
        context.messagesByAction[.userCanceledOptionalRetry]?.first { $0 == .signInCanceled } ?? .signInCanceled
    }

    /// A string literal for Kotlin, which also reads `$` as a template.
    private func kotlinString(_ text: String) -> String { kotlinEscaped(Literal.string(text)) }

    /// Kotlin also reads `$` in strings as a template.
    private func kotlinEscaped(_ text: String) -> String { text.replacingOccurrences(of: "$", with: "\\$") }

    private func ktRoute(_ route: Route) -> String {
        "TokenErrorRoute(TokenErrorAction.\(route.action.rawValue.uppercased()), \(Literal.string(route.message.rawValue)))"
    }

    private func table<Key>(_ name: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        ["        private val \(name): Map<String, TokenErrorRoute> = table("]
            + Literal.groupLines(
                groups, indent: "            ", comment: "//", commaAfterLast: false,
                open: { "Triple(TokenErrorAction.\($0.action.rawValue.uppercased()), \(Literal.string($0.message.rawValue)), listOf(" },
                close: "))", key: key)
            + ["        )", ""]
    }
}
