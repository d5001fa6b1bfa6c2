extension AdviceTable {
    /// Intune app protection and device registration/compliance (order group 1).
    static let devicePolicy: [AdviceRule] = [
        AdviceRule(
            "intune.sdk_not_available", .genericMessageInternal, .appProtectionRequired,
            when: .when { facts, diagnosis in
                !platformsWithIntuneSDK.contains(facts.platform)
                    && (TextReading.isWord(diagnosis.subError, "protection_policy_required") || diagnosis.aadsts.contains(53002))
            },
            advice: { words in
                "An Intune app-protection policy (or an approved-app rule) protects this resource, and there is no "
                    + "Intune App SDK for this platform, so the app cannot satisfy it: no retry, sign-in or remediation "
                    + "fixes it here. Show the message, log \(words.correlationField), and let the tenant's administrator "
                    + "decide (the policy allows only protected mobile apps: iOS, Android, .NET MAUI with the Intune SDK)."
            }),
        AdviceRule(
            "intune.protection_policy_required", .intuneRemediation, .appProtectionRequired,
            when: .apple(AppleCodes.serverProtectionPoliciesRequired)
                || .domain(["IntuneAppProtectionPolicyRequiredException", "MsalIntuneAppProtectionPolicyRequiredException"])
                || .subError("protection_policy_required"),
            advice: { words in
                switch words.platform {
                case .apple:
                    "MSALErrorServerProtectionPoliciesRequired (-50004): an Intune app-protection policy protects "
                        + "this resource. This handling applies only when the app integrates the Intune App SDK: pass "
                        + "the account (MSALDisplayableUserIdKey, MSALHomeAccountIdKey in userInfo) to "
                        + "IntuneMAMComplianceManager's remediateComplianceForIdentity:silent: "
                        + "(remediateCompliance(forIdentity:silent:) in Swift), wait until its delegate reports the app "
                        + "compliant, then call acquireTokenSilent(with:) again. Without the Intune SDK the app cannot "
                        + "satisfy the policy: show the message and stop. An interactive retry does not fix this."
                case .dotnet:
                    "An Intune app-protection policy protects this resource (.NET MAUI on iOS or Android with the "
                        + "Intune SDK). Catch IntuneAppProtectionPolicyRequiredException, run the Intune MAM SDK "
                        + "remediation with its Upn, AccountUserId, TenantId and AuthorityUrl, then call "
                        + "AcquireTokenSilent again. An interactive retry does not fix this."
                case .android:
                    "An Intune app-protection policy protects this resource. Catch "
                        + "MsalIntuneAppProtectionPolicyRequiredException, pass its getAccountUpn(), "
                        + "getAccountUserId(), getTenantId() and getAuthorityUrl() to the Intune App SDK's "
                        + "MAMComplianceManager.remediateCompliance, wait for the compliance notification, then call "
                        + "acquireTokenSilent(AcquireTokenSilentParameters) again. An interactive retry does not fix this."
                default:
                    "An Intune app-protection policy protects this resource (sub-error "
                        + "protection_policy_required). Integrate the Intune App SDK, let it remediate the app "
                        + "for this account, then retry silently; an interactive retry alone does not fix this."
                }
            }),
        AdviceRule(
            "device.registration_required", .deviceCompliance, .deviceRegistrationRequired,
            when: .apple(AppleCodes.workplaceJoinRequired)
                || .aadsts([50097, 50129, 50155])
                || .subError("device_authentication_failed"),
            advice: { words in
                let retry = words.platform == .apple
                    ? "then call acquireToken(with:) again (userInfo may name the account in MSALDisplayableUserIdKey)"
                    : "then call \(words.interactiveCall) again with the broker enabled"
                return "The resource only accepts registered (workplace-joined) devices and this one is not, or its "
                    + "registration failed. Handling is optional: explain it, let the user register the device "
                    + "in Microsoft Authenticator or Company Portal, \(retry). Do not retry before that."
            }),
        AdviceRule(
            "device.broker_app_required", .deviceCompliance, .authenticatorAppRequired,
            when: .aadsts([50127])
                || .code(["no_broker_installed_on_device", "broker_application_required", "cannot_invoke_broker"]),
            advice: { words in
                "Access needs a broker app (Microsoft Authenticator or Company Portal) on the device. Ask the user "
                    + "to install it, make sure the app is configured to use the broker, then call "
                    + "\(words.interactiveCall) again."
            }),
        AdviceRule(
            "device.not_compliant", .deviceCompliance, .deviceNotCompliant,
            when: .aadsts([53000, 53001, 530003]),
            adviceFor: { facts, _ in
                facts.hasClaims ? notCompliantAdvice.withClaims[facts.platform] : notCompliantAdvice.plain[facts.platform]
            }),
        AdviceRule(
            "policy.approved_app_required", .intuneRemediation, .appProtectionRequired,
            when: .aadsts([53002]),
            advice: { _ in
                "Conditional Access only allows approved client apps (apps that carry the Intune App SDK and "
                    + "Microsoft's approval). The calling app must integrate Intune app protection, or the user "
                    + "must use an approved app; retrying sign-in does not help."
            }),
    ]

    /// A Conditional Access claims challenge (order group 2).
    static let claims: [AdviceRule] = [
        AdviceRule(
            "claims.challenge", .interactiveAuth, .securityCheckRequired,
            when: .claims || .domain(["MsalClaimsChallengeException"]),
            advice: { words in
                "The server sent a claims challenge (Conditional Access step-up). Call "
                    + "\(words.interactiveCall) with the same scopes and account and "
                    + "\(words.passClaims). Without the claims the server answers with the same challenge "
                    + "again, so never drop them and never repeat the silent call."
            }),
    ]

    /// The platforms with an Intune App SDK (Apple, Android, and .NET MAUI on those): the only
    /// ones where app-protection remediation exists.
    static let platformsWithIntuneSDK: Set<Platform?> = [.apple, .android, .dotnet, nil]

    /// The `device.not_compliant` advice, with and without a claims challenge to pass on.
    static let notCompliantAdvice = (
        plain: PerPlatform { notCompliant($0, claims: false) }, withClaims: PerPlatform { notCompliant($0, claims: true) }
    )

    private static func notCompliant(_ words: PlatformVocabulary, claims: Bool) -> String {
        // The Conditional Access answer carries a claims challenge; passing it is what makes
        // the next token satisfy the policy, so the advice names it even when the input lost it.
        let claims = claims
            ? " and \(words.passClaims)"
            : " and pass the claims of the challenge (\(words.passClaims))"
        return "Conditional Access requires a managed, compliant (or domain-joined) device. Call "
            + "\(words.interactiveCall) through the broker\(claims) so the user can enrol or fix "
            + "the device in Company Portal. The user might not manage it; do not loop silent calls."
    }
}
