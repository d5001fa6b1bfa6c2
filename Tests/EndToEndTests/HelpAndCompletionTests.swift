import Foundation
import Testing

/// What a user sees of the binary itself: `--version`, the top help (the man page's description)
/// and shell completion.
@Suite("End to end: version, top help and completion")
struct HelpAndCompletionTests {
    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    }

    @Test("--version prints the version, the commit it was built from and the build date")
    func versionNamesTheCommit() throws {
        let printed = try run(["--version"]).output.trimmingCharacters(in: .newlines)
        let shape = #/^\d+\.\d+\.\d+ \(commit (?<commit>[0-9a-f]{12}(\+changes)?|unknown commit), built \d{4}-\d{2}-\d{2}\)$/#
        let match = try #require(printed.wholeMatch(of: shape), "not `0.9.0 (commit 0123456789ab, built 2026-11-26)`: \(printed)")
        // In a clone with git, it is this clone's commit (the binary was built from this tree).
        let head = try Subprocess.run("/usr/bin/env", ["git", "-C", BinaryUnderTest.packageRoot.path, "rev-parse", "--short=12", "HEAD"],
                                      environment: ["PATH": "/usr/bin:/bin"])
        if head.status == 0 {
            #expect(match.output.commit.hasPrefix(head.output.trimmingCharacters(in: .whitespacesAndNewlines)),
                    "--version names \(match.output.commit), HEAD is \(head.output)")
        }
    }

    @Test("the top help, the man page's description, says what the tool is, every key and the exit statuses")
    func topHelp() throws {
        let help = try run(["--help"]).output
        #expect(help.contains("explains the errors that the Microsoft Authentication Library"))
        #expect(help.contains("Keys in the console"))
        for line in ["  q ^C", "  ? F1", "  Space", "  /"] {
            #expect(help.contains(line), "no key line \(line)")
        }
        #expect(help.contains("Exit status:"))
        for status in ["0 ", "1 ", "2 ", "64", "65", "66", "74"] {
            #expect(help.contains("\n  \(status)"), "no exit status \(status)")
        }
        // generate-manual reads the same text from the dump Scripts/install feeds it.
        let dump = try run(["--experimental-dump-help"]).output
        #expect(dump.contains("Keys in the console"))
    }

    @Test("bash completion offers scenario and theme names", arguments: [
        (["console", "--scenario"], "mfa", ["mfa-enrollment", "mfa-step-up"]),
        (["simulate", "--scenario"], "thr", ["throttled"]),
        (["console", "--theme"], "h", ["high-contrast"]),
    ])
    func bashCompletion(words: [String], typed: String, expected: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else {
            Issue.record("bash is missing: cannot check the bash completion")
            return
        }
        let binary = try BinaryUnderTest.path.get()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-completion-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let all = ["msal-triage"] + words + [typed]
        let script = """
            source <(msal-triage --generate-completion-script bash)
            COMP_WORDS=(\(all.joined(separator: " "))); COMP_CWORD=\(all.count - 1)
            COMP_LINE="\(all.joined(separator: " "))"; COMP_POINT=${#COMP_LINE}
            _msal-triage msal-triage \(typed) \(words.last!)
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Subprocess.run("/bin/bash", ["-c", "cd '\(home.path)' && " + script], environment: [
            "PATH": URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": home.path, "LANG": "C.UTF-8",
        ])
        let offered = result.output.split(separator: "\n").map(String.init)
        #expect(offered == expected, "completing \(all.joined(separator: " ")): \(offered) \(result.errors.prefix(300))")
    }
}
