import Testing
@testable import MSALErrorModel

/// What `codes` and the advice engine tell an Android, Java or Go developer: the
/// action of every entry, and advice worded in that platform's API.
@Suite("Advice for MSAL Android, msal4j and MSAL Go")
struct AdviceJVMTests {
    private static let jvmPlatforms: Set<CatalogPlatform> = [.android, .java, .go]

    /// Base classes name no handling on their own (as .NET's `MsalException` does not).
    private static let baseClasses: Set<String> = ["MsalException", "MsalServiceException", "BaseException", "ServiceException"]

    @Test func everyCodeHasAnAction() {
        let entries = Catalog.entries.filter { Self.jvmPlatforms.contains($0.platform) }
        #expect(entries.count == 306 + 50 + 33)
        let withoutAction = entries.filter { entry in
            guard !(entry.kind == .exceptionType && Self.baseClasses.contains(entry.name)) else { return false }
            let action = CodesReport.action(for: entry)
            return action == nil || action == .unknown
        }
        #expect(withoutAction.isEmpty, "no action: \(withoutAction.map { "\($0.platform) \($0.name)" })")
    }

    private func advice(_ platform: CatalogPlatform, _ name: String, kind: CatalogKind? = nil) throws -> Advice {
        let entry = try #require(Catalog.entries.first {
            $0.platform == platform && $0.name == name && (kind == nil || $0.kind == kind)
        }, "\(platform) \(name)")
        return AdviceEngine.advise(Catalog.diagnosis(for: entry))
    }

    @Test(arguments: [
        ("MsalUiRequiredException", RecommendedAction.interactiveAuth),
        ("UiRequiredException", .interactiveAuth),
        ("MsalUserCancelException", .userCanceledOptionalRetry),
        ("UserCancelException", .userCanceledOptionalRetry),
        ("MsalIntuneAppProtectionPolicyRequiredException", .intuneRemediation),
        ("MsalDeclinedScopeException", .retryWithGrantedScopes),
        ("MsalArgumentException", .fixAppConfiguration),
        ("MsalUnsupportedBrokerException", .deviceCompliance),
        ("BrokerRequiredException", .deviceCompliance),
        ("MsalClientException", .genericMessageInternal),
    ])
    func androidExceptionClasses(name: String, action: RecommendedAction) throws {
        #expect(try advice(.android, name, kind: .exceptionType).action == action)
    }

    @Test(arguments: [
        ("INVALID_GRANT", RecommendedAction.interactiveAuth),
        ("NO_TOKENS_FOUND", .interactiveAuth),
        ("NO_CURRENT_ACCOUNT", .interactiveAuth),
        ("REDIRECT_URI_VALIDATION_ERROR", .fixAppConfiguration),
        ("APP_MANIFEST_VALIDATION_ERROR", .fixAppConfiguration),
        ("DEVICE_NETWORK_NOT_AVAILABLE", .noNetwork),
        ("BROKER_BIND_FAILURE", .genericMessageInternal),
        ("KEYSTORE_NOT_INITIALIZED", .genericMessageInternal),
        ("USER_CANCELLED", .userCanceledOptionalRetry),
        ("DECLINED_SCOPE_ERROR_CODE", .retryWithGrantedScopes),
        ("DEVICE_NEEDS_TO_BE_MANAGED", .deviceCompliance),
        ("SERVICE_NOT_AVAILABLE", .retryOnce5xx),
        ("PROTECTION_POLICY_REQUIRED", .intuneRemediation),
        ("MESSAGE_ONLY", .interactiveAuth),
    ])
    func androidCodes(constant: String, action: RecommendedAction) throws {
        #expect(try advice(.android, constant).action == action)
    }

    @Test func androidAdviceSpeaksAndroid() throws {
        let uiRequired = try advice(.android, "MsalUiRequiredException", kind: .exceptionType)
        #expect(uiRequired.developerAdvice.contains("acquireToken(AcquireTokenParameters)"))
        #expect(uiRequired.developerAdvice.contains("getOauthSubErrorCode()"))
        #expect(uiRequired.userMessage == .signInAgain)
        let intune = try advice(.android, "MsalIntuneAppProtectionPolicyRequiredException", kind: .exceptionType)
        #expect(intune.developerAdvice.contains("getAccountUpn()"))
        #expect(intune.developerAdvice.contains("acquireTokenSilent(AcquireTokenSilentParameters)"))
        #expect(intune.userMessage == .appProtectionRequired)
        let declined = try advice(.android, "MsalDeclinedScopeException", kind: .exceptionType)
        #expect(declined.developerAdvice.contains("getSilentParametersForGrantedScopes()"))
        let cancel = try advice(.android, "MsalUserCancelException", kind: .exceptionType)
        #expect(cancel.userMessage == .signInCanceled)
    }

    @Test(arguments: [
        ("INVALID_GRANT", RecommendedAction.interactiveAuth),
        ("CACHE_MISS", .interactiveAuth),
        ("THROTTLED_REQUEST", .retryAfterDelay),
        ("MISSING_BROKER", .fixAppConfiguration),
        ("LOOPBACK_REDIRECT_URI", .fixAppConfiguration),
        ("HTTP_TIMEOUT", .noNetwork),
        ("CODE_EXPIRED", .interactiveAuth),
        // msal4j runs where no Intune App SDK exists (desktop, server): no remediation to run.
        ("protection_policy_required", .genericMessageInternal),
        ("UNKNOWN", .genericMessageInternal),
    ])
    func javaCodes(name: String, action: RecommendedAction) throws {
        #expect(try advice(.java, name).action == action)
    }

    /// Every `reason()` leads to the interactive call; the advice follows the reason.
    @Test func javaInteractionRequiredReasons() throws {
        let rules = try ["NONE", "MESSAGE_ONLY", "BASIC_ACTION", "ADDITIONAL_ACTION", "CONSENT_REQUIRED",
                         "USER_PASSWORD_EXPIRED"].map { try advice(.java, $0, kind: .classification) }
        #expect(rules.allSatisfy { $0.action == .interactiveAuth })
        #expect(rules.map(\.rule) == [
            "classification.none", "classification.message_only", "classification.basic_action",
            "classification.additional_action", "classification.consent_required",
            "classification.user_password_expired",
        ])
        #expect(rules[2].developerAdvice.contains("IPublicClientApplication.acquireToken(InteractiveRequestParameters)"))
        #expect(rules[1].developerAdvice.hasPrefix("reason() MESSAGE_ONLY: "))
        #expect(rules[5].developerAdvice.hasPrefix("reason() USER_PASSWORD_EXPIRED: "))
        let androidSubError = try advice(.android, "MESSAGE_ONLY", kind: .subError)
        #expect(androidSubError.developerAdvice.hasPrefix("Sub-error message_only: "))
        let throttled = try advice(.java, "MsalThrottlingException", kind: .exceptionType)
        #expect(throttled.action == .retryAfterDelay)
        #expect(throttled.developerAdvice.contains("retryInMs()"))
    }

    @Test(arguments: [
        ("CallErr", RecommendedAction.genericMessageInternal),
        ("no token found", .interactiveAuth),
        ("secret can't be empty string", .fixAppConfiguration),
        ("token response failed because declined scopes are present: %s", .retryWithGrantedScopes),
        ("server response error:\n %w", .noNetwork),
    ])
    func goErrors(name: String, action: RecommendedAction) throws {
        #expect(try advice(.go, name).action == action)
    }

    /// `codes --json` lists the new platforms like the others, each row with its action,
    /// the developer advice in that platform's API and the user-message key.
    @Test func listingNamesTheNewPlatformsWithAdviceInTheirTerms() throws {
        guard case .array(let rows) = CodesReport.listJSON(CodesReport.entries(platform: nil)) else {
            Issue.record("codes --json is not an array")
            return
        }
        var platforms: Set<String> = []
        var rowsByName: [String: [String: JSONValue]] = [:]
        for case .object(let members) in rows {
            let row = Dictionary(members, uniquingKeysWith: { first, _ in first })
            guard case .string(let platform)? = row["platform"], case .string(let name)? = row["name"] else { continue }
            platforms.insert(platform)
            if rowsByName["\(platform) \(name)"] == nil { rowsByName["\(platform) \(name)"] = row }
        }
        #expect(platforms.isSuperset(of: ["android", "java", "go"]))
        let android = try #require(rowsByName["android MsalUiRequiredException"])
        #expect(android["action"] == .string("interactive_auth"))
        #expect(android["userMessageKey"] == .string("sign_in_again"))
        guard case .string(let androidAdvice)? = android["developerAdvice"] else {
            Issue.record("no developer advice for MsalUiRequiredException")
            return
        }
        #expect(androidAdvice.contains("acquireToken(AcquireTokenParameters)"))
        let java = try #require(rowsByName["java MESSAGE_ONLY"])
        #expect(java["userMessageKey"] == .string("sign_in_not_possible_now"))
        guard case .string(let javaAdvice)? = java["developerAdvice"] else {
            Issue.record("no developer advice for MESSAGE_ONLY")
            return
        }
        #expect(javaAdvice.contains("IPublicClientApplication.acquireToken(InteractiveRequestParameters)"))
        let go = try #require(rowsByName["go CallErr"])
        #expect(go["userMessageKey"] == .string("internal_error"))
    }
}

