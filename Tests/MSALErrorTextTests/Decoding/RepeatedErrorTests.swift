import MSALErrorModel
import Testing
@testable import MSALErrorText

/// One error printed twice in a row is one error; a log's repeated failures are not.
@Suite struct RepeatedErrorTests {
    @Test func angularsUncaughtLineAndTheErrorBelowAreOne() throws {
        let error = """
            InteractionRequiredAuthError: interaction_required: AADSTS50079: Due to a configuration change made by your administrator, you must enroll in multi-factor authentication.
            Trace ID: 0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b
            Correlation ID: 5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d
            Timestamp: 2029-12-01 09:10:11Z
            """
        let text = "main.js:2417 ERROR Error: Uncaught (in promise): " + error + "\n" + error
            + "\n    at InteractionRequiredAuthError.AuthError (AuthError.mjs:27:24)"
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.aadsts == [50079])
        #expect(diagnosis.correlationId == "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d")
        #expect(diagnosis.traceId == "0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b")
    }

    @Test func theSignInPagesHeadlineAndItsDetailsAreOne() throws {
        let text = """
            Sorry, but we're having trouble signing you in.

            AADSTS50020: User account 'guest@fabrikam.example' from identity provider 'live.com' does not exist in tenant 'Contoso'.

            Troubleshooting details
            Request Id: 1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e00
            Correlation Id: 6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c
            Timestamp: 2029-12-01T09:10:11Z
            Message: AADSTS50020: User account 'guest@fabrikam.example' from identity provider 'live.com' does not exist in tenant 'Contoso'.
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 1)
        let diagnosis = try #require(diagnoses.first)
        #expect(diagnosis.correlationId == "6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c")
        #expect(diagnosis.traceId == "1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e00")
        #expect(diagnosis.time?.iso == "2029-12-01T09:10:11Z")
    }

    /// The same failure logged twice, each with its own prefix, is two events.
    @Test func aLogsRepeatedFailuresStayApart() {
        let line = "AADSTS50058: A silent sign-in request was sent but no user is signed in."
        let text = "2029-12-01T09:10:11.001Z ERROR " + line + "\n2029-12-01T09:10:12.417Z ERROR " + line
        #expect(ErrorTextDecoder.decode(text).count == 2)
    }

    /// Other words after the same code are another error.
    @Test func otherWordsStayApart() {
        let text = "AADSTS50058: A silent sign-in request was sent but no user is signed in.\n"
            + "AADSTS50058: Session information is not sufficient for single-sign-on."
        #expect(ErrorTextDecoder.decode(text).count == 2)
    }
}

extension RepeatedErrorTests {
    /// Lines without prefixes: two requests' failures differ in their ids, or open alike.
    @Test func unprefixedRepeatsOfALogStayApart() {
        let withIds = { (id: String) in
            "{'error': 'invalid_grant', 'error_description': 'AADSTS50173: The grant has expired.', 'error_codes': [50173], 'correlation_id': '\(id)'}"
        }
        #expect(ErrorTextDecoder.decode(withIds("1a2b3c4d-0000-4000-8000-00000000000a") + "\n"
            + withIds("1a2b3c4d-0000-4000-8000-00000000000b")).count == 2)
        let line = "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication is required."
        #expect(ErrorTextDecoder.decode(line + "\n" + line).count == 2)
    }
}

/// Source code that names an error class is no error: Node's crash excerpt and the file it came from.
@Suite struct SourceReferenceTests {
    @Test func nodesCrashExcerptIsNoError() throws {
        let text = """
            /srv/app/node_modules/@azure/msal-common/dist/error/InteractionRequiredAuthError.mjs:58
                return new InteractionRequiredAuthError(errorCode, errorMessage, subError, timestamp, traceId, correlationId, claims);
                       ^

            InteractionRequiredAuthError: invalid_grant: AADSTS50173: The provided grant has expired.
                at createInteractionRequiredAuthError (file:///srv/app/node_modules/@azure/msal-common/dist/error/InteractionRequiredAuthError.mjs:58:12)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.aadsts == [50173])
    }

    /// A Python traceback quotes the line that raised the error it ends with.
    @Test func pythonsQuotedRaiseLineIsNoError() throws {
        let text = #"""
            Traceback (most recent call last):
              File "/opt/tool/venv/lib/python3.12/site-packages/msal/broker.py", line 52, in _convert_error
                raise RedirectUriError(  # seen by the developer or the user
            msal.broker.RedirectUriError: MsalRuntime needs the current app to register these redirect_uri (1) ms-appx-web://Microsoft.AAD.BrokerPlugin/00000000-1111-4222-8333-444455556666
            """#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "msal.broker.RedirectUriError")
        #expect(diagnosis.platform == .python)
    }

    /// A stack frame's parameter list names types (`(MsalServiceException e, …)`), not errors:
    /// alone, as a frame cut from its exception by a paste's wrap leaves it, it is no error.
    @Test func aFramesTypedParameterIsNoError() {
        for text in [
            "   at Contoso.Sync.TokenRefresher.OnFailure(MsalServiceException ex, Int32 attempt) in /src/TokenRefresher.cs:line 88",
            ">    at Contoso.Sync.TokenRefresher.Retry(Int32 attempt, MsalUiRequiredException lastError)",
            "\tat com.contoso.sync.Refresher.onFailure(MsalServiceException e, int attempt)",
        ] {
            #expect(ErrorTextDecoder.decode(text).isEmpty, "\(text)")
        }
        // The same name as an error's heading is still one.
        #expect(ErrorTextDecoder.decode("Microsoft.Identity.Client.MsalServiceException: temporarily unavailable").count == 1)
    }
}

extension RepeatedErrorTests {
    /// Visual Studio's first-chance lines (often two) before the exception are that exception.
    @Test func visualStudiosFirstChanceLinesAreTheException() throws {
        let firstChance = "Exception thrown: 'Microsoft.Identity.Client.MsalUiRequiredException' in System.Private.CoreLib.dll"
        let text = firstChance + "\n" + firstChance + "\n"
            + "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: Multi-factor authentication is required.\n"
            + "\tErrorCode: invalid_grant\n\tStatusCode: 400"
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.httpStatus == 400)
    }
}

extension RepeatedErrorTests {
    /// msal4j's failure line, an app's own ERROR line, then the exception the app printed: the
    /// exception names the class, so it is the error, with the line's correlation id.
    @Test func theRepeatThatNamesTheClassIsTheError() throws {
        let text = """
            2026-06-30T02:00:01.604+02:00  WARN 2817 --- [worker-1] c.m.a.m.ConfidentialClientApplication : [Correlation ID: 137c0b9a-44a6-47e0-a1c8-4ec8bf401eed] Execution of class com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier failed: AADSTS7000222: The provided client secret keys for app 'payroll-sync' are expired. Trace ID: be505ca7-fef2-47cf-b6b9-f228565c5a00 Correlation ID: 137c0b9a-44a6-47e0-a1c8-4ec8bf401eed Timestamp: 2026-06-30 00:00:01Z
            2026-06-30T02:00:01.611+02:00 ERROR 2817 --- [scheduling-1] o.s.s.s.TaskUtils$LoggingErrorHandler : Unexpected error occurred in scheduled task

            java.util.concurrent.CompletionException: com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'payroll-sync' are expired. Trace ID: be505ca7-fef2-47cf-b6b9-f228565c5a00 Correlation ID: 137c0b9a-44a6-47e0-a1c8-4ec8bf401eed Timestamp: 2026-06-30 00:00:01Z
            \tat java.base/java.util.concurrent.CompletableFuture.encodeThrowable(CompletableFuture.java:315)
            Caused by: com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'payroll-sync' are expired.
            \tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:45)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .java)
        #expect(diagnosis.domain == "java.util.concurrent.CompletionException")
        #expect(diagnosis.underlying?.domain == "MsalServiceException")
        #expect(diagnosis.aadsts == [7000222])
        #expect(diagnosis.correlationId == "137c0b9a-44a6-47e0-a1c8-4ec8bf401eed")
        #expect(diagnosis.time?.iso == "2026-06-30T00:00:01.604Z")
    }
}

