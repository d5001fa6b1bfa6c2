import Foundation
import TestSupport

/// The compilers and interpreters the generated handlers are checked with, and a way to run them.
enum Toolchain {
    /// An executable found on PATH, or nil (the test that needs it is skipped and says which).
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The Python of `.venv-tests` (made by `bash Scripts/setup`) when it has msal.
    static var venvPython: String? {
        let candidate = repositoryRoot.appendingPathComponent(".venv-tests/bin/python").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let declarations = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Declarations")

    static let pythonHarness = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Python/run_python_handler.py")

    /// A fresh directory for one check's files.
    static func scratchDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-handler-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Run {
        var status: Int32
        var output: String
        /// stdout and stderr together, for a failing check's message.
        var transcript: String
    }

    /// Runs a program to its end with stdout and stderr written to files in `directory` (no
    /// pipes to drain), stdin from /dev/null. A compiler gets ten minutes: kotlinc on a busy
    /// machine takes one or two.
    static func run(_ program: String, _ arguments: [String], in directory: URL) throws -> Run {
        let result = try Subprocess.run(program, arguments, output: .files(in: directory), deadlineSeconds: 600)
        let status = result.timedOut ? -1 : result.status
        let note = result.timedOut ? "\n(killed after 600 s)" : ""
        return Run(status: status, output: result.output, transcript: result.output + result.errors + note)
    }
}