/// A bare class name only Android or msal4j has tells the platform, so the advice speaks
/// that platform's API even when a diagnosis names none.
@Suite("platform from Android and Java class names")
struct JVMClassPlatformTests {
    @Test func androidOnlyAndJavaOnlyClassesImplyTheirPlatform() {
        let android = AdviceEngine.advise(Diagnosis(domain: "MsalDeclinedScopeException"))
        #expect(android.action == .retryWithGrantedScopes)
        #expect(android.developerAdvice.contains("getSilentParametersForGrantedScopes()"))
        let java = AdviceEngine.advise(Diagnosis(domain: "MsalInteractionRequiredException", code: .text("invalid_grant")))
        #expect(java.action == .interactiveAuth)
        #expect(java.developerAdvice.contains("IPublicClientApplication.acquireToken(InteractiveRequestParameters)"))
        // A name .NET shares stays .NET's.
        let shared = AdviceEngine.advise(Diagnosis(domain: "MsalUiRequiredException", code: .text("invalid_grant")))
        #expect(shared.developerAdvice.contains("AcquireTokenInteractive"))
    }
}

/// `codes QUERY` on a value several Android classes declare tells the copies apart.
@Suite("codes on Android and Go entries")
struct CodesJVMDetailTests {
    @Test func declaringClassIsShownBesideTheCaughtException() {
        let text = CodesReport.detailText(Catalog.lookup("io_error"), locale: .en)
        #expect(text.hasPrefix("3 entries match:"))
        for holder in ["MsalClientException.IO_ERROR", "ClientException.IO_ERROR", "ErrorStrings.IO_ERROR"] {
            #expect(text.contains("Declared on:       \(holder)"), "\(holder)")
        }
        #expect(text.contains("Error domain:      MsalClientException"))
        #expect(!CodesReport.detailText(Catalog.lookup("AcquireTokenSilentFailed"), locale: .en).contains("Declared on"))
    }

    @Test func goTextsNameTheirPackage() {
        let text = CodesReport.detailText(Catalog.lookup("no token found"), locale: .en)
        #expect(text.contains("Package:"))
        #expect(text.contains("internal/base"))
        #expect(text.contains("interactive_auth"))
    }
}
