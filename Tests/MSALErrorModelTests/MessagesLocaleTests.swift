import Foundation
import Testing
@testable import MSALErrorModel

/// The six locales' user messages, as a user of each would read them.
@Suite("User messages in six locales")
struct MessagesLocaleTests {
    @Test("all six locale resources load without a problem")
    func resourcesLoad() {
        #expect(UserMessages.loadProblems.isEmpty, "\(UserMessages.loadProblems)")
        #expect(Set(UserMessages.tables.byLocale.keys) == Set(MessageLocale.allCases))
    }

    @Test("a locale parsed on its own (first use) is the same table as all six parsed at once",
          arguments: MessageLocale.allCases)
    func localeParsedAloneMatches(_ locale: MessageLocale) {
        #expect(UserMessages.table(locale) == UserMessages.tables.byLocale[locale])
        #expect(UserMessages.text(.offline, locale: locale) == UserMessages.tables.text("offline", locale: locale))
    }

    @Test("every message key has a non-empty text in every locale", arguments: MessageLocale.allCases)
    func everyKeyPresent(_ locale: MessageLocale) {
        let table = UserMessages.tables.byLocale[locale] ?? [:]
        for key in UserMessageKey.allCases {
            let text = table[key.rawValue]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            #expect(!text.isEmpty, "\(locale.rawValue) lacks \(key.rawValue)")
        }
    }

    @Test("no locale carries keys the product does not know (typos)", arguments: MessageLocale.allCases)
    func noStrayKeys(_ locale: MessageLocale) {
        let known = Set(UserMessageKey.allCases.map(\.rawValue))
        let stray = (UserMessages.tables.byLocale[locale] ?? [:]).keys.filter { !known.contains($0) }
        #expect(stray.isEmpty, "\(locale.rawValue): \(stray.sorted())")
    }

    @Test("no translation is left in English", arguments: MessageLocale.allCases.filter { $0 != .en })
    func translated(_ locale: MessageLocale) {
        for key in UserMessageKey.allCases {
            let english = UserMessages.text(key, locale: .en)
            let text = UserMessages.text(key, locale: locale)
            #expect(text != english, "\(locale.rawValue) \(key.rawValue) is still English")
        }
    }

    @Test("the Chinese messages are written in Chinese script", arguments: [MessageLocale.zhHant, .zhHans])
    func chineseScript(_ locale: MessageLocale) {
        for key in UserMessageKey.allCases {
            let text = UserMessages.text(key, locale: locale)
            #expect(!text.unicodeScalars.contains { CharacterSet.letters.contains($0) && $0.isASCII },
                    "\(locale.rawValue) \(key.rawValue) has Latin letters: \(text)")
        }
    }

    @Test("Traditional and Simplified Chinese differ where the scripts differ")
    func chineseVariants() {
        #expect(UserMessages.text(.signInAgain, locale: .zhHant).contains("登入"))
        #expect(UserMessages.text(.signInAgain, locale: .zhHans).contains("登录"))
        #expect(UserMessages.text(.offline, locale: .zhHant).contains("網際網路"), "Taiwan usage")
    }

    @Test("European Portuguese wording, not Brazilian")
    func europeanPortuguese() {
        #expect(UserMessages.text(.passwordExpired, locale: .ptPT).contains("palavra-passe"))
        #expect(UserMessages.text(.signInAgain, locale: .ptPT).contains("Inicie sessão"))
        let all = UserMessageKey.allCases.map { UserMessages.text($0, locale: .ptPT) }.joined(separator: " ")
        #expect(!all.contains("senha") && !all.contains("usuário") && !all.contains("equipe"))
    }

    @Test("messages show no codes, digits or developer jargon", arguments: MessageLocale.allCases)
    func noJargon(_ locale: MessageLocale) {
        let jargon = ["aadsts", "msal", "token", "oauth", "error code", "http", "exception", "null", "claims"]
        for key in UserMessageKey.allCases {
            let text = UserMessages.text(key, locale: locale)
            // Decimal digits in any script; CJK numerals such as 一 ("once") are words, not codes.
            #expect(!text.unicodeScalars.contains { $0.properties.numericType == .decimal || $0.properties.numericType == .digit },
                    "\(locale.rawValue) \(key.rawValue) has a digit")
            for word in jargon {
                #expect(!text.lowercased().contains(word), "\(locale.rawValue) \(key.rawValue) says \(word)")
            }
            #expect(!text.contains("_"), "\(locale.rawValue) \(key.rawValue) looks like a key")
        }
    }

    @Test("the English messages are the product's own words, not the reference catalog's")
    func notCopiedFromCatalog() {
        // The reference catalog's suggested user messages (its wording, not ours).
        let catalogMessages = [
            "Please sign in again to continue.", "Sign-in was cancelled.",
            "Sign-in failed because of an unexpected problem. Please try again later.",
            "Some permissions were not granted. Some features may be unavailable.",
            "The sign-in service had a temporary problem. Please try again.",
            "The sign-in service is busy. Please try again shortly.", "The username or password is incorrect.",
            "This app is not configured correctly. Contact the app's support.",
            "You need to change your password before you can continue.",
            "Your account is not allowed to access this resource. Contact your administrator.",
            "Your organization requires this device to be registered before you can continue.",
            "Your organization requires this device to be registered or compliant.",
        ]
        for key in UserMessageKey.allCases {
            let text = UserMessages.text(key, locale: .en)
            for message in catalogMessages {
                #expect(!text.contains(message), "\(key.rawValue) repeats the catalog: \(message)")
            }
        }
    }

    @Test("messages carry no control characters", arguments: MessageLocale.allCases)
    func noControlCharacters(_ locale: MessageLocale) {
        for key in UserMessageKey.allCases {
            #expect(!UserMessages.text(key, locale: locale).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("every locale's resource file has a translator comment for every key")
    func commentPerKey() throws {
        for locale in MessageLocale.allCases {
            let text = try resourceText(locale)
            for key in UserMessageKey.allCases {
                let pattern = "*/\n\"\(key.rawValue)\" ="
                #expect(text.contains(pattern), "\(locale.rawValue): \(key.rawValue) has no comment right above it")
            }
        }
    }

    @Test("the engine's advice always comes with a message in every locale")
    func adviceMessagesExist() {
        for example in AdviceRuleTests.cases {
            let key = advise(example.diagnosis).userMessage
            for locale in MessageLocale.allCases {
                #expect(UserMessages.text(key, locale: locale) != MessageTables.lastResort)
            }
        }
    }

    /// The resource file as a translator sees it in the source tree.
    private func resourceText(_ locale: MessageLocale) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MSALErrorModel/Resources/\(locale.rawValue).lproj/Localizable.strings")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
