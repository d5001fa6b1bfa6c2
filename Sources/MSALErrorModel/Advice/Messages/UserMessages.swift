import Foundation

/// The generic user-facing messages, parsed once from the embedded copies of the
/// `Resources/<locale>.lproj/Localizable.strings` files that translators edit
/// (`Scripts/embed-resources`), so the binary needs no resource bundle.
public enum UserMessages {
    /// The message for `key` in `locale`; a key missing from a locale falls back to English.
    /// (The calling thread's copy, see `ThreadTables`.)
    public static func text(_ key: UserMessageKey, locale: MessageLocale) -> String {
        ThreadTables.current.message(key, locale)
    }

    /// ``text(_:locale:)`` from the tables every thread shares.
    static func sharedText(_ key: UserMessageKey, locale: MessageLocale) -> String {
        let key = key.rawValue
        return table(locale)[key] ?? table(.en)[key] ?? MessageTables.lastResort
    }

    /// A place for each key in each locale, `0..<keys × locales`.
    static func slot(_ key: UserMessageKey, _ locale: MessageLocale) -> Int {
        casePosition(key) * localeCount + casePosition(locale)
    }

    private static let localeCount = MessageLocale.allCases.count

    /// Problems found while loading the resources (a missing or unreadable file),
    /// one line each naming the file; empty when all six locales loaded.
    public static var loadProblems: [String] { tables.problems }

    /// Parsed once, on first use; `static let` initialisation is thread-safe.
    static let tables = MessageTables.load(embedded: MessageBuiltinFiles.files)

    /// One locale's table, parsed on its first use: a run that shows English messages (the
    /// console's first frame) does not parse the other five files.
    static func table(_ locale: MessageLocale) -> [String: String] {
        switch locale {
        case .en: LocaleTables.en
        case .zhHant: LocaleTables.zhHant
        case .zhHans: LocaleTables.zhHans
        case .pl: LocaleTables.pl
        case .sv: LocaleTables.sv
        case .ptPT: LocaleTables.ptPT
        }
    }

    private enum LocaleTables {
        static let en = only(.en)
        static let zhHant = only(.zhHant)
        static let zhHans = only(.zhHans)
        static let pl = only(.pl)
        static let sv = only(.sv)
        static let ptPT = only(.ptPT)

        static func only(_ locale: MessageLocale) -> [String: String] {
            MessageTables.load(embedded: MessageBuiltinFiles.files, locales: [locale]).byLocale[locale] ?? [:]
        }
    }
}

/// Every locale's key → text table.
struct MessageTables: Sendable {
    let byLocale: [MessageLocale: [String: String]]
    let problems: [String]

    /// Said when even English lacks the key (a broken resource); never a raw key.
    static let lastResort = "Something went wrong. Please try again."

    func text(_ key: String, locale: MessageLocale) -> String {
        byLocale[locale]?[key] ?? byLocale[.en]?[key] ?? MessageTables.lastResort
    }

    /// The embedded files, by locale folder name (`zh-Hant`); found case-insensitively
    /// like the folders below.
    static func load(embedded files: [(name: String, text: String)],
                     locales: [MessageLocale] = MessageLocale.allCases) -> MessageTables {
        var tables: [MessageLocale: [String: String]] = [:]
        var problems: [String] = []
        for locale in locales {
            let wanted = locale.rawValue.lowercased()
            guard let file = files.first(where: { folderLocale($0.name + ".lproj") == wanted }) else {
                problems.append("\(locale.rawValue).lproj is missing from the embedded messages")
                continue
            }
            do {
                tables[locale] = try StringsFileParser.parse(file.text).mapValues(stripControlCharacters)
            } catch {
                problems.append("\(file.name).lproj/Localizable.strings \(error); fix the quoting or the ; at that line")
            }
        }
        return MessageTables(byLocale: tables, problems: problems)
    }

    /// Reads a folder of `<locale>.lproj/Localizable.strings` (a translator's copy, the
    /// source tree in tests); folders are found case-insensitively, as a bundle built by
    /// SwiftPM on Linux lowercases `.lproj` names (`zh-hant.lproj`, `pt-pt.lproj`).
    static func load(fromDirectory root: URL) -> MessageTables {
        let fileManager = FileManager.default
        let folders = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
        var tables: [MessageLocale: [String: String]] = [:]
        var problems: [String] = []
        for locale in MessageLocale.allCases {
            let wanted = locale.rawValue.lowercased()
            guard let folder = folders.first(where: { folderLocale($0) == wanted }) else {
                problems.append("\(locale.rawValue).lproj is missing from the message resources")
                continue
            }
            let folderURL = root.appendingPathComponent(folder)
            let files = (try? fileManager.contentsOfDirectory(atPath: folderURL.path)) ?? []
            guard let file = files.first(where: { $0.lowercased() == "localizable.strings" }) else {
                problems.append("\(folder)/Localizable.strings is missing")
                continue
            }
            let fileURL = folderURL.appendingPathComponent(file)
            do {
                tables[locale] = try readTable(fileURL).mapValues(stripControlCharacters)
            } catch let error as StringsFileParser.ParseError {
                problems.append("\(folder)/\(file) \(error); fix the quoting or the ; at that line")
            } catch {
                problems.append("\(folder)/\(file) could not be read: \(error.localizedDescription)")
            }
        }
        return MessageTables(byLocale: tables, problems: problems)
    }

    /// `zh-Hant.lproj`, `zh_hant.lproj` → `zh-hant`; nil for other files.
    private static func folderLocale(_ name: String) -> String? {
        let lower = name.lowercased()
        guard lower.hasSuffix(".lproj") else { return nil }
        return String(lower.dropLast(".lproj".count)).replacingOccurrences(of: "_", with: "-")
    }

    /// Text `.strings` as translators write them, or a binary property list when a
    /// build tool has compiled the file.
    private static func readTable(_ url: URL) throws -> [String: String] {
        let data = try Data(contentsOf: url)
        if data.starts(with: Array("bplist".utf8)) {
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
            return (plist as? [String: String]) ?? [:]
        }
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? ""
        return try StringsFileParser.parse(text)
    }

    /// Translators' files are input like any other: no control character reaches a terminal.
    static func stripControlCharacters(_ text: String) -> String {
        VisibleText.make(text, replacing: .space)
    }
}
