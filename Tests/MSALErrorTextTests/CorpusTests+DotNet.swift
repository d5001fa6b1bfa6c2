import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let dotnetLogCases: [Case] = [
        // `ToString()` with an inner exception: MSAL.NET prints the outer exception's properties after
        // its stack trace, below the inner's `--- End of inner exception stack trace ---`; they are the outer's.
        Case(file: "dotnet-tostring-inner-exception-outer-properties", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", subError: "basic_action", aadsts: [50076], httpStatus: 400,
                correlationId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", traceId: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                classification: "BasicAction", descriptionPrefix: "AADSTS50076: Due to a configuration change",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                    code: .text("invalid_grant"), codeName: "InvalidGrantError",
                    oauthError: "invalid_grant", aadsts: [50076],
                    correlationId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", traceId: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                    descriptionPrefix: "AADSTS50076: Due to a configuration change")]),
        ]),
        Case(file: "dotnet-tostring-inner-service-exception-classification-none", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [700082], httpStatus: 400,
                correlationId: "6f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f", traceId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                classification: "None", descriptionPrefix: "AADSTS700082: The refresh token has expired",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                    code: .text("invalid_grant"), codeName: "InvalidGrantError",
                    oauthError: "invalid_grant", aadsts: [700082], httpStatus: 400,
                    correlationId: "6f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f", traceId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                    descriptionPrefix: "AADSTS700082: The refresh token has expired")]),
        ]),
        // MSAL.NET's exception log with PII logging off: the lines after `Exception type:` carry no colon.
        Case(file: "dotnet-log-scrubbed-details-unavailable", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("temporarily_unavailable"),
                oauthError: "temporarily_unavailable", aadsts: [90006], httpStatus: 503,
                correlationId: "7d3c1e52-4a90-4b6f-9e21-0c8d5f6a7b13", action: .retryOnce5xx),
        ]),
        Case(file: "dotnet-log-scrubbed-details-inner", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("managed_identity_request_failed"),
                codeName: "ManagedIdentityRequestFailed", correlationId: "0f1e2d3c-5b4a-4c69-8877-a6b5c4d3e2f1",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "System.Net.Http.HttpRequestException")],
                action: .noNetwork),
        ]),
        Case(file: "dotnet-log-oneline-ui-required", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", httpStatus: 400,
                correlationId: "97396733-3aa0-5b9c-90ae-ecf67ef6013a"),
        ]),
        Case(file: "dotnet-log-oneline-invalid-client", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_client"),
                codeName: "InvalidClient", oauthError: "invalid_client", httpStatus: 401,
                correlationId: "fbdfa2d0-0175-5706-a5e8-1dffe28d8323"),
        ]),
        Case(file: "dotnet-log-oneline-client-user-null", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", correlationId: "2699c8bc-b8a1-5aaf-bd4f-a186c1fb90ee",
                classification: "AcquireTokenSilentFailed"),  // MSAL.NET's for the code; the log leaves it out
        ]),
        Case(file: "dotnet-log-oneline-service-unavailable", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                code: .text("service_not_available"), codeName: "ServiceNotAvailable",
                httpStatus: 503, correlationId: "4216b6e5-17ff-578c-b230-eced7b3bfa0a"),
        ]),
        Case(file: "dotnet-crlf-ui-required-basic-action", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [50079], httpStatus: 400,
                correlationId: "8fb9978e-b594-5ddb-b45e-b85aff919aa7",
                traceId: "0fd41e54-6ac4-5d27-8584-bab3474bdba9", classification: "BasicAction",
                descriptionPrefix: "AADSTS50079: Due to a configuration change"),
        ]),
        Case(file: "dotnet-crlf-consent-required", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", subError: "consent_required", aadsts: [65001],
                httpStatus: 400, correlationId: "7390b633-31fd-5a82-b9b1-27a05780314b",
                traceId: "1aeb121b-a7bd-5706-9dcc-786ba9ccb61b", classification: "ConsentRequired",
                descriptionPrefix: "AADSTS65001: The user or administrator has not consented"),
        ]),
        Case(file: "dotnet-crlf-password-expired", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [50055], httpStatus: 400,
                correlationId: "16203230-6730-519b-8d55-92adde352fe0",
                traceId: "10bf964b-40ee-5a43-9361-4f5bb8159c45",
                classification: "UserPasswordExpired",
                descriptionPrefix: "AADSTS50055: The password is expired."),
        ]),
        Case(file: "dotnet-crlf-message-only", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [50105], httpStatus: 400,
                correlationId: "36b21423-9453-52d9-910e-c7882ad3e5d2",
                traceId: "61773e7d-4231-519e-806c-c56aba3a1081", classification: "MessageOnly",
                descriptionPrefix: "AADSTS50105: Your administrator has configured"),
        ]),
        Case(file: "dotnet-aspnet-console-logger", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", aadsts: [65001],
                correlationId: "97958a78-9600-5656-93f2-50cdc79e813d",
                traceId: "1deac0be-fc79-5046-99c2-5f53608c4d42",
                descriptionPrefix: "AADSTS65001: The user or administrator has not consented"),
        ]),
        Case(file: "dotnet-serilog-tostring-user-null", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", descriptionPrefix: "No account or login hint was passed"),
        ]),
        Case(file: "dotnet-nlog-pipe-invalid-grant", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", aadsts: [50173],
                correlationId: "1f896132-add9-5441-a750-02b21b55a239",
                traceId: "2b99ac34-251c-5dd0-8d64-0a0a7fb7e435",
                descriptionPrefix: "AADSTS50173: The provided grant has expired"),
        ]),
        Case(file: "dotnet-tostring-invalid-client-body", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_client"),
                codeName: "InvalidClient", oauthError: "invalid_client", aadsts: [7000222],
                httpStatus: 401, correlationId: "23fa45ba-63ff-58c0-a7d5-d21e2c4d93f5",
                traceId: "81ab7910-ef43-5365-bbae-bbaa11ad3290",
                descriptionPrefix: "AADSTS7000222: The provided client secret keys"),
        ]),
        Case(file: "dotnet-log-unknown-user-iwa", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException", code: .text("unknown_user"),
                codeName: "UnknownUser", correlationId: "6ca0cfbf-0fe3-5074-9235-ccf2e2bb8056"),
        ]),
        Case(file: "dotnet-log-managed-user-iwa", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException",
                code: .text("integrated_windows_auth_not_supported_managed_user"),
                codeName: "IntegratedWindowsAuthNotSupportedForManagedUser",
                correlationId: "33ddf995-c4a2-53c2-a456-646d1fb1ccc6"),
        ]),
        Case(file: "dotnet-log-throttled-retry-after", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalThrottledServiceException",
                code: .text("request_throttled"), codeName: "RequestThrottled", aadsts: [90055],
                httpStatus: 429, retryAfterSeconds: 120,
                correlationId: "20550a59-0079-5337-9708-66632382e96f",
                traceId: "629ab1cf-76a7-5b35-823d-d7358825fd91", descriptionPrefix: "AADSTS90055"),
        ]),
        Case(file: "dotnet-log-network-unavailable", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException",
                code: .text("network_not_available"), codeName: "NetworkNotAvailableError",
                descriptionPrefix: "No connection to the Internet."),
        ]),
        Case(file: "dotnet-two-log-lines", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", httpStatus: 400,
                correlationId: "ca6d48a2-d898-5dec-a7e8-77c6a7afe1d3"),
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_scope"),
                oauthError: "invalid_scope", httpStatus: 400,
                correlationId: "6c67bd06-bec7-5035-b5e4-b3e090d536f4"),
        ]),
        Case(file: "dotnet-log-desktop-heading-authentication-canceled", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException",
                code: .text("authentication_canceled"), codeName: "AuthenticationCanceledError",
                correlationId: "1b781960-117f-5f0c-824c-2bcfeddb00e7"),
        ]),
        Case(file: "dotnet-log-no-tokens-found", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("no_tokens_found"), codeName: "NoTokensFoundError",
                correlationId: "a15e709c-039e-552d-b327-c4f73ac2f2a3", classification: "AcquireTokenSilentFailed"),
        ]),
        Case(file: "dotnet-crlf-prompt-never-failed", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("invalid_grant"), codeName: "InvalidGrantError",
                oauthError: "invalid_grant", aadsts: [50058], httpStatus: 400,
                correlationId: "d09ec9c8-9481-52b7-9b85-d23b30343704",
                traceId: "ac9c37a3-9704-5c0b-bb7f-a05309232ee8",
                classification: "PromptNeverFailed", descriptionPrefix: "AADSTS50058"),
        ]),
        Case(file: "dotnet-app-insights-message", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                code: .text("unauthorized_client"), codeName: "UnauthorizedClient",
                oauthError: "unauthorized_client", aadsts: [700016], httpStatus: 400,
                correlationId: "ce08cc9a-e657-545e-9fa7-b8c75a25b5c6",
                traceId: "75f6dc0c-7c43-590e-8bd6-ed06491aeaf7", descriptionPrefix: "AADSTS700016"),
        ]),
        // Offline: MSAL.NET lets the HttpClient exception through; .NET writes the socket error's number.
        Case(file: "dotnet-offline-http-request-socket", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "System.Net.Http.HttpRequestException",
                descriptionPrefix: "No such host is known. (login.microsoftonline.com:443)",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "System.Net.Sockets.SocketException",
                    descriptionPrefix: "No such host is known.", action: .noNetwork)],
                action: .noNetwork),
        ]),
        Case(file: "dotnet-service-exception-sending-request", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                descriptionPrefix: "An error occurred sending the request.",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "System.Net.Http.HttpRequestException",
                    descriptionPrefix: "No such host is known.", action: .noNetwork)],
                action: .noNetwork),
        ]),
        // A timeout MSAL.NET retried once: MsalServiceException request_timeout.
        Case(file: "dotnet-request-timeout", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("request_timeout"),
                codeName: "RequestTimeout", descriptionPrefix: "Request to the endpoint timed out.",
                action: .noNetwork),
        ]),
    ]
}
