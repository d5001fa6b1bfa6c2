import MSALErrorModel

/// msal4j in Java: `TokenAcquirer.acquireToken(scopes, account)`, synchronous (msal4j's
/// futures are joined), so the one wait is a plain sleep through an injectable `Sleeper`.
/// Retry-After comes from `MsalThrottlingException.retryInMs()` or the `Retry-After` header.
struct JavaWriter: LanguageWriter {
    let branchIndent = "            "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["return signIn(scopes, account, claimsOf(error));"]
        case .retryWithGrantedScopes:
            ["// msal4j reports fewer scopes as a success (see withGrantedScopes); an error here stops.", "return stop(error, route);"]
        case .intuneRemediation:
            ["// No Intune App SDK for msal4j: the user must use an app the policy allows.", "return stop(error, route);"]
        case .retryAfterDelay:
            [
                "Duration wait = retryAfter(error).orElse(DEFAULT_THROTTLE_WAIT);",
                "if (retriesLeft == 0 || wait.compareTo(MAX_WAIT) > 0) return stop(error, route);",
                "sleeper.sleep(wait);",
                "return silently(scopes, account, 0);",
            ]
        case .retryOnce5xx:
            [
                "if (retriesLeft == 0) return stop(error, route);",
                "sleeper.sleep(RETRY_PAUSE);",
                "return silently(scopes, account, 0);",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["return stop(error, route);"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)case \(action.rawValue.uppercased()): {"] + body.map { "\(indent)    \($0)" } + ["\(indent)}"])
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "// Token acquisition for msal4j, written by `msal-triage handler --platform java` from the",
            "// msal-triage advice table (the one `msal-triage codes` and `explain` use). Silent first; each",
            "// error goes to the branch of its action; at most one retry; an interactive sign-in never",
            "// leads back to the silent call (no loops).",
            "import com.microsoft.aad.msal4j.ClaimsRequest;",
            "import com.microsoft.aad.msal4j.IAccount;",
            "import com.microsoft.aad.msal4j.IAuthenticationResult;",
            "import com.microsoft.aad.msal4j.InteractiveRequestParameters;",
            "import com.microsoft.aad.msal4j.MsalException;",
            "import com.microsoft.aad.msal4j.MsalServiceException;",
            "import com.microsoft.aad.msal4j.MsalThrottlingException;",
            "import com.microsoft.aad.msal4j.PublicClientApplication;",
            "import com.microsoft.aad.msal4j.SilentParameters;",
            "import java.net.URI;",
            "import java.time.Duration;",
            "import java.time.ZonedDateTime;",
            "import java.time.format.DateTimeFormatter;",
            "import java.time.format.DateTimeParseException;",
            "import java.util.Arrays;",
            "import java.util.HashMap;",
            "import java.util.HashSet;",
            "import java.util.List;",
            "import java.util.Locale;",
            "import java.util.Map;",
            "import java.util.Optional;",
            "import java.util.Set;",
            "import java.util.concurrent.CompletionException;",
            "import java.util.concurrent.ExecutionException;",
            "import java.util.function.Consumer;",
            "",
            "public final class TokenAcquirer {",
            "    public enum Action {",
        ]
        lines += Literal.wrapped(RecommendedAction.allCases.map { $0.rawValue.uppercased() }, indent: "        ")
        lines[lines.count - 1] = String(lines[lines.count - 1].dropLast())
        lines += [
            "    }",
            "",
            "    /** The action for an error and the key of the user message to show. */",
            "    public static final class Route {",
            "        public final Action action;",
            "        public final String message;",
            "",
            "        Route(Action action, String message) {",
            "            this.action = action;",
            "            this.message = message;",
            "        }",
            "    }",
            "",
            "    /** The only wait (tests pass their own). */",
            "    public interface Sleeper {",
            "        void sleep(Duration duration) throws InterruptedException;",
            "    }",
            "",
            "    /** The longest wait for a throttled request; a longer Retry-After stops instead. */",
            "    static final Duration MAX_WAIT = Duration.ofSeconds(60);",
            "    static final Duration DEFAULT_THROTTLE_WAIT = Duration.ofSeconds(60);",
            "    static final Duration RETRY_PAUSE = Duration.ofSeconds(2);",
            "",
            "    private final PublicClientApplication app;",
            "    private final URI redirectUri;",
            "    private final Sleeper sleeper;",
            "    private final Consumer<String> showMessage;",
            "    private final Consumer<String> log;",
            "",
            "    public TokenAcquirer(PublicClientApplication app, URI redirectUri, Sleeper sleeper,",
            "            Consumer<String> showMessage, Consumer<String> log) {",
            "        this.app = app;",
            "        this.redirectUri = redirectUri;",
            "        this.sleeper = sleeper;",
            "        this.showMessage = showMessage;",
            "        this.log = log;",
            "    }",
            "",
            "    /** A token, or null after the user message was shown. */",
            "    public IAuthenticationResult acquireToken(Set<String> scopes, IAccount account) throws InterruptedException {",
            "        if (account == null) return signIn(scopes, null, null);",
            "        return silently(scopes, account, 1);",
            "    }",
            "",
            "    /** The silent call; with no retry left, a failure stops. */",
            "    private IAuthenticationResult silently(Set<String> scopes, IAccount account, int retriesLeft)",
            "            throws InterruptedException {",
            "        try {",
            "            SilentParameters parameters = SilentParameters.builder(scopes, account).build();",
            "            return withGrantedScopes(join(() -> app.acquireTokenSilently(parameters).get()), scopes);",
            "        } catch (MsalException error) {",
            "            return retriesLeft == 0 ? stop(error, route(error)) : handle(error, scopes, account, retriesLeft);",
            "        }",
            "    }",
            "",
            "    private IAuthenticationResult handle(MsalException error, Set<String> scopes, IAccount account, int retriesLeft)",
            "            throws InterruptedException {",
            "        Route route = route(error);",
            "        switch (route.action) {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += [
            "            default:",
            "                return stop(error, route);",
            "        }",
            "    }",
            "",
            "    /** The interactive call: the same scopes and account, the claims passed on; its failure is final. */",
            "    private IAuthenticationResult signIn(Set<String> scopes, IAccount account, String claims) throws InterruptedException {",
            "        InteractiveRequestParameters.InteractiveRequestParametersBuilder builder =",
            "                InteractiveRequestParameters.builder(redirectUri).scopes(scopes);",
            "        if (account != null) builder = builder.loginHint(account.username());",
            "        if (claims != null && !claims.isEmpty()) builder = builder.claims(ClaimsRequest.formatAsClaimsRequest(claims));",
            "        InteractiveRequestParameters parameters = builder.build();",
            "        try {",
            "            return withGrantedScopes(join(() -> app.acquireToken(parameters).get()), scopes);",
            "        } catch (MsalException error) {",
            "            return stop(error, route(error));",
            "        }",
            "    }",
            "",
            "    private interface Call {",
            "        IAuthenticationResult run() throws InterruptedException, ExecutionException;",
            "    }",
            "",
            "    /** msal4j wraps its exceptions in ExecutionException/CompletionException: unwrap them. */",
            "    private static IAuthenticationResult join(Call call) throws InterruptedException {",
            "        try {",
            "            return call.run();",
            "        } catch (ExecutionException | CompletionException wrapped) {",
            "            if (wrapped.getCause() instanceof MsalException) throw (MsalException) wrapped.getCause();",
            "            throw new IllegalStateException(wrapped.getCause());",
            "        }",
            "    }",
            "",
            "    private IAuthenticationResult withGrantedScopes(IAuthenticationResult result, Set<String> scopes) {",
            "        Set<String> granted = new HashSet<>(Arrays.asList(result.scopes().toLowerCase(Locale.ROOT).split(\" \")));",
            "        for (String scope : scopes) {",
            "            if (!granted.contains(scope.toLowerCase(Locale.ROOT))) {",
            "                showMessage.accept(text(\(Literal.string((context.messagesByAction[.retryWithGrantedScopes]?.first ?? .someFeaturesUnavailable).rawValue))));",
            "                break;",
            "            }",
            "        }",
            "        return result;",
            "    }",
            "",
            "    /** Log what the advice names (class, errorCode, status, correlation id), then show the message. */",
            "    private IAuthenticationResult stop(MsalException error, Route route) {",
            "        MsalServiceException service = error instanceof MsalServiceException ? (MsalServiceException) error : null;",
            "        log.accept(\"token acquisition stopped (\" + route.action + \"): \" + error.getClass().getSimpleName() + \" \"",
            "                + error.errorCode() + \" status=\" + (service != null ? service.statusCode() : null)",
            "                + \" correlation=\" + (service != null ? service.correlationId() : null));",
            "        showMessage.accept(text(route.message));",
            "        return null;",
            "    }",
            "",
            "    private static String claimsOf(MsalException error) {",
            "        return error instanceof MsalServiceException ? ((MsalServiceException) error).claims() : null;",
            "    }",
            "",
            "    /** Retry-After from msal4j's throttling cache, or the header as seconds or as an HTTP-date. */",
            "    static Optional<Duration> retryAfter(MsalException error) {",
            "        if (error instanceof MsalThrottlingException) {",
            "            return Optional.of(Duration.ofMillis(((MsalThrottlingException) error).retryInMs()));",
            "        }",
            "        if (!(error instanceof MsalServiceException)) return Optional.empty();",
            "        Map<String, List<String>> headers = ((MsalServiceException) error).headers();",
            "        if (headers == null) return Optional.empty();",
            "        for (Map.Entry<String, List<String>> header : headers.entrySet()) {",
            "            if (!\"retry-after\".equalsIgnoreCase(header.getKey()) || header.getValue().isEmpty()) continue;",
            "            String value = header.getValue().get(0).trim();",
            "            try {",
            "                return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(value))));",
            "            } catch (NumberFormatException notSeconds) {",
            "                try {",
            "                    ZonedDateTime date = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME);",
            "                    Duration wait = Duration.between(ZonedDateTime.now(date.getZone()), date);",
            "                    return Optional.of(wait.isNegative() ? Duration.ZERO : wait);",
            "                } catch (DateTimeParseException notDate) {",
            "                    return Optional.empty();",
            "                }",
            "            }",
            "        }",
            "        return Optional.empty();",
            "    }",
            "",
            "    /** The route for an error, most specific fact first. */",
            "    public static Route route(MsalException error) {",
            "        MsalServiceException service = error instanceof MsalServiceException ? (MsalServiceException) error : null;",
            "        String claims = claimsOf(error);",
            "        if (claims != null && !claims.isEmpty()) return \(javaRoute(routes.claims));  // \(routes.claims.rule)",
            "        Integer status = service != null ? service.statusCode() : null;",
            "        if (status != null && status == 429) return \(javaRoute(routes.throttled));  // \(routes.throttled.rule)",
            "        if (status != null && status >= 500 && status <= 599) return \(javaRoute(routes.serverFailure));  // \(routes.serverFailure.rule)",
            "        for (Class<?> type = error.getClass(); type != null; type = type.getSuperclass()) {",
            "            Route byType = BY_TYPE.get(type.getSimpleName());",
            "            if (byType != null) return byType;",
            "        }",
            "        String code = error.errorCode() != null ? error.errorCode().toLowerCase(Locale.ROOT) : \"\";",
            "        if (BY_CODE.containsKey(code)) return BY_CODE.get(code);",
            "        for (Class<?> type = error.getClass(); type != null; type = type.getSuperclass()) {",
            "            Route byBaseType = BY_BASE_TYPE.get(type.getSimpleName());",
            "            if (byBaseType != null) return byBaseType;",
            "        }",
            "        return \(javaRoute(routes.unknown));",
            "    }",
            "",
            "    private static String text(String key) {",
            "        return USER_MESSAGES.getOrDefault(key, key);",
            "    }",
            "",
            "    private static Map<String, Route> table(Object[]... groups) {",
            "        Map<String, Route> table = new HashMap<>();",
            "        for (Object[] group : groups) {",
            "            for (int i = 2; i < group.length; i++) table.put((String) group[i], new Route((Action) group[0], (String) group[1]));",
            "        }",
            "        return table;",
            "    }",
            "",
        ]
        lines += table("BY_TYPE", routes.types.groups, key: Literal.string)
        lines += table("BY_CODE", routes.codes.groups, key: Literal.string)
        lines += table("BY_BASE_TYPE", routes.baseTypes.groups, key: Literal.string)
        lines.append("    private static final Map<String, String> USER_MESSAGES = new HashMap<>();")
        lines.append("    static {")
        for key in context.usedMessages {
            lines.append("        USER_MESSAGES.put(\(Literal.string(key.rawValue)), \(Literal.string(UserMessages.text(key, locale: .en))));")
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func javaRoute(_ route: Route) -> String {
        "new Route(Action.\(route.action.rawValue.uppercased()), \(Literal.string(route.message.rawValue)))"
    }

    private func table<Key>(_ name: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        ["    private static final Map<String, Route> \(name) = table("]
            + Literal.groupLines(
                groups, indent: "        ", comment: "//", commaAfterLast: false,
                open: { "new Object[] {Action.\($0.action.rawValue.uppercased()), \(Literal.string($0.message.rawValue))," },
                close: "}", key: key)
            + ["    );", ""]
    }
}
