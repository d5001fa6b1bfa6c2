import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let javaCases: [Case] = [
        Case(file: "java-execution-invalid-client", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.util.concurrent.ExecutionException", aadsts: [7000215],
                correlationId: "1505f481-6a64-531b-bb38-ebdcfbf08d52",
                traceId: "71f138cc-8544-596e-8689-14555376cc69",
                descriptionPrefix: "AADSTS7000215: Invalid client secret provided.",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "MsalServiceException", aadsts: [7000215],
                    correlationId: "1505f481-6a64-531b-bb38-ebdcfbf08d52",
                    traceId: "71f138cc-8544-596e-8689-14555376cc69",
                    descriptionPrefix: "AADSTS7000215")]),
        ]),
        Case(file: "java-completion-interaction-required", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.util.concurrent.CompletionException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [50076],
                correlationId: "853b5ff2-083a-5fdb-873d-8d20e633d740",
                traceId: "1bc53cfb-3f16-5b64-aaed-d5c1cc49aba8",
                descriptionPrefix: "AADSTS50076: Due to a configuration change",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "MsalInteractionRequiredException",
                    code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50076],
                    correlationId: "853b5ff2-083a-5fdb-873d-8d20e633d740",
                    traceId: "1bc53cfb-3f16-5b64-aaed-d5c1cc49aba8",
                    descriptionPrefix: "AADSTS50076")]),
        ]),
        Case(file: "java-log4j-cache-miss", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("cache_miss"),
                descriptionPrefix: "Token not found in the cache"),
        ]),
        Case(file: "java-throttling", expected: [
            // The sentence names the code (throttled_request) and the wait (4873 ms, rounded up).
            ExpectedDiagnosis(platform: .java, domain: "MsalThrottlingException", code: .text("throttled_request"),
                retryAfterSeconds: 5,
                descriptionPrefix: "Request was throttled according to instructions from STS."),
        ]),
        Case(file: "java-slf4j-token-provider-logged-code", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                code: .text("Invalid_TokenProviderResult_Input"),
                descriptionPrefix: "Token provider returned an invalid result"),
        ]),
        Case(file: "java-slf4j-invalid-grant-logged-code", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalInteractionRequiredException",
                code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50173],
                correlationId: "6bcc2705-b194-556b-86f2-00524472cbac",
                traceId: "e15d41d2-f93b-522f-a8c0-20dbee6cd246",
                descriptionPrefix: "AADSTS50173: The provided grant has expired"),
        ]),
        Case(file: "java-device-code-expired", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("code_expired"),
                descriptionPrefix: "Expired Device code"),
        ]),
        Case(file: "java-io-failure", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                descriptionPrefix: "java.net.UnknownHostException: login.microsoftonline.com",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "java.net.UnknownHostException",
                    descriptionPrefix: "login.microsoftonline.com", action: .noNetwork)],
                action: .noNetwork),
        ]),
        Case(file: "java-unknown-service-502", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalServiceException",
                descriptionPrefix: "Unknown Service Exception. Service returned status code 502"),
        ]),
        Case(file: "java-missing-broker", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("missing_broker"),
                descriptionPrefix: "Broker implementation missing"),
        ]),
        Case(file: "java-managed-identity-swapped", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                code: .text("resource_required_managed_identity"), codeName: "RESOURCE_REQUIRED_MANAGED_IDENTITY",
                descriptionPrefix: "resource_required_managed_identity"),
        ]),
        Case(file: "java-interaction-required-reason-logged", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalInteractionRequiredException",
                code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50079],
                correlationId: "081c542c-bc6e-551a-9e40-93f99a3cb736",
                traceId: "7806ed26-e198-5c3a-b838-159d265ba7e4", descriptionPrefix: "AADSTS50079"),
        ]),
        Case(file: "java-kotlin-completion-ui", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("cache_miss"),
                descriptionPrefix: "Token not found in the cache", action: .interactiveAuth),
        ]),
        // No network: msal4j's HttpHelper wraps the I/O failure as MsalClientException(Throwable), whose
        // message is the cause's toString(); the cause is the diagnosis's underlying error.
        Case(file: "java-offline-completion-chain", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.util.concurrent.CompletionException",
                descriptionPrefix: "java.net.UnknownHostException: login.microsoftonline.com",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                    descriptionPrefix: "java.net.UnknownHostException: login.microsoftonline.com",
                    underlying: [ExpectedDiagnosis(platform: .java, domain: "java.net.UnknownHostException",
                        descriptionPrefix: "login.microsoftonline.com", action: .noNetwork)],
                    action: .noNetwork)],
                action: .noNetwork),
        ]),
        Case(file: "java-socket-timeout-logged", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                descriptionPrefix: "java.net.SocketTimeoutException: connect timed out",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "java.net.SocketTimeoutException",
                    descriptionPrefix: "connect timed out", action: .noNetwork)],
                action: .noNetwork),
        ]),
        Case(file: "java-execution-connect-refused", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.util.concurrent.ExecutionException",
                descriptionPrefix: "java.net.ConnectException: Connection refused",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                    descriptionPrefix: "java.net.ConnectException: Connection refused",
                    underlying: [ExpectedDiagnosis(platform: .java, domain: "java.net.ConnectException",
                        descriptionPrefix: "Connection refused", action: .noNetwork)],
                    action: .noNetwork)],
                action: .noNetwork),
        ]),
        // AcquireTokenSilentSupplier's fixed NO_TOKEN_IN_CACHE message is the code cache_miss, logged or not.
        Case(file: "java-cache-miss-message", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("cache_miss"),
                descriptionPrefix: "Token not found in the cache", action: .interactiveAuth),
        ]),
        // The code the app logged on the line right after the exception's line.
        Case(file: "java-slf4j-cache-miss-code-after", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("cache_miss"),
                descriptionPrefix: "Token not found in the cache", action: .interactiveAuth),
        ]),
        Case(file: "java-slf4j-missing-broker-code-after", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("missing_broker"),
                descriptionPrefix: "Broker implementation missing", action: .fixAppConfiguration),
        ]),
        // A line after an error that comes right before the next error, or starts it, is that error's:
        // the first and third errors take no code from it.
        Case(file: "java-log-code-after-not-lent", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("missing_broker"),
                descriptionPrefix: "Broker implementation missing", action: .fixAppConfiguration),
            ExpectedDiagnosis(platform: .java, domain: "MsalInteractionRequiredException",
                code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50173],
                descriptionPrefix: "AADSTS50173: The provided grant has expired", action: .interactiveAuth),
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("missing_broker"),
                descriptionPrefix: "Broker implementation missing", action: .fixAppConfiguration),
            ExpectedDiagnosis(platform: .java, domain: "MsalServiceException",
                code: .text("invalid_client"), oauthError: "invalid_client", aadsts: [700016],
                descriptionPrefix: "AADSTS700016: Application with identifier", action: .fixAppConfiguration),
        ]),
        // The line after holds an error of another shape (an AADSTS line): it lends no code either.
        Case(file: "java-log-code-after-other-shape", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("missing_broker"),
                descriptionPrefix: "Broker implementation missing", action: .fixAppConfiguration),
            // `invalid_grant: AADSTS50173` names the OAuth error in front of the code.
            ExpectedDiagnosis(oauthError: "invalid_grant", aadsts: [50173], descriptionPrefix: "2026-11-24 09:40:01.250 ERROR",
                action: .interactiveAuth),
        ]),
    ]
}
