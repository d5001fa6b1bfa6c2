import MSALErrorModel

// Corpus texts written for issue 25 §5 in the shapes the field guide (real-error-shapes.md) names,
// spread over the platforms and the wrappers people paste from: Azure CLI and PowerShell,
// azidentity, Microsoft.Identity.Web, msal-angular/react, Flutter/React Native, VS Code, Teams
// Toolkit. Each text is our own; many carry a catalog value where only the backstop finds it.

extension CorpusTests {
    static let fieldShapeCases: [Case] = [
        Case(file: "apple-ns-print-after-app-sentence-cancel", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", correlationId: "E3E86B75-B74D-4666-9864-1BE121DCFA45",
                descriptionPrefix: "User cancelled the authorization session", numbering: .current,
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "apple-ns-print-keychain-entitlement-status", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-34018),
                codeName: "errSecMissingEntitlement",
                descriptionPrefix: "2031-03-04 08:15:22.101 Woodgrove[812:99", action: .fixAppConfiguration),
        ]),
        Case(file: "apple-ns-print-protection-policy", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50004),
                codeName: "MSALErrorServerProtectionPoliciesRequired", oauthError: "unauthorized_client",
                subError: "protection_policy_required",
                correlationId: "3F796F49-81DA-4F7E-8C9A-161F79423D07",
                descriptionPrefix: "App protection policy required.", numbering: .current,
                action: .intuneRemediation),
        ]),
        Case(file: "apple-objc-log-msal-domain-tuple", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", correlationId: "DD27D582-060B-4784-8D29-816EEBB3DC72",
                numbering: .current, action: .interactiveAuth),
        ]),
        Case(file: "apple-objc-log-msid-code-description", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSIDErrorDomain", code: .number(-51115),
                codeName: "MSIDErrorInteractionRequired",
                descriptionPrefix: "acquireTokenSilent error code -51115, de", action: .interactiveAuth),
        ]),
        Case(file: "apple-macos-broker-log-nserror", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50000),
                codeName: "MSALErrorInternal", internalSubCode: -42700,
                internalSubCodeName: "MSALInternalErrorBrokerResponseNotReceived",
                descriptionPrefix: "Broker response not received.", numbering: .current,
                action: .genericMessageInternal),
        ]),
        Case(file: "apple-flutter-dart-user-cancel", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current, action: .userCanceledOptionalRetry),
        ]),
        Case(file: "apple-rn-bridge-nserror", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant",
                subError: "basic_action", aadsts: [50076],
                descriptionPrefix: "AADSTS50076: Multi-factor authentication", numbering: .current,
                action: .interactiveAuth),
        ]),
        Case(file: "apple-localized-msid-tuple", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSIDErrorDomain", code: .number(-51440),
                codeName: "MSIDErrorAuthorizationFailed",
                descriptionPrefix: "Keychain sync stopped: error code -51440", action: .genericMessageInternal),
        ]),
        Case(file: "apple-swift-optional-intune-text", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50004),
                codeName: "MSALErrorServerProtectionPoliciesRequired", numbering: .current,
                action: .intuneRemediation),
        ]),
        Case(file: "apple-nsurl-tuple-offline", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1009),
                codeName: "NSURLErrorNotConnectedToInternet", action: .noNetwork),
        ]),
        Case(file: "dotnet-tostring-tab-errorcode-devicecode", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("code_expired"),
                codeName: "CodeExpired", aadsts: [70020],
                correlationId: "545ca4d3-59cf-4aa3-bc53-92759b1bfb89",
                traceId: "cf86a40b-1be4-4736-905d-5eccd2bbe601",
                descriptionPrefix: "AADSTS70020: The device code has expired", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-vs-output-first-chance-ui-required", expected: [
            // The message is the line after Visual Studio's header, and names its code (`user_null`).
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                descriptionPrefix: "No account or login hint was passed to t", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-vs-helper-client-exception", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException", code: .text("missing_entitlements"),
                codeName: "MissingEntitlements",
                descriptionPrefix: "The application does not have keychain a", action: .fixAppConfiguration),
        ]),
        Case(file: "dotnet-appcenter-report-canceled", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException", code: .text("authentication_canceled"),
                descriptionPrefix: "User canceled authentication.",
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "dotnet-log-pii-off-exception-type", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("unauthorized_client"),
                codeName: "UnauthorizedClient", oauthError: "unauthorized_client",
                correlationId: "c579dc8c-a36f-4f35-8042-2b4f4674e974", action: .fixAppConfiguration),
        ]),
        Case(file: "dotnet-log-serilog-bag-no-account", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("no_account_for_login_hint"), codeName: "NoAccountForLoginHint",
                correlationId: "ecf776ef-5675-4ac4-a764-e8ecfcf0f3ca",
                classification: "AcquireTokenSilentFailed", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-log-msal-error-bracket-mi", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                code: .text("managed_identity_unreachable_network"),
                codeName: "ManagedIdentityUnreachableNetwork", action: .noNetwork),
        ]),
        Case(file: "dotnet-azure-identity-inner-errorcode", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "AuthenticationFailedException", code: .text("invalid_client"),
                oauthError: "invalid_client", aadsts: [7000222],
                correlationId: "3649823b-8187-4475-9f81-b06041c2ad56", traceId: "65d98bfd-ede2-4d07-b7e5-08bef5f37901",
                descriptionPrefix: "ClientSecretCredential authentication fa",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_client"),
                    codeName: "InvalidClient", oauthError: "invalid_client", aadsts: [7000222],
                    correlationId: "3649823b-8187-4475-9f81-b06041c2ad56",
                    traceId: "65d98bfd-ede2-4d07-b7e5-08bef5f37901",
                    descriptionPrefix: "AADSTS7000222: The provided client secre")],
                action: .fixAppConfiguration),
        ]),
        Case(file: "dotnet-azure-identity-managed-identity-brace", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "AuthenticationFailedException",
                code: .text("managed_identity_request_failed"), correlationId: "1f08e6c8-7e89-4db2-b46d-b41ee9e86b76",
                descriptionPrefix: "ManagedIdentityCredential authentication",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                    code: .text("managed_identity_request_failed"), codeName: "ManagedIdentityRequestFailed")],
                action: .genericMessageInternal),
        ]),
        Case(file: "dotnet-powershell5-error-record", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalException", code: .text("authentication_canceled"),
                codeName: "AuthenticationCanceledError",
                descriptionPrefix: "ErrorCode: authentication_canceled", action: .userCanceledOptionalRetry),
        ]),
        Case(file: "dotnet-powershell7-gutter-aadsts", expected: [
            // The view's wrapped message read as one line; only a cmdlet (MSAL.NET) prints the view.
            ExpectedDiagnosis(platform: .dotnet, aadsts: [50020],
                descriptionPrefix: "AADSTS50020: User account 'k***@fabrikam.com' from identity provider 'live.com' does not",
                action: .genericMessageInternal),
        ]),
        Case(file: "dotnet-powershell-get-error-message", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_grant"),
                codeName: "InvalidGrantError", oauthError: "invalid_grant", aadsts: [50173],
                action: .interactiveAuth),
        ]),
        Case(file: "dotnet-identity-web-challenge-logger", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", correlationId: "2ede01da-a1f8-4653-bb93-f9b3b9b97ea6",
                classification: "AcquireTokenSilentFailed", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-identity-web-microsoft-identity-web-exception", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", descriptionPrefix: "No account or login hint was passed to t",
                action: .interactiveAuth),
        ]),
        Case(file: "dotnet-maui-android-broker-io-error", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("io_error"),
                action: .noNetwork),
        ]),
        Case(file: "dotnet-wam-broker-status-lines", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973645, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614476, action: .unknown),
        ]),
        Case(file: "dotnet-event-viewer-unhandled-client", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException", code: .text("window_handle_required"),
                descriptionPrefix: "Window handle required. ErrorCode: windo", action: .genericMessageInternal),
        ]),
        Case(file: "dotnet-error-code-line-plain", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("multiple_accounts_for_login_hint"), codeName: "MultipleAccountsForLoginHint",
                classification: "AcquireTokenSilentFailed",
                descriptionPrefix: "token provider returned: Error Code: mul", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-flattened-one-line", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("invalid_request"),
                codeName: "InvalidRequest", oauthError: "invalid_request", aadsts: [900144],
                correlationId: "290c4a40-ae2f-49b9-912c-c86fd18c05b5",
                traceId: "ebcbf37c-2c85-481f-a0a7-4c9e05a84b00",
                descriptionPrefix: "ErrorCode: invalid_request Microsoft.Ide", action: .fixAppConfiguration),
        ]),
        Case(file: "dotnet-function-host-log-throttled", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalThrottledServiceException",
                code: .text("request_throttled"), codeName: "RequestThrottled",
                descriptionPrefix: "Request was throttled. ErrorCode: reques", action: .retryAfterDelay),
        ]),
        Case(file: "dotnet-exception-type-only-header", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClaimsChallengeException", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-azure-cli-like-ps-credential-unavailable", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "CredentialUnavailableException", code: .text("no_tokens_found"),
                descriptionPrefix: "SharedTokenCacheCredential authenticatio",
                underlying: [ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("no_tokens_found"),
                    codeName: "NoTokensFoundError")],
                action: .interactiveAuth),
        ]),
        Case(file: "dotnet-teams-toolkit-sso-error", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                codeName: "InvalidGrantError", oauthError: "invalid_grant", aadsts: [65001],
                descriptionPrefix: "AADSTS65001: The user or administrator h", action: .interactiveAuth),
        ]),
        Case(file: "dotnet-wam-mixed-json-status", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalException", code: .text("authentication_canceled"),
                codeName: "AuthenticationCanceledError",
                descriptionPrefix: "{\"Status\":\"UserCanceled\",\"ErrorCode\":\"au",
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "dotnet-additional-info-ui-required", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", aadsts: [50079],
                descriptionPrefix: "Additional information: AADSTS50079: Due",
                action: .interactiveAuth),
        ]),
        Case(file: "js-safari-unhandled-rejection-popup", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("popup_window_error"),
                codeName: "popupWindowError", descriptionPrefix: "Error opening popup window. This can hap",
                action: .interactiveAuth),
        ]),
        Case(file: "js-react-console-no-account", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("no_tokens_found"),
                codeName: "noTokensFound", descriptionPrefix: "No refresh token found in the cache. Ple",
                action: .interactiveAuth),
        ]),
        Case(file: "js-node-crash-errorcode-object", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("device_code_expired"),
                codeName: "deviceCodeExpired", descriptionPrefix: "Device code is expired.",
                action: .interactiveAuth),
        ]),
        Case(file: "js-cli-cross-mark-no-class", expected: [
            // MSAL.js's and MSAL Android's code, with nothing to say whose.
            ExpectedDiagnosis(code: .text("user_cancelled"), descriptionPrefix: "❌ Authentication failed: user_cancelled:",
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "js-msal1-description-only", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError",
                descriptionPrefix: "client.js?3a1f:45 ClientAuthError: Token", action: .genericMessageInternal),
        ]),
        Case(file: "js-msal0-pipe", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("acquiretoken_progress_error"),
                codeName: "acquireTokenProgressError",
                descriptionPrefix: "acquiretoken_progress_error|Token acquis", action: .fixAppConfiguration),
        ]),
        Case(file: "js-servererror-v1-errno", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_grant"),
                codeName: "invalid_grant", oauthError: "invalid_grant", aadsts: [70008],
                correlationId: "678b1629-b26c-4829-bf61-1b449f93bc30",
                traceId: "08f0a75e-f4f2-45f1-b83d-a10cca8d5300",
                descriptionPrefix: "70008 - [2031-09-10 11:12:13Z]: AADSTS70", action: .interactiveAuth),
        ]),
        Case(file: "js-node-servererror-errors-block", expected: [
            // msal-common's `<error>: Error(s): …` message, behind Azure Identity's class: MSAL.js's.
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_grant"), oauthError: "invalid_grant",
                aadsts: [50173], correlationId: "1bd4d0c9-93a3-4ff8-924a-694983b1461a",
                traceId: "c2e517ca-93e3-48e9-933a-2feee95c8f00",
                descriptionPrefix: "AuthenticationRequiredError: invalid_gra", action: .interactiveAuth),
        ]),
        Case(file: "js-node-network-error-status-401", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("network_error"),
                codeName: "networkError", httpStatus: 401, descriptionPrefix: "Network request failed. Please check the",
                action: .fixAppConfiguration),
        ]),
        Case(file: "js-vscode-logger-error-line", expected: [
            // MSAL.js's `[<time> GMT] : [<correlation id>] : @azure/msal-node@…` prefix names the request.
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("no_tokens_found"),
                codeName: "noTokensFound", correlationId: "d866ef0b-062f-4198-b581-392f9b1d7a96",
                descriptionPrefix: "2031-10-11 12:13:14.567 [error] [Sat, 11",
                action: .interactiveAuth),
        ]),
        Case(file: "js-eventmessage-json", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("login_required"),
                codeName: "loginRequired", oauthError: "login_required", aadsts: [50058],
                correlationId: "23afaf69-5533-4007-9050-7fc01230a5f1",
                descriptionPrefix: "AADSTS50058: A silent sign-in request wa", action: .interactiveAuth),
        ]),
        Case(file: "js-app-event-line-name-only", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError",
                descriptionPrefix: "acquireTokenFailure - Token acquisition ", action: .genericMessageInternal),
        ]),
        Case(file: "js-teams-toolkit-nested-app-auth", expected: [
            ExpectedDiagnosis(platform: .js, domain: "NestedAppAuthError",
                code: .text("nested_app_auth_bridge_disabled"), codeName: "nestedAppAuthBridgeDisabled",
                descriptionPrefix: "Nested app auth bridge is not available ", action: .fixAppConfiguration),
        ]),
        Case(file: "js-msal-react-use-msal-hook", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("block_nested_popups"),
                codeName: "blockNestedPopups", descriptionPrefix: "Request was blocked inside a popup becau",
                action: .fixAppConfiguration),
        ]),
        Case(file: "js-angular-guard-console-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("consent_required"),
                codeName: "consentRequired", oauthError: "consent_required", aadsts: [65001],
                descriptionPrefix: "AADSTS65001: The user or administrator h", action: .interactiveAuth),
        ]),
        Case(file: "js-node-inspect-no-account-silent", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("no_account_in_silent_request"),
                codeName: "noAccountInSilentRequest",
                descriptionPrefix: "Please pass an account object, silent fl", action: .interactiveAuth),
        ]),
        Case(file: "js-node-util-inspect-errorcode-only", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientConfigurationError",
                code: .text("invalid_client_credential"), codeName: "invalidClientCredential",
                descriptionPrefix: "Client credential (secret, certificate, ", action: .fixAppConfiguration),
        ]),
        Case(file: "js-vitest-prefix-config-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientConfigurationError", code: .text("untrusted_authority"),
                codeName: "untrustedAuthority",
                descriptionPrefix: "The provided authority is not a trusted ", action: .fixAppConfiguration),
        ]),
        Case(file: "js-msal-browser-logger-native-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "PlatformBrokerError", code: .text("ContentError"),
                codeName: "contentError", correlationId: "9d1d6fed-5051-4953-bfb0-b0379aae265b",
                descriptionPrefix: "Problem with the native extension respon",
                action: .unknown),
        ]),
        Case(file: "js-code-only-error-label", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("hash_empty_error"),
                codeName: "hashEmptyError", descriptionPrefix: "login failed, Error: hash_empty_error: H",
                action: .genericMessageInternal),
        ]),
        Case(file: "js-json-errorcode-field-only", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("user_cancelled"),
                codeName: "userCancelled", action: .userCanceledOptionalRetry),
        ]),
        Case(file: "js-node-managed-identity-unavailable", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ManagedIdentityError", code: .text("unable_to_create_source"),
                descriptionPrefix: "Unable to create a Managed Identity sour", action: .unknown),
        ]),
        Case(file: "js-servererror-class-and-trailer-lines", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ServerError", code: .text("invalid_client"),
                codeName: "invalid_client", oauthError: "invalid_client", aadsts: [7000215],
                correlationId: "6a561ff3-2b07-47a2-a590-e6dac77621da",
                traceId: "089dc2db-a344-4803-ba55-5d3ee5982500",
                descriptionPrefix: "AADSTS7000215: Invalid client secret pro", action: .fixAppConfiguration),
        ]),
        Case(file: "js-vscode-account-channel-warning-then-error", expected: [
            ExpectedDiagnosis(oauthError: "interaction_required", aadsts: [160021],
                descriptionPrefix: "2031-11-03 09:00:03.250 [error] [Microso",
                action: .interactiveAuth),
        ]),
        Case(file: "js-teams-toolkit-cli-code", expected: [
            ExpectedDiagnosis(code: .text("user_cancelled"), descriptionPrefix: "(×) Error: M365.LoginFailure: Cannot get",
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "js-react-native-msal-error-code", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("timed_out"), codeName: "timedOut",
                descriptionPrefix: "The request timed out.]", action: .interactiveAuth),
        ]),
        Case(file: "python-chained-oidc-discovery", expected: [
            ExpectedDiagnosis(code: .text("invalid_tenant"), oauthError: "invalid_tenant", aadsts: [90002],
                correlationId: "4caa168a-6118-4ec2-9ab8-8c0e392bc9c1",
                traceId: "875a5210-8eda-485f-bc7b-610093491701",
                descriptionPrefix: "AADSTS90002: Tenant 'woodgrov' not found", action: .fixAppConfiguration),
        ]),
        // azure-core's `(code) message` then `Code:` and `Message:` lines: one error.
        Case(file: "python-azure-core-code-message-lines", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [7000215], correlationId: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
                traceId: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
                descriptionPrefix: "azure.core.exceptions.ClientAuthenticationError: Authentication failed:",
                action: .fixAppConfiguration),
        ]),
        Case(file: "python-azure-identity-entra-error", expected: [
            ExpectedDiagnosis(oauthError: "invalid_client", aadsts: [7000222],
                descriptionPrefix: "ClientSecretCredential.get_token failed:", action: .fixAppConfiguration),
        ]),
        Case(file: "python-msal-logger-refresh-failed", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [50173], correlationId: "4e793e07-0ab8-4319-a6c0-80ec7d1bde45",
                descriptionPrefix: "DEBUG:msal.application:Refresh failed. i", action: .interactiveAuth),
        ]),
        Case(file: "python-azcli-wam-result", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"), oauthError: "invalid_grant",
                subError: "basic_action", aadsts: [50076],
                descriptionPrefix: "Authentication failed against tenant 274", brokerErrorCode: 3399614476,
                brokerStatus: "InteractionRequired", action: .interactiveAuth),
        ]),
        Case(file: "python-azcli-error-aadsts-relogin", expected: [
            ExpectedDiagnosis(platform: .python, aadsts: [70043], descriptionPrefix: "ERROR: AADSTS70043: The refresh token ha",
                action: .interactiveAuth),
        ]),
        Case(file: "python-rich-box-message", expected: [
            ExpectedDiagnosis(aadsts: [50126], descriptionPrefix: "│ │  message = \"Authentication failed: A",
                action: .interactiveAuth),
        ]),
        Case(file: "python-result-dict-device-flow-pending", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("authorization_pending"), oauthError: "authorization_pending", aadsts: [70016],
                correlationId: "ba1ff63c-302e-453f-9655-52887d7f1144",
                descriptionPrefix: "AADSTS70016: OAuth 2.0 device flow error", action: .interactiveAuth),
        ]),
        Case(file: "python-repr-exception-type-label", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", action: .retryOnce5xx),
        ]),
        Case(file: "python-broker-redirect-uri-error", expected: [
            ExpectedDiagnosis(platform: .python, domain: "msal.broker.RedirectUriError",
                descriptionPrefix: "msal.broker.RedirectUriError: Your app's", action: .fixAppConfiguration),
        ]),
        Case(file: "python-browser-timeout-error", expected: [
            ExpectedDiagnosis(platform: .python, domain: "msal.oauth2cli.oauth2.BrowserInteractionTimeoutError",
                descriptionPrefix: "RuntimeError: msal.oauth2cli.oauth2.Brow", action: .interactiveAuth),
        ]),
        Case(file: "python-logging-json-error-code", expected: [
            ExpectedDiagnosis(code: .text("invalid_scope"), oauthError: "invalid_scope",
                aadsts: [70011], descriptionPrefix: "AADSTS70011: The provided value for the ",
                action: .fixAppConfiguration),
        ]),
        Case(file: "python-error-code-label-user-null", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("interaction_required"), oauthError: "interaction_required", action: .interactiveAuth),
        ]),
        Case(file: "python-b2c-nesting", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("access_denied"), oauthError: "access_denied", b2cCodes: [90091],
                correlationId: "242ae96a-b3da-4355-8a14-bedd6b8b4d34",
                descriptionPrefix: "AADB2C90091: The user has cancelled ente",
                action: .userCanceledOptionalRetry),
        ]),
        Case(file: "android-fq-ui-required-b2c", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException", b2cCodes: [90077],
                correlationId: "ab90dfd6-baf6-43cc-9f0f-8d6921a2acd0",
                descriptionPrefix: "AADB2C90077: User does not have an exist", action: .interactiveAuth),
        ]),
        Case(file: "android-fq-client-no-current-account", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("no_current_account"),
                descriptionPrefix: "There is no signed in account. errorCode", action: .interactiveAuth),
        ]),
        Case(file: "android-log-2024-correlation", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("broker_app_verification_failed"), codeName: "BROKER_VERIFICATION_FAILED_ERROR",
                correlationId: "c0590bd4-8f5e-479a-b3a6-535eb115af09",
                descriptionPrefix: "2032-02-15 10:11:12.345  4321-4400  Brok", action: .genericMessageInternal),
        ]),
        Case(file: "android-bare-sentence-authority", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("unknown_authority"),
                codeName: "UNKNOWN_AUTHORITY", descriptionPrefix: "Authority validation failed. errorCode: ",
                action: .fixAppConfiguration),
        ]),
        Case(file: "android-flutter-msal-client-exception", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("no_account_found"),
                codeName: "NO_ACCOUNT_FOUND", descriptionPrefix: "E/flutter (12345): Sign-in failed => Msa",
                action: .genericMessageInternal),
        ]),
        Case(file: "android-flutter-service-error-semicolon", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException", code: .text("invalid_request"),
                codeName: "INVALID_REQUEST", oauthError: "invalid_request", aadsts: [900144],
                descriptionPrefix: "Sign-in failed => MsalServiceException {",
                action: .fixAppConfiguration),
        ]),
        Case(file: "android-caused-by-argument", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("illegal_argument_exception"), codeName: "ILLEGAL_ARGUMENT_ERROR_CODE",
                descriptionPrefix: "An error occurred while creating the cli",
                underlying: [ExpectedDiagnosis(platform: .android, domain: "ArgumentException", code: .text("illegal_argument_exception"),
                    
                    descriptionPrefix: "The scopes parameter must not be empty. ")],
                action: .fixAppConfiguration),
        ]),
        Case(file: "android-logcat-user-cancel-code-label", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("auth_cancelled_by_sdk"),
                codeName: "SDK_AUTH_CANCEL", descriptionPrefix: "11-23 10:15:02.433  4321  4377 E MSAL   ",
                action: .fixAppConfiguration),
        ]),
        Case(file: "android-kotlin-when-error-code", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException",
                code: .text("device_network_not_available"), codeName: "DEVICE_NETWORK_NOT_AVAILABLE",
                descriptionPrefix: "E/AuthRepo: token failed [code=[redacted", action: .noNetwork),
        ]),
        Case(file: "android-declined-scope-fq", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalDeclinedScopeException",
                descriptionPrefix: "Some or all requested scopes have been d", action: .retryWithGrantedScopes),
        ]),
        Case(file: "android-broker-account-mismatch-code", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("current_account_mismatch"),
                codeName: "CURRENT_ACCOUNT_MISMATCH",
                descriptionPrefix: "E/MSAL: Interactive request failed. erro", action: .interactiveAuth),
        ]),
        Case(file: "java-spring-supplier-failed", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalServiceException", aadsts: [700027],
                correlationId: "a9e80a11-8bab-4422-bb4b-5e0aa09d63de",
                descriptionPrefix: "AADSTS700027: Client assertion contains ", action: .fixAppConfiguration),
        ]),
        Case(file: "java-execution-exception-wrapper", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.util.concurrent.ExecutionException", code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [50076],
                descriptionPrefix: "AADSTS50076: Due to a configuration chan",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "MsalInteractionRequiredException",
                    code: .text("invalid_grant"), oauthError: "invalid_grant", aadsts: [50076],
                    descriptionPrefix: "AADSTS50076: Due to a configuration chan")],
                action: .interactiveAuth),
        ]),
        Case(file: "java-intellij-idea-logging-event", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException",
                correlationId: "a5889b80-c7e0-4b9a-be2e-44b0c3484d0e",
                descriptionPrefix: "java.net.SocketTimeoutException: connect",
                underlying: [ExpectedDiagnosis(platform: .java, domain: "java.net.SocketTimeoutException",
                    descriptionPrefix: "connect timed out")],
                action: .noNetwork),
        ]),
        Case(file: "java-mssql-jdbc-unknown-host", expected: [
            ExpectedDiagnosis(platform: .java, domain: "java.net.UnknownHostException",
                descriptionPrefix: "login.microsoftonline.com", action: .noNetwork),
        ]),
        Case(file: "java-bare-frames-msal4j-jar", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalServiceException", aadsts: [70011],
                descriptionPrefix: "AADSTS70011: The provided request must i", action: .fixAppConfiguration),
        ]),
        Case(file: "java-sample-error-page", expected: [
            ExpectedDiagnosis(platform: .java, oauthError: "invalid_scope", aadsts: [70011],
                descriptionPrefix: "AAD returned an error response: [invalid", action: .fixAppConfiguration),
        ]),
        Case(file: "java-log-error-code-label-throttling", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalThrottlingException", code: .text("throttled_request"),
                codeName: "THROTTLED_REQUEST", descriptionPrefix: "2032-04-02 10:00:00.000 WARN  [main] c.w",
                action: .retryAfterDelay),
        ]),
        Case(file: "java-cache-file-lock", expected: [
            ExpectedDiagnosis(platform: .java, domain: "CacheFileLockAcquisitionException",
                descriptionPrefix: "com.microsoft.aad.msal4jextensions.Cache", action: .genericMessageInternal),
        ]),
        Case(file: "java-keyring-access", expected: [
            ExpectedDiagnosis(platform: .java, domain: "KeyRingAccessException",
                descriptionPrefix: "Exception in thread \"main\" com.microsoft",
                action: .genericMessageInternal),
        ]),
        Case(file: "java-log4j-msal-client-invalid-jwt", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalClientException", code: .text("invalid_jwt"),
                descriptionPrefix: "Token not valid JWT. ErrorCode: invalid_",
                action: .genericMessageInternal),
        ]),
        Case(file: "java-kotlin-coroutine-azure-sdk", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalAzureSDKException",
                descriptionPrefix: "java.lang.IllegalStateException: Azure C", action: .genericMessageInternal),
        ]),
        Case(file: "java-spring-nested-sql", expected: [
            // mssql-jdbc (`com.microsoft.sqlserver.jdbc`) signs in through msal4j.
            ExpectedDiagnosis(platform: .java, aadsts: [7000215], descriptionPrefix: "org.springframework.jdbc.CannotGetJdbcCo",
                action: .fixAppConfiguration),
        ]),
        Case(file: "go-klog-callerr-workload-identity", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [70021], httpStatus: 400, correlationId: "a0205dcb-9592-4b0a-8cb4-ab1596aed449",
                traceId: "1bb0865c-b82f-4b9d-b543-0753ba2cfd01",
                descriptionPrefix: "AADSTS70021: No matching federated ident", action: .fixAppConfiguration),
        ]),
        Case(file: "go-azidentity-response-block", expected: [
            ExpectedDiagnosis(platform: .go, code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [7000215], httpStatus: 401, correlationId: "838da9b5-79e8-4330-9b84-39478481fb17",
                descriptionPrefix: "AADSTS7000215: Invalid client secret pro", action: .fixAppConfiguration),
        ]),
        Case(file: "go-azcli-credential-relayed", expected: [
            ExpectedDiagnosis(platform: .go, aadsts: [700082], descriptionPrefix: "Error: list resource groups: AzureCLICre",
                action: .interactiveAuth),
        ]),
        Case(file: "go-logrus-info-callerr-type", expected: [
            ExpectedDiagnosis(platform: .go, domain: "CallErr", httpStatus: 503,
                descriptionPrefix: "INFO[0000] token request failed: CallErr", action: .retryOnce5xx),
        ]),
        Case(file: "go-invalid-json-err", expected: [
            ExpectedDiagnosis(platform: .go, domain: "InvalidJsonErr",
                descriptionPrefix: "level=error msg=\"decode token response\" ",
                action: .genericMessageInternal),
        ]),
        Case(file: "go-aztfexport-interaction", expected: [
            ExpectedDiagnosis(platform: .go, oauthError: "interaction_required", aadsts: [50058],
                descriptionPrefix: "Error: building credential: azidentity: ",
                action: .interactiveAuth),
        ]),
        Case(file: "go-terraform-oidc-aadsts", expected: [
            ExpectedDiagnosis(code: .text("invalid_client"), oauthError: "invalid_client",
                aadsts: [700213], descriptionPrefix: "AADSTS700213: No matching federated iden",
                action: .fixAppConfiguration),
        ]),
        Case(file: "x-bare-aadsts-nbsp-trailer", expected: [
            ExpectedDiagnosis(aadsts: [700082], correlationId: "9f703f31-0f25-4ecd-b25d-f7b838c1621e",
                traceId: "fc58696f-3ed6-47f3-91e1-791261dc7a00",
                descriptionPrefix: "Error: AADSTS700082: The refresh token h", action: .interactiveAuth),
        ]),
        Case(file: "x-signin-page-block", expected: [
            // The page's Request Id is the service's trace id.
            ExpectedDiagnosis(aadsts: [50011], correlationId: "49a41a9d-414f-4eab-b5a1-6cda5f255f18",
                traceId: "a59935f7-4871-4f17-8a99-13ca4dd8f301",
                descriptionPrefix: "Message: AADSTS50011: The redirect URI '", action: .fixAppConfiguration),
        ]),
        Case(file: "x-signin-log-fragment", expected: [
            ExpectedDiagnosis(oauthError: "invalid_grant", aadsts: [50126],
                descriptionPrefix: "errorCode\": 50126, \"failure Reason\": \"Er", action: .interactiveAuth),
        ]),
        Case(file: "x-double-stringified-body", expected: [
            ExpectedDiagnosis(code: .text("invalid_grant"), oauthError: "invalid_grant",
                aadsts: [50126], correlationId: "2051e7f1-9a9c-41f2-a93f-932862355476",
                traceId: "a83ac112-4248-472b-92b5-2eb6c3a01001",
                descriptionPrefix: "AADSTS50126: Error validating credential", action: .interactiveAuth),
        ]),
        Case(file: "x-markdown-code-in-issue", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("monitor_window_timeout"),
                codeName: "monitorWindowTimeout",
                descriptionPrefix: "Token acquisition in iframe failed due t", action: .interactiveAuth),
        ]),
        Case(file: "x-glyph-prefix-cli", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("login_required"),
                codeName: "loginRequired", oauthError: "login_required", aadsts: [50058],
                descriptionPrefix: "AADSTS50058: A silent sign-in request wa", action: .interactiveAuth),
        ]),
        Case(file: "x-mojibake-apostrophe", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current, action: .userCanceledOptionalRetry),
        ]),
        Case(file: "x-boxed-pwsh-gutter", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", descriptionPrefix: "No account or login hint was passed to t",
                action: .interactiveAuth),
        ]),
        Case(file: "x-http-status-code-prose", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("service_not_available"),
                codeName: "ServiceNotAvailable",
                descriptionPrefix: "[HttpManager] Received response. Status ", action: .retryOnce5xx),
        ]),
        Case(file: "x-logger-prefix-error-code-json", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                codeName: "UserNullError", classification: "AcquireTokenSilentFailed",
                descriptionPrefix: "2032-07-01T08:00:00.000Z ERROR [auth] {\"", action: .interactiveAuth),
        ]),
        Case(file: "x-code-colon-quoted-js-object", expected: [
            // An OAuth error every MSAL passes on: the code and the OAuth error, no platform.
            ExpectedDiagnosis(code: .text("consent_required"), oauthError: "consent_required",
                descriptionPrefix: "Token refresh rejected { code: 'consent_", action: .interactiveAuth),
        ]),
        Case(file: "x-error-equals-logfmt", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException",
                code: .text("no_account_for_login_hint"), codeName: "NoAccountForLoginHint",
                classification: "AcquireTokenSilentFailed",
                descriptionPrefix: "ts=2032-07-02T08:00:00Z level=error msg=", action: .interactiveAuth),
        ]),
        Case(file: "x-exception-type-label-java", expected: [
            ExpectedDiagnosis(platform: .java, domain: "MsalThrottlingException", action: .retryAfterDelay),
        ]),
        Case(file: "x-stack-frame-only-android", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException",
                descriptionPrefix: "at com.microsoft.identity.client.excepti", action: .interactiveAuth),
        ]),
        Case(file: "x-description-leading-code", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("duplicate_command"),
                codeName: "DUPLICATE_COMMAND", descriptionPrefix: "duplicate_command: The same request was ",
                action: .fixAppConfiguration),
        ]),
        Case(file: "x-service-not-available-label", expected: [
            // MSAL.NET's and MSAL Android's code alone: no platform is guessed.
            ExpectedDiagnosis(code: .text("service_not_available"), descriptionPrefix: "Error Code: service_not_available",
                action: .retryOnce5xx),
        ]),
        Case(file: "x-io-error-label-broker", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("io_error"),
                codeName: "IO_ERROR", descriptionPrefix: "Broker response returned error: io_error",
                action: .noNetwork),
        ]),
        Case(file: "x-device-code-expired-plain", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("device_code_expired"),
                codeName: "deviceCodeExpired", descriptionPrefix: "device_code_expired: The device code has",
                action: .interactiveAuth),
        ]),
        Case(file: "x-authorization-pending-json", expected: [
            ExpectedDiagnosis(platform: .js, code: .text("authorization_pending"), oauthError: "authorization_pending",
                descriptionPrefix: "Still waiting for the user.", action: .interactiveAuth),
        ]),
        Case(file: "x-prose-with-plain-words-not-recognised", expected: []),
        Case(file: "x-teams-toolkit-output-channel", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("interaction_in_progress"),
                codeName: "interactionInProgress",
                descriptionPrefix: "[2032-07-03T09:00:00.000Z] [Error] - [Te", action: .fixAppConfiguration),
        ]),
        Case(file: "x-apple-tuple-osstatus", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25300),
                codeName: "errSecItemNotFound", action: .interactiveAuth),
        ]),
        Case(file: "x-msid-domain-later-on-line", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSIDErrorDomain", code: .number(-51800),
                codeName: "MSIDErrorBrokerResponseNotReceived",
                descriptionPrefix: "Broker handshake failed with code -51800", action: .genericMessageInternal),
        ]),
        Case(file: "x-apple-name-token", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50003),
                codeName: "MSALErrorServerDeclinedScopes",
                descriptionPrefix: "Unexpected: MSALErrorServerDeclinedScope", numbering: .current,
                action: .retryWithGrantedScopes),
        ]),
        Case(file: "x-urlerror-name", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSURLErrorDomain", code: .number(-1005),
                codeName: "NSURLErrorNetworkConnectionLost",
                descriptionPrefix: "Network call ended with NSURLErrorNetwor", action: .noNetwork),
        ]),
        Case(file: "x-keychain-name", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-25308),
                codeName: "errSecInteractionNotAllowed",
                descriptionPrefix: "Silent call hit errSecInteractionNotAllo", action: .genericMessageInternal),
        ]),
        Case(file: "x-dotnet-classification-label", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                codeName: "InvalidGrantError", oauthError: "invalid_grant", subError: "consent_required",
                classification: "ConsentRequired",
                descriptionPrefix: "MsalUiRequiredException received, Classi", action: .interactiveAuth),
        ]),
        Case(file: "azps-connect-azaccount-ui-required", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", aadsts: [50076],
                descriptionPrefix: "AADSTS50076: Due to a configuration chan", action: .interactiveAuth),
        ]),
        Case(file: "azps-get-aztoken-client-exception", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalClientException",
                code: .text("invalid_client_credential_configuration"),
                codeName: "InvalidClientCredentialConfiguration",
                descriptionPrefix: "The certificate or secret was not provid", action: .fixAppConfiguration),
        ]),
        Case(file: "azps-pwsh7-gutter-error-code", expected: [
            // Shared by several MSALs; the PowerShell error view around it is a cmdlet's, so MSAL.NET's.
            ExpectedDiagnosis(platform: .dotnet, code: .text("managed_identity_unreachable_network"),
                descriptionPrefix: "ManagedIdentityCredential authentication failed. ErrorCode:", action: .noNetwork),
        ]),
        Case(file: "azidentity-go-interactive-browser", expected: [
            ExpectedDiagnosis(oauthError: "interaction_required", aadsts: [50058],
                descriptionPrefix: "InteractiveBrowserCredential: authentica",
                action: .interactiveAuth),
        ]),
        Case(file: "azidentity-go-device-code-expired", expected: [
            ExpectedDiagnosis(oauthError: "expired_token", aadsts: [70020],
                descriptionPrefix: "DeviceCodeCredential: authentication fai", action: .interactiveAuth),
        ]),
        Case(file: "azidentity-go-workload-identity-callerr", expected: [
            ExpectedDiagnosis(platform: .go, domain: "CallErr",
                descriptionPrefix: "WorkloadIdentityCredential authenticatio", action: .genericMessageInternal),
        ]),
        Case(file: "idweb-msal-ui-required-razor", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("user_null"),
                descriptionPrefix: "No account or login hint was passed to t", action: .interactiveAuth),
        ]),
        Case(file: "idweb-downstream-api-log", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                codeName: "InvalidGrantError", oauthError: "invalid_grant",
                descriptionPrefix: "Token acquisition failed. ErrorCode: inv", action: .interactiveAuth),
        ]),
        Case(file: "msal-angular-interceptor-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("no_network_connectivity"),
                codeName: "noNetworkConnectivity",
                descriptionPrefix: "No network connectivity. Check your inte", action: .noNetwork),
        ]),
        Case(file: "msal-react-template-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("interaction_required"),
                codeName: "interactionRequired", oauthError: "interaction_required", aadsts: [50079],
                descriptionPrefix: "AADSTS50079: Due to a configuration chan", action: .interactiveAuth),
        ]),
        Case(file: "flutter-ios-dart-exception-keychain", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "NSOSStatusErrorDomain", code: .number(-34018),
                codeName: "errSecMissingEntitlement", action: .fixAppConfiguration),
        ]),
        Case(file: "flutter-android-msal-ui-required", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalUiRequiredException", aadsts: [700082],
                descriptionPrefix: "AADSTS700082: The refresh token has expi", action: .interactiveAuth),
        ]),
        Case(file: "rn-ios-msal-user-cancel", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50005),
                codeName: "MSALErrorUserCanceled", numbering: .current, action: .userCanceledOptionalRetry),
        ]),
        Case(file: "rn-android-msal-client-exception", expected: [
            ExpectedDiagnosis(platform: .android, domain: "MsalClientException", code: .text("current_account_mismatch"),
                descriptionPrefix: "Current account does not match. errorCod", action: .interactiveAuth),
        ]),
        Case(file: "vscode-azure-account-error", expected: [
            ExpectedDiagnosis(platform: .js, domain: "ClientAuthError", code: .text("no_account_in_silent_request"),
                codeName: "noAccountInSilentRequest",
                descriptionPrefix: "Please pass an account object, silent fl", action: .interactiveAuth),
        ]),
        Case(file: "vscode-msal-node-extension-cache", expected: [
            ExpectedDiagnosis(platform: .js, domain: "CacheError", code: .text("cache_quota_exceeded"),
                codeName: "cacheQuotaExceededErrorCode",
                descriptionPrefix: "2032-01-05 10:00:02.000 [error] [Microso", action: .genericMessageInternal),
        ]),
        Case(file: "teams-toolkit-sso-ui-required", expected: [
            ExpectedDiagnosis(platform: .js, domain: "InteractionRequiredAuthError", code: .text("consent_required"),
                codeName: "consentRequired", oauthError: "consent_required", aadsts: [65001],
                descriptionPrefix: "AADSTS65001: The user or administrator h", action: .interactiveAuth),
        ]),
        Case(file: "teams-toolkit-js-popup-blocked", expected: [
            ExpectedDiagnosis(platform: .js, domain: "BrowserAuthError", code: .text("popup_window_error"),
                codeName: "popupWindowError", descriptionPrefix: "Error opening popup window. This can hap",
                action: .interactiveAuth),
        ]),
        Case(file: "azcli-msal-logger-invalid-grant", expected: [
            ExpectedDiagnosis(platform: .python, code: .text("invalid_grant"),
                oauthError: "invalid_grant", aadsts: [700084], descriptionPrefix: "DEBUG: msal.application: Refresh failed.",
                action: .interactiveAuth),
        ]),
        Case(file: "azcli-error-code-label-managed-identity", expected: [
            // A code several MSALs share, and nothing in the text says whose: no platform is guessed.
            ExpectedDiagnosis(code: .text("managed_identity_request_failed"),
                descriptionPrefix: "ERROR: Failed to connect to MSI. Please ", action: .genericMessageInternal),
        ]),
        Case(file: "azcli-python-exception-type", expected: [
            ExpectedDiagnosis(platform: .python, domain: "MsalServiceError", aadsts: [90033],
                descriptionPrefix: "{'error': 'temporarily_unavailable', 'er", action: .retryOnce5xx),
        ]),
        Case(file: "dotnet-msal-error-classification-label", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                codeName: "InvalidGrantError", oauthError: "invalid_grant", subError: "basic_action",
                classification: "BasicAction", descriptionPrefix: "MSAL error, Classification: BasicAction,",
                action: .interactiveAuth),
        ]),
        Case(file: "java-throttled-sentence-no-class", expected: [
            // msal4j's throttling cache refusal by its sentence alone: MsalThrottlingException, the wait rounded up.
            ExpectedDiagnosis(platform: .java, domain: "MsalThrottlingException", code: .text("throttled_request"),
                codeName: "THROTTLED_REQUEST", retryAfterSeconds: 13,
                descriptionPrefix: "Request was throttled according to instr", action: .retryAfterDelay),
        ]),
        Case(file: "android-msal-exception-error-code-line", expected: [
            // The logcat prefix (`E/AuthHelper: `) says Android: MSAL Android's class and constant.
            ExpectedDiagnosis(platform: .android, domain: "MsalServiceException", code: .text("service_not_available"),
                codeName: "SERVICE_NOT_AVAILABLE",
                descriptionPrefix: "2032-02-16 09:00:00.000 E/AuthHelper: Ms", action: .retryOnce5xx),
        ]),
        Case(file: "apple-name-in-log-msal", expected: [
            ExpectedDiagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                codeName: "MSALErrorInteractionRequired",
                descriptionPrefix: "[MSAL] Token refresh stopped: MSALErrorI", numbering: .current,
                action: .interactiveAuth),
        ]),
    ]
}
