import Foundation
import HandlerCode
import MSALErrorModel
import Testing

/// The generated msal-python handler, run against the real `msal` package
/// (`.venv-tests`, made by `bash Scripts/setup`) with a scripted http_client and no
/// network (`Python/run_python_handler.py`). `sleep` advances a clock that msal's own
/// throttle cache reads, so a wait really lets msal's cached 429/5xx expire.
@Suite("Generated Python handler against the real msal")
struct PythonRuntimeTests {
    struct Case: Decodable {
        struct InteractiveCall: Decodable {
            var scopes: [String]
            var kwargs: [String: String]
        }

        var `case`: String
        var returned: String?
        var interactive_calls: [InteractiveCall]
        var sleeps: [Double]
        var token_posts: Int
        var messages: [String]
    }

    static let cases: [String: Case]? = {
        guard let python = Toolchain.venvPython, let directory = try? Toolchain.scratchDirectory("python") else {
            return nil
        }
        let module = directory.appendingPathComponent("token_acquirer.py")
        guard (try? HandlerGenerator.handler(for: .python).text.write(to: module, atomically: true, encoding: .utf8)) != nil,
              let run = try? Toolchain.run(python, [Toolchain.pythonHarness.path, module.path], in: directory),
              run.status == 0
        else { return [:] }
        var cases: [String: Case] = [:]
        for line in run.output.split(separator: "\n") {
            if let item = try? JSONDecoder().decode(Case.self, from: Data(line.utf8)) { cases[item.case] = item }
        }
        return cases
    }()

    static let skipReason: Comment = ".venv-tests/bin/python (with msal) is missing: run bash Scripts/setup"

    func outcome(_ name: String) throws -> Case {
        let cases = try #require(Self.cases)
        return try #require(cases[name], "the harness did not report case \(name); it failed or printed nothing")
    }

    static let throttledMessage = "The sign-in service is busy right now. Please wait a moment and try again."

    @Test("interaction required: interactive called once, with the error's claims and the account", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func interactionRequired() throws {
        let run = try outcome("interaction_required")
        #expect(run.returned == "token")
        #expect(run.interactive_calls.count == 1)
        #expect(run.interactive_calls.first?.kwargs["claims_challenge"] == #"{"access_token":{"acrs":{"essential":true,"value":"c1"}}}"#)
        #expect(run.interactive_calls.first?.kwargs["login_hint"] == "adele@contoso.example")
        #expect(run.interactive_calls.first?.scopes == ["User.Read"])
        #expect(run.sleeps.isEmpty && run.token_posts == 1)
    }

    @Test("429: one bounded wait through sleep, then one retry that reaches the service", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func throttledThenSuccess() throws {
        let run = try outcome("throttled_429_then_success")
        #expect(run.returned == "token")
        #expect(run.sleeps.count == 1)
        #expect((run.sleeps.first ?? 0) > 60 && (run.sleeps.first ?? 0) <= 61, "longer than msal's 60 s replay, bounded")
        #expect(run.token_posts == 2)
        #expect(run.interactive_calls.isEmpty)
    }

    /// msal-python keeps Retry-After to itself: the app cannot wait an hour; its one
    /// retry is answered from msal's cache (no second request) and it stops.
    @Test("429 with a Retry-After past the bound: the one retry gets msal's cached answer, then stop", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func throttledLongerThanTheBound() throws {
        let run = try outcome("throttled_429_longer_than_the_bound")
        #expect(run.returned == nil)
        #expect(run.sleeps.count == 1 && run.token_posts == 1)
        #expect(run.messages == [Self.throttledMessage])
    }

    @Test("5xx (msal raises MsalServiceError): one retry after a pause, then stop", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func serverFailureTwice() throws {
        let run = try outcome("server_503_twice")
        #expect(run.returned == nil)
        #expect(run.sleeps.count == 1 && run.token_posts == 2)
        #expect(run.messages == ["The sign-in service is having a temporary problem. Please try again shortly."])
        #expect(run.interactive_calls.isEmpty)
    }

    /// The advice `explain` gives a Python 5xx names the wait this handler really sleeps,
    /// and against the real msal that wait outlasts msal's replay of the 5xx (the retry
    /// reaches the service: two token requests, not one answered from the cache).
    @Test("5xx: the pause the handler sleeps is the one the Python advice names", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func serverFailurePauseMatchesAdvice() throws {
        let run = try outcome("server_503_twice")
        #expect(run.sleeps == [Double(PythonThrottling.retryPauseSeconds)])
        #expect(run.token_posts == 2, "the retry went past msal's throttle cache")
        let handler = HandlerGenerator.handler(for: .python).text
        #expect(handler.contains("MSAL_THROTTLE_SECONDS = \(PythonThrottling.publicClientSeconds)\n"))
        #expect(handler.contains("RETRY_PAUSE_SECONDS = MSAL_THROTTLE_SECONDS + 1\n"))
        #expect(PythonThrottling.retryPauseSeconds == PythonThrottling.publicClientSeconds + 1)
        let diagnosis = Diagnosis(platform: .python, domain: "MsalServiceError", httpStatus: 503)
        let advice = AdviceEngine.advise(diagnosis)
        #expect(advice.action == .retryOnce5xx)
        #expect(advice.developerAdvice.contains("Wait \(PythonThrottling.retryPauseSeconds) s (RETRY_PAUSE_SECONDS"))
        #expect(!advice.developerAdvice.contains("once after a short pause"))
    }

    @Test("5xx then success: the retry returns the token", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func serverFailureThenSuccess() throws {
        let run = try outcome("server_503_then_success")
        #expect(run.returned == "token")
        #expect(run.token_posts == 2 && run.messages.isEmpty)
    }

    @Test("invalid_client: stop with the message, no retry, no sign-in", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func invalidClient() throws {
        let run = try outcome("invalid_client")
        #expect(run.returned == nil)
        #expect(run.sleeps.isEmpty && run.token_posts == 1 && run.interactive_calls.isEmpty)
        #expect(run.messages == ["This app isn't set up correctly for sign-in. Please contact the app's support team."])
    }

    @Test("cancel: None, the interactive call is not repeated and silent is not called again", .enabled(if: Toolchain.venvPython != nil, skipReason))
    func cancel() throws {
        let run = try outcome("cancel")
        #expect(run.returned == nil)
        #expect(run.interactive_calls.count == 1 && run.token_posts == 1 && run.sleeps.isEmpty)
        #expect(run.messages == ["Sign-in was canceled. You can try again whenever you're ready."])
    }
}