extension RepeatedErrorTests {
    /// pino writes the error object's fields (`type`, `message`, `stack`, `errorCode`) in one JSON
    /// entry: one error, read once, with the stack's print of it kept.
    @Test func oneJSONEntryIsOneError() throws {
        let text = #"{"level":50,"time":1957003872511,"msg":"token failed","err":{"type":"ServerError","message":"invalid_client: Error(s): 7000215 - Timestamp: 2026-01-05 10:11:12Z - Description: AADSTS7000215: Invalid client secret provided. Trace ID: 2a6d9e03-4c1b-47f8-8e52-d7b3a0f9c101 Correlation ID: 91e7c4b2-5d3a-4f60-b8a1-3c9e2d6f0a74","stack":"ServerError: invalid_client: Error(s): 7000215 - Description: AADSTS7000215: Invalid client secret provided.\n    at ResponseHandler.validateTokenResponse (/app/node_modules/@azure/msal-common/dist/response/ResponseHandler.mjs:71:19)","errorCode":"invalid_client","correlationId":"91e7c4b2-5d3a-4f60-b8a1-3c9e2d6f0a74"}}"#
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .js)
        #expect(diagnosis.code == .text("invalid_client"))
        #expect(diagnosis.aadsts == [7000215])
        #expect(diagnosis.correlationId == "91e7c4b2-5d3a-4f60-b8a1-3c9e2d6f0a74")
        #expect(diagnosis.errorDescription?.hasPrefix("{") == false)
    }

    /// Two failures a logger wrote as two entries stay two, however alike.
    @Test func twoJSONEntriesStayTwo() {
        let entry = #"{"level":50,"err":{"type":"ServerError","message":"invalid_client: Error(s): 7000215 - Description: AADSTS7000215: Invalid client secret provided.","errorCode":"invalid_client"}}"#
        #expect(ErrorTextDecoder.decode(entry + "\n" + entry).count == 2)
    }
}

