import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let goCallErrCases: [Case] = [
        Case(file: "go-callerr-invalid-grant", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "bad_token", aadsts: [50173], httpStatus: 400,
                correlationId: "60dfdfbc-45c4-5e54-9939-ebf7ea3316fa",
                traceId: "c566f206-9fcb-5652-a080-139e2c5fea20", descriptionPrefix: "AADSTS50173"),
        ]),
        Case(file: "go-callerr-invalid-client-401", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [7000222], httpStatus: 401,
                correlationId: "349249cd-f38f-50c1-bec2-2f78fee671fe",
                traceId: "c7fa6ac9-5a96-5a53-8239-7aaab75d2b9b", descriptionPrefix: "AADSTS7000222"),
        ]),
        Case(file: "go-callerr-unauthorized-client", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("unauthorized_client"),
                oauthError: "unauthorized_client", aadsts: [700016], httpStatus: 400,
                correlationId: "8562e47c-880d-5277-ad24-9172f3b48496",
                traceId: "0e8feafe-aa55-566e-bffe-59db28347680", descriptionPrefix: "AADSTS700016"),
        ]),
        Case(file: "go-callerr-interaction-required", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("interaction_required"),
                oauthError: "interaction_required", subError: "basic_action", aadsts: [50076],
                httpStatus: 400, correlationId: "2019b660-a844-5dd4-8493-e1bf8a5bf211",
                traceId: "1aca5836-15d4-5ab7-a48b-e76c1f5b32e4", descriptionPrefix: "AADSTS50076"),
        ]),
        Case(file: "go-callerr-server-error-500", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("server_error"), oauthError: "server_error",
                aadsts: [90033], httpStatus: 500,
                correlationId: "5ed3488e-e8af-52f5-9b0b-a51d34516c2b",
                traceId: "2d01a405-5b51-5b69-945c-793b8300809c", descriptionPrefix: "AADSTS90033"),
        ]),
        Case(file: "go-callerr-device-code-expired", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("expired_token"), oauthError: "expired_token",
                aadsts: [70020], httpStatus: 400,
                correlationId: "cd38524a-2ffa-50e3-8345-d04efea66fa3",
                traceId: "8a25ed2c-1657-591e-81fd-0b783b2307b1", descriptionPrefix: "AADSTS70020"),
        ]),
        Case(file: "go-callerr-consent-required", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "consent_required", aadsts: [65001], httpStatus: 400,
                correlationId: "e535e944-5af8-5b16-a427-29b4ca7f8528",
                traceId: "4625c7aa-1161-5435-9bd2-769e005b6b80", descriptionPrefix: "AADSTS65001"),
        ]),
        Case(file: "go-callerr-ca-blocked", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("access_denied"), oauthError: "access_denied",
                aadsts: [53003], httpStatus: 400,
                correlationId: "45509c83-6b31-5d8d-8356-7295b80abc5b",
                traceId: "525947f2-1b76-5b05-97e3-c1ac30edbb18", descriptionPrefix: "AADSTS53003"),
        ]),
        Case(file: "go-callerr-throttled-429", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("temporarily_unavailable"),
                oauthError: "temporarily_unavailable", aadsts: [90055], httpStatus: 429,
                correlationId: "ee6a95b5-7d82-5035-a7d9-d940447ca28b",
                traceId: "ce9459e3-df5e-59a5-8f22-b1f1fa39bb90", descriptionPrefix: "AADSTS90055"),
        ]),
        Case(file: "go-callerr-managed-identity", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_request"), oauthError: "invalid_request",
                aadsts: [700211], httpStatus: 400,
                correlationId: "02b08ac3-0293-525c-bc66-676f21ab5d36",
                traceId: "0c9a9949-2160-5cd5-bdce-9796e60c9ad9", descriptionPrefix: "AADSTS700211"),
        ]),
    ]
}
