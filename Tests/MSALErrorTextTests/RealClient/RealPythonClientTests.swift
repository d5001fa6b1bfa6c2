import Foundation
import MSALErrorModel
import TestSupport
import Testing
@testable import MSALErrorText

/// The real MSAL for Python (PyPI `msal`, installed in `.venv-tests` by `Scripts/setup`)
/// driven by `msal_python_client.py`: a `PublicClientApplication` whose `http_client`
/// answers from a script (never the network). What the app receives (the result dict's
/// `repr`, an exception's `str` and `repr`) goes through the decoders and the advice
/// engine, and must come out with the right action.
@Suite struct RealPythonClientTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let python = repository.appendingPathComponent(".venv-tests/bin/python")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("msal_python_client.py")

    /// Why the real client cannot run here, or nil when it can.
    static let unavailableReason: String? = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            return "no \(python.path): run `bash Scripts/setup` to install the real msal for Python"
        }
        let check = run(["-c", "import msal"])
        return check?.status == 0 ? nil : "the Python in .venv-tests cannot import msal: run `bash Scripts/setup`"
    }()

    /// What each scenario of the script must lead to, from the handling the MSAL docs recommend.
    static let expectedActions: [String: RecommendedAction] = [
        "refresh-token-revoked": .interactiveAuth,  // invalid_grant, bad_token: sign in again
        "mfa-required": .interactiveAuth,  // AADSTS50076: interactive, the user completes MFA
        "conditional-access-claims": .interactiveAuth,  // interaction_required with claims: pass them back
        "client-secret-wrong": .fixAppConfiguration,  // AADSTS7000215
        "app-not-found": .fixAppConfiguration,  // AADSTS700016
        "scope-invalid": .fixAppConfiguration,  // AADSTS70011
        "server-transient": .retryOnce5xx,  // HTTP 500: MSAL Python raises MsalServiceError
        "throttled": .retryAfterDelay,  // HTTP 429, AADSTS90055: wait, then retry
        "configuration-unavailable": .retryOnce5xx,  // the OpenID configuration answered 503
        "tenant-not-found": .fixAppConfiguration,  // ValueError: no such tenant in the authority
        "configuration-not-json": .fixAppConfiguration,  // ValueError: a proxy answered for the service
    ]

    struct Outcome: Decodable {
        var scenario: String
        var kind: String
        var texts: [String]
        var requests: [String]
    }

    @Test(.enabled(if: unavailableReason == nil, "\(unavailableReason ?? "")"))
    func whatTheAppReceivesIsExplainedWithTheRightAction() throws {
        let output = try #require(Self.run([Self.script.path]), "the harness did not run")
        try #require(output.status == 0, "the harness failed: \(output.output)\(output.errors)")
        let outcomes = try output.output.split(separator: "\n").map {
            try JSONDecoder().decode(Outcome.self, from: Data($0.utf8))
        }
        #expect(Set(outcomes.map(\.scenario)) == Set(Self.expectedActions.keys))
        for outcome in outcomes {
            // The harness's HTTP client is the only way out: every request went to the scripted host.
            #expect(outcome.requests.allSatisfy { $0.contains("https://login.microsoftonline.com/contoso.example/") },
                    "\(outcome.scenario): \(outcome.requests)")
            let expected = try #require(Self.expectedActions[outcome.scenario])
            for text in outcome.texts {
                let diagnoses = ErrorTextDecoder.decode(text)
                try #require(diagnoses.count == 1, "\(outcome.scenario): \(diagnoses.count) errors in \(text)")
                #expect(diagnoses[0].platform == .python, "\(outcome.scenario): \(text)")
                #expect(AdviceEngine.advise(diagnoses[0]).action == expected, "\(outcome.scenario): \(text)")
            }
        }
    }

    /// Runs the venv's Python with `arguments`; nil when it cannot start.
    static func run(_ arguments: [String]) -> Subprocess.Result? {
        try? Subprocess.run(python.path, arguments, deadlineSeconds: 300)
    }
}
