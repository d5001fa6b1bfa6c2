import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let pythonResultCases: [Case] = [
        // MSALRuntime's status decides: MSAL Python itself goes interactive on AccountUnusable.
        Case(file: "python-broker-error-account-unusable", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("broker_error"),
                oauthError: "broker_error", descriptionPrefix: "The account needs the user before it can be used again.",
                brokerErrorCode: 3399614476, brokerStatus: "AccountUnusable", action: .interactiveAuth),
        ]),
        Case(file: "python-repr-consent-required", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "consent_required", aadsts: [65001],
                correlationId: "d90d17e8-4ac7-56fa-8b84-7e4570c1d772",
                traceId: "1c5b81bd-307c-5be6-ba5e-ca4858418897",
                descriptionPrefix: "AADSTS65001: The user or administrator has not consented"),
        ]),
        Case(file: "python-json-dumps-invalid-client", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [7000215], correlationId: "92ef7153-14b9-53b4-81fc-874b14b23329",
                traceId: "e4280540-d733-5e15-a2af-a0a56ea9dd1a",
                descriptionPrefix: "AADSTS7000215: Invalid client secret provided."),
        ]),
        Case(file: "python-logging-invalid-scope", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_scope"), oauthError: "invalid_scope",
                aadsts: [70011], correlationId: "035a922d-e6c5-5fb1-ad56-6948716f8240",
                traceId: "fe706156-fd5c-5679-8759-294c8b89f86a",
                descriptionPrefix: "AADSTS70011: The provided request must include a 'scope'"),
        ]),
        Case(file: "python-repr-claims-challenge", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("interaction_required"),
                oauthError: "interaction_required", subError: "basic_action", aadsts: [50076],
                correlationId: "415e6fcd-eb22-53cb-beb2-2a904f9925a1",
                traceId: "1a223c99-5ea8-58ea-b7a6-aeff979ba14b", hasClaims: true,
                claimsPrefix: "{\"access_token\"",
                descriptionPrefix: "AADSTS50076: Due to a configuration change"),
        ]),
        Case(file: "python-msal-service-error-repr", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 503,
                descriptionPrefix: "HTTP Error: 503"),
        ]),
        Case(file: "python-traceback-service-error-429", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 429,
                descriptionPrefix: "HTTP Error: 429"),
        ]),
        Case(file: "python-device-flow-expired", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("expired_token"), oauthError: "expired_token",
                aadsts: [70020], correlationId: "f9208d93-b358-5ce3-92f9-93ae7d65b99f",
                traceId: "386da2b3-bde9-506e-b29f-25a26a79b954", descriptionPrefix: "AADSTS70020"),
        ]),
        Case(file: "python-unauthorized-client-app-not-found", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("unauthorized_client"),
                oauthError: "unauthorized_client", aadsts: [700016],
                correlationId: "524d4ae8-fcf5-53d2-a245-178bc893baac",
                traceId: "1c68b346-72f8-58c0-9969-c149d3078812",
                descriptionPrefix: "AADSTS700016: Application with identifier"),
        ]),
        Case(file: "python-pprint-invalid-grant-mfa", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "basic_action", aadsts: [50079],
                correlationId: "84ba16ff-92a1-5677-858d-e45482583ad4",
                traceId: "aee8ecfd-685c-5e32-a2ce-3832350b92c0", classification: "basic_action",
                descriptionPrefix: "AADSTS50079: Due to a configuration change"),
        ]),
        Case(file: "python-access-denied-user-not-assigned", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant",
                aadsts: [50105], correlationId: "fa1fecc8-d756-5111-ac64-46b3fe5ea8b7",
                traceId: "b8e90311-f9b7-5d16-80d9-b8e5d4b29f9a", descriptionPrefix: "AADSTS50105"),
        ]),
        Case(file: "python-result-print-server-error", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("server_error"), oauthError: "server_error",
                aadsts: [90033], correlationId: "967c2c1f-8898-5425-9326-1e50c850669d",
                traceId: "c769fcd3-c097-533f-8d4f-63f0bd0de5ab", descriptionPrefix: "AADSTS90033"),
        ]),
        Case(file: "python-msal-error-repr", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 404,
                descriptionPrefix: "HTTP Error: 404"),
        ]),
        Case(file: "python-json-log-line", expected: [
            ExpectedDiagnosis(code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "basic_action", aadsts: [50076],
                correlationId: "5a01fd36-f3b0-5c08-9db0-e842981d776a",
                traceId: "a17c7650-5039-54f0-88e1-4d8567302c4c", descriptionPrefix: "AADSTS50076"),
        ]),
        Case(file: "python-b2c-password-reset", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("access_denied"), oauthError: "access_denied",
                b2cCodes: [90118], correlationId: "ed38be36-c522-50a5-a1e8-70ac035715ea",
                descriptionPrefix: "AADB2C90118: The user has forgotten their password."),
        ]),
        Case(file: "python-str-http-error", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 500,
                descriptionPrefix: "HTTP Error: 500"),
        ]),
        // Offline: MSAL Python lets the requests exception through (after one connection retry).
        Case(file: "python-traceback-offline-connection-error", expected: [
            ExpectedDiagnosis(platform: .python, domain: "requests.exceptions.ConnectionError",
                descriptionPrefix: "HTTPSConnectionPool(host='login.microsoftonline.com', port=443): Max retries exceeded",
                action: .noNetwork),
        ]),
    ]
}
