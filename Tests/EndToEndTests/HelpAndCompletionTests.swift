import Foundation
import Testing
import TestSupport

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
        // In a clone with git, it is one of this clone's commits: HEAD, or before it when the binary
        // was built before the last commit.
        let commit = String(match.output.commit.prefix(12))
        let git = try Subprocess.run("/usr/bin/env", ["git", "-C", BinaryUnderTest.packageRoot.path, "rev-parse", "HEAD"],
                                     environment: ["PATH": "/usr/bin:/bin"])
        if git.status == 0, commit != "unknown comm" {
            let ancestor = try Subprocess.run("/usr/bin/env", ["git", "-C", BinaryUnderTest.packageRoot.path, "merge-base",
                                                               "--is-ancestor", commit, "HEAD"],
                                              environment: ["PATH": "/usr/bin:/bin"])
            #expect(ancestor.status == 0, "--version names \(commit), which is not HEAD or before it")
        }
    }

    @Test("without git (a tarball, no git installed) the stamp says unknown commit, and an unchanged stamp is not rewritten")
    func stampWithoutGit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-stamp-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = BinaryUnderTest.packageRoot.appendingPathComponent("Scripts/build-stamp").path
        let output = folder.appendingPathComponent("out/BuildStamp.swift")
        for _ in 0..<2 {
            let result = try Subprocess.run("/bin/sh", [script, folder.path, output.path],
                                            environment: ["PATH": "/usr/bin:/bin", "GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path])
            #expect(result.status == 0, "\(result.errors)")
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(#"static let commit = "unknown commit""#))
        #expect(text.contains(#"static let date = ""#))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(files == ["BuildStamp.swift"], "no temporary file left: \(files)")
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

    /// Scripts/install makes the man pages from `--experimental-dump-help` through
    /// Scripts/man-page-fixup.py and swift-argument-parser's generate-manual, which keeps ASCII only.
    @Test("the man pages' source: every key in ASCII, aligned; hidden commands left out; exit statuses in EXIT STATUS")
    func manPageSource() throws {
        let root = BinaryUnderTest.packageRoot.path
        let dumped = try Subprocess.run("/bin/sh", ["-c", "'\(try BinaryUnderTest.path.get())' --experimental-dump-help | python3 '\(root)/Scripts/man-page-fixup.py' dump"],
                                        environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(dumped.status == 0, "\(dumped.errors)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
        let command = try #require(dump["command"] as? [String: Any])
        let discussion = try #require(command["discussion"] as? String)
        let isASCII = discussion.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "generate-manual would drop what is not ASCII")
        let keyLines = discussion.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  0") && $0.count > 12 }
        #expect(keyLines.contains { $0.hasPrefix("  Up k ") } && keyLines.contains { $0.hasPrefix("  q ^C ") })
        // Where each summary starts: after the label and its padding.
        let summaryColumns = Set(keyLines.prefix(10).map { line in line.firstMatch(of: /^  \S.*?  +/)?.output.count ?? 0 })
        #expect(summaryColumns.count == 1, "the key list is aligned")
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(names.contains("explain") && !names.contains("edge-demo"))

        let page = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-\(getpid()).1")
        defer { try? FileManager.default.removeItem(at: page) }
        try """
            .Sh DESCRIPTION
            What it is.
            Keys in the console (? shows them too):
              q ^C  quit
            Exit status:
              0   done
              66  an input file that cannot be read
            .Bl -tag -width 6n
            .El
            .Sh "EXIT STATUS"
            .Ex -std
            """.write(to: page, atomically: true, encoding: .utf8)
        let fixed = try Subprocess.run("/usr/bin/env", ["python3", "\(root)/Scripts/man-page-fixup.py", "page", page.path],
                                       environment: ["PATH": "/usr/bin:/bin"])
        #expect(fixed.status == 0, "\(fixed.errors)")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains(".Bd -literal -offset indent\n  q ^C  quit\n.Ed"))
        #expect(text.contains(".Sh \"EXIT STATUS\"\n.Bl -tag -width 4n\n.It 0\ndone\n.It 66\nan input file that cannot be read\n.El"))
        #expect(!text.contains(".Ex -std") && !text.contains("Exit status:"))
    }

    @Test("bash completion offers scenario and theme names", arguments: [
        (["console", "--scenario"], "mfa", ["mfa-enrollment", "mfa-step-up"]),
        (["simulate", "--scenario"], "thr", ["throttled"]),
        (["simulate", "--scenario"], "al", ["all"]),
        (["console", "--scenario"], "al", []),
        (["console", "--theme"], "h", ["high-contrast"]),
    ])
    func bashCompletion(words: [String], typed: String, expected: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else {
            Issue.record("bash is missing: cannot check the bash completion")
            return
        }
        let binary = try BinaryUnderTest.path.get()
        // One directory per case: the cases run at once, and each removes its own when done.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-completion-\(UUID().uuidString)")
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
