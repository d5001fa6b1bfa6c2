import Foundation
import Testing
@testable import MSALErrorModel

/// Reading translator-edited `.strings` files: formats, mistakes and fallbacks.
@Suite("User message resources")
struct MessagesLoadingTests {
    @Test("comments, escapes and a byte-order mark are understood")
    func parsesTheFormat() throws {
        let text = "\u{FEFF}/* shown when offline */\n\"a\" = \"Say \\\"hi\\\"\";\n// line comment\n\"b\"=\"caf\\U00E9 \\\\ x\" ;\n"
        let table = try StringsFileParser.parse(text)
        #expect(table == ["a": "Say \"hi\"", "b": "café \\ x"])
    }

    @Test("a broken file is reported with its line")
    func reportsLine() {
        #expect(throws: StringsFileParser.ParseError(line: 3, problem: "expected ; after the value of \"b\"")) {
            try StringsFileParser.parse("\"a\" = \"1\";\n\n\"b\" = \"2\"\n\"c\" = \"3\";")
        }
        #expect(throws: StringsFileParser.ParseError(line: 1, problem: "a quoted string is never closed")) {
            try StringsFileParser.parse("\"a\" = \"never closed;")
        }
        #expect(throws: StringsFileParser.ParseError(line: 2, problem: "the key \"a\" appears twice")) {
            try StringsFileParser.parse("\"a\" = \"1\";\n\"a\" = \"2\";")
        }
    }

    @Test("locale folders are found whatever their case, and a missing key falls back to English")
    func caseInsensitiveFoldersAndFallback() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("msal-triage-messages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ folder: String, _ file: String, _ text: String) throws {
            let dir = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try text.write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try write("en.lproj", "Localizable.strings", "\"offline\" = \"You are offline.\";\n\"throttled\" = \"Busy.\";")
        try write("zh-hant.lproj", "Localizable.strings", "\"offline\" = \"離線\";")
        try write("PT_pt.lproj", "localizable.strings", "\"offline\" = \"Sem ligação\u{7}.\";")
        try write("sv.lproj", "Localizable.strings", "\"offline\" = \"broken")

        let tables = MessageTables.load(fromDirectory: root)
        #expect(tables.text("offline", locale: .zhHant) == "離線")
        #expect(tables.text("offline", locale: .ptPT) == "Sem ligação .", "control character removed")
        #expect(tables.text("throttled", locale: .zhHant) == "Busy.", "missing key falls back to English")
        #expect(tables.text("offline", locale: .pl) == "You are offline.", "missing locale falls back to English")
        #expect(tables.text("nonexistent", locale: .en) == MessageTables.lastResort)
        #expect(tables.problems.contains { $0.hasPrefix("sv.lproj/Localizable.strings line 1") })
        #expect(tables.problems.contains { $0.hasPrefix("zh-Hans.lproj is missing") })
        #expect(!tables.problems.contains { $0.hasPrefix("pt-PT") })
    }

    @Test("the bundled tables are the ones in the source tree, English first")
    func bundledEnglish() {
        #expect(UserMessages.text(.offline, locale: .en).hasPrefix("You appear to be offline"))
        #expect(UserMessages.text(.signInCanceled, locale: .sv).hasPrefix("Inloggningen avbröts"))
        #expect(UserMessages.text(.throttled, locale: .pl).contains("Odczekaj"))
    }

    @Test("the embedded tables equal Resources/*.lproj (run Scripts/embed-resources after editing)")
    func embeddedMatchesFiles() throws {
        let resources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MSALErrorModel/Resources")
        let fromFiles = MessageTables.load(fromDirectory: resources)
        #expect(fromFiles.problems.isEmpty)
        #expect(UserMessages.loadProblems.isEmpty)
        #expect(fromFiles.byLocale == UserMessages.tables.byLocale)
        for (name, text) in MessageBuiltinFiles.files {
            let file = resources.appendingPathComponent("\(name).lproj/Localizable.strings")
            #expect(try String(contentsOf: file, encoding: .utf8) == text + "\n", "\(name) differs from its embedded copy")
        }
        #expect(MessageBuiltinFiles.files.count == MessageLocale.allCases.count)
    }

    @Test("a broken embedded table is reported and falls back to English")
    func brokenEmbeddedTable() {
        let tables = MessageTables.load(embedded: [("en", "\"offline\" = \"Offline.\";"), ("sv", "\"offline\" = ")])
        #expect(tables.text("offline", locale: .sv) == "Offline.")
        #expect(tables.problems.contains { $0.hasPrefix("sv.lproj/Localizable.strings line 1") })
        #expect(tables.problems.contains { $0.hasPrefix("pl.lproj is missing") })
    }
}
