import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let mixedLogCases: [Case] = [
        Case(file: "log-logcat-two-exceptions", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException", aadsts: [50173],
                correlationId: "bdee6d2e-1aad-5bfa-a967-bf7aa2847467",
                traceId: "afd2f7cd-07da-52c5-8fde-223d5ae340e7", descriptionPrefix: "AADSTS50173"),
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException", aadsts: [90033],
                correlationId: "3edce6e6-2ecb-5d31-8a29-a6ccc387f191",
                traceId: "02b153b3-5acd-5d88-bf66-1125a399d1cf", descriptionPrefix: "AADSTS90033"),
        ]),
        Case(file: "log-dotnet-then-python-dict", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", aadsts: [90033],
                httpStatus: 503, correlationId: "3d802e61-faeb-5e92-9c0c-ae6cc609c776",
                traceId: "a7d4df38-93d7-5052-a80a-55cc85156029", descriptionPrefix: "AADSTS90033"),
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant",
                aadsts: [50173], correlationId: "c2f5c1e5-8e67-587b-b206-71dd6e449ba2",
                traceId: "a53bf846-b87a-560a-97e4-61e42ddfc858", descriptionPrefix: "AADSTS50173"),
        ]),
        Case(file: "log-java-then-go-json", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalServiceException", aadsts: [700016],
                correlationId: "819ff76f-0fc6-51a9-903c-574fa8f603a1",
                traceId: "e65e6b5b-d3fa-59cf-b495-8ae6e8518b4b", descriptionPrefix: "AADSTS700016"),
            ExpectedDiagnosis(platform: .go, code: .text("invalid_scope"), oauthError: "invalid_scope",
                aadsts: [70011], httpStatus: 400,
                correlationId: "1f72756f-bed2-5343-9a09-d3abe50d3290",
                traceId: "765a4cb1-c023-5ebe-a5c2-305cf870267c", descriptionPrefix: "AADSTS70011"),
        ]),
        Case(file: "log-msal-bracket-js-and-apple", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("user_cancelled"),
                codeName: "userCancelled", descriptionPrefix: "User cancelled the flow."),
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant",
                aadsts: [50079], correlationId: "614ec898-38f2-5fde-952f-0104370be36e",
                descriptionPrefix: "AADSTS50079", numbering: .current),
        ]),
        Case(file: "log-dotnet-crlf-followed-by-js", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [50058],
                correlationId: "ec224a8b-7ebb-54bb-9e13-3298bb48a70b",
                traceId: "9561ff80-a87b-5150-86ad-e45d0a96e216", classification: "None",
                descriptionPrefix: "AADSTS50058"),
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError",
                code: .text("login_required"), codeName: "loginRequired",
                oauthError: "login_required", aadsts: [50058],
                correlationId: "137a9e8c-4bdc-57f3-8dda-3bf60f6df316",
                traceId: "bb931f9e-226a-5988-8edc-e1f0376c8d8a", descriptionPrefix: "AADSTS50058"),
        ]),
        Case(file: "log-android-then-bare-aadsts", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("no_current_account"),
                descriptionPrefix: "There is no signed in account."),
            // Android from its own logcat line (`W/WebView:`), not from the exception above it.
            ExpectedDiagnosis(platform: .android, aadsts: [50126], correlationId: "f988572f-c8f6-5f55-82c6-e2fd7d2a19a0",
                traceId: "438dd4d0-17e2-5763-9d69-23d526679d38",
                descriptionPrefix: "W/WebView: sign-in page said AADSTS50126"),
        ]),
        Case(file: "log-python-hint-not-borrowed", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 500,
                descriptionPrefix: "HTTP Error: 500"),
            ExpectedDiagnosis(code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50058],
                correlationId: "a6fcbf0b-02c7-5ee6-949b-8446884ecf88",
                traceId: "6c096420-e6e4-5234-87d1-60237eaacec9", descriptionPrefix: "AADSTS50058"),
        ]),
        Case(file: "log-http-then-dotnet", expected: [
            ExpectedDiagnosis(httpStatus: 429, retryAfterSeconds: 45,
                correlationId: "8a3b3871-6db8-5605-ba87-9075c08ec6f4"),
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalThrottledServiceException", aadsts: [90055],
                correlationId: "996ebcc9-6193-5b29-ba70-255f7b7628a1",
                traceId: "f28abd67-a2b4-5f66-9f93-dfc33b4d91af", descriptionPrefix: "AADSTS90055"),
        ]),
    ]
}
