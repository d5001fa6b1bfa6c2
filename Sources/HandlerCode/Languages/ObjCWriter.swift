import MSALErrorModel

/// MSAL for iOS/macOS in Objective-C: the Swift handler's twin. Blocks capture
/// `self` weakly, every case of the switch returns, and a retry is allowed once.
struct ObjCWriter: LanguageWriter {
    let branchIndent = "        "

    func branch(_ action: RecommendedAction, _ context: WritingContext) -> Branch {
        let body: [String] = switch action {
        case .interactiveAuth, .deviceCompliance:
            ["[self signIn:request claims:request.claimsChallenge];", "return;"]
        case .retryWithGrantedScopes:
            [
                "NSArray<NSString *> *granted = error.userInfo[MSALGrantedScopesKey];",
                "if (retriesLeft == 0 || granted.count == 0) {",
                "    [self stop:error route:route request:request];",
                "    return;",
                "}",
                "// Go on silently with exactly the granted scopes; turn off what needs the declined ones.",
                "[self acquireSilently:[request requestWithScopes:granted] retriesLeft:0];",
                "return;",
            ]
        case .intuneRemediation:
            [
                "// Hand the account to the Intune App SDK's remediation; when it reports the app",
                "// compliant, call acquireToken again. An interactive retry does not fix this.",
                "if (self.appProtectionRemediation) {",
                "    self.appProtectionRemediation(error.userInfo[MSALDisplayableUserIdKey], error.userInfo[MSALHomeAccountIdKey]);",
                "}",
                "[self stop:error route:route request:request];",
                "return;",
            ]
        case .retryAfterDelay:
            [
                "NSTimeInterval wait = TokenRetryAfter(error.userInfo[MSALHTTPHeadersKey]);",
                "if (retriesLeft == 0 || wait > TokenMaxWait) {",
                "    [self stop:error route:route request:request];",
                "    return;",
                "}",
                "[self retry:request after:wait];",
                "return;",
            ]
        case .retryOnce5xx:
            [
                "if (retriesLeft == 0) {",
                "    [self stop:error route:route request:request];",
                "    return;",
                "}",
                "[self retry:request after:TokenRetryPause];  // MSAL already retried once after 0.5 s",
                "return;",
            ]
        case .userCanceledOptionalRetry, .genericMessageInternal, .noNetwork, .fixAppConfiguration, .adminConsent,
            .unknown:
            ["[self stop:error route:route request:request];", "return;"]
        }
        let indent = branchIndent
        return Branch(
            action: action,
            lines: ["\(indent)case TokenErrorAction\(Literal.pascal(action.rawValue)): {"] + body.map { "\(indent)    \($0)" }
                + ["\(indent)}"])
    }

