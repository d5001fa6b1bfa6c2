import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let appleLocalizedCases: [Case] = [
        Case(file: "apple-localized-tilde-internal", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50000),
                codeName: "MSALErrorInternal", numbering: .current),
        ]),
        Case(file: "apple-localized-unicode-minus", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", numbering: .current),
        ]),
        Case(file: "apple-localized-bundle-domain", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", numbering: .current),
        ]),
        Case(file: "apple-localized-straight-apostrophe-cancel", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current),
        ]),
        Case(file: "apple-localized-declined-scopes", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50003),
                codeName: "MSALErrorServerDeclinedScopes", numbering: .current),
        ]),
        Case(file: "apple-localized-protection-policy", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50004),
                codeName: "MSALErrorServerProtectionPoliciesRequired", numbering: .current),
        ]),
        Case(file: "apple-localized-workplace-join", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50001),
                codeName: "MSALErrorWorkplaceJoinRequired", numbering: .current),
        ]),
        Case(file: "apple-localized-french", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current),
        ]),
        Case(file: "apple-localized-german", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", numbering: .current),
        ]),
        // One answer per code: codes 2 and 3 of the web-auth session, and a wrapped code printed as itself.
        Case(file: "apple-web-auth-no-presentation-context", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "com.apple.AuthenticationServices.WebAuthenticationSession",
                code: .number(2), codeName: "ASWebAuthenticationSessionErrorCodePresentationContextNotProvided",
                descriptionPrefix: "Cannot start ASWebAuthenticationSession without providing presentation context."),
        ]),
        Case(file: "apple-web-auth-invalid-presentation-context", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "com.apple.AuthenticationServices.WebAuthenticationSession",
                code: .number(3), codeName: "ASWebAuthenticationSessionErrorCodePresentationContextInvalid"),
        ]),
        Case(file: "apple-server-error-as-itself", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50006),
                codeName: "MSALErrorServerError", oauthError: "server_error", aadsts: [90033],
                correlationId: "8c1f2a3b-4d5e-4f60-9a7b-1c2d3e4f5a6b",
                descriptionPrefix: "AADSTS90033: A transient error has occurred.", numbering: .current),
        ]),
        Case(file: "apple-osstatus-missing-entitlement", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-34018),
                codeName: "errSecMissingEntitlement"),
        ]),
        Case(file: "apple-osstatus-item-not-found", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25300),
                codeName: "errSecItemNotFound"),
        ]),
        Case(file: "apple-osstatus-duplicate-item", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25299),
                codeName: "errSecDuplicateItem"),
        ]),
        Case(file: "apple-osstatus-interaction-not-allowed", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25308),
                codeName: "errSecInteractionNotAllowed"),
        ]),
        Case(file: "apple-osstatus-not-available", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25291),
                codeName: "errSecNotAvailable"),
        ]),
        Case(file: "apple-osstatus-print-duplicate", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25299),
                codeName: "errSecDuplicateItem",
                descriptionPrefix: "The specified item already exists in the keychain."),
        ]),
        Case(file: "apple-msid-keychain-localized", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSIDKeychainErrorDomain", code: .number(-34018),
                codeName: "errSecMissingEntitlement"),
        ]),
        Case(file: "apple-nsurl-offline-localized", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1009),
                codeName: "NSURLErrorNotConnectedToInternet"),
        ]),
        Case(file: "apple-nsurl-timeout-print", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1001),
                codeName: "NSURLErrorTimedOut", descriptionPrefix: "The request timed out."),
        ]),
        Case(file: "apple-nsurl-tls-localized", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1200),
                codeName: "NSURLErrorSecureConnectionFailed"),
        ]),
        Case(file: "apple-nsurl-tilde-lost-connection", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1005),
                codeName: "NSURLErrorNetworkConnectionLost"),
        ]),
        Case(file: "apple-oslog-pair", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current),
        ]),
        Case(file: "apple-localized-server-error", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50006),
                codeName: "MSALErrorServerError", numbering: .current),
        ]),
        Case(file: "apple-localized-cannot-find-host", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1003),
                codeName: "NSURLErrorCannotFindHost"),
        ]),
        Case(file: "apple-localized-msid-domain", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSIDErrorDomain", code: .number(-51115),
                codeName: "MSIDErrorInteractionRequired"),
        ]),
    ]
}
