import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

    /// Runs a program to its end with stdout and stderr written to files in `directory`
    /// (no pipes to drain), stdin from /dev/null.
    static func run(_ program: String, _ arguments: [String], in directory: URL) throws -> Run {
        let outPath = directory.appendingPathComponent("stdout.txt").path
        let errPath = directory.appendingPathComponent("stderr.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, nil, argv, envp) == 0 else {
            throw CocoaError(.executableNotLoadable, userInfo: [NSFilePathErrorKey: program])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(status: exit, output: output, transcript: output + errors)
    }
}
