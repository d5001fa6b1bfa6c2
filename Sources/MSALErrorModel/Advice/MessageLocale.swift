/// The locales the generic user messages are written in.
public enum MessageLocale: String, CaseIterable, Codable, Hashable, Sendable {
    case en
    case zhHant = "zh-Hant"
    case zhHans = "zh-Hans"
    case pl
    case sv
    case ptPT = "pt-PT"

    /// Accepts the identifier in any case and with `_` or `-` (`zh_hant`, `PT-pt`).
    public init?(identifier: String) {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = MessageLocale.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else {
            return nil
        }
        self = match
    }
}
