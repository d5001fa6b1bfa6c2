import Foundation
import Testing
import TestSupport

/// `codes` and `messages` as a user types them, checked with the real tools where they exist.
@Suite("End to end: codes and messages commands")
struct CommandLineTests {
    private func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(try BinaryUnderTest.path.get(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], deadlineSeconds: 60)
    }

    @Test("codes -- X works as explain -- X does")
    func codesAfterDoubleDash() throws {
        let plain = try run(["codes", "-50004"])
        let dashed = try run(["codes", "--", "-50004"])
        #expect(dashed.status == 0, "\(dashed.errors)")
        #expect(dashed.output == plain.output)
        #expect(dashed.output.contains("remediateComplianceForIdentity:silent:"))
        #expect(try run(["codes", "--", "AADSTS65001"]).output.contains("adminconsent"))
    }

    @Test("codes explains a userInfo key instead of advising on it")
    func codesUserInfoKey() throws {
        let result = try run(["codes", "MSALDeclinedScopesKey"])
        #expect(result.status == 0)
        #expect(result.output.contains("What to do:"))
        #expect(!result.output.contains("No rule recognises"))
    }

    @Test("codes names the MSAL.js 2.x equivalent of a 1.x API")
    func codesJSRename() throws {
        let result = try run(["codes", "handleRedirectCallback"])
        #expect(result.status == 0)
        #expect(result.output.contains("handleRedirectPromise"))
    }

    @Test("messages --output writes six files per format that the real tools accept")
    func messagesExport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("msal-triage-messages-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["strings", "resx", "json", "xliff"] {
            let result = try run(["messages", "--format", format, "--output", folder.appendingPathComponent(format).path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.contains("wrote 6 \(format) files"))
        }
        let resx = ["Messages.resx", "Messages.zh-Hant.resx", "Messages.pt-PT.resx"].map { "resx/" + $0 }
        let xliff = ["en", "zh-Hans", "sv"].map { "xliff/\($0).xliff" }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") {
            for path in resx + xliff {
                let lint = try Subprocess.run("/usr/bin/xmllint", ["--noout", folder.appendingPathComponent(path).path])
                #expect(lint.status == 0, "\(path): \(lint.errors)")
            }
        } else {
            Issue.record("xmllint is missing: run Scripts/setup (libxml2-utils) to check the XML files with it")
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/jq") {
            let jq = try Subprocess.run("/usr/bin/jq", ["-r", ".offline", folder.appendingPathComponent("json/pl.json").path])
            #expect(jq.output == "Wygląda na to, że nie masz połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.\n")
        } else {
            Issue.record("jq is missing: run Scripts/setup to check the JSON files with it")
        }
        let strings = try String(contentsOf: folder.appendingPathComponent("strings/zh-Hant.lproj/Localizable.strings"), encoding: .utf8)
        #expect(strings.contains(#""wrong_credentials" = "使用者名稱或密碼不正確。請檢查後再試一次。";"#))
    }

    @Test("messages without --output prints one locale; a bad folder is one clear line")
    func messagesToStandardOutput() throws {
        let result = try run(["messages", "--format", "json", "--locale", "sv"])
        #expect(result.status == 0)
        #expect(result.output.contains(#""wrong_credentials": "Fel användarnamn eller lösenord."#))
        let bad = try run(["messages", "--format", "json", "--output", "/proc/msal-triage-nope"])
        #expect(bad.status == 73)
        #expect(bad.errors.hasPrefix("msal-triage: error: cannot create the folder /proc/msal-triage-nope"), "\(bad.errors)")
        #expect(bad.errors.split(separator: "\n").count == 1)
    }
}