    func file(_ context: WritingContext, branches: [String]) -> String {
        let routes = context.routes
        var lines = [
            "// Token acquisition for MSAL for iOS/macOS, written by",
            "// `msal-triage handler --platform apple --language objc` from the msal-triage advice table",
            "// (the one `msal-triage codes` and `explain` use). Silent first; each error goes to the branch",
            "// of its action; every case returns; an interactive sign-in never leads back to the silent call.",
            "#import <Foundation/Foundation.h>",
            "#import <MSAL/MSAL.h>",
            "",
            "NS_ASSUME_NONNULL_BEGIN",
            "",
            "typedef NS_ENUM(NSInteger, TokenErrorAction) {",
        ]
        lines += RecommendedAction.allCases.map { "    TokenErrorAction\(Literal.pascal($0.rawValue)),  // \($0.rawValue)" }
        lines += [
            "};",
            "",
            "/// The longest wait for a throttled request; a longer Retry-After stops instead.",
            "static const NSTimeInterval TokenMaxWait = 60;",
            "static const NSTimeInterval TokenDefaultThrottleWait = 60;",
            "/// MSAL replays a 5xx from its throttle cache for \(ReplayedServerFailures.windowSeconds) s: the one retry waits just past that.",
            "static const NSTimeInterval TokenRetryPause = \(ReplayedServerFailures.retryPauseSeconds(on: .apple));",
            "",
            "/// A token, or nil and the user message to show.",
            "typedef void (^TokenCompletion)(MSALResult * _Nullable result, NSString * _Nullable userMessage);",
            "",
            "@interface TokenErrorRoute : NSObject",
            "@property (nonatomic, readonly) TokenErrorAction action;",
            "@property (nonatomic, readonly, copy) NSString *message;",
            "- (instancetype)initWithAction:(TokenErrorAction)action message:(NSString *)message;",
            "@end",
            "",
            "@implementation TokenErrorRoute",
            "- (instancetype)initWithAction:(TokenErrorAction)action message:(NSString *)message {",
            "    if ((self = [super init])) {",
            "        _action = action;",
            "        _message = [message copy];",
            "    }",
            "    return self;",
            "}",
            "@end",
            "",
            "static TokenErrorRoute *TokenRoute(TokenErrorAction action, NSString *message) {",
            "    return [[TokenErrorRoute alloc] initWithAction:action message:message];",
            "}",
            "",
            "@interface TokenRequest : NSObject",
            "@property (nonatomic, copy) NSArray<NSString *> *scopes;",
            "@property (nonatomic, nullable) MSALAccount *account;",
            "@property (nonatomic) MSALWebviewParameters *webviewParameters;",
            "/// A claims challenge from a resource's WWW-Authenticate header, passed on unchanged.",
            "@property (nonatomic, copy, nullable) NSString *claimsChallenge;",
            "@property (nonatomic, copy) TokenCompletion completion;",
            "- (TokenRequest *)requestWithScopes:(NSArray<NSString *> *)scopes;",
            "@end",
            "",
            "@implementation TokenRequest",
            "- (TokenRequest *)requestWithScopes:(NSArray<NSString *> *)scopes {",
            "    TokenRequest *copy = [TokenRequest new];",
            "    copy.scopes = scopes;",
            "    copy.account = self.account;",
            "    copy.webviewParameters = self.webviewParameters;",
            "    copy.claimsChallenge = self.claimsChallenge;",
            "    copy.completion = self.completion;",
            "    return copy;",
            "}",
            "@end",
            "",
            "static NSDictionary *TokenTable(NSArray<NSArray *> *groups) {",
            "    NSMutableDictionary *table = [NSMutableDictionary new];",
            "    for (NSArray *group in groups) {",
            "        TokenErrorRoute *route = TokenRoute([group[0] integerValue], group[1]);",
            "        for (id key in group[2]) table[key] = route;",
            "    }",
            "    return table;",
            "}",
            "",
            "/// Retry-After as seconds or as an HTTP-date; the default wait when absent.",
            "static NSTimeInterval TokenRetryAfter(NSDictionary<NSString *, NSString *> * _Nullable headers) {",
            "    for (NSString *name in headers) {",
            "        if ([name caseInsensitiveCompare:@\"Retry-After\"] != NSOrderedSame) continue;",
            "        NSString *value = headers[name];",
            "        NSScanner *scanner = [NSScanner scannerWithString:value];",
            "        double seconds = 0;",
            "        if ([scanner scanDouble:&seconds] && scanner.isAtEnd) return MAX(0, seconds);",
            "        NSDateFormatter *formatter = [NSDateFormatter new];",
            "        formatter.locale = [NSLocale localeWithLocaleIdentifier:@\"en_US_POSIX\"];",
            "        formatter.dateFormat = @\"EEE, dd MMM yyyy HH:mm:ss zzz\";",
            "        NSDate *date = [formatter dateFromString:value];",
            "        if (date) return MAX(0, date.timeIntervalSinceNow);",
            "    }",
            "    return TokenDefaultThrottleWait;",
            "}",
            "",
        ]
        lines += table("TokenByAADSTS", routes.aadsts.groups) { "@\($0)" }
        lines += table("TokenBySubError", routes.subErrors.groups) { "@" + Literal.string($0) }
        lines += table("TokenByCode", routes.codes.groups) { "@" + Literal.string($0) }
        lines += table("TokenByAppleCode", routes.appleCodes.groups, key: appleName)
        lines += table("TokenByInternalCode", routes.appleInternalCodes.groups, key: appleName)
        lines += table("TokenBySystemCode", routes.systemCodes.groups) { "@" + Literal.string("\($0.domain) \($0.code)") }
        lines += ["static NSDictionary<NSString *, NSString *> *TokenUserMessages(void) {", "    return @{"]
        for key in context.usedMessages {
            lines.append("        @\(Literal.string(key.rawValue)): @\(Literal.string(UserMessages.text(key, locale: .en))),")
        }
        lines += [
            "    };",
            "}",
            "",
            "/// The route for an error, most specific fact first.",
            "static TokenErrorRoute *TokenRouteForError(NSError *error) {",
            "    NSDictionary *info = error.userInfo;",
            "    for (NSNumber *number in info[MSALSTSErrorCodesKey]) {",
            "        TokenErrorRoute *route = TokenByAADSTS()[number];",
            "        if (route) return route;",
            "    }",
            "    NSString *subError = [info[MSALOAuthSubErrorKey] lowercaseString];",
            "    if (subError && TokenBySubError()[subError]) return TokenBySubError()[subError];",
            "    BOOL isMSAL = [error.domain isEqualToString:MSALErrorDomain];",
            "    // An internal error is logged and shown, never retried, even when it wraps a 429 or a 5xx",
            "    // (-42007): MSAL has already retried what it could.",
            "    NSNumber *internalCode = info[MSALInternalErrorCodeKey];",
            "    if (isMSAL && error.code == -50000 && internalCode && TokenByInternalCode()[internalCode]) {",
            "        return TokenByInternalCode()[internalCode];",
            "    }",
            "    NSInteger status = [info[MSALHTTPResponseCodeKey] integerValue];",
            "    if (status == 429) return \(objcRoute(routes.throttled));  // \(routes.throttled.rule)",
            "    if (status >= 500 && status <= 599) return \(objcRoute(routes.serverFailure));  // \(routes.serverFailure.rule)",
            "    if (isMSAL && TokenByAppleCode()[@(error.code)]) return TokenByAppleCode()[@(error.code)];",
            "    NSString *systemKey = [NSString stringWithFormat:@\"%@ %ld\", error.domain, (long)error.code];",
            "    if (TokenBySystemCode()[systemKey]) return TokenBySystemCode()[systemKey];",
            "    NSString *code = [info[MSALOAuthErrorKey] lowercaseString];",
            "    if (code && TokenByCode()[code]) return TokenByCode()[code];",
            "    return \(objcRoute(routes.unknown));",
            "}",
            "",
            "@interface TokenAcquirer : NSObject",
            "/// Wire this to the Intune App SDK's compliance remediation (UPN, home account id).",
            "@property (nonatomic, copy, nullable) void (^appProtectionRemediation)(NSString * _Nullable upn, NSString * _Nullable homeAccountId);",
            "- (instancetype)initWithApplication:(MSALPublicClientApplication *)application;",
            "- (void)acquireTokenWithScopes:(NSArray<NSString *> *)scopes",
            "                       account:(nullable MSALAccount *)account",
            "             webviewParameters:(MSALWebviewParameters *)webviewParameters",
            "               claimsChallenge:(nullable NSString *)claimsChallenge",
            "                    completion:(TokenCompletion)completion;",
            "@end",
            "",
            "@implementation TokenAcquirer {",
            "    MSALPublicClientApplication *_application;",
            "}",
            "",
            "- (instancetype)initWithApplication:(MSALPublicClientApplication *)application {",
            "    if ((self = [super init])) _application = application;",
            "    return self;",
            "}",
            "",
            "- (void)acquireTokenWithScopes:(NSArray<NSString *> *)scopes",
            "                       account:(nullable MSALAccount *)account",
            "             webviewParameters:(MSALWebviewParameters *)webviewParameters",
            "               claimsChallenge:(nullable NSString *)claimsChallenge",
            "                    completion:(TokenCompletion)completion {",
            "    TokenRequest *request = [TokenRequest new];",
            "    request.scopes = scopes;",
            "    request.account = account;",
            "    request.webviewParameters = webviewParameters;",
            "    request.claimsChallenge = claimsChallenge;",
            "    request.completion = completion;",
            "    if (account == nil || claimsChallenge != nil) {",
            "        [self signIn:request claims:claimsChallenge];",
            "        return;",
            "    }",
            "    [self acquireSilently:request retriesLeft:1];",
            "}",
            "",
            "- (void)acquireSilently:(TokenRequest *)request retriesLeft:(NSInteger)retriesLeft {",
            "    if (request.account == nil) {",
            "        [self signIn:request claims:nil];",
            "        return;",
            "    }",
            "    MSALSilentTokenParameters *parameters = [[MSALSilentTokenParameters alloc] initWithScopes:request.scopes",
            "                                                                                      account:request.account];",
            "    __weak typeof(self) weakSelf = self;",
            "    [_application acquireTokenSilentWithParameters:parameters",
            "                                   completionBlock:^(MSALResult * _Nullable result, NSError * _Nullable error) {",
            "        __strong typeof(weakSelf) strongSelf = weakSelf;",
            "        if (!strongSelf) return;",
            "        if (result) {",
            "            request.completion(result, nil);",
            "            return;",
            "        }",
            "        NSError *failure = error ?: [NSError errorWithDomain:MSALErrorDomain code:-50000 userInfo:nil];",
            "        [strongSelf handle:failure request:request retriesLeft:retriesLeft];",
            "    }];",
            "}",
            "",
            "/// The interactive call: the same scopes and account, the claims passed on; its failure is final.",
            "- (void)signIn:(TokenRequest *)request claims:(nullable NSString *)claims {",
            "    MSALInteractiveTokenParameters *parameters =",
            "        [[MSALInteractiveTokenParameters alloc] initWithScopes:request.scopes",
            "                                             webviewParameters:request.webviewParameters];",
            "    parameters.account = request.account;",
            "    if (claims) parameters.claimsRequest = [[MSALClaimsRequest alloc] initWithJsonString:claims error:nil];",
            "    __weak typeof(self) weakSelf = self;",
            "    [_application acquireTokenWithParameters:parameters",
            "                             completionBlock:^(MSALResult * _Nullable result, NSError * _Nullable error) {",
            "        __strong typeof(weakSelf) strongSelf = weakSelf;",
            "        if (!strongSelf) return;",
            "        if (result) {",
            "            request.completion(result, nil);",
            "            return;",
            "        }",
            "        NSError *failure = error ?: [NSError errorWithDomain:MSALErrorDomain code:-50000 userInfo:nil];",
            "        [strongSelf stop:failure route:TokenRouteForError(failure) request:request];",
            "    }];",
            "}",
            "",
            "- (void)retry:(TokenRequest *)request after:(NSTimeInterval)seconds {",
            "    __weak typeof(self) weakSelf = self;",
            "    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(seconds * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{",
            "        [weakSelf acquireSilently:request retriesLeft:0];",
            "    });",
            "}",
            "",
            "/// Log what the advice names (domain, code, MSALInternalErrorCodeKey, OAuth error, STS codes,",
            "/// correlation id), then end with the user message.",
            "- (void)stop:(NSError *)error route:(TokenErrorRoute *)route request:(TokenRequest *)request {",
            "    NSDictionary *info = error.userInfo;",
            "    NSLog(@\"token acquisition stopped (%ld): %@ %ld internal=%@ oauth=%@ sub=%@ sts=%@ correlation=%@\",",
            "          (long)route.action, error.domain, (long)error.code, info[MSALInternalErrorCodeKey], info[MSALOAuthErrorKey],",
            "          info[MSALOAuthSubErrorKey], info[MSALSTSErrorCodesKey], info[MSALCorrelationIDKey]);",
            "    request.completion(nil, TokenUserMessages()[route.message] ?: route.message);",
            "}",
            "",
            "- (void)handle:(NSError *)error request:(TokenRequest *)request retriesLeft:(NSInteger)retriesLeft {",
            "    TokenErrorRoute *route = TokenRouteForError(error);",
            "    switch (route.action) {",
        ]
        lines.append(branches.joined(separator: "\n\n"))
        lines += ["    }", "}", "", "@end", "", "NS_ASSUME_NONNULL_END", ""]
        return lines.joined(separator: "\n")
    }

    private func objcRoute(_ route: Route) -> String {
        "TokenRoute(TokenErrorAction\(Literal.pascal(route.action.rawValue)), @\(Literal.string(route.message.rawValue)))"
    }

    private func appleName(_ code: Int) -> String {
        Catalog.appleCodeName(code).map { "@(\(code)) /* \($0) */" } ?? "@(\(code))"
    }

    private func table<Key>(_ name: String, _ groups: [RouteGroup<Key>], key: (Key) -> String) -> [String] {
        var lines = [
            "static NSDictionary *\(name)(void) {",
            "    static NSDictionary *table;",
            "    static dispatch_once_t once;",
            "    dispatch_once(&once, ^{",
            "        table = TokenTable(@[",
        ]
        lines += Literal.groupLines(
            groups, indent: "            ", comment: "//",
            open: { "@[@(TokenErrorAction\(Literal.pascal($0.action.rawValue))), @\(Literal.string($0.message.rawValue)), @[" },
            close: "]]", key: key)
        lines += ["        ]);", "    });", "    return table;", "}", ""]
        return lines
    }
}
