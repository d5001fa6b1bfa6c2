import MSALErrorModel

/// MSAL.NET in C#: `TokenAcquirer.AcquireTokenAsync(scopes, account, cancellationToken)`.
/// Waits with `Task.Delay` (never `Thread.Sleep` in async code), reads Retry-After as a
/// delta or as a date, retries at most once, and passes `Claims` and the account on.
struct CSharpWriter: LanguageWriter {
    let branchIndent = "            "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["return await SignInAsync(scopes, account, ClaimsOf(ex), cancellationToken).ConfigureAwait(false);"]
        case .retryWithGrantedScopes:
            [
                "// MSAL.NET returns fewer scopes as a success (see WithGrantedScopes); an error here stops.",
                "return Stop(ex, route);",
            ]
        case .intuneRemediation:
            [
                "// Give Upn, AccountUserId, TenantId and AuthorityUrl to the Intune MAM SDK's remediation,",
                "// then call AcquireTokenAsync again. An interactive retry does not fix this.",
                "var intune = ex as IntuneAppProtectionPolicyRequiredException;",
                "if (intune != null && AppProtectionRemediation != null) AppProtectionRemediation(intune);",
                "return Stop(ex, route);",
            ]
        case .retryAfterDelay:
            [
                "var wait = RetryAfter(ex) ?? DefaultThrottleWait;",
                "if (retriesLeft == 0 || wait > MaxWait) return Stop(ex, route);",
                "await Task.Delay(wait, cancellationToken).ConfigureAwait(false);",
                "return await SilentAsync(scopes, account, 0, cancellationToken).ConfigureAwait(false);",
            ]
        case .retryOnce5xx:
            [
                "if (retriesLeft == 0) return Stop(ex, route);",
                "// MSAL.NET already retried once after a second; this is the app's one retry.",
                "await Task.Delay(RetryPause, cancellationToken).ConfigureAwait(false);",
                "return await SilentAsync(scopes, account, 0, cancellationToken).ConfigureAwait(false);",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["return Stop(ex, route);"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)case TokenErrorAction.\(Literal.pascal(action.rawValue)):"] + body.map { "\(indent)    \($0)" })
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "// Token acquisition for MSAL.NET, written by `msal-triage handler --platform dotnet` from the",
            "// msal-triage advice table (the one `msal-triage codes` and `explain` use). Silent first; each",
            "// error goes to the branch of its action; at most one retry; an interactive sign-in never",
            "// leads back to the silent call (no loops).",
            "using System;",
            "using System.Collections.Generic;",
            "using System.Linq;",
            "using System.Threading;",
            "using System.Threading.Tasks;",
            "using Microsoft.Identity.Client;",
            "",
            "public enum TokenErrorAction",
            "{",
        ]
        lines += RecommendedAction.allCases.map { "    \(Literal.pascal($0.rawValue)),  // \($0.rawValue)" }
        lines += [
            "}",
            "",
            "public sealed class TokenErrorRoute",
            "{",
            "    public readonly TokenErrorAction Action;",
            "    public readonly string Message;",
            "    public TokenErrorRoute(TokenErrorAction action, string message) { Action = action; Message = message; }",
            "}",
            "",
            "public sealed class TokenAcquirer",
            "{",
            "    /// <summary>The longest wait for a throttled request; a longer Retry-After stops instead.</summary>",
            "    public static readonly TimeSpan MaxWait = TimeSpan.FromSeconds(60);",
            "    static readonly TimeSpan DefaultThrottleWait = TimeSpan.FromSeconds(60);",
            "    /// <summary>A public client replays a 5xx from its throttle cache for \(ReplayedServerFailures.windowSeconds) s: the one retry waits just past that.</summary>",
            "    static readonly TimeSpan RetryPause = TimeSpan.FromSeconds(\(ReplayedServerFailures.retryPauseSeconds(on: .dotnet)));",
            "",
            "    readonly IPublicClientApplication _app;",
            "    readonly Action<string> _showMessage;",
            "    readonly Action<string> _log;",
            "",
            "    /// <summary>Wire this to the Intune MAM SDK's remediation.</summary>",
            "    public Action<IntuneAppProtectionPolicyRequiredException> AppProtectionRemediation { get; set; }",
            "",
            "    public TokenAcquirer(IPublicClientApplication app, Action<string> showMessage, Action<string> log)",
            "    {",
            "        _app = app;",
            "        _showMessage = showMessage;",
            "        _log = log;",
            "    }",
            "",
            "    /// <summary>A token, or null after the user message was shown.</summary>",
            "    public async Task<AuthenticationResult> AcquireTokenAsync(",
            "        string[] scopes, IAccount account, CancellationToken cancellationToken = default(CancellationToken))",
            "    {",
            "        if (account == null) return await SignInAsync(scopes, null, null, cancellationToken).ConfigureAwait(false);",
            "        return await SilentAsync(scopes, account, 1, cancellationToken).ConfigureAwait(false);",
            "    }",
            "",
            "    /// <summary>The silent call; with no retry left, a failure stops.</summary>",
            "    async Task<AuthenticationResult> SilentAsync(",
            "        string[] scopes, IAccount account, int retriesLeft, CancellationToken cancellationToken)",
            "    {",
            "        try",
            "        {",
            "            var result = await _app.AcquireTokenSilent(scopes, account).ExecuteAsync(cancellationToken).ConfigureAwait(false);",
            "            return WithGrantedScopes(result, scopes);",
            "        }",
            "        catch (MsalException ex)",
            "        {",
            "            if (retriesLeft == 0) return Stop(ex, Route(ex));",
            "            return await HandleAsync(ex, scopes, account, retriesLeft, cancellationToken).ConfigureAwait(false);",
            "        }",
            "    }",
            "",
            "    async Task<AuthenticationResult> HandleAsync(",
            "        MsalException ex, string[] scopes, IAccount account, int retriesLeft, CancellationToken cancellationToken)",
            "    {",
            "        var route = Route(ex);",
            "        switch (route.Action)",
            "        {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += [
            "            default:",
            "                return Stop(ex, route);",
            "        }",
            "    }",
            "",
            "    /// <summary>The interactive call: the same scopes and account, the claims passed on; its failure is final.</summary>",
            "    async Task<AuthenticationResult> SignInAsync(",
            "        string[] scopes, IAccount account, string claims, CancellationToken cancellationToken)",
            "    {",
            "        try",
            "        {",
            "            var builder = _app.AcquireTokenInteractive(scopes).WithAccount(account);",
            "            if (!string.IsNullOrEmpty(claims)) builder = builder.WithClaims(claims);",
            "            var result = await builder.ExecuteAsync(cancellationToken).ConfigureAwait(false);",
            "            return WithGrantedScopes(result, scopes);",
            "        }",
            "        catch (MsalException ex)",
            "        {",
            "            return Stop(ex, Route(ex));",
            "        }",
            "    }",
            "",
            "    /// <summary>A success with fewer scopes than asked: go on with the granted ones.</summary>",
            "    AuthenticationResult WithGrantedScopes(AuthenticationResult result, string[] scopes)",
            "    {",
            "        var granted = new HashSet<string>(result.Scopes ?? Enumerable.Empty<string>(), StringComparer.OrdinalIgnoreCase);",
            "        if (scopes.Any(scope => !granted.Contains(scope)))",
            "            _showMessage(Text(\(Literal.string((context.messagesByAction[.retryWithGrantedScopes]?.first ?? .someFeaturesUnavailable).rawValue))));",
            "        return result;",
            "    }",
            "",
            "    /// <summary>Log what the advice names (type, ErrorCode, classification, status, correlation id), show the message.</summary>",
            "    AuthenticationResult Stop(MsalException ex, TokenErrorRoute route)",
            "    {",
            "        var service = ex as MsalServiceException;",
            "        var ui = ex as MsalUiRequiredException;",
            "        _log(string.Format(\"token acquisition stopped ({0}): {1} {2} classification={3} status={4} correlation={5}\",",
            "            route.Action, ex.GetType().Name, ex.ErrorCode, ui != null ? ui.Classification.ToString() : \"-\",",
            "            service != null ? service.StatusCode.ToString() : \"-\", service != null ? service.CorrelationId : \"-\"));",
            "        _showMessage(Text(route.Message));",
            "        return null;",
            "    }",
            "",
            "    static string ClaimsOf(MsalException ex)",
            "    {",
            "        var service = ex as MsalServiceException;",
            "        return service != null ? service.Claims : null;",
            "    }",
            "",
            "    /// <summary>Retry-After as a delta or as a date; null when absent.</summary>",
            "    static TimeSpan? RetryAfter(MsalException ex)",
            "    {",
            "        var service = ex as MsalServiceException;",
            "        var header = service != null && service.Headers != null ? service.Headers.RetryAfter : null;",
            "        if (header == null) return null;",
            "        if (header.Delta.HasValue) return header.Delta.Value;",
            "        if (header.Date.HasValue)",
            "        {",
            "            var wait = header.Date.Value - DateTimeOffset.UtcNow;",
            "            return wait < TimeSpan.Zero ? TimeSpan.Zero : wait;",
            "        }",
            "        return null;",
            "    }",
            "",
            "    /// <summary>The route for an error, most specific fact first.</summary>",
            "    public static TokenErrorRoute Route(MsalException ex)",
            "    {",
            "        TokenErrorRoute route;",
            "        var service = ex as MsalServiceException;",
            "        var ui = ex as MsalUiRequiredException;",
            "        if (service != null && !string.IsNullOrEmpty(service.Claims)) return \(csRoute(routes.claims));  // \(routes.claims.rule)",
            "        if (ui != null && ByClassification.TryGetValue(ui.Classification.ToString(), out route)) return route;",
            "        if (service != null && service.SubErrorForLogging != null",
            "            && BySubError.TryGetValue(service.SubErrorForLogging.ToLowerInvariant(), out route)) return route;",
            "        if (service != null && service.StatusCode == 429) return \(csRoute(routes.throttled));  // \(routes.throttled.rule)",
            "        if (service != null && service.StatusCode >= 500 && service.StatusCode <= 599) return \(csRoute(routes.serverFailure));  // \(routes.serverFailure.rule)",
            "        for (var type = ex.GetType(); type != null; type = type.BaseType)",
            "            if (ByType.TryGetValue(type.Name, out route)) return route;",
            "        if (ex.ErrorCode != null && ByCode.TryGetValue(ex.ErrorCode.ToLowerInvariant(), out route)) return route;",
            "        for (var type = ex.GetType(); type != null; type = type.BaseType)",
            "            if (ByBaseType.TryGetValue(type.Name, out route)) return route;",
            "        return \(csRoute(routes.unknown));",
            "    }",
            "",
            "    static string Text(string key)",
            "    {",
            "        string text;",
            "        return UserMessages.TryGetValue(key, out text) ? text : key;",
            "    }",
            "",
            "    static Dictionary<string, TokenErrorRoute> Table(params object[][] groups)",
            "    {",
            "        var table = new Dictionary<string, TokenErrorRoute>();",
            "        foreach (var group in groups)",
            "            for (var i = 2; i < group.Length; i++)",
            "                table[(string)group[i]] = new TokenErrorRoute((TokenErrorAction)group[0], (string)group[1]);",
            "        return table;",
            "    }",
            "",
        ]
        lines += table("ByClassification", routes.classifications.groups, key: Literal.string)
        lines += table("BySubError", routes.subErrors.groups, key: Literal.string)
        lines += table("ByType", routes.types.groups, key: Literal.string)
        lines += table("ByCode", routes.codes.groups, key: Literal.string)
        lines += table("ByBaseType", routes.baseTypes.groups, key: Literal.string)
        lines.append("    static readonly Dictionary<string, string> UserMessages = new Dictionary<string, string>")
        lines.append("    {")
        for key in context.usedMessages {
            lines.append("        { \(Literal.string(key.rawValue)), \(Literal.string(UserMessages.text(key, locale: .en))) },")
        }
        lines += ["    };", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func csRoute(_ route: Route) -> String {
        "new TokenErrorRoute(TokenErrorAction.\(Literal.pascal(route.action.rawValue)), \(Literal.string(route.message.rawValue)))"
    }

    private func table<Key>(_ name: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        ["    static readonly Dictionary<string, TokenErrorRoute> \(name) = Table("]
            + Literal.groupLines(
                groups, indent: "        ", comment: "//", commaAfterLast: false,
                open: { "new object[] { TokenErrorAction.\(Literal.pascal($0.action.rawValue)), \(Literal.string($0.message.rawValue))," },
                close: "}", key: key)
            + ["    );", ""]
    }
}