extension RepeatedErrorTests {
    /// MSAL's own log record of a failed request and the app's print of the exception it got
    /// carry the request's correlation id: one failure, with the code MSAL logged and the trace
    /// id only the app's print has.
    @Test func msalsRecordAndTheAppsPrintOfOneRequest() throws {
        let id = "5c7d2e91-4b0a-4f3e-9d61-2a8c4e0b7f13"
        let text = """
            fail: Microsoft.Identity.Web.TokenAcquisition[0]
                  False MSAL 4.72.1.0 MSAL.NetCore .NET 8.0.14 Linux 6.8.0 [2026-02-11 14:03:28Z - \(id)] Exception type: Microsoft.Identity.Client.MsalUiRequiredException
                  , ErrorCode: invalid_grant
                  HTTP StatusCode 400
                  CorrelationId \(id)
                  Microsoft Entra ID Error Code AADSTS50173
            fail: Fabrikam.Payroll.Web.GraphTokenProvider[1002]
                  Silent token acquisition failed, issuing a challenge
                  Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50173: The provided grant has expired due to it being revoked. Trace ID: 0d8f3b6a-72c4-4e19-a5d2-91e7c4b03a00 Correlation ID: \(id) Timestamp: 2026-02-11 14:03:28Z
                     at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e)
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.aadsts == [50173])
        #expect(diagnosis.correlationId == id)
        #expect(diagnosis.traceId == "0d8f3b6a-72c4-4e19-a5d2-91e7c4b03a00")
    }

    /// msal-python's records carry no id in a heading: its logger's line (`msal.application`)
    /// about the failed refresh and the app's print of the result dict, with one correlation id,
    /// are one failure. Two prints of the app's own with that id stay two (a replay from MSAL's
    /// throttling cache returns the same dict to a second call).
    @Test func msalPythonsLoggerLineAndTheAppsResultDictAreOne() throws {
        let id = "4a7e2c19-0b6d-4f83-95e1-c2d8a6f0b347"
        let record = "2026-05-06 07:12:40,118 DEBUG msal.application: Refresh failed. invalid_grant: AADSTS700082: "
            + "The refresh token has expired due to inactivity. Trace ID: 6e0b9d24-13f7-4c58-8a2e-f4b1c7d09e00 "
            + "Correlation ID: \(id) Timestamp: 2026-05-06 07:12:40Z\n"
        let print = "2026-05-06 07:12:40,121 WARNING reports.auth: silent failed: {'error': 'invalid_grant', "
            + "'error_description': 'AADSTS700082: The refresh token has expired due to inactivity.', "
            + "'error_codes': [700082], 'correlation_id': '\(id)', 'suberror': 'bad_token'}\n"
        let diagnosis = try decodeOnly(record + print)
        #expect(diagnosis.platform == .python)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.subError == "bad_token")
        #expect(diagnosis.traceId == "6e0b9d24-13f7-4c58-8a2e-f4b1c7d09e00")
        #expect(ErrorTextDecoder.decode(print + print).count == 2)
    }

    /// MSAL Android's heading names the id inside its bracket (`[<time> - thread_id: 88,
    /// correlation_id: <id> - Android 34]`): its token-response line and the app's logcat print of
    /// the exception are one failure, with the OAuth error MSAL logged and the AADSTS code the print has.
    @Test func msalAndroidsRecordAndTheAppsLogcatPrintAreOne() throws {
        let id = "7d2f9c40-1e6b-4a85-b3d7-0c9e4f1a6b25"
        let heading = "[2026-08-19 11:46:03 - thread_id: 88, correlation_id: \(id) - Android 34]"
        let text = """
            08-19 13:46:03.512  4021  4096 W MicrosoftStsTokenResponseHandler:handleTokenResponse: \(heading) Error: invalid_grant Suberror: 
            08-19 13:46:03.540  4021  4096 I CommandDispatcher:submitSilentReturningFuture: \(heading) Completed silent request as owner for correlation id : **\(id), with the status : ERROR is cacheable : true
            08-19 13:46:03.561  4021  4021 E MailSync: silent token failed
            08-19 13:46:03.561  4021  4021 E MailSync: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50173: The provided grant has expired due to it being revoked. Trace ID: 2c8e0f4a-6b13-4d97-a5e2-91f7d3c0b800 Correlation ID: \(id) Timestamp: 2026-08-19 11:46:03Z
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.aadsts == [50173])
        #expect(diagnosis.correlationId == id)
        #expect(diagnosis.traceId == "2c8e0f4a-6b13-4d97-a5e2-91f7d3c0b800")
    }

    /// A PowerShell user prints the inner exception's type under the cmdlet's failure: the type
    /// names the failure's class, and is no error of its own.
    @Test func aTypeNamePrintedUnderAnErrorIsItsClass() throws {
        let text = """
            PS C:\\ops> Connect-MgGraph -Scopes "User.Read.All" -TenantId contoso.onmicrosoft.com
            Connect-MgGraph: InteractiveBrowserCredential authentication failed: AADSTS53003: Access has been blocked by Conditional Access policies.
            PS C:\\ops> $Error[0].Exception.InnerException.GetType().FullName
            Microsoft.Identity.Client.MsalServiceException
            PS C:\\ops> Stop-Transcript
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "MsalServiceException")
        #expect(diagnosis.aadsts == [53003])
        #expect(diagnosis.platform == .dotnet)
    }

    /// Two of the app's own prints with one correlation id (an app that sets its own) stay two.
    @Test func twoPrintsOfTheAppStayTwo() {
        let print = "2026-02-11 14:03:28 ERROR sync: Error Domain=MSALErrorDomain Code=-50002 \"(null)\" "
            + "UserInfo={MSALCorrelationIDKey=5F0C2A7E-91D4-4B36-A8E0-C37B1D6F2E95}\n"
        #expect(ErrorTextDecoder.decode(print + print).count == 2)
    }
}

extension RepeatedErrorTests {
    /// One server response printed by two different lines (a React Native module's log of the
    /// native exception and the JavaScript rejection): the same trace id and correlation id, one
    /// failure, with the class the native print names.
    @Test func oneResponsePrintedByTwoLinesIsOne() throws {
        let ids = "Trace ID: 8e1d0c2b-5a4f-4e3d-9c2b-1a0f9e8d7c00 Correlation ID: 2f4e6d8c-0b1a-4c3e-8d7f-6e5d4c3b2a19 Timestamp: 2026-09-03 06:14:52Z"
        let text = """
            09-03 08:14:52.118  9120  9177 W AuthBridge: acquireTokenSilent failed: com.microsoft.identity.client.exception.MsalUiRequiredException: AADSTS50173: The provided grant has expired due to it being revoked. \(ids)
            09-03 08:14:52.126  9120  9151 E ReactNativeJS: [session] token refresh rejected [Error: AADSTS50173: The provided grant has expired due to it being revoked. \(ids)]
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.platform == .android)
        #expect(diagnosis.domain == "MsalUiRequiredException")
        #expect(diagnosis.traceId == "8e1d0c2b-5a4f-4e3d-9c2b-1a0f9e8d7c00")
    }

    /// azure-identity's warning for the credential that failed, and the exception the app got a
    /// traceback below (DefaultAzureCredential's chain restating it): one failure, the
    /// exception's class kept.
    @Test func aLibrarysWarningAndTheExceptionItRaisedAreOne() throws {
        let line = "Authentication failed: AADSTS700016: Application with identifier '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1f' was not found in the directory 'Northwind'. Trace ID: 0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c00 Correlation ID: 5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d Timestamp: 2026-09-03 06:20:00Z"
        let text = """
            WARNING:azure.identity._internal.decorators:EnvironmentCredential.get_token failed: \(line)
            Traceback (most recent call last):
              File "/opt/jobs/nightly.py", line 18, in main
                token = credential.get_token("https://vault.azure.net/.default")
            azure.core.exceptions.ClientAuthenticationError: DefaultAzureCredential failed to retrieve a token from the included credentials.
            Attempted credentials:
            \tEnvironmentCredential: \(line)
            To mitigate this issue, please refer to the troubleshooting guidelines here at https://aka.ms/azsdk/python/identity/defaultazurecredential/troubleshoot.
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.domain == "ClientAuthenticationError")
        #expect(diagnosis.aadsts == [700016])
        #expect(diagnosis.platform == .python)
    }

    /// The same response printed twice by the app's one line (a replay from MSAL's cache to a
    /// second call) stays two failures, trace id and all.
    @Test func oneLineOfTheAppPrintingAResponseTwiceStaysTwo() {
        let print = "2026-09-03 06:30:01,204 WARNING sync.auth: silent failed: {'error': 'invalid_grant', "
            + "'error_description': 'AADSTS50173: The provided grant has expired. Trace ID: 7c6b5a49-3827-4615-a4b3-c2d1e0f9a800 "
            + "Correlation ID: 1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10 Timestamp: 2026-09-03 06:30:01Z', 'error_codes': [50173]}\n"
        #expect(ErrorTextDecoder.decode(print + print).count == 2)
    }

    /// The app's own line right below msal-python's record, naming the AADSTS code but no ids,
    /// is that record's failure.
    @Test func theAppsLineWithoutIdsBelowMSALsRecordIsOne() throws {
        let text = """
            2026-09-03 06:40:12,377 DEBUG msal.application: Refresh failed. invalid_grant: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication. Trace ID: 3a2b1c0d-9e8f-4a7b-6c5d-4e3f2a1b0c00 Correlation ID: 6d5c4b3a-2918-4f7e-8d6c-5b4a39281706 Timestamp: 2026-09-03 06:40:12Z
            2026-09-03 06:40:12,379 WARNING wiki.sync: silent token failed with invalid_grant (AADSTS50076), asking the user
            """
        let diagnosis = try decodeOnly(text)
        #expect(diagnosis.code == .text("invalid_grant"))
        #expect(diagnosis.correlationId == "6d5c4b3a-2918-4f7e-8d6c-5b4a39281706")
    }
}

extension RepeatedErrorTests {
    /// A worker's log line names the exception, and its traceback follows: the traceback's last
    /// line is that exception, one failure. Two jobs' failures, each with its traceback, stay two.
    @Test func anExceptionAnnouncedAboveItsTracebackIsOne() {
        let failure = #"""
            [2026-09-03 07:00:05,441: ERROR/Worker-2] Job reports.refresh[JOB] raised unexpected: MsalServiceError('HTTP Error: 502')
            Traceback (most recent call last):
              File "/srv/worker/reports/refresh.py", line 31, in refresh
                result = app.acquire_token_for_client(scopes=SCOPES)
              File "/srv/worker/.venv/lib/python3.12/site-packages/msal/throttled_http_client.py", line 69, in raise_for_status
                raise MsalServiceError(
            msal.exceptions.MsalServiceError: HTTP Error: 502

            """#
        let one = ErrorTextDecoder.decode(failure.replacingOccurrences(of: "JOB", with: "a1"))
        #expect(one.count == 1)
        #expect(one.first?.domain?.hasSuffix("MsalServiceError") == true)
        #expect(one.first.map { AdviceEngine.advise($0).action } == .retryOnce5xx)
        let two = failure.replacingOccurrences(of: "JOB", with: "a1") + failure.replacingOccurrences(of: "JOB", with: "b2")
        #expect(ErrorTextDecoder.decode(two).count == 2)
    }
}

extension RepeatedErrorTests {
    /// A connection pool logs the failure with its stack, then Spring's context restates it as the
    /// cause of the bean it could not create (`… nested exception is <the exception>`): one failure.
    /// The pool's failure logged twice (two attempts) stays two.
    @Test func springsNestedRestatementIsTheSameFailure() {
        let poolFailure = """
            2026-09-04 09:12:40.118 ERROR 1 --- [           main] com.zaxxer.hikari.pool.HikariPool        : InventoryPool - Exception during pool initialization.
            com.microsoft.aad.msal4j.MsalClientException: java.net.UnknownHostException: login.microsoftonline.com
            \tat com.microsoft.aad.msal4j.HttpHelper.executeHttpRequest(HttpHelper.java:83)
            \tat com.microsoft.sqlserver.jdbc.SQLServerMSAL4JUtils.getSqlFedAuthTokenPrincipal(SQLServerMSAL4JUtils.java:190)

            """
        let restated = "2026-09-04 09:12:40.161  WARN 1 --- [           main] ConfigServletWebServerApplicationContext : "
            + "Exception encountered during context initialization - cancelling refresh attempt: "
            + "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'inventoryDataSource'; "
            + "nested exception is com.microsoft.aad.msal4j.MsalClientException: java.net.UnknownHostException: login.microsoftonline.com\n"
        let one = ErrorTextDecoder.decode(poolFailure + restated)
        #expect(one.count == 1)
        #expect(one.first.map { AdviceEngine.advise($0).action } == .noNetwork)
        #expect(ErrorTextDecoder.decode(poolFailure + poolFailure).count == 2)
    }
}

extension RepeatedErrorTests {
    /// Maven Surefire's summary restates the failure it reported with its stack (`» ` and the
    /// wrapped class): one failure. A summary alone (its report cut from the paste) is still one.
    @Test func surefiresSummaryRestatesTheFailureAbove() {
        let message = "AADSTS50173: The provided grant has expired due to it being revoked. Trace ID: 4d3c2b1a-0f9e-4d8c-b7a6-958473625100"
        let report = """
            [ERROR] com.northwind.sync.MailIT.syncsInbox -- Time elapsed: 1.204 s <<< ERROR!
            java.util.concurrent.ExecutionException: com.microsoft.aad.msal4j.MsalInteractionRequiredException: \(message)
            \tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)
            Caused by: com.microsoft.aad.msal4j.MsalInteractionRequiredException: \(message)
            \tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:43)

            """
        let summary = """
            [INFO] Results:
            [ERROR] Errors:
            [ERROR]   MailIT.syncsInbox:88 » Execution com.microsoft.aad.msal4j.MsalInteractionRequiredException: \(message)
            [ERROR] Tests run: 4, Failures: 0, Errors: 1, Skipped: 0
            """
        let one = ErrorTextDecoder.decode(report + summary)
        #expect(one.count == 1)
        #expect(one.first?.domain == "java.util.concurrent.ExecutionException")
        #expect(ErrorTextDecoder.decode(summary).count == 1)
    }

    /// pytest reports each failure (its `E` line, then its crash location `<file>.py:<n>: <Type>`)
    /// and lists it again in the short summary: two failures, two errors.
    @Test func pytestsReportAndShortSummaryAreOneFailureEach() {
        let text = """
            ______________________________ test_reports_token ______________________________
            >           raise MsalServiceError(
            E           msal.exceptions.MsalServiceError: HTTP Error: 502

            .venv/lib/python3.12/site-packages/msal/throttled_http_client.py:69: MsalServiceError
            ______________________________ test_ledger_token _______________________________
            E       AssertionError: AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value.

            tests/test_auth.py:40: AssertionError
            =========================== short test summary info ============================
            FAILED tests/test_auth.py::test_reports_token - msal.exceptions.MsalServiceError: HTTP Error: 502
            FAILED tests/test_auth.py::test_ledger_token - AssertionError: AADSTS7000215: Invalid client secret provided. Ensure the secret being...
            2 failed, 6 passed in 2.41s
            """
        let diagnoses = ErrorTextDecoder.decode(text)
        #expect(diagnoses.count == 2, "\(diagnoses.map { ($0.domain, $0.aadsts) })")
        #expect(diagnoses.map { AdviceEngine.advise($0).action } == [.retryOnce5xx, .fixAppConfiguration])
    }
}
