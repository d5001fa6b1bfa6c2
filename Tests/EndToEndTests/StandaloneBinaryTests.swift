import Foundation
import Testing
import TestSupport

/// A copied binary stands alone: scenarios, user messages and themes are embedded, so there
/// is no resource bundle to lose (a copied binary used to die with `could not load resource
/// bundle … msal-triage_AcquisitionSimulator.resources`).
@Suite("End to end: the binary stands alone")
struct StandaloneBinaryTests {
    private static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"]

    @Test("A copy in an empty directory runs every command that needs the embedded files")
    func copiedBinaryRuns() throws {
        let built = try BinaryUnderTest.path.get()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-standalone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("msal-triage").path
        try FileManager.default.copyItem(atPath: built, toPath: copy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["msal-triage"])

        func run(_ arguments: [String]) throws -> Subprocess.Result {
            let result = try Subprocess.run(copy, arguments, environment: Self.environment, deadlineSeconds: 60)
            #expect(result.status == 0, "msal-triage \(arguments.joined(separator: " ")) failed: \(result.errors)")
            return result
        }
        #expect(try run(["--version"]).output.hasPrefix("0."), "a version number")
        #expect(try run(["scenarios"]).output.contains("mfa-step-up"), "built-in scenarios")
        #expect(try run(["simulate", "--scenario", "mfa-step-up", "--count", "8"]).output.contains("AADSTS50076"))
        #expect(try run(["codes", "-50002", "--locale", "sv"]).output.contains("Logga in en gång till"), "Swedish messages")
        let frame = try run(["console", "--once", "--theme", "light", "--events", "20"]).output
        #expect(frame.contains("Log · 20 events"), "the console on its built-in scenario:\n\(frame)")
    }

    @Test("The binary refers to no resource bundle of ours")
    func noResourceBundle() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try BinaryUnderTest.path.get()))
        for module in ["MSALErrorModel", "AcquisitionSimulator", "MSALErrorText", "ConsoleTheme", "TriageConsole"] {
            let name = Data("msal-triage_\(module).resources".utf8)
            #expect(bytes.range(of: name) == nil, "\(module) still loads a resource bundle")
        }
    }
}
