import Foundation
import Testing
import TestSupport

/// `msal-triage handler` as a user runs it.
@Suite("End to end: handler")
struct HandlerCommandTests {
    static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    @Test("--code -50002 on apple prints only the interactive branch with its rule; exit 0")
    func oneBranch() throws {
        let result = try Subprocess.run(try BinaryUnderTest.path.get(), ["handler", "--platform", "apple", "--code", "-50002"],
                                        environment: Self.environment, deadlineSeconds: 30)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "// MSALErrorInteractionRequired → rule interaction.apple → interactive_auth")
        #expect(lines.contains("case .interactiveAuth:"))
        #expect(!result.output.contains("case .retryOnce5xx:"))
    }

    @Test("a code another platform reports: one line on stderr naming the platform to use, exit 1")
    func wrongPlatform() throws {
        let result = try Subprocess.run(try BinaryUnderTest.path.get(), ["handler", "--platform", "python", "--code", "-50002"],
                                        environment: Self.environment, deadlineSeconds: 30)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("try --platform apple"))
    }

    @Test("without --code, the whole Python module with acquire_token")
    func wholeHandler() throws {
        let result = try Subprocess.run(try BinaryUnderTest.path.get(), ["handler", "--platform", "python"],
                                        environment: Self.environment, deadlineSeconds: 30)
        #expect(result.status == 0)
        #expect(result.output.contains("def acquire_token(app, scopes, account=None, *, interactive=None, sleep=time.sleep, on_message=print):"))
    }
}
