import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let androidCases: [Case] = [
        Case(file: "android-logcat-threadtime-ui-required", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [700082],
                correlationId: "6634aecd-2ff6-598f-a4b7-0590b9540b50",
                traceId: "b00b3274-26e3-58a9-858c-1f73920871f1",
                descriptionPrefix: "AADSTS700082: The refresh token has expired due to inactivity."),
        ]),
        // The code an app logs before the trace, spelled with capitals as the constant is (one answer per code).
        Case(file: "android-logcat-brief-throttled-gateway", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException",
                code: .text("request_throttled_at_ESTS_gateway"),
                descriptionPrefix: "Request was throttled at the ESTS gateway.",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ServiceException",
                    descriptionPrefix: "Request was throttled at the ESTS gateway.")]),
        ]),
        Case(file: "android-logcat-brief-user-cancel", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUserCancelException"),
        ]),
        Case(file: "android-system-err-no-current-account", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("no_current_account"),
                descriptionPrefix: "There is no signed in account.",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ClientException",
                    code: .text("no_current_account"), descriptionPrefix: "There is no signed in account.")]),
        ]),
        Case(file: "android-service-exception-logged-code", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException",
                code: .text("invalid_request"), oauthError: "invalid_request", aadsts: [90014],
                correlationId: "596eb197-a0da-5244-b842-0501979d1329",
                traceId: "8f222132-9fb1-5678-b3ff-f02253ff8497",
                descriptionPrefix: "AADSTS90014: The required field 'scope'",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ServiceException", aadsts: [90014],
                    correlationId: "596eb197-a0da-5244-b842-0501979d1329",
                    traceId: "8f222132-9fb1-5678-b3ff-f02253ff8497",
                    descriptionPrefix: "AADSTS90014: The required field 'scope'")]),
        ]),
        Case(file: "android-intune-mam-logcat", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalIntuneAppProtectionPolicyRequiredException",
                code: .text("protection_policy_required"), aadsts: [53005],
                correlationId: "167cf4d8-9916-5091-9bf5-6a57a3aebc66",
                traceId: "d4313f33-b724-5ea9-9baf-46a53ec64395",
                descriptionPrefix: "AADSTS53005: Application needs to enforce Intune protection policies.",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "IntuneAppProtectionPolicyRequiredException",
                    aadsts: [53005], correlationId: "167cf4d8-9916-5091-9bf5-6a57a3aebc66",
                    traceId: "d4313f33-b724-5ea9-9baf-46a53ec64395",
                    descriptionPrefix: "AADSTS53005:")]),
        ]),
        Case(file: "android-intune-tostring", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalIntuneAppProtectionPolicyRequiredException",
                aadsts: [53005], correlationId: "fdfdd3f4-6fca-5af3-b580-a65cb2a0ecc6",
                traceId: "757017da-c437-5aa2-8096-63effc1be969", descriptionPrefix: "AADSTS53005"),
        ]),
        Case(file: "android-declined-scope", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalDeclinedScopeException",
                code: .text("declined_scope_error"),
                descriptionPrefix: "Some or all requested scopes have been declined"),
        ]),
        Case(file: "android-unsupported-broker", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUnsupportedBrokerException",
                descriptionPrefix: "Please update Intune Company Portal"),
        ]),
        Case(file: "android-broker-bind-failure", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("Failed to bind the service in broker app"),
                descriptionPrefix: "Unable to connect to the broker.",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ClientException",
                    code: .text("Failed to bind the service in broker app"),
                    descriptionPrefix: "Unable to connect to the broker.")]),
        ]),
        Case(file: "android-argument-exception", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalArgumentException",
                descriptionPrefix: "scopes cannot be null or empty"),
        ]),
        Case(file: "android-sapca-multiple-b2c", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException"),
        ]),
        Case(file: "android-unknown-error-device-registration", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                descriptionPrefix: "Device needs to be registered",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "DeviceRegistrationRequiredException",
                    descriptionPrefix: "Device needs to be registered")]),
        ]),
        Case(file: "android-ui-required-no-account-caused-by-bare", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException",
                descriptionPrefix: "No cached accounts found",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "UiRequiredException")]),
        ]),
        Case(file: "android-unqualified-with-frames", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException", aadsts: [50011],
                correlationId: "86a5aa3c-21db-50f3-8908-3448af691be5",
                traceId: "b91dcf9f-780a-5c03-b3fe-0b956bc875ab",
                descriptionPrefix: "AADSTS50011: The redirect URI"),
        ]),
        Case(file: "android-logcat-ui-required-bad-token", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50173],
                correlationId: "4e0509e1-244c-50c5-817b-6ed358e55e6e",
                traceId: "61092bbc-d53e-523e-b0ff-75b3a726d4a3", descriptionPrefix: "AADSTS50173"),
        ]),
        Case(file: "android-current-account-mismatch", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("current_account_mismatch"),
                descriptionPrefix: "The signed in account does not match"),
        ]),
        Case(file: "android-kotlin-message-with-code", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("no_current_account"),
                descriptionPrefix: "There is no signed in account."),
        ]),
        // MSAL Android's network check throws device_network_not_available with a fixed sentence;
        // the code is not in toString(), the sentence names it.
        Case(file: "android-logcat-network-not-available", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("device_network_not_available"),
                descriptionPrefix: "Device network connection is not available.",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ClientException",
                    code: .text("device_network_not_available"),
                    descriptionPrefix: "Device network connection is not available.", action: .noNetwork)],
                action: .noNetwork),
        ]),
    ]
}
