import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let httpResponseCases: [Case] = [
        Case(file: "http-graph-insufficient-claims", expected: [
            ExpectedDiagnosis(code: .text("insufficient_claims"), oauthError: "insufficient_claims",
                httpStatus: 401, correlationId: "2d1e2df9-33eb-59f9-b688-69b591ba9220",
                hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"nbf\":{\"essential\":true, \"value\":\"1763893302\"}}}"),
        ]),
        Case(file: "http-challenge-header-alone", expected: [
            ExpectedDiagnosis(code: .text("insufficient_claims"), oauthError: "insufficient_claims",
                hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"capolids\":{\"essential\":true,\"values\":[\"bcba0467-7571-5a65-b56a-4aacb9868011\"]}}}"),
        ]),
        Case(file: "http-429-retry-after-seconds", expected: [
            ExpectedDiagnosis(code: .text("temporarily_unavailable"), oauthError: "temporarily_unavailable",
                aadsts: [90055], httpStatus: 429, retryAfterSeconds: 30,
                correlationId: "fa5d8368-5392-5dc2-82d9-f677246248ca",
                traceId: "bfbd848c-762d-5909-82ff-dfa113748315", descriptionPrefix: "AADSTS90055"),
        ]),
        Case(file: "http-503-retry-after-date", expected: [
            ExpectedDiagnosis(code: .text("server_error"), oauthError: "server_error", aadsts: [90033],
                httpStatus: 503, retryAfterSeconds: 120,
                correlationId: "78ff6e7e-4365-5887-ab01-c78884489fec",
                traceId: "0b3d29bc-7016-51ea-919c-0f1aa9cd71cd", descriptionPrefix: "AADSTS90033"),
        ]),
        Case(file: "http-curl-400-invalid-grant", expected: [
            ExpectedDiagnosis(code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [70008],
                httpStatus: 400, correlationId: "95012d3d-a04b-56d3-ae47-2927e4c6e77e",
                traceId: "85ee9b4e-4f37-5e12-8929-a4ae0b07b08b", descriptionPrefix: "AADSTS70008"),
        ]),
        Case(file: "http-api-invalid-token", expected: [
            ExpectedDiagnosis(code: .text("invalid_token"), oauthError: "invalid_token", httpStatus: 401,
                correlationId: "eb3cf1a8-c766-55a9-be82-aa6823e09590",
                descriptionPrefix: "The access token is expired"),
        ]),
        Case(file: "http2-lowercase-challenge", expected: [
            ExpectedDiagnosis(code: .text("insufficient_claims"), oauthError: "insufficient_claims",
                httpStatus: 401, hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"capolids\":{\"essential\":true,\"values\":[\"2dd3ac9e-2402-5af9-8b53-0cc7339919b5\"]}}}",
                descriptionPrefix: "Continuous access evaluation resulted in challenge"),
        ]),
        Case(file: "http-429-no-body", expected: [
            ExpectedDiagnosis(httpStatus: 429, retryAfterSeconds: 17,
                correlationId: "29ce17be-d009-508f-bf78-ba86d8db8039"),
        ]),
        Case(file: "http-curl-verbose-503", expected: [
            ExpectedDiagnosis(httpStatus: 503, retryAfterSeconds: 5,
                correlationId: "a60ff312-cab7-570f-9766-547ba809f6a6",
                traceId: "79ce8110-db23-5a4e-8265-3cdc9f1da090"),
        ]),
        Case(file: "http-retry-after-rfc850", expected: [
            ExpectedDiagnosis(httpStatus: 503, retryAfterSeconds: 60),
        ]),
        Case(file: "http-retry-after-date-without-date-header", expected: [
            ExpectedDiagnosis(httpStatus: 429),
        ]),
        Case(file: "http-logged-challenge-line", expected: [
            ExpectedDiagnosis(code: .text("insufficient_claims"), oauthError: "insufficient_claims",
                hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"capolids\":{\"essential\":true,\"values\":[\"cf4d5fef-abbb-5039-b526-fd5d11a58ca6\"]}}}"),
        ]),
        Case(file: "http-400-consent-body-with-suberror", expected: [
            ExpectedDiagnosis(code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "consent_required", aadsts: [65001], httpStatus: 400,
                correlationId: "46e85627-de77-5be2-acc9-1402b6d12fbb",
                traceId: "0f2021e3-c2c8-5643-84ce-af02e17649a9", descriptionPrefix: "AADSTS65001"),
        ]),
        Case(file: "http-401-cae-with-request-ids", expected: [
            ExpectedDiagnosis(code: .text("insufficient_claims"), oauthError: "insufficient_claims",
                httpStatus: 401, correlationId: "4d8529c0-d592-5f28-a448-16d6fd38df92",
                traceId: "43b91c7b-0bb0-55dc-8c7a-9b561874d874", hasClaims: true,
                claimsPrefix: "{\"access_token\":{\"nbf\":{\"essential\":true, \"value\":\"1763893402\"}}}"),
        ]),
    ]
}
