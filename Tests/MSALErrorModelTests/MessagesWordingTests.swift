import Testing
@testable import MSALErrorModel

/// The wordings issue #11 asked for, and one term per concept in each locale, as a
/// native reader of each locale expects them.
@Suite("User messages: the reviewed wordings")
struct MessagesWordingTests {
    /// (locale, key, text the message must contain).
    static let wordings: [(MessageLocale, UserMessageKey, String)] = [
        (.zhHant, .consentRequired, "請登入並檢閱這項要求。"),
        (.zhHant, .deviceNotCompliant, "貴組織規定此裝置必須符合其安全性標準。"),
        (.zhHant, .accessNotAllowed, "貴組織目前不允許您從這個位置存取。"),
        (.zhHant, .wrongCredentials, "使用者名稱或密碼不正確。"),
        (.zhHans, .someFeaturesUnavailable, "未获授予"),
        (.zhHans, .wrongCredentials, "用户名或密码不正确。"),
        (.zhHans, .accessNotAllowed, "不允许你从此位置访问。"),
        (.pl, .consentRequired, "dostęp do Twoich danych. Zaloguj się i przejrzyj prośbę o zgodę."),
        (.pl, .passwordExpired, "Zaloguj się, aby je zmienić."),
        (.pl, .serviceUnavailable, "W usłudze logowania wystąpił chwilowy problem."),
        (.pl, .wrongCredentials, "Nieprawidłowa nazwa użytkownika lub hasło."),
        (.pl, .someFeaturesUnavailable, "Nie przyznano części uprawnień"),
        (.sv, .deviceNotCompliant, "organisationens säkerhetskrav"),
        (.sv, .securityCheckRequired, "organisationens säkerhetskrav"),
        (.sv, .accountBlocked, "Kontakta organisationens IT-support"),
        (.sv, .passwordExpired, "byta"),
        (.sv, .wrongCredentials, "Fel användarnamn eller lösenord."),
        (.sv, .consentRequired, "dina uppgifter"),
        (.ptPT, .serviceUnavailable, "está com um problema temporário"),
    ]

    @Test("each wording the review asked for is in place", arguments: wordings.indices)
    func wording(_ position: Int) {
        let (locale, key, expected) = Self.wordings[position]
        let text = UserMessages.text(key, locale: locale)
        #expect(text.contains(expected), "\(locale.rawValue) \(key.rawValue): \(text)")
    }

    /// Every message of a locale, joined.
    private func all(_ locale: MessageLocale) -> [String] {
        UserMessageKey.allCases.map { UserMessages.text($0, locale: locale) }
    }

    @Test("zh-Hant names the help desk one way: 貴組織的技術支援人員")
    func traditionalChineseHelpDesk() {
        for text in all(.zhHant) where text.contains("技術支援人員") {
            #expect(text.contains("貴組織的技術支援人員"), "\(text)")
        }
        #expect(!all(.zhHant).joined().contains("您的技術支援"))
    }

    @Test("zh-Hans names the organization one way: 你所在的组织")
    func simplifiedChineseOrganization() {
        for text in all(.zhHans) {
            var rest = Substring(text)
            while let range = rest.range(of: "组织") {
                let before = rest[..<range.lowerBound]
                #expect(before.hasSuffix("你所在的") || before.hasSuffix("你所在"), "\(text)")
                rest = rest[range.upperBound...]
            }
        }
    }

    @Test("device_not_compliant says 要求 at most once in either Chinese", arguments: [MessageLocale.zhHant, .zhHans])
    func noRepeatedRequirement(_ locale: MessageLocale) {
        let text = UserMessages.text(.deviceNotCompliant, locale: locale)
        #expect(text.components(separatedBy: "要求").count <= 2, "\(text)")
    }

    @Test("sv never lets 'dess' read as the device's own requirements")
    func swedishOwner() {
        for text in all(.sv) {
            #expect(!text.contains("dess säkerhetskrav"), "\(text)")
            #expect(!text.contains("supportavdelning"), "one wording for support: \(text)")
        }
    }

    @Test("pt-PT contacts support in one wording")
    func portugueseSupport() {
        for text in all(.ptPT) where text.contains("suporte técnico") {
            #expect(text.contains("Contacte o suporte técnico da sua organização."), "\(text)")
        }
    }

    @Test("pl asks for the organization's help desk in one wording")
    func polishSupport() {
        for text in all(.pl) where text.contains("działem pomocy") {
            #expect(text.contains("z działem pomocy technicznej Twojej organizacji."), "\(text)")
        }
    }
}
